import type { Metadata } from 'next';
import Link from 'next/link';
import { PlaceEditor } from '@/components/admin/places/place-editor';
import { PageHeading } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { placeEditorData } from '@/lib/server/pages/content-editors';
import { requireStaff } from '@/lib/server/staff/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('places'))('new') };
}

export default async function NewPlacePage({ searchParams }: Props) {
  await requireStaff('content', '/admin/places/new');
  const t = await adminTranslator('places');
  const { city } = await searchParams;
  const cityId = typeof city === 'string' && /^\d{1,9}$/.test(city) ? Number(city) : undefined;
  return (
    <>
      <PageHeading title={t('new')} />
      <p className="mb-4 text-sm">
        <Link href="/admin/places" className="text-teal-800 underline">
          {t('form.backToList')}
        </Link>
      </p>
      <PlaceEditor data={await placeEditorData(null, cityId)} />
    </>
  );
}
