/**
 * The query of a results page: read from the address with the API's own
 * zod contract, so a page and GET /api/properties/filter answer the same query alike, and the links
 * and forms that rewrite one value while keeping the rest. Pure, so pages and tests share it.
 */
import type { Lang } from '@/lib/api/lang';
import type { RawQuery } from '@/lib/cache/page-reads';
import { OFFICE, OFFICE_PAGE_SIZES, RESIDENCE, RESIDENCE_PAGE_SIZES, searchQuery, type SearchQuery } from '@/lib/api/properties';

export type { RawQuery } from '@/lib/cache/page-reads';
export type ResultsKind = 'residence' | 'office';

/**
 * The default search links. Price and size bounds at the ends of their sliders mean "no
 * bound" to the data layer, so a query that leaves them out finds the same listings.
 */
export const DEFAULT_LINKS = {
  residence: { propertyType: RESIDENCE, leasePriceMin: 0, leasePriceMax: 5000, sort: '-leasePriceMin', pageSize: 15, pageIndex: 1 },
  office: {
    propertyType: OFFICE,
    leasePriceMin: 0,
    leasePriceMax: 100,
    pageSize: 16,
    pageIndex: 1,
    sort: '-leasePriceMin',
    officeSizeFrom: 0,
    officeSizeTo: 3000,
  },
} as const;

export const PAGE_SIZES: Record<ResultsKind, readonly number[]> = { residence: RESIDENCE_PAGE_SIZES, office: OFFICE_PAGE_SIZES };

export const SEARCH_PATHS: Record<ResultsKind, string> = { residence: '/residences/search', office: '/offices/search' };

/** The multi-select parameters of the search API, whose values are comma-joined id lists. */
export const LIST_PARAMS = new Set(['districtId', 'type', 'bedroom', 'size', 'project', 'facilities']);

/**
 * `?a=1&a=2` reaches a page as an array. For a list parameter the values are joined with commas,
 * which is what a search form's checkboxes send with scripts off (`districtId=3&districtId=7`);
 * for any other parameter the first value counts, as it does for the API.
 */
export function firstValues(raw: RawQuery): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => v !== undefined);
    if (!values.length) continue;
    out[key] = LIST_PARAMS.has(key) ? values.filter((v) => v.trim() !== '').join(',') : values[0];
  }
  return out;
}

/**
 * The office form sends two pairs of price bounds, unit price first and total budget second, so
 * that it searches with scripts off too (scripts send only the chosen pair). With the total budget
 * chosen (`officePriceSearchType=2`) the second pair counts.
 */
export function budgetBounds(raw: RawQuery, kind: ResultsKind): RawQuery {
  const mode = raw.officePriceSearchType;
  if (kind !== 'office' || (Array.isArray(mode) ? mode[0] : mode) !== '2') return raw;
  const second = (v: string | string[] | undefined) => (Array.isArray(v) && v.length > 1 ? v[1] : v);
  return { ...raw, leasePriceMin: second(raw.leasePriceMin), leasePriceMax: second(raw.leasePriceMax) };
}

/**
 * The search of a results page. The kind comes from the route, the language from the prefix.
 * Invalid values do not fail the page: each parameter the contract rejects is dropped and its
 * default applies (an unbounded filter, or the default sort, page size and page), so a mistyped
 * link still shows results. A page size the selector does not offer becomes the default one.
 */
export function parseResultsQuery(raw: RawQuery, kind: ResultsKind, lang: Lang): SearchQuery {
  return readResultsQuery(raw, kind, lang).search;
}

/** The search of a results page and the parameters it dropped as invalid (the page tells of a refused keyword). */
export function readResultsQuery(raw: RawQuery, kind: ResultsKind, lang: Lang): { search: SearchQuery; dropped: string[] } {
  const defaults = DEFAULT_LINKS[kind];
  const dropped: string[] = [];
  const values: Record<string, string> = { ...firstValues(budgetBounds(raw, kind)), language: lang, propertyType: String(defaults.propertyType) };
  values.pageSize ??= String(defaults.pageSize);
  let parsed: SearchQuery | undefined;
  // Each round drops at least one key, so the loop ends; the cap is only a guard.
  for (let round = 0; round < 32 && !parsed; round++) {
    const result = searchQuery.safeParse(values);
    if (result.success) {
      parsed = result.data;
      break;
    }
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (bad.has('') || [...bad].every((key) => !(key in values))) break;
    for (const key of bad) {
      if (key in values) dropped.push(key);
      delete values[key];
    }
  }
  parsed ??= searchQuery.parse({ language: lang, propertyType: String(defaults.propertyType) });
  const pageSize = PAGE_SIZES[kind].includes(parsed.pageSize) ? parsed.pageSize : defaults.pageSize;
  return { search: { ...parsed, pageSize }, dropped };
}

/** The raw query as name/value pairs in address order, arrays spread, some names left out. */
export function queryPairs(raw: RawQuery, exclude: readonly string[] = []): [string, string][] {
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (exclude.includes(key) || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) out.push([key, v]);
  }
  return out;
}

/**
 * The address of the same results with some values replaced: every other parameter is kept as the
 * visitor sent it, replaced ones keep their place, new ones go last.
 */
export function rewriteHref(path: string, raw: RawQuery, set: Record<string, string | number>, drop: readonly string[] = []): string {
  const params = new URLSearchParams(queryPairs(raw, drop));
  for (const [key, value] of Object.entries(set)) params.set(key, String(value));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A pager link: only pageIndex changes. */
export function pageIndexHref(path: string, raw: RawQuery, page: number): string {
  return rewriteHref(path, raw, { pageIndex: page });
}

/** The default search link for a kind, unprefixed path plus query. */
export function defaultSearchHref(path: string, kind: ResultsKind): string {
  const query = new URLSearchParams(Object.entries(DEFAULT_LINKS[kind]).map(([k, v]) => [k, String(v)]));
  return `${path}?${query.toString()}`;
}

/** "1 - 15 of 230": the first and last item numbers of a page; zeros for an empty page. */
export function resultRange(pageIndex: number, pageSize: number, totalRecords: number, shown: number): { from: number; to: number } {
  if (totalRecords <= 0 || shown <= 0) return { from: 0, to: 0 };
  const from = (pageIndex - 1) * pageSize + 1;
  return { from, to: Math.min(from + shown - 1, totalRecords) };
}

/** `?pageIndex=` alone, for lists that read no other parameter: a positive integer in plain digits, else 1. */
export function parsePageIndexOnly(raw: RawQuery): number {
  const value = firstValues(raw).pageIndex ?? '';
  return /^[1-9]\d{0,6}$/.test(value) ? Number(value) : 1;
}

/** `?pageSize=` alone: one of the offered sizes, written as the site writes it, else the kind's default. */
export function parsePageSizeOnly(raw: RawQuery, kind: ResultsKind): number {
  const text = firstValues(raw).pageSize ?? '';
  const value = /^[1-9]\d{0,2}$/.test(text) ? Number(text) : NaN;
  return PAGE_SIZES[kind].includes(value) ? value : DEFAULT_LINKS[kind].pageSize;
}
