import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfirmDelete } from '@/components/admin/content/confirm-delete';
import { secondaryButtonClass } from '@/components/admin/ui';
import { adminLanguage, adminTranslator } from '@/lib/admin/i18n';
import { getPlace } from '@/lib/server/content-admin/places';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { deletePlaceAction, publishPlaceAction } from '../../actions';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('places'))('delete.link') };
}

/** Delete, with what it does to saved searches and shared lists, and "hide it instead" beside it. */
export default async function DeletePlacePage({ params }: Props) {
  const { id } = await params;
  await requireStaff('content', '/admin/places');
  const place = /^\d{1,9}$/.test(id) ? await getPlace(await getDb(), Number(id)) : null;
  if (!place) notFound();
  const t = await adminTranslator('places');
  const lang = await adminLanguage();
  return (
    <ConfirmDelete name={lang === 'ja' ? place.nameJa : place.nameEn} lead={t('delete.lead')} action={deletePlaceAction} hidden={{ id: String(place.id) }} cancelHref={`/admin/places/${place.id}`}>
      {place.isPublished ? (
        <form action={publishPlaceAction} className="mb-6">
          <input type="hidden" name="id" value={place.id} />
          <input type="hidden" name="publish" value="false" />
          <input type="hidden" name="returnTo" value={`/admin/places/${place.id}`} />
          <button type="submit" className={secondaryButtonClass}>
            {t('delete.hideInstead')}
          </button>
        </form>
      ) : (
        <p className="mb-6 text-sm text-slate-700">{t('delete.hidden')}</p>
      )}
    </ConfirmDelete>
  );
}
