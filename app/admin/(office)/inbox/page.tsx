import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { BulkBar } from '@/components/admin/inbox/bulk-bar';
import { BulkNotice } from '@/components/admin/inbox/bulk-notice';
import { InboxFilterForm } from '@/components/admin/inbox/filter-form';
import { InboxTable } from '@/components/admin/inbox/inbox-table';
import { PageHeading, secondaryButtonClass } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { cityChoices } from '@/lib/server/inbox/cities';
import { filtersToQuery, ignoredDates, parseInboxFilters } from '@/lib/server/inbox/filters';
import { listInbox } from '@/lib/server/inbox/list';
import { assignableStaff } from '@/lib/server/inbox/staff';
import { requireStaff } from '@/lib/server/staff/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('inbox'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const DEFAULTS: Record<string, string> = { assignee: 'any', sort: 'newest' };

export default async function InboxPage({ searchParams }: Props) {
  const query = await searchParams;
  const filters = parseInboxFilters(query);
  // Sign-in returns here with the same filters.
  const staff = await requireStaff('inbox', `/admin/inbox${filtersToQuery(filters, filters.page)}`);
  const t = await adminTranslator('inbox');
  // The GET form sends every field, empty and default ones too: answer with the short address, so the
  // one in the bar is the one worth sharing. The short form has no empty or default value: no loop.
  if (Object.entries(query).some(([k, v]) => v === '' || DEFAULTS[k] === v)) redirect(`/admin/inbox${filtersToQuery(filters, filters.page)}`);
  const db = await getDb();
  const [cities, list, staffChoices] = await Promise.all([cityChoices(db, staff.language), listInbox(db, filters, staff.id, staff.language), assignableStaff(db)]);
  const pageLink = (page: number) => `/admin/inbox${filtersToQuery(filters, page)}`;
  const mine = filters.assignee === 'me';
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')}>
        <div className="flex flex-wrap gap-2">
          <Link href={`/admin/inbox${filtersToQuery({ ...filters, assignee: mine ? 'any' : 'me', page: 1 })}`} aria-current={mine ? 'true' : undefined} className={secondaryButtonClass}>
            {t('list.mine')}
          </Link>
          <a href={`/admin/inbox/export.csv${filtersToQuery(filters)}`} className={secondaryButtonClass} download>
            {t('list.export')}
          </a>
        </div>
      </PageHeading>
      <BulkNotice query={query} />
      <InboxFilterForm filters={filters} cities={cities} ignored={ignoredDates(query, filters)} />
      <p className="mb-3 text-sm text-slate-700" role="status">
        {t('list.total', { total: list.total })}
      </p>
      {list.rows.length ? (
        <>
          <BulkBar back={filtersToQuery(filters, list.page)} staff={staffChoices} />
          <InboxTable rows={list.rows} language={staff.language} />
        </>
      ) : (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-700">{t('list.empty')}</p>
      )}
      {list.pages > 1 && (
        <nav aria-label={t('list.pagination')} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          {list.page > 1 && (
            <Link href={pageLink(list.page - 1)} rel="prev" className="text-teal-800 underline">
              {t('list.previous')}
            </Link>
          )}
          <span aria-current="page">{t('list.page', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages && (
            <Link href={pageLink(list.page + 1)} rel="next" className="text-teal-800 underline">
              {t('list.next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
