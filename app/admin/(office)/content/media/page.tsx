import type { Metadata } from 'next';
import Link from 'next/link';
import { saveMediaAltAction } from '@/app/admin/(office)/content/actions';
import { NoticeFromQuery } from '@/components/admin/content/notice-from-query';
import { Notice, PageHeading, Section, buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { imageUrl } from '@/lib/format/image';
import { listMedia } from '@/lib/server/content-admin/media';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const UPLOAD_ERRORS = ['none', 'tooMany', 'tooLarge', 'notImage', 'busy', 'uploading', 'storageDown', 'altTooLong'] as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('media.title') };
}

/** `refused=<problem>:<name>` from the upload route's redirect. */
type Refused = { problem: 'tooLarge' | 'notImage' | 'tooManyPixels'; name: string };
function refusedOf(value: string | string[] | undefined): Refused[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.slice(0, 10).flatMap((v): Refused[] => {
    const at = v.indexOf(':');
    const problem = v.slice(0, at);
    return problem === 'tooLarge' || problem === 'notImage' || problem === 'tooManyPixels' ? [{ problem, name: v.slice(at + 1, at + 121) }] : [];
  });
}

/**
 * The media library: an upload form (several images, one alt text per language for all of them,
 * posted to /admin/photos/media, which reads the large body itself) and the uploaded images with
 * previews, each with its alt texts editable. Works without JavaScript.
 */
export default async function MediaLibraryPage({ searchParams }: Props) {
  await requireStaff('content', '/admin/content/media');
  const t = await adminTranslator('content');
  const [messages, listings] = await Promise.all([adminMessages('content'), adminMessages('listings')]);
  const query = await searchParams;
  const lang = await adminLanguage();
  const items = await listMedia(await getDb());
  const error = UPLOAD_ERRORS.find((e) => e === query.uploadError);
  const refused = refusedOf(query.refused);
  const labels = { en: t('media.altEn'), ja: t('media.altJa') };
  return (
    <>
      <PageHeading title={t('media.title')} lead={t('media.lead')} />
      <p className="mb-4 text-sm">
        <Link href="/admin/content" className="text-teal-800 underline">
          {t('backToIndex')}
        </Link>
      </p>
      <NoticeFromQuery notice={query.notice} words={messages.notices} />
      {error && <Notice kind="error">{t(`media.errors.${error}`)}</Notice>}
      {refused.length > 0 && (
        <div role="alert" className="mb-4 rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-sm text-red-900" data-testid="media-refused">
          <p className="font-semibold">{t('media.refusedTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((r, i) => (
              <li key={i} className="break-words">
                {listings.photos.fileErrors[r.problem].replace('{name}', r.name)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Section title={t('media.uploadTitle')}>
        <form method="post" action="/admin/photos/media" encType="multipart/form-data" className="grid gap-4 lg:grid-cols-3">
          <div className="lg:col-span-3">
            <label htmlFor="media-files" className={labelClass}>
              {t('media.files')}
            </label>
            <input id="media-files" type="file" name="files" multiple required accept="image/jpeg,image/png,image/webp,image/gif,image/avif" className="block max-w-full text-sm" />
          </div>
          <AltFields idOf={(lang) => `media-alt-${lang}`} labels={labels} describedBy="media-alt-hint" />
          <div className="flex items-end">
            <button type="submit" className={buttonClass}>
              {t('media.upload')}
            </button>
          </div>
          <p id="media-alt-hint" className="text-xs text-slate-600 lg:col-span-3">
            {t('media.altHint')}
          </p>
        </form>
      </Section>
      <Section title={t('media.listTitle')}>
        {items.length === 0 ? (
          <p>{t('media.none')}</p>
        ) : (
          <ul aria-label={t('media.listLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-list">
            {items.map((m) => (
              <li key={m.id} id={`media-${m.id}`} className="min-w-0 rounded border border-slate-200 p-3">
                {/* eslint-disable-next-line @next/next/no-img-element -- the stored WebP as it is */}
                <img src={imageUrl(m.file)} alt={(lang === 'ja' ? m.altJa || m.altEn : m.altEn || m.altJa) || m.originalName} width={m.width} height={m.height} loading="lazy" className="aspect-[4/3] w-full rounded bg-slate-100 object-cover" />
                <p className="mt-2 truncate font-mono text-xs text-slate-700" title={m.file}>
                  {m.file}
                </p>
                <p className="text-xs text-slate-600">
                  {m.originalName} · {t('media.size', { width: m.width, height: m.height })}
                </p>
                <form action={saveMediaAltAction} className="mt-2 space-y-2">
                  <input type="hidden" name="id" value={m.id} />
                  <AltFields idOf={(lang) => `alt-${lang}-${m.id}`} labels={labels} values={{ en: m.altEn, ja: m.altJa }} />
                  <div className="flex flex-wrap items-center gap-3">
                    <button type="submit" className={secondaryButtonClass} aria-label={t('media.saveAltNamed', { name: m.originalName || m.file })}>
                      {t('media.saveAlt')}
                    </button>
                    <Link href={`/admin/content/media/${m.id}/delete`} aria-label={t('media.deleteNamed', { name: m.originalName || m.file })} className="text-sm text-red-800 underline">
                      {t('media.delete')}
                    </Link>
                  </div>
                </form>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/**
 * The two alt-text fields, English then Japanese, as the upload form and each image's form show
 * them: `idOf` names each field's id, `values` fills them, `describedBy` points at a shared hint.
 */
function AltFields({ idOf, labels, values, describedBy }: { idOf: (lang: 'en' | 'ja') => string; labels: Record<'en' | 'ja', string>; values?: Record<'en' | 'ja', string>; describedBy?: string }) {
  return (['en', 'ja'] as const).map((lang) => (
    <div key={lang}>
      <label htmlFor={idOf(lang)} className={labelClass}>
        {labels[lang]}
      </label>
      <input id={idOf(lang)} name={lang === 'en' ? 'altEn' : 'altJa'} lang={lang} maxLength={300} defaultValue={values?.[lang]} aria-describedby={describedBy} className={inputClass} />
    </div>
  ));
}
