import Link from 'next/link';
import { secondaryButtonClass, tableClass } from '@/components/admin/ui';
import { unsubscribeAlertAction } from '@/app/admin/(office)/alerts/actions';
import { formatDateTime } from '@/lib/admin/format';
import { adminTranslator } from '@/lib/admin/i18n';
import type { AlertRow, AlertStatus } from '@/lib/server/alerts/store';
import type { AlertsFilters } from './filter-form';

/** An alert as the table shows it: its status, and its search in the staff member's language (the page reads both). */
export type ShownAlert = AlertRow & { status: AlertStatus; summary: string };

type Props = { rows: ShownAlert[]; language: 'en' | 'ja'; filters: AlertsFilters; page: number; pageSize: number; total: number };

/** One page of alerts: address, search in words, status, dates, and the unsubscribe button. */
export async function AlertsTable({ rows, language, filters, page, pageSize, total }: Props) {
  const t = await adminTranslator('alerts');
  if (!rows.length) return <p className="rounded border border-slate-200 bg-white p-6 text-slate-700">{t('empty')}</p>;
  const pageCount = Math.ceil(total / pageSize);
  const pageHref = (n: number) => `/admin/alerts?${new URLSearchParams({ ...(filters.status ? { status: filters.status } : {}), ...(filters.email ? { email: filters.email } : {}), page: String(n) })}`;
  return (
    <>
      <div className="rounded border border-slate-200 bg-white md:overflow-x-auto">
        <table className={`${tableClass} admin-cards`} data-testid="alerts-table">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.email')}</th>
              <th scope="col">{t('columns.search')}</th>
              <th scope="col">{t('columns.language')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.created')}</th>
              <th scope="col">{t('columns.lastDigest')}</th>
              <th scope="col">{t('columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const { status } = row;
              return (
                <tr key={row.id} data-testid="alert-row" data-status={status}>
                  <td className="break-all">{row.email}</td>
                  <td data-label={t('columns.search')}>{row.summary}</td>
                  <td data-label={t('columns.language')}>{t(`languages.${row.language === 'jp' ? 'jp' : 'en'}`)}</td>
                  <td data-label={t('columns.status')}>{t(`statuses.${status}`)}</td>
                  <td data-label={t('columns.created')}>
                    <time dateTime={row.createdAt.toISOString()}>{formatDateTime(row.createdAt, language)}</time>
                  </td>
                  <td data-label={t('columns.lastDigest')}>{row.lastDigestAt ? <time dateTime={row.lastDigestAt.toISOString()}>{formatDateTime(row.lastDigestAt, language)}</time> : t('never')}</td>
                  <td>
                    {status !== 'unsubscribed' && (
                      <form action={unsubscribeAlertAction}>
                        <input type="hidden" name="id" value={row.id} />
                        {filters.status && <input type="hidden" name="status" value={filters.status} />}
                        {filters.email && <input type="hidden" name="email" value={filters.email} />}
                        <input type="hidden" name="page" value={page} />
                        <button type="submit" className={secondaryButtonClass} aria-label={t('unsubscribeLabel', { email: row.email })}>
                          {t('unsubscribe')}
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pageCount !== 1 && (
        <nav className="mt-4 flex gap-4 text-sm">
          {page > 1 && (
            <Link href={pageHref(page - 1)} className="text-teal-800 underline">
              {t('previous')}
            </Link>
          )}
          {page !== pageCount && (
            <Link href={pageHref(page + 1)} className="text-teal-800 underline">
              {t('next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
