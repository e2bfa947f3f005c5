import Link from 'next/link';
import { FilterBar } from '@/components/admin/filter-bar';
import { Notice, PageHeading, buttonClass, secondaryButtonClass, tableClass } from '@/components/admin/ui';
import { adminLanguage, adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { listListings, readFilters, type ListFilters } from '@/lib/server/listings/list';
import { formChoices } from '@/lib/server/listings/options';
import { requireStaff } from '@/lib/server/staff/session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function href(f: ListFilters, page: number) {
  const q = new URLSearchParams();
  if (f.kind !== 'all') q.set('kind', f.kind);
  if (f.city) q.set('city', String(f.city));
  if (f.status !== 'any') q.set('status', f.status);
  if (f.q) q.set('q', f.q);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `/admin/listings${s ? `?${s}` : ''}`;
}

export default async function ListingsPage({ searchParams }: Props) {
  await requireStaff('listings', '/admin/listings');
  const query = await searchParams;
  const filters = readFilters(query);
  const [t, lang, db] = await Promise.all([adminTranslator('listings'), adminLanguage(), getDb()]);
  const [choices, list] = await Promise.all([formChoices(db, lang), listListings(db, filters)]);
  const cityName = new Map(choices.cities.map((c) => [c.id, c.name]));
  const notice = query.notice === 'deleted' ? t('notices.deleted') : undefined;
  const problem = query.notice === 'notFound' ? t('notices.notFound') : undefined;
  const editHref = (kind: string, id: number) => (kind === 'project' ? `/admin/listings/projects/${id}` : `/admin/listings/${id}`);

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')}>
        <ul className="flex flex-wrap gap-2">
          {(['residence', 'office', 'project'] as const).map((kind) => (
            <li key={kind}>
              <Link href={`/admin/listings/new?kind=${kind}`} className={buttonClass}>
                {t(`new.${kind}`)}
              </Link>
            </li>
          ))}
          <li>
            <Link href="/admin/listings/owners" className={secondaryButtonClass}>
              {t('fromOwners.title')}
            </Link>
          </li>
        </ul>
      </PageHeading>
      {notice && <Notice kind="success">{notice}</Notice>}
      {problem && <Notice kind="error">{problem}</Notice>}

      <FilterBar
        action="/admin/listings"
        idPrefix="filter"
        words={{ legend: t('filters.legend'), apply: t('filters.apply'), reset: t('filters.reset') }}
        fields={[
          { type: 'select', name: 'kind', label: t('filters.kind'), value: filters.kind, options: (['all', 'residence', 'office', 'project'] as const).map((k) => [k, t(`kinds.${k}`)] as const) },
          { type: 'select', name: 'city', label: t('filters.city'), value: filters.city ? String(filters.city) : '', options: [['', t('filters.anyCity')], ...choices.cities.map((c) => [String(c.id), c.name] as const)] },
          {
            type: 'select',
            name: 'status',
            label: t('filters.status'),
            value: filters.status,
            options: [
              ['any', t('filters.any')],
              ['published', t('filters.published')],
              ['draft', t('filters.draft')],
            ],
          },
          { type: 'search', name: 'q', label: t('filters.q'), value: filters.q },
        ]}
      />

      {list.rows.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-4 text-slate-700">{t('table.empty')}</p>
      ) : (
        // On a phone each listing is a card (admin.css `.admin-cards`): nothing scrolls sideways.
        <div className="rounded border border-slate-200 bg-white shadow-sm md:overflow-x-auto">
          <table className={`${tableClass} admin-cards`}>
            <caption className="sr-only">{t('table.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.kind')}</th>
                <th scope="col">{t('table.code')}</th>
                <th scope="col">{t('table.name')}</th>
                <th scope="col">{t('table.city')}</th>
                <th scope="col">{t('table.status')}</th>
                <th scope="col">{t('table.updated')}</th>
                <th scope="col">{t('table.photos')}</th>
                <th scope="col">{t('table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((r) => {
                const name = lang === 'ja' ? r.nameJa || r.nameEn : r.nameEn;
                return (
                  <tr key={`${r.kind}-${r.id}`}>
                    <td data-label={t('table.kind')}>{t(`kinds.${r.kind}`)}</td>
                    <td data-label={t('table.code')} className="font-mono text-xs">
                      {r.code ?? '—'}
                    </td>
                    <th scope="row" className="font-normal">
                      {name}
                    </th>
                    <td data-label={t('table.city')}>{cityName.get(r.cityId) ?? ''}</td>
                    <td data-label={t('table.status')}>
                      {r.published === null ? t('table.always') : r.published ? t('status.published') : <strong>{t('status.draft')}</strong>}
                    </td>
                    <td data-label={t('table.updated')}>{r.updated ?? '—'}</td>
                    <td data-label={t('table.photos')}>{r.images}</td>
                    <td>
                      <Link href={editHref(r.kind, r.id)} className="text-teal-800 underline" aria-label={t('table.editName', { name })}>
                        {t('table.edit')}
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {list.pageCount > 1 && (
        <nav aria-label={t('paging.label')} className="mt-4 flex flex-wrap items-center gap-4">
          {filters.page > 1 && (
            <Link href={href(filters, filters.page - 1)} className={secondaryButtonClass} rel="prev">
              {t('paging.previous')}
            </Link>
          )}
          <p>{t('paging.position', { page: filters.page, pages: list.pageCount, total: list.total })}</p>
          {filters.page < list.pageCount && (
            <Link href={href(filters, filters.page + 1)} className={secondaryButtonClass} rel="next">
              {t('paging.next')}
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
