import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { deleteMediaAction } from '@/app/admin/(office)/content/actions';
import { ConfirmDelete } from '@/components/admin/content/confirm-delete';
import { Notice, PageHeading, secondaryButtonClass } from '@/components/admin/ui';
import { adminLanguage, adminTranslator } from '@/lib/admin/i18n';
import { imageUrl } from '@/lib/format/image';
import { getMedia, mediaUses } from '@/lib/server/content-admin/media';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('delete.link') };
}

/**
 * Deleting an image of the library: the confirmation with its preview, or, while a banner, a post
 * or other content still uses it, the places to change first and no delete button. Without
 * JavaScript: a page and a form.
 */
export default async function DeleteMediaPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireStaff('content', `/admin/content/media/${id}/delete`);
  const db = await getDb();
  const item = /^\d{1,9}$/.test(id) ? await getMedia(db, Number(id)) : null;
  if (!item) notFound();
  const t = await adminTranslator('content');
  const lang = await adminLanguage();
  const name = item.originalName || item.file;
  const back = `/admin/content/media#media-${item.id}`;
  // eslint-disable-next-line @next/next/no-img-element -- the stored WebP as it is
  const preview = <img src={imageUrl(item.file)} alt={(lang === 'ja' ? item.altJa || item.altEn : item.altEn || item.altJa) || name} width={item.width} height={item.height} className="mb-4 max-h-64 w-auto max-w-full rounded bg-slate-100 object-contain" />;
  const uses = await mediaUses(db, item.file, lang);
  if (!uses.length) {
    return (
      <ConfirmDelete name={name} lead={t('media.deleteLead')} action={deleteMediaAction} hidden={{ id: String(item.id) }} cancelHref={back}>
        {preview}
      </ConfirmDelete>
    );
  }
  return (
    <>
      <PageHeading title={t('media.inUseTitle', { name })} lead={t('media.inUseLead')} />
      {(await searchParams).refused === 'inUse' && <Notice kind="error">{t('media.refusedInUse')}</Notice>}
      {preview}
      <h2 className="mb-2 text-base font-semibold text-slate-900">{t('media.usedIn')}</h2>
      <ul className="mb-6 list-disc space-y-1 pl-5" data-testid="media-uses">
        {uses.map((use) => (
          <li key={`${use.kind}-${use.id}`} className="break-words">
            {use.href ? (
              <Link href={use.href} className="text-teal-800 underline">
                {t(`media.uses.${use.kind}`, { name: use.name })}
              </Link>
            ) : (
              t(`media.uses.${use.kind}`, { name: use.name })
            )}
          </li>
        ))}
      </ul>
      <Link href={back} className={secondaryButtonClass}>
        {t('media.backToLibrary')}
      </Link>
    </>
  );
}
