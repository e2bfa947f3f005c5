import { getTranslations } from '@/lib/i18n/translations';
import { RateNote } from '@/components/currency/rate-note';
import { IslandIntl } from '@/components/i18n/island-intl';
import { mapsSettings } from '@/components/map/maps-key';
import type { RawQuery, ResultsKind } from '@/components/results/query';
import { QueryIsland } from '@/components/ui/query-island.client';
import type { QueryInput } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';
import type { SearchQuery } from '@/lib/api/properties';
import { parseDistrictMap } from '@/lib/search/district-map';
import type { ResultsMapData } from '@/lib/server/pages/results';
import { DistrictCountMap } from './district-count-map';
import { LazyResultsGoogleMap } from './lazy-google-map.client';
import { areaBaseHref, districtsHref } from './view';

type Props = {
  lang: Lang;
  kind: ResultsKind;
  search: SearchQuery;
  /** The address query as received: the district links keep every value they do not set. */
  query: RawQuery;
  /** The prefixed path of the results page. */
  path: string;
  /** Read by the route (lib/server/pages/results.ts). */
  data: ResultsMapData;
};

/** The search as GET /api/properties/map takes it: its filters, without paging or sort. */
function markersQuery(search: SearchQuery): QueryInput {
  const { pageIndex: _page, pageSize: _size, sort: _sort, ...filters } = search;
  return { ...filters };
}

/**
 * The map view of a results page, in the city searched, else the visitor's city (the
 * city cookie, which the page cache keys). Without a Maps key: the district map with the number
 * of matching listings per district, all server-rendered. With one: Google's map of the listings
 * over the same district map, which stays for scripts off or a map that cannot load.
 */
export async function ResultsMapView({ lang, kind, search, query, path, data }: Props) {
  const t = await getTranslations('resultsMap.districts');
  if (!data.city) {
    return (
      <p className="rounded-lg bg-slate-50 p-4 text-slate-700" data-testid="district-counts-no-city">
        {t('noCity')}
      </p>
    );
  }
  const { city: chosen, counts, approxView } = data;
  const keyless = (
    <DistrictCountMap
      cityName={chosen.cityName}
      map={parseDistrictMap(chosen.mapSVG)}
      counts={counts}
      hrefOf={(districtId) => districtsHref(path, query, chosen.cityId, [districtId])}
      selected={search.districtId ?? []}
    />
  );
  const maps = mapsSettings();
  if (!maps) return keyless;

  const located = counts.filter((d) => Number.isFinite(d.latitude) && Number.isFinite(d.longitude));
  const centre = located.length
    ? { lat: located.reduce((s, d) => s + d.latitude, 0) / located.length, lng: located.reduce((s, d) => s + d.longitude, 0) / located.length }
    : { lat: 16, lng: 106 };
  return (
    <IslandIntl namespaces={['resultsMap']}>
      <QueryIsland>
        <LazyResultsGoogleMap
          {...maps}
          language={lang === 'jp' ? 'ja' : 'en'}
          lang={lang}
          query={{ ...markersQuery(search), cityId: chosen.cityId }}
          office={kind === 'office'}
          centre={centre}
          districts={located.map(({ id, latitude, longitude }) => ({ id, latitude, longitude }))}
          areaBase={areaBaseHref(path, query, chosen.cityId)}
          approxView={approxView}
          rateNote={<RateNote lang={lang} />}
        >
          {keyless}
        </LazyResultsGoogleMap>
      </QueryIsland>
    </IslandIntl>
  );
}
