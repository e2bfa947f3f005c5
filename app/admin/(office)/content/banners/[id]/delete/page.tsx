import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConfirmDelete } from '@/components/admin/content/confirm-delete';
import { adminTranslator } from '@/lib/admin/i18n';
import { getBanner } from '@/lib/server/content-admin/banners';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { deleteBannerAction } from '../../../actions';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('delete.link') };
}

export default async function DeleteBannerPage({ params }: Props) {
  const { id } = await params;
  await requireStaff('content', '/admin/content/banners');
  const banner = /^\d{1,9}$/.test(id) ? await getBanner(await getDb(), Number(id)) : null;
  if (!banner) notFound();
  return <ConfirmDelete name={banner.titleEn ?? banner.image} action={deleteBannerAction} hidden={{ id: String(banner.id) }} cancelHref={`/admin/content/banners/${banner.id}`} />;
}
