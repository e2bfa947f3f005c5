import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NoticeFromQuery } from '@/components/admin/content/notice-from-query';
import { PlaceEditor } from '@/components/admin/places/place-editor';
import { PageHeading, secondaryButtonClass } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getPlace, osmLink } from '@/lib/server/content-admin/places';
import { getDb } from '@/lib/server/db/client';
import { placeEditorData } from '@/lib/server/pages/content-editors';
import { requireStaff } from '@/lib/server/staff/session';
import { publishPlaceAction } from '../actions';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('places'))('edit') };
}

export default async function EditPlacePage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireStaff('content', '/admin/places');
  const place = /^\d{1,9}$/.test(id) ? await getPlace(await getDb(), Number(id)) : null;
  if (!place) notFound();
  const t = await adminTranslator('places');
  const lang = await adminLanguage();
  const messages = await adminMessages('places');
  return (
    <>
      <PageHeading title={t('edit')} lead={lang === 'ja' ? place.nameJa : place.nameEn}>
        <form action={publishPlaceAction}>
          <input type="hidden" name="id" value={place.id} />
          <input type="hidden" name="publish" value={String(!place.isPublished)} />
          <input type="hidden" name="returnTo" value={`/admin/places/${place.id}`} />
          <button type="submit" className={secondaryButtonClass}>
            {t(place.isPublished ? 'table.hide' : 'table.show')}
          </button>
        </form>
        <Link href={`/admin/places/${place.id}/delete`} className={secondaryButtonClass}>
          {t('delete.link')}
        </Link>
      </PageHeading>
      <p className="mb-4 flex flex-wrap gap-4 text-sm">
        <Link href="/admin/places" className="text-teal-800 underline">
          {t('form.backToList')}
        </Link>
        <a href={osmLink(place.latitude, place.longitude)} className="text-teal-800 underline">
          {t('table.mapNamed', { name: lang === 'ja' ? place.nameJa : place.nameEn })}
        </a>
      </p>
      <NoticeFromQuery notice={(await searchParams).notice} words={messages.notices} />
      <PlaceEditor data={await placeEditorData(place)} />
    </>
  );
}
