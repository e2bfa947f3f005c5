import 'server-only';
import type { Lang } from '@/lib/api/lang';
import type { City } from '@/lib/api/site';
import type { SearchQuery } from '@/lib/api/properties';
import type { CurrencyView } from '@/lib/format/currency';
import { parseResultsQuery, type RawQuery, type ResultsKind } from '@/components/results/query';
import { parseResultsView, type ResultsViewName } from '@/components/results-map/view';
import { mapsSettings } from '@/components/map/maps-key';
import { alertQuery } from '../alerts/query';
import { currencyView } from '../exchange-rates';
import { formGuard } from '../form-guard';
import { getCities } from '../locations';
import { districtCounts, type DistrictCount } from '../properties/district-counts';
import { searchProperties } from '../properties/search';
import { activeCity } from '../shell';

/** The map view's data: the city shown (the one searched, else the visitor's), its districts' counts, and the approximate amounts' view for the Google map (only with a Maps key). */
export type ResultsMapData = { city?: undefined } | { city: City; counts: DistrictCount[]; approxView: CurrencyView | null };

/** What a results page (/residences/search, /offices/search) shows, read side by side. */
export type ResultsPageData = {
  search: SearchQuery;
  view: ResultsViewName;
  /** The list view's page of listings; null in the map view. */
  page: Awaited<ReturnType<typeof searchProperties>> | null;
  /** The map view's data; null in the list view. */
  map: ResultsMapData | null;
  /** The alert sign-up under the results: its form token and the search as the alert keeps it. */
  alert: { token: string; query: string };
};

/** The search of the address, answered by the same data function as GET /api/properties/filter, or its map. */
export async function resultsPage(lang: Lang, kind: ResultsKind, query: RawQuery): Promise<ResultsPageData> {
  const search = parseResultsQuery(query, kind, lang);
  const view = parseResultsView(query);
  const [page, map, guard] = await Promise.all([
    view === 'list' ? searchProperties(search) : null,
    view === 'map' ? resultsMap(lang, search) : null,
    formGuard(),
  ]);
  return { search, view, page, map, alert: { token: guard.token, query: alertQuery(query, kind, lang) } };
}

async function resultsMap(lang: Lang, search: SearchQuery): Promise<ResultsMapData> {
  const [{ city }, cities] = await Promise.all([activeCity(lang), getCities(lang)]);
  const chosen = cities.find((c) => c.cityId === search.cityId) ?? cities.find((c) => c.cityId === city?.cityId);
  if (!chosen) return {};
  const [counts, approxView] = await Promise.all([districtCounts(search, chosen.cityId, lang), mapsSettings() ? currencyView(lang) : null]);
  return { city: chosen, counts, approxView };
}
