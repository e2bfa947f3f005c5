import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BannerEditor } from '@/components/admin/content/banner-editor';
import { NoticeFromQuery } from '@/components/admin/content/notice-from-query';
import { PageHeading, secondaryButtonClass } from '@/components/admin/ui';
import { adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getBanner } from '@/lib/server/content-admin/banners';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { bannerEditorData } from '@/lib/server/pages/content-editors';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('edit.banners') };
}

export default async function EditBannerPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireStaff('content', '/admin/content/banners');
  const banner = /^\d{1,9}$/.test(id) ? await getBanner(await getDb(), Number(id)) : null;
  if (!banner) notFound();
  const t = await adminTranslator('content');
  const messages = await adminMessages('content');
  return (
    <>
      <PageHeading title={t('edit.banners')} lead={banner.image}>
        <Link href={`/admin/content/banners/${banner.id}/delete`} className={secondaryButtonClass}>
          {t('delete.link')}
        </Link>
      </PageHeading>
      <p className="mb-4 text-sm">
        <Link href="/admin/content/banners" className="text-teal-800 underline">
          {t('backToList')}
        </Link>
      </p>
      <NoticeFromQuery notice={(await searchParams).notice} words={messages.notices} />
      <BannerEditor data={await bannerEditorData(banner)} />
    </>
  );
}
