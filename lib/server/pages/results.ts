import 'server-only';
import type { Lang } from '@/lib/api/lang';
import type { City } from '@/lib/api/site';
import type { SearchQuery } from '@/lib/api/properties';
import type { CurrencyView } from '@/lib/format/currency';
import { readResultsQuery, type RawQuery, type ResultsKind } from '@/components/results/query';
import type { ChipNames } from '@/components/results/chips';
import type { RangeSetting } from '@/lib/api/site';
import { parseResultsView, type ResultsViewName } from '@/components/results-map/view';
import { mapsSettings } from '@/components/map/maps-key';
import { alertQuery } from '../alerts/query';
import { currencyView } from '../exchange-rates';
import { formGuard } from '../form-guard';
import { getCities } from '../locations';
import { districtCounts, type DistrictCount } from '../properties/district-counts';
import { searchProperties } from '../properties/search';
import { filterNames } from '../properties/filter-names';
import { getRangeSettings } from '../site';
import { activeCity } from '../shell';
import { unknownPlace } from '../places';
import { DEFAULT_LINKS } from '@/components/results/query';

/** The map view's data: the city shown (the one searched, else the visitor's), its districts' counts, and the approximate amounts' view for the Google map (only with a Maps key). */
export type ResultsMapData = { city?: undefined } | { city: City; counts: DistrictCount[]; approxView: CurrencyView | null };

/** What a results page (/residences/search, /offices/search) shows, read side by side. */
export type ResultsPageData = {
  search: SearchQuery;
  view: ResultsViewName;
  /** The list view's page of listings; null in the map view, and when the keyword was refused. */
  page: Awaited<ReturnType<typeof searchProperties>> | null;
  /** The map view's data; null in the list view. */
  map: ResultsMapData | null;
  /** The alert sign-up under the results: its form token and the search as the alert keeps it; null when the keyword was refused. */
  alert: { token: string; query: string } | null;
  /** The active filters' names and the slider ranges, for the chips above the results. */
  chips: { names: ChipNames; ranges: RangeSetting };
  /** The keyword was longer than a search takes: the page says so instead of searching without it. */
  keywordTooLong: boolean;
};

/** The search of the address, answered by the same data function as GET /api/properties/filter, or its map. */
export async function resultsPage(lang: Lang, kind: ResultsKind, query: RawQuery): Promise<ResultsPageData> {
  const read = readResultsQuery(query, kind, lang);
  // A place no longer offered (hidden or removed since the link was made) is dropped like any other
  // value the search refuses: the page shows the rest of the search, by its default order.
  const search = read.search.near !== undefined && (await unknownPlace(read.search)) ? withoutPlace(read.search, kind) : read.search;
  const dropped = search === read.search ? read.dropped : [...read.dropped, 'near'];
  const view = parseResultsView(query);
  // A refused keyword is not searched without: every listing would show as if it matched.
  const keywordTooLong = dropped.includes('keyword');
  const [page, map, guard, names, ranges] = await Promise.all([
    view === 'list' && !keywordTooLong ? searchProperties(search) : null,
    view === 'map' && !keywordTooLong ? resultsMap(lang, search) : null,
    formGuard(),
    filterNames(lang, search),
    getRangeSettings(),
  ]);
  return {
    search,
    view,
    page,
    map,
    // An alert would keep the search without its refused keyword: every listing.
    alert: keywordTooLong ? null : { token: guard.token, query: alertQuery(query, kind, lang) },
    chips: { names, ranges },
    keywordTooLong,
  };
}

async function resultsMap(lang: Lang, search: SearchQuery): Promise<ResultsMapData> {
  const [{ city }, cities] = await Promise.all([activeCity(lang), getCities(lang)]);
  const chosen = cities.find((c) => c.cityId === search.cityId) ?? cities.find((c) => c.cityId === city?.cityId);
  if (!chosen) return {};
  const [counts, approxView] = await Promise.all([districtCounts(search, chosen.cityId, lang), mapsSettings() ? currencyView(lang) : null]);
  return { city: chosen, counts, approxView };
}

function withoutPlace(search: SearchQuery, kind: ResultsKind): SearchQuery {
  const { near: _near, within: _within, ...rest } = search;
  return { ...rest, sort: search.sort === 'nearest' ? DEFAULT_LINKS[kind].sort : search.sort };
}
