import { getTranslations } from '@/lib/i18n/translations';
import { Slice } from '@/components/ui/slice';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { SearchQuery } from '@/lib/api/properties';
import { localePath } from '@/lib/i18n/config';
import type { ResultsPageData } from '@/lib/server/pages/results';
import { ResultsMapView } from '@/components/results-map/results-map-view';
import { ViewToggle } from '@/components/results-map/view-toggle';
import { SearchModal } from '@/components/search/search-modal.client';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { AlertSignup } from '@/components/alerts/alert-signup';
import { BellIcon } from '@/components/layout/icons';
import { defaultSearchHref, SEARCH_PATHS, type RawQuery, type ResultsKind } from './query';
import { RESULTS_HEADING_ID } from './focus-ids';
import { ResultsView } from './results-view';
import { ActiveFilters } from './active-filters';
import { KEYWORD_MAX } from '@/lib/api/kinds';

type Props = {
  lang: Lang;
  kind: ResultsKind;
  query: RawQuery;
  /** Read by the route (lib/server/pages/results.ts). */
  data: ResultsPageData;
  /** The kind's search form opened on this search, given by the page so that its scripts carry only that form. */
  form: (search: SearchQuery) => ReactNode;
};

const HOME_PATHS: Record<ResultsKind, string> = { residence: '/residences', office: '/offices' };

/**
 * /residences/search and /offices/search: the search of the address (as a list, or a map), with
 * what the route read for it (lib/server/pages/results.ts).
 */
export async function SearchResultsPage({ lang, kind, query, data, form }: Props) {
  const { search, view, page, map } = data;
  const [t, tb, ts] = await Promise.all([
    getTranslations('results'),
    getTranslations('breadcrumb'),
    getTranslations('search'),
  ]);
  const path = localePath(lang, SEARCH_PATHS[kind]);
  const showAll = localePath(lang, defaultSearchHref(SEARCH_PATHS[kind], kind));
  const filtered = Object.keys(query).some((key) => !['language', 'sort', 'pageSize', 'pageIndex', 'propertyType'].includes(key));
  const action = 'rounded-md px-4 py-2 font-medium';

  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid={`search-results-${kind}`}>
      <Breadcrumb
        lang={lang}
        trail={[{ label: kind === 'office' ? tb('offices') : tb('residences'), href: localePath(lang, HOME_PATHS[kind]) }, { label: tb('searchResults') }]}
      />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h1
          id={RESULTS_HEADING_ID}
          tabIndex={-1}
          // Read with the heading when it takes focus after a results change: "1 - 12 of 230".
          aria-describedby={page && page.totalRecords > 0 && page.items.length > 0 ? 'results-range' : undefined}
          className="text-2xl font-bold text-slate-900 sm:text-3xl"
        >{t(`searchTitle.${kind}`)}</h1>
        <SearchModal title={ts(`modalTitle.${kind}`)} openLabel={ts('openModal')} closeLabel={ts('close')}>
          {form(search)}
        </SearchModal>
      </div>
      {search.keyword && (
        <p className="mt-2 text-slate-600" data-testid="results-keyword">
          {t('keyword', { keyword: search.keyword })}
        </p>
      )}
      {data.keywordTooLong && (
        <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900" data-testid="keyword-too-long">
          {t('keywordTooLong', { max: KEYWORD_MAX })}
        </p>
      )}
      <ActiveFilters lang={lang} search={search} query={query} path={path} names={data.chips.names} ranges={data.chips.ranges} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <ViewToggle path={path} query={query} view={view} />
        {/* The sign-up sits under the results, screens down on a phone: a way to it from the top. */}
        <a href="#alert-signup-title" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brand-700 underline hover:text-brand-800" data-testid="alert-jump">
          <BellIcon className="size-4 shrink-0" />
          {t('alertJump')}
        </a>
      </div>
      <div className="mt-6">
        {page ? (
          <ResultsView
            lang={lang}
            page={page}
            query={query}
            path={path}
            kind={kind}
            sort={search.sort}
            place={search.near !== undefined ? data.chips.names.places.get(search.near) : undefined}
            store
            emptyActions={
              <>
                <a href={localePath(lang, HOME_PATHS[kind])} className={`${action} bg-brand-600 text-white hover:bg-brand-700`}>
                  {t('searchAgain')}
                </a>
                {filtered && (
                  <a href={showAll} className={`${action} border border-brand-600 text-brand-700 hover:bg-brand-50`} data-testid="results-show-all">
                    {t(`showAll.${kind}`)}
                  </a>
                )}
              </>
            }
          />
        ) : (
          map && <ResultsMapView lang={lang} kind={kind} search={search} query={query} path={path} data={map} />
        )}
      </div>
      {data.alert && (
        <Slice>
          <AlertSignup lang={lang} kind={kind} token={data.alert.token} query={data.alert.query} />
        </Slice>
      )}
    </div>
  );
}
