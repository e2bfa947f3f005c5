import type { Metadata } from 'next';
import Link from 'next/link';
import { BannerEditor } from '@/components/admin/content/banner-editor';
import { PageHeading } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { requireStaff } from '@/lib/server/staff/session';
import { bannerEditorData } from '@/lib/server/pages/content-editors';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('new.banners') };
}

export default async function NewBannerPage() {
  await requireStaff('content', '/admin/content/banners/new');
  const t = await adminTranslator('content');
  return (
    <>
      <PageHeading title={t('new.banners')} />
      <p className="mb-4 text-sm">
        <Link href="/admin/content/banners" className="text-teal-800 underline">
          {t('backToList')}
        </Link>
      </p>
      <BannerEditor data={await bannerEditorData(null)} />
    </>
  );
}
