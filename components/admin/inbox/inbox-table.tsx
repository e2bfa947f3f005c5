import Link from 'next/link';
import { createColumnHelper, flexRender } from '@tanstack/react-table';
import { tableClass } from '@/components/admin/ui';
import { formatDateTime } from '@/lib/admin/format';
import { adminTranslator } from '@/lib/admin/i18n';
import { staticTable } from '@/lib/admin/static-table';
import { minutesToFirstReply, type InboxRow } from '@/lib/server/inbox/list';
import { BULK_FORM_ID } from './bulk-bar';

const col = createColumnHelper<InboxRow>();

/**
 * The inbox list: TanStack's core model, rendered on the server; each row's name opens its item.
 * Its tick boxes belong to the bulk form above it (the `form` attribute), so no script is needed.
 * On a phone each row is a card (admin.css `.admin-cards`, the column names from data-label).
 */
export async function InboxTable({ rows, language }: { rows: InboxRow[]; language: 'en' | 'ja' }) {
  const t = await adminTranslator('inbox');
  const columns = [
    col.display({
      id: 'select',
      header: () => <span className="sr-only">{t('columns.select')}</span>,
      cell: (c) => (
        <input
          type="checkbox"
          name="ids"
          value={c.row.original.id}
          form={BULK_FORM_ID}
          aria-label={t('list.select', { name: c.row.original.name || t('list.noName') })}
          className="size-5 accent-teal-800"
        />
      ),
    }),
    col.accessor('receivedAt', { header: t('columns.received'), cell: (c) => <time dateTime={c.getValue()}>{formatDateTime(c.getValue(), language)}</time> }),
    col.accessor('kind', { header: t('columns.kind'), cell: (c) => t(`kinds.${c.getValue()}`) }),
    col.accessor('name', {
      header: t('columns.name'),
      cell: (c) => (
        <>
          <Link href={`/admin/inbox/${c.row.original.id}`} className="font-medium text-teal-800 underline">
            {c.getValue() || t('list.noName')}
          </Link>
          {c.row.original.customerReplied && <CustomerRepliedMark label={t('detail.customerReplied')} className="ml-2" />}
        </>
      ),
    }),
    col.accessor('email', { header: t('columns.email'), cell: (c) => <span className="break-all">{c.getValue()}</span> }),
    col.accessor('city', { header: t('columns.city'), cell: (c) => c.getValue() ?? '' }),
    col.accessor('status', { header: t('columns.status'), cell: (c) => <StatusBadge status={c.getValue()} label={t(`statuses.${c.getValue()}`)} /> }),
    col.accessor('assignee', { header: t('columns.assignee'), cell: (c) => c.getValue() ?? <span className="text-slate-600">{t('list.unassigned')}</span> }),
    col.accessor('firstReplyAt', { header: t('columns.firstReply'), cell: (c) => replyTime(minutesToFirstReply(c.row.original), t) }),
  ];
  const table = staticTable(rows, columns);
  return (
    <div className="rounded border border-slate-200 bg-white md:overflow-x-auto">
      <table className={`${tableClass} admin-cards`}>
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={row.original.status === 'new' ? 'font-semibold' : undefined}>
              {row.getVisibleCells().map((cell) => {
                const id = cell.column.id;
                // The name and the tick box explain themselves on a card; every other line is headed.
                const label = id === 'select' || id === 'name' ? undefined : String(cell.column.columnDef.header);
                return (
                  <td key={cell.id} data-label={label} className={id === 'select' ? 'admin-card-select' : undefined}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
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
