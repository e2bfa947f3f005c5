import { pickerWords } from './banner-editor';
import { ContentForm, type ContentGroup } from './content-form.client';
import { savePostAction } from '@/app/admin/(office)/content/actions';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import type { PostEditorData } from '@/lib/server/pages/content-editors';

/** The form of a blog post or news release, English and Japanese side by side; the page reads its data (lib/server/pages/content-editors.ts). */
export async function PostEditor({ data: { kind, id, values, categories, cities: cityRows, images } }: { data: PostEditorData }) {
  const t = await adminTranslator('content');
  const lang = await adminLanguage();
  const [messages, common] = await Promise.all([adminMessages('content'), adminMessages('common')]);
  const side = (l: 'en' | 'ja'): ContentGroup => {
    const suffix = l === 'en' ? 'En' : 'Ja';
    return {
      legend: t(l === 'en' ? 'form.english' : 'form.japanese'),
      fields: [
        { name: `title${suffix}`, label: t('form.titleField'), kind: 'text', lang: l, required: true },
        { name: `summary${suffix}`, label: t('form.summary'), kind: 'textarea', rows: 3, lang: l },
        { name: `content${suffix}`, label: t('form.body'), kind: 'richtext', rows: 16, lang: l, required: true, hint: t('form.bodyHint') },
      ],
    };
  };
  const settings: ContentGroup = {
    legend: t('form.settings'),
    fields: [
      { name: 'slug', label: t('form.slug'), kind: 'text', required: true, hint: t('form.slugHint') },
      ...(kind === 'blogs'
        ? [
            {
              name: 'categoryId',
              label: t('form.category'),
              kind: 'select' as const,
              options: [{ value: '', label: t('form.categoryNone') }, ...categories.map((c) => ({ value: String(c.id), label: lang === 'ja' ? c.nameJa : c.nameEn }))],
            },
            {
              name: 'cityCode',
              label: t('form.city'),
              kind: 'select' as const,
              options: [{ value: '', label: t('form.cityAll') }, ...cityRows.map((c) => ({ value: String(c.blogCode), label: lang === 'ja' ? c.nameJa : c.nameEn }))],
            },
          ]
        : []),
      { name: 'thumbnail', label: t('form.thumbnail'), kind: 'media', hint: t('form.imageHint') },
      { name: 'publicDate', label: t('form.publicDate'), kind: 'date', required: true, hint: t('form.publicDateHint') },
      { name: 'isNew', label: t('form.isNew'), kind: 'checkbox' },
      ...(kind === 'blogs' ? [{ name: 'isMain', label: t('form.isMain'), kind: 'checkbox' as const }] : []),
      { name: 'isPublished', label: t('form.isPublished'), kind: 'checkbox' },
    ],
  };
  return (
    <ContentForm
      action={savePostAction}
      hidden={{ kind, ...(id !== null ? { id: String(id) } : {}) }}
      rows={[[side('en'), side('ja')], [settings]]}
      values={values}
      words={{ save: messages.form.save, fieldErrors: common.fieldErrors, errors: messages.errors, picker: pickerWords(messages), editor: messages.editor }}
      images={images}
    />
  );
}
