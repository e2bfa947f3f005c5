import { ContentForm } from './content-form.client';
import { saveSpecialListAction } from '@/app/admin/(office)/content/actions';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import type { SpecialListEditorData } from '@/lib/server/pages/content-editors';

/** The form of a special list; the page reads its data (lib/server/pages/content-editors.ts). */
export async function SpecialListEditor({ data: { id, values, cities: cityRows } }: { data: SpecialListEditorData }) {
  const t = await adminTranslator('content');
  const lang = await adminLanguage();
  const [messages, common] = await Promise.all([adminMessages('content'), adminMessages('common')]);
  return (
    <ContentForm
      action={saveSpecialListAction}
      hidden={id !== null ? { id: String(id) } : {}}
      rows={[
        [
          { legend: t('form.english'), fields: [{ name: 'nameEn', label: t('form.name'), kind: 'text', lang: 'en', required: true }] },
          { legend: t('form.japanese'), fields: [{ name: 'nameJa', label: t('form.name'), kind: 'text', lang: 'ja', required: true }] },
        ],
        [
          {
            legend: t('form.settings'),
            fields: [
              { name: 'listings', label: t('form.listings'), kind: 'textarea', rows: 8, hint: t('form.listingsHint') },
              { name: 'cityId', label: t('form.city'), kind: 'select', options: [{ value: '', label: t('form.cityAll') }, ...cityRows.map((c) => ({ value: String(c.id), label: lang === 'ja' ? c.nameJa : c.nameEn }))] },
              { name: 'image', label: t('form.image'), kind: 'text', hint: t('form.imageHint') },
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
