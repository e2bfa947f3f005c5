import type { Metadata } from 'next';
import Link from 'next/link';
import { NoticeFromQuery } from '@/components/admin/content/notice-from-query';
import { PageHeading, buttonClass, tableClass } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { listSpecialListsForAdmin } from '@/lib/server/content-admin/special-lists';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('content'))('kinds.specialLists') };
}

export default async function SpecialListsPage({ searchParams }: Props) {
  await requireStaff('content', '/admin/content/special-lists');
  const t = await adminTranslator('content');
  const lang = await adminLanguage();
  const rows = await listSpecialListsForAdmin(await getDb());
  const messages = await adminMessages('content');
  return (
    <>
      <PageHeading title={t('kinds.specialLists')} lead={t('kindLeads.specialLists')}>
        <Link href="/admin/content/special-lists/new" className={buttonClass}>
          {t('new.specialLists')}
        </Link>
      </PageHeading>
      <p className="mb-4 text-sm">
        <Link href="/admin/content" className="text-teal-800 underline">
          {t('backToIndex')}
        </Link>
      </p>
      <NoticeFromQuery notice={(await searchParams).notice} words={messages.notices} />
      <div className="overflow-x-auto rounded border border-slate-200 bg-white">
        <table className={tableClass}>
          <caption className="px-3 py-2 text-left text-sm text-slate-700">{t('table.caption', { kind: t('kinds.specialLists'), total: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('table.name')}</th>
              <th scope="col">{t('table.city')}</th>
              <th scope="col">{t('table.listings')}</th>
              <th scope="col">{t('table.position')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={4}>{t('table.none')}</td>
              </tr>
            )}
            {rows.map((l) => (
              <tr key={l.id}>
                <th scope="row" className="font-normal">
                  <Link href={`/admin/content/special-lists/${l.id}`} className="text-teal-800 underline-offset-2 hover:underline">
                    {lang === 'ja' ? l.nameJa : l.nameEn}
                  </Link>
                </th>
                <td>{(lang === 'ja' ? l.cityJa : l.cityEn) ?? t('form.cityAll')}</td>
                <td>{l.listings}</td>
                <td>{l.position}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
