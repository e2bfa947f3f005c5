import { getMessages } from 'next-intl/server';
import type { Lang } from '@/lib/api/lang';
import { searchQuery, type SearchQuery } from '@/lib/api/properties';
import { toSearchParams } from '@/lib/api/client';
import { localePath } from '@/lib/i18n/config';
import { islandText } from '@/lib/i18n/client-messages';
import { parseDistrictMap } from '@/lib/search/district-map';
import { countQuery, officeDefaults, officeFromSearch, residenceDefaults, residenceFromSearch, residenceQuery } from '@/lib/search/form';
import { getCities, getDistricts } from '@/lib/server/locations';
import { countProperties } from '@/lib/server/properties/search';
import { listBuildings } from '@/lib/server/projects';
import { activeCity } from '@/lib/server/shell';
import { getFilters, getRangeSettings } from '@/lib/server/site';
import { IslandTextProvider } from '@/components/i18n/island-text';
import { OfficeSearchForm } from './office-form';
import { ResidenceSearchForm } from './residence-form';

type Props = {
  lang: Lang;
  kind: 'residence' | 'office';
  /** A results page's search, to open the form on; a home page starts from the defaults. */
  search?: SearchQuery;
  /** The residence search modal also shows the city's district map (SPEC §2). */
  withMap?: boolean;
  idPrefix?: string;
};

/**
 * Loads what a search form shows (cities, the city's districts and buildings, the filter options,
 * the slider ranges and, for residences, the first count) and renders it with only the `search`
 * messages handed to the browser, as plain text (IslandTextProvider: no i18n runtime there).
 */
export async function SearchForm({ lang, kind, search, withMap = false, idPrefix }: Props) {
  const [{ city, cities }, ranges, messages] = await Promise.all([activeCity(lang), getRangeSettings(), getMessages()]);
  const known = (id: number | undefined) => (id !== undefined && cities.some((c) => c.cityId === id) ? id : undefined);
  const cityId = known(search?.cityId) ?? city?.cityId;
  const extras = search ? { sort: search.sort, pageSize: search.pageSize } : undefined;
  const districtsOf = async (id: number | undefined) => ((id ? await getDistricts(id, lang) : null) ?? []).map((d) => ({ id: d.id, name: d.districtName }));
  const cityOptions = cities.map(({ cityId: id, cityName }) => ({ cityId: id, cityName }));
  const action = localePath(lang, kind === 'office' ? '/offices/search' : '/residences/search');

  let form;
  if (kind === 'office') {
    const initial = search ? officeFromSearch({ ...search, cityId }, ranges, city?.cityId) : officeDefaults(ranges, cityId);
    form = (
      <OfficeSearchForm
        lang={lang}
        action={action}
        cities={cityOptions}
        initial={initial}
        defaultCityId={city?.cityId}
        districts={await districtsOf(cityId)}
        ranges={ranges}
        extras={extras}
        idPrefix={idPrefix}
      />
    );
  } else {
    const filters = await getFilters(lang);
    const facilities = { building: filters.buildingFacilities, interior: filters.interiorFacilities };
    const initial = search ? residenceFromSearch({ ...search, cityId }, ranges, city?.cityId, facilities) : residenceDefaults(ranges, cityId);
    const countKey = toSearchParams(countQuery(residenceQuery(initial, extras))).toString();
    const [districts, buildings, count, mapSvg] = await Promise.all([
      districtsOf(cityId),
      listBuildings({ language: lang, cityId, districtId: [...initial.districtId], pageIndex: 1, pageSize: 999 }),
      countProperties(searchQuery.parse({ ...Object.fromEntries(new URLSearchParams(countKey)), language: lang })),
      withMap ? getCities(lang).then((all) => all.find((c) => c.cityId === cityId)?.mapSVG ?? '') : null,
    ]);
    form = (
      <ResidenceSearchForm
        lang={lang}
        action={action}
        cities={cityOptions}
        initial={initial}
        defaultCityId={city?.cityId}
        districts={districts}
        buildings={buildings.items.map((b) => ({ id: b.id, name: b.projectName }))}
        filters={{
          types: filters.types,
          bedrooms: filters.bedrooms,
          sizes: filters.sizes,
          buildingFacilities: filters.buildingFacilities,
          interiorFacilities: filters.interiorFacilities,
        }}
        ranges={ranges}
        extras={extras}
        initialCount={{ key: countKey, count: count.message }}
        map={mapSvg === null ? undefined : parseDistrictMap(mapSvg)}
        idPrefix={idPrefix}
      />
    );
  }
  return (
    <IslandTextProvider value={islandText(lang, messages, ['search'])}>
      {form}
    </IslandTextProvider>
  );
}
