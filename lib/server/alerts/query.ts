/**
 * The search an alert keeps: the filters of a results page's query, and nothing that only pages or
 * orders it (pageIndex, pageSize, sort) or that the page's address already says (language, kind).
 * Parsed with the results page's own reader (components/results/query.ts), so an alert matches what
 * its results page showed, and written back in one order with sorted id lists, so that one search
 * reached by two addresses is one alert (the unique (email, kind, query) of search_alerts). Pure.
 */
import type { Lang } from '@/lib/api/lang';
import type { SearchQuery } from '@/lib/api/properties';
import { SEARCH_FILTERS, type SearchFilter } from '@/lib/cache/page-reads';
import { parseResultsQuery, SEARCH_PATHS, type RawQuery, type ResultsKind } from '@/components/results/query';

/** The filter parameters an alert keeps: the search's filters, in their order. */
export const ALERT_PARAMS: readonly SearchFilter[] = SEARCH_FILTERS;

export type AlertKind = 'residence' | 'office';

/** The canonical query string of a search's filters ('' for every listing of the kind). */
export function queryOfSearch(search: SearchQuery): string {
  const out = new URLSearchParams();
  for (const name of ALERT_PARAMS) {
    const value = search[name];
    if (value === undefined || value === null || value === '') continue;
    out.set(name, Array.isArray(value) ? [...new Set(value)].sort((a, b) => a - b).join(',') : String(value));
  }
  return out.toString();
}

/** The canonical alert query of a results page's raw query (as the page received it, or a query string). */
export function alertQuery(raw: RawQuery | string, kind: AlertKind, lang: Lang = 'en'): string {
  return queryOfSearch(parseResultsQuery(typeof raw === 'string' ? rawOf(raw) : raw, kind, lang));
}

/** The search an alert runs: its stored query read as its results page reads it. */
export function searchOfAlert(query: string, kind: AlertKind, lang: Lang): SearchQuery {
  return parseResultsQuery(rawOf(query), kind, lang);
}

/** The results page of an alert's search, unprefixed path with its query: `/residences/search?…`. */
export function resultsPath(kind: ResultsKind, query: string): string {
  return query ? `${SEARCH_PATHS[kind]}?${query}` : SEARCH_PATHS[kind];
}

function rawOf(query: string): RawQuery {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)) (raw[key] ??= []).push(value);
  return raw;
}
