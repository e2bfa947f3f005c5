import Link from 'next/link';
import { PageHeading, buttonClass, secondaryButtonClass } from '@/components/admin/ui';
import { adminLanguage, adminTranslator } from '@/lib/admin/i18n';
import { LISTING_FROM_OWNER } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { listOwnerRegistrations, OWNERS_PAGE } from '@/lib/server/listings/owners';
import { requireStaff } from '@/lib/server/staff/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Listings → From owners: the owner registrations, for the staff who make listings of them (editors
 * included, who do not see the inbox). Each one is a card (the same at 1366 and 390 px), with the
 * listing made from it or the button that makes one.
 */
export default async function OwnerRegistrationsPage({ searchParams }: Props) {
  await requireStaff(LISTING_FROM_OWNER, '/admin/listings/owners');
  const query = await searchParams;
  const page = typeof query.page === 'string' && /^[1-9]\d{0,4}$/.test(query.page) ? Number(query.page) : 1;
  const [t, lang, db] = await Promise.all([adminTranslator('listings'), adminLanguage(), getDb()]);
  const { rows, total } = await listOwnerRegistrations(db, lang === 'ja' ? 'ja' : 'en', page);
  const pages = Math.max(1, Math.ceil(total / OWNERS_PAGE));
  const day = new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' });
  const money = (n: number, currency: string) => `${n.toLocaleString('en-US')} ${currency}`;

  return (
    <>
      <PageHeading title={t('fromOwners.title')} lead={t('fromOwners.lead')}>
        <Link href="/admin/listings" className="text-teal-800 underline">
          {t('backToList')}
        </Link>
      </PageHeading>
      {rows.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-4 text-slate-700">{t('fromOwners.empty')}</p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('fromOwners.title')}>
          {rows.map((r) => (
            <li key={r.id} className="rounded border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold break-words text-slate-900">
                    {t('fromOwners.item', { id: r.id, name: r.fullName })}
                  </h2>
                  <p className="text-sm text-slate-700">
                    {day.format(r.createdAt)} · {t(`fromOwners.status.${r.status ?? 'new'}`)}
                  </p>
                </div>
                {r.listingId !== null ? (
                  <Link href={`/admin/listings/${r.listingId}`} className={secondaryButtonClass}>
                    {t('fromOwners.listing', { code: r.listingCode ?? String(r.listingId) })}
                  </Link>
                ) : (
                  <Link href={`/admin/listings/new?fromOwner=${r.id}`} className={buttonClass} aria-label={t('fromOwners.convertName', { id: r.id })}>
                    {t('fromOwners.convert')}
                  </Link>
                )}
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-slate-600">{t('fromOwners.address')}</dt>
                <dd className="break-words text-slate-900">{r.address || '—'}</dd>
                <dt className="text-slate-600">{t('fromOwners.details')}</dt>
                <dd className="text-slate-900">
                  {[r.city, r.type, r.bedrooms !== null && r.bedrooms >= 0 ? t('fromOwners.bedrooms', { n: r.bedrooms }) : null, r.price !== null ? money(r.price, r.currency) : null, t('fromOwners.photos', { n: r.photos })]
                    .filter(Boolean)
                    .join(' · ')}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('paging.label')} className="mt-4 flex flex-wrap items-center gap-4">
          {page > 1 && (
            <Link href={`/admin/listings/owners?page=${page - 1}`} className={secondaryButtonClass} rel="prev">
              {t('paging.previous')}
            </Link>
          )}
          <p>{t('paging.position', { page, pages, total })}</p>
          {page < pages && (
            <Link href={`/admin/listings/owners?page=${page + 1}`} className={secondaryButtonClass} rel="next">
              {t('paging.next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
