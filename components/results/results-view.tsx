import { getTranslations } from '@/lib/i18n/translations';
import type { ReactNode } from 'react';
import { RateNote } from '@/components/currency/rate-note';
import type { Lang } from '@/lib/api/lang';
import type { PropertyPage, Sort } from '@/lib/api/properties';
import { EmptyState } from './empty-state';
import { PageSizeSelect } from './page-size-select';
import { Pagination } from '@/components/ui/pagination';
import { PAGE_SIZES, pageIndexHref, resultRange, type RawQuery, type ResultsKind } from './query';
import { RangeText } from './range-text';
import { ResultsFocus } from './results-focus.client';
import { ResultsGrid } from './results-grid';
import { SortSelect } from './sort-select';
import { StoreResults } from './store-results.client';

type Props = {
  lang: Lang;
  page: PropertyPage;
  /** The address query as received: forms and page links keep every value they do not rewrite. */
  query: RawQuery;
  /** The prefixed path of this page, for the page links. */
  path: string;
  /** Decides the page sizes offered. */
  kind: ResultsKind;
  /** The current sort; without it no sort selector shows (lists have a fixed order). */
  sort?: Sort;
  /** Remember the page's listings for the detail page's previous and next buttons. */
  store?: boolean;
  /** The list the cards' residence links name (?last or ?hot). */
  from?: 'last' | 'hot';
  /** What the empty state offers besides its message. */
  emptyActions?: ReactNode;
  emptyMessage?: string;
  /** The name of the place the search measured from, for the cards' distances. */
  place?: string;
};

/**
 * The body of every results page: sort selector, range, page-size
 * selector, the grid of cards or the not-found message with its picture, then the pager.
 */
export async function ResultsView({ lang, page, query, path, kind, sort, store = false, from, emptyActions, emptyMessage, place }: Props) {
  const t = await getTranslations('results');
  const { from: first, to } = resultRange(page.pageIndex, page.pageSize, page.totalRecords, page.items.length);
  return (
    <div data-testid="results" data-total={page.totalRecords} data-page-index={page.pageIndex} data-page-size={page.pageSize}>
      {page.totalRecords > 0 && (
        <div className="mb-6 flex flex-col gap-3 border-b border-slate-200 pb-4 sm:flex-row sm:items-center sm:justify-between">
          <RangeText from={first} to={to} total={page.totalRecords} />
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
            {sort && <SortSelect query={query} value={sort} />}
            <PageSizeSelect query={query} sizes={PAGE_SIZES[kind]} value={page.pageSize} />
          </div>
        </div>
      )}

      {page.items.length > 0 && <RateNote lang={lang} className="-mt-3 mb-4" />}
      {page.items.length ? (
        <ResultsGrid items={page.items} lang={lang} from={from} columns={kind === 'office' ? 4 : 3} place={place} />
      ) : (
        <EmptyState message={emptyMessage ?? t('empty')}>
          {page.totalRecords > 0 && page.pageIndex > 1 ? (
            <a href={pageIndexHref(path, query, 1)} className="rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50">
              {t('firstPage')}
            </a>
          ) : (
            emptyActions
          )}
        </EmptyState>
      )}

      <div className="mt-10">
        <Pagination current={page.pageIndex} pageCount={page.pageCount} href={(n) => pageIndexHref(path, query, n)} />
      </div>
      <ResultsFocus key={JSON.stringify(query)} />
      {store && <StoreResults kind={kind} items={page.items.map(({ id, slug }) => ({ id, slug }))} />}
    </div>
  );
}
