/**
 * What a page of the site reads of its request, declared next to the page: its folder's `reads.ts`
 * says which query parameters it reads (`pageReads`), and the page reaches its query only through
 * `pageQuery`, which hands it those parameters and no others. The page cache keys the page on the
 * same declaration (lib/i18n/routes.ts collects them, lib/cache/page-key.ts builds the key), so a
 * page and its key cannot disagree: a parameter the page does not declare is one it never sees.
 * The ESLint rule `local/page-query` (eslint-rules/page-query.mjs) holds pages to `pageQuery`.
 *
 * Beyond its own query, every page reads what the layout and the middleware read for all of them:
 * EVERY_PAGE_QUERY, EVERY_PAGE_COOKIES and EVERY_PAGE_HEADERS, read on the server only through
 * lib/server/site-request.ts. tests/cache/page-reads.test.ts asks the key whether it holds each.
 */
import { CURRENCY_COOKIE } from '@/lib/format/currency';
import { CITY_COOKIE } from '@/lib/i18n/config';

/** A page's query as Next hands it over. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** The parameters of the search contract (lib/api/properties.ts searchQuery), which the results pages read. */
export const SEARCH_QUERY = [
  'language',
  'propertyType',
  'keyword',
  'cityId',
  'districtId',
  'type',
  'bedroom',
  'size',
  'project',
  'facilities',
  'leasePriceMin',
  'leasePriceMax',
  'officePriceSearchType',
  'officeSizeFrom',
  'officeSizeTo',
  'furnished',
  'petsAllowed',
  'moveIn',
  'near',
  'within',
  'pageIndex',
  'pageSize',
  'sort',
] as const;
/** What a search query holds besides its filters: its kind and language, paging and order. */
export const SEARCH_NOT_FILTERS = ['language', 'propertyType', 'pageIndex', 'pageSize', 'sort'] as const;
export type SearchFilter = Exclude<(typeof SEARCH_QUERY)[number], (typeof SEARCH_NOT_FILTERS)[number]>;
/** The filter parameters of a search, in SEARCH_QUERY's order. */
export const SEARCH_FILTERS: readonly SearchFilter[] = SEARCH_QUERY.filter(
  (name): name is SearchFilter => !(SEARCH_NOT_FILTERS as readonly string[]).includes(name),
);
/** The results pages' own parameter besides the search: `view=map` shows the results on a map. */
export const RESULTS_VIEW_QUERY = ['view'] as const;

/** Read for every page by the middleware, which turns them into the city and currency cookies. */
export const EVERY_PAGE_QUERY = ['city', 'cityId', 'currency'] as const;
/** Read for every page by the layout: the city and the currency the visitor chose. */
export const EVERY_PAGE_COOKIES = [CITY_COOKIE, CURRENCY_COOKIE] as const;
/** The request header by which the middleware sends an unknown path to the not-found page (app/[lang]/[...rest]). */
export const NOT_FOUND_HEADER = 'x-not-found';
/**
 * Read for every page: the address as the middleware saw it (the language switch and the canonical
 * links), and the marker of the middleware's not-found answer.
 */
export const EVERY_PAGE_HEADERS = ['x-page-path', 'x-page-search', NOT_FOUND_HEADER] as const;

export type PageReads<Q extends string = string> = {
  /** The page's address, unprefixed, as a regular expression's source (`[^/]+` for a segment). */
  readonly route: string;
  /** The query parameters the page reads, besides EVERY_PAGE_QUERY. */
  readonly query: readonly Q[];
};

/** A page's declaration of what it reads: its route and its query parameters. */
export function pageReads<const Q extends string = never>(route: string, query: readonly Q[] = []): PageReads<Q> {
  return { route, query };
}

/** A page's query: the parameters it declared, as Next handed them over. */
export type PageQuery<Q extends string> = { readonly [K in Q]?: string | string[] };

/** The query a page may read: only the parameters its `reads` declares. */
export async function pageQuery<Q extends string>(reads: PageReads<Q>, searchParams: Promise<RawQuery>): Promise<PageQuery<Q>> {
  const all = await searchParams;
  const declared: { [K in Q]?: string | string[] } = {};
  for (const name of reads.query) {
    const value = all[name];
    if (value !== undefined) declared[name] = value;
  }
  return declared;
}
