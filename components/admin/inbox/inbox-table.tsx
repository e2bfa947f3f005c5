import Link from 'next/link';
import { tableClass } from '@/components/admin/ui';
import { formatDateTime } from '@/lib/admin/format';
import { adminTranslator } from '@/lib/admin/i18n';
import { minutesToFirstReply } from '@/lib/inbox/values';
import type { InboxRow } from '@/lib/server/inbox/list';
import { BULK_FORM_ID } from './bulk-bar';

/**
 * The inbox list, rendered on the server; each row's name opens its item.
 * Its tick boxes belong to the bulk form above it (the `form` attribute), so no script is needed.
 * On a phone each row is a card (admin.css `.admin-cards`, the column names from data-label);
 * the name and the tick box explain themselves on a card, so they carry no label.
 */
export async function InboxTable({ rows, language }: { rows: InboxRow[]; language: 'en' | 'ja' }) {
  const t = await adminTranslator('inbox');
  return (
    <div className="rounded border border-slate-200 bg-white md:overflow-x-auto">
      <table className={`${tableClass} admin-cards`}>
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">{t('columns.select')}</span>
            </th>
            <th scope="col">{t('columns.received')}</th>
            <th scope="col">{t('columns.kind')}</th>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.email')}</th>
            <th scope="col">{t('columns.city')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.assignee')}</th>
            <th scope="col">{t('columns.firstReply')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.status === 'new' ? 'font-semibold' : undefined}>
              <td className="admin-card-select">
                <input
                  type="checkbox"
                  name="ids"
                  value={row.id}
                  form={BULK_FORM_ID}
                  aria-label={t('list.select', { name: row.name || t('list.noName') })}
                  className="size-5 accent-teal-800"
                />
              </td>
              <td data-label={t('columns.received')}>
                <time dateTime={row.receivedAt}>{formatDateTime(row.receivedAt, language)}</time>
              </td>
              <td data-label={t('columns.kind')}>{t(`kinds.${row.kind}`)}</td>
              <td>
                <Link href={`/admin/inbox/${row.id}`} className="font-medium text-teal-800 underline">
                  {row.name || t('list.noName')}
                </Link>
                {row.customerReplied && <CustomerRepliedMark label={t('detail.customerReplied')} className="ml-2" />}
              </td>
              <td data-label={t('columns.email')}>
                <span className="break-all">{row.email}</span>
              </td>
              <td data-label={t('columns.city')}>{row.city ?? ''}</td>
              <td data-label={t('columns.status')}>
                <StatusBadge status={row.status} label={t(`statuses.${row.status}`)} />
              </td>
              <td data-label={t('columns.assignee')}>{row.assignee ?? <span className="text-slate-600">{t('list.unassigned')}</span>}</td>
              <td data-label={t('columns.firstReply')}>{replyTime(minutesToFirstReply(row), t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Words = Awaited<ReturnType<typeof adminTranslator<'inbox'>>>;

/** Minutes to the first reply as the list shows it: minutes, hours and minutes, or days and hours. */
function replyTime(minutes: number | null, t: Words) {
  if (minutes === null) return <span className="text-slate-600">{t('list.notReplied')}</span>;
  if (minutes < 60) return t('list.replyMinutes', { minutes });
  if (minutes < 48 * 60) return t('list.replyHours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return t('list.replyDays', { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60) });
}

const BADGE: Record<InboxRow['status'], string> = {
  new: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  answered: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
  spam: 'bg-red-100 text-red-900',
};

/** "Customer replied": on the list's line (desktop and phone card) and on the item's page. */
export function CustomerRepliedMark({ label, className = '' }: { label: string; className?: string }) {
  return <span className={`inline-block rounded bg-sky-100 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-sky-900 ${className}`}>{label}</span>;
}

export function StatusBadge({ status, label }: { status: InboxRow['status']; label: string }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${BADGE[status]}`}>{label}</span>;
}
