/**
 * The results pages' list/map choice and the links it makes. Pure, so the pages, the
 * map island and the tests share it. `view` is listed in lib/i18n/routes.ts, so the page cache
 * keys a results page on it.
 */
import { firstValues, rewriteHref, type RawQuery } from '@/components/results/query';

export type ResultsViewName = 'list' | 'map';

/** `view=map` shows the map; anything else (absent, mistyped, repeated junk) is the list. */
export function parseResultsView(raw: RawQuery): ResultsViewName {
  return firstValues({ view: raw.view }).view?.trim() === 'map' ? 'map' : 'list';
}

/**
 * The toggle's two addresses: the same search as a list (without `view`) and as a map (without a
 * page index: the map has no pages, and coming back to the list starts at its first page).
 */
export function viewHrefs(path: string, raw: RawQuery): Record<ResultsViewName, string> {
  return { list: rewriteHref(path, raw, {}, ['view']), map: rewriteHref(path, raw, { view: 'map' }, ['pageIndex', 'view']) };
}

/**
 * The results of the same search in some districts of a city, as a list from its first page: a
 * district of the keyless map, or the districts in view ("Search this area") of the Google map.
 */
export function districtsHref(path: string, raw: RawQuery, cityId: number, districtIds: readonly number[], view: ResultsViewName = 'list'): string {
  const set = { cityId, districtId: [...districtIds].join(','), ...(view === 'map' ? { view } : {}) };
  return rewriteHref(path, raw, set, view === 'map' ? ['pageIndex'] : ['pageIndex', 'view']);
}

/**
 * The start of "Search this area"'s address (./area.ts adds the districts): the same search on the
 * map, in the city, its districts and page left for the area to set.
 */
export function areaBaseHref(path: string, raw: RawQuery, cityId: number): string {
  return rewriteHref(path, raw, { cityId, view: 'map' }, ['pageIndex', 'districtId']);
}
