import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { InboxFilterForm } from '@/components/admin/inbox/filter-form';
import { InboxTable } from '@/components/admin/inbox/inbox-table';
import { PageHeading, secondaryButtonClass } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { cityChoices } from '@/lib/server/inbox/cities';
import { filtersToQuery, ignoredDates, parseInboxFilters } from '@/lib/server/inbox/filters';
import { listInbox } from '@/lib/server/inbox/list';
import { requireStaff } from '@/lib/server/staff/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('inbox'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InboxPage({ searchParams }: Props) {
  const staff = await requireStaff('inbox', '/admin/inbox');
  const t = await adminTranslator('inbox');
  const query = await searchParams;
  const filters = parseInboxFilters(query);
  // The GET form sends every field, empty ones too: answer with the short address, so the one in
  // the bar is the one worth sharing. The short form has no empty or default value: no loop.
  if (Object.entries(query).some(([k, v]) => v === '' || (k === 'assignee' && v === 'any'))) redirect(`/admin/inbox${filtersToQuery(filters, filters.page)}`);
  const db = await getDb();
  const [cities, list] = await Promise.all([cityChoices(db, staff.language), listInbox(db, filters, staff.id, staff.language)]);
  const pageLink = (page: number) => `/admin/inbox${filtersToQuery(filters, page)}`;
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')}>
        <a href={`/admin/inbox/export.csv${filtersToQuery(filters)}`} className={secondaryButtonClass} download>
          {t('list.export')}
        </a>
      </PageHeading>
      <InboxFilterForm filters={filters} cities={cities} ignored={ignoredDates(query, filters)} />
      <p className="mb-3 text-sm text-slate-700" role="status">
        {t('list.total', { total: list.total })}
      </p>
      {list.rows.length ? <InboxTable rows={list.rows} language={staff.language} /> : <p className="rounded border border-slate-200 bg-white p-6 text-slate-700">{t('list.empty')}</p>}
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
