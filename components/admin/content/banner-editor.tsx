import { ContentForm } from './content-form.client';
import { saveBannerAction } from '@/app/admin/(office)/content/actions';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import type { BannerEditorData } from '@/lib/server/pages/content-editors';

/** The form of a home banner; the page reads its data (lib/server/pages/content-editors.ts). */
export async function BannerEditor({ data: { id, values, cities: cityRows, images } }: { data: BannerEditorData }) {
  const t = await adminTranslator('content');
  const lang = await adminLanguage();
  const [messages, common] = await Promise.all([adminMessages('content'), adminMessages('common')]);
  return (
    <ContentForm
      action={saveBannerAction}
      hidden={id !== null ? { id: String(id) } : {}}
      rows={[
        [
          { legend: t('form.english'), fields: [{ name: 'titleEn', label: t('form.bannerText'), kind: 'text', lang: 'en' }] },
          { legend: t('form.japanese'), fields: [{ name: 'titleJa', label: t('form.bannerText'), kind: 'text', lang: 'ja' }] },
        ],
        [
          {
            legend: t('form.settings'),
            fields: [
              {
                name: 'name',
                label: t('form.bannerName'),
                kind: 'select',
                required: true,
                options: [
                  { value: 'RESIDENCE', label: t('form.bannerResidence') },
                  { value: 'OFFICE', label: t('form.bannerOffice') },
                ],
              },
              { name: 'cityId', label: t('form.city'), kind: 'select', options: [{ value: '', label: t('form.cityAll') }, ...cityRows.map((c) => ({ value: String(c.id), label: lang === 'ja' ? c.nameJa : c.nameEn }))] },
              { name: 'image', label: t('form.image'), kind: 'media', required: true, hint: t('form.imageHint') },
              { name: 'position', label: t('form.position'), kind: 'text', hint: t('form.positionHint') },
            ],
          },
        ],
      ]}
      values={values}
      words={{ save: messages.form.save, fieldErrors: common.fieldErrors, errors: messages.errors, picker: pickerWords(messages) }}
      images={images}
    />
  );
}

type ContentMessages = Awaited<ReturnType<typeof adminMessages<'content'>>>;
export function pickerWords(messages: ContentMessages) {
  return { none: messages.form.pickerNone, current: messages.form.pickerCurrent, empty: messages.form.pickerEmpty, library: messages.form.pickerLibrary };
}
