import type { Metadata } from 'next';
import Link from 'next/link';
import { NoticeFromQuery } from '@/components/admin/content/notice-from-query';
import { PageHeading, buttonClass, tableClass } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { listBanners } from '@/lib/server/content-admin/banners';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('kinds.banners') };
}

export default async function BannerListPage({ searchParams }: Props) {
  await requireStaff('content', '/admin/content/banners');
  const t = await adminTranslator('content');
  const lang = await adminLanguage();
  const rows = await listBanners(await getDb());
  const messages = await adminMessages('content');
  return (
    <>
      <PageHeading title={t('kinds.banners')} lead={t('kindLeads.banners')}>
        <Link href="/admin/content/banners/new" className={buttonClass}>
          {t('new.banners')}
        </Link>
      </PageHeading>
      <p className="mb-4 text-sm">
        <Link href="/admin/content" className="text-teal-800 underline">
          {t('backToIndex')}
        </Link>
      </p>
      <NoticeFromQuery notice={(await searchParams).notice} words={messages.notices} />
      {/* On a phone each banner is a card (admin.css `.admin-cards`): nothing scrolls sideways. */}
      <div className="rounded border border-slate-200 bg-white md:overflow-x-auto">
        <table className={`${tableClass} admin-cards`}>
          <caption className="px-3 py-2 text-left text-sm text-slate-700">{t('table.caption', { kind: t('kinds.banners'), total: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.image')}</th>
              <th scope="col">{t('form.bannerName')}</th>
              <th scope="col">{t('table.city')}</th>
              <th scope="col">{t('table.title')}</th>
              <th scope="col">{t('table.position')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={5}>{t('table.none')}</td>
              </tr>
            )}
            {rows.map((b) => (
              <tr key={b.id}>
                <th scope="row" className="font-normal">
                  <Link href={`/admin/content/banners/${b.id}`} className="font-mono text-xs text-teal-800 underline-offset-2 hover:underline" aria-label={t('table.editNamed', { name: b.image })}>
                    {b.image}
                  </Link>
                </th>
                <td data-label={t('form.bannerName')}>{b.name === 'OFFICE' ? t('form.bannerOffice') : t('form.bannerResidence')}</td>
                <td data-label={t('table.city')}>{(lang === 'ja' ? b.cityJa : b.cityEn) ?? t('form.cityAll')}</td>
                <td data-label={t('table.title')}>{(lang === 'ja' ? b.titleJa : b.titleEn) ?? ''}</td>
                <td data-label={t('table.position')}>{b.position}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
