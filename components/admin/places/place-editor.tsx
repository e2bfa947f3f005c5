import { ContentForm } from '../content/content-form.client';
import { savePlaceAction } from '@/app/admin/(office)/places/actions';
import { PLACE_KINDS } from '@/lib/api/place-kinds';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import type { PlaceEditorData } from '@/lib/server/pages/content-editors';

/** The form of a place, English and Japanese side by side; the page reads its data (lib/server/pages/content-editors.ts). */
export async function PlaceEditor({ data: { id, values, cities } }: { data: PlaceEditorData }) {
  const t = await adminTranslator('places');
  const lang = await adminLanguage();
  const [messages, common] = await Promise.all([adminMessages('places'), adminMessages('common')]);
  return (
    <ContentForm
      action={savePlaceAction}
      hidden={id !== null ? { id: String(id) } : {}}
      rows={[
        [
          {
            legend: t('form.english'),
            fields: [
              { name: 'nameEn', label: t('form.name'), kind: 'text', lang: 'en', required: true },
              { name: 'addressEn', label: t('form.address'), kind: 'text', lang: 'en' },
            ],
          },
          {
            legend: t('form.japanese'),
            fields: [
              { name: 'nameJa', label: t('form.name'), kind: 'text', lang: 'ja', required: true },
              { name: 'addressJa', label: t('form.address'), kind: 'text', lang: 'ja' },
            ],
          },
        ],
        [
          {
            legend: t('form.place'),
            fields: [
              { name: 'cityId', label: t('form.city'), kind: 'select', required: true, options: cities.map((c) => ({ value: String(c.id), label: lang === 'ja' ? c.nameJa : c.nameEn })) },
              { name: 'kind', label: t('form.kind'), kind: 'select', required: true, options: PLACE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })) },
            ],
          },
          {
            legend: t('form.location'),
            fields: [
              { name: 'latitude', label: t('form.latitude'), kind: 'text', required: true, hint: t('form.latitudeHint') },
              { name: 'longitude', label: t('form.longitude'), kind: 'text', required: true, hint: t('form.longitudeHint') },
              { name: 'source', label: t('form.source'), kind: 'text', hint: t('form.sourceHint') },
            ],
          },
        ],
        [
          {
            legend: t('form.publishing'),
            fields: [
              { name: 'isPublished', label: t('form.isPublished'), kind: 'checkbox' },
              { name: 'isDemo', label: t('form.isDemo'), kind: 'checkbox' },
              { name: 'position', label: t('form.position'), kind: 'text', hint: t('form.positionHint') },
            ],
          },
        ],
      ]}
      values={values}
      words={{ save: messages.form.save, fieldErrors: common.fieldErrors, errors: messages.errors }}
    />
  );
}
