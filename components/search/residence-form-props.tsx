import { searchQuery } from '@/lib/api/properties';
import { toSearchParams } from '@/lib/api/client';
import { parseDistrictMap } from '@/lib/search/district-map';
import { countQuery, residenceDefaults, residenceFromSearch, residenceQuery } from '@/lib/search/form';
import { getCities } from '@/lib/server/locations';
import { countProperties } from '@/lib/server/properties/search';
import { listBuildings } from '@/lib/server/projects';
import { getFilters } from '@/lib/server/site';
import type { ResidenceFormProps } from './residence-form';
import { searchFormBase, type SearchForm, type SearchFormProps } from './search-form';

export type ResidenceSearchProps = SearchFormProps & { withMap?: boolean };

/**
 * The residence search form's props (SPEC §2): what it shows: cities, the city's districts and
 * buildings, the filter options, the slider ranges, the first count and, with `withMap` (the
 * results pages' modal), the city's district map.
 */
export async function residenceForm({ withMap = false, ...props }: ResidenceSearchProps): Promise<SearchForm<ResidenceFormProps>> {
  const { lang, search } = props;
  const base = await searchFormBase(props, 'residence');
  const { cityId, ranges, extras } = base;
  const filters = await getFilters(lang);
  const facilities = { building: filters.buildingFacilities, interior: filters.interiorFacilities };
  const initial = search ? residenceFromSearch({ ...search, cityId }, ranges, base.city?.cityId, facilities) : residenceDefaults(ranges, cityId);
  const countKey = toSearchParams(countQuery(residenceQuery(initial, extras))).toString();
  const [districts, buildings, count, mapSvg] = await Promise.all([
    base.districtsOf(cityId),
    listBuildings({ language: lang, cityId, districtId: [...initial.districtId], pageIndex: 1, pageSize: 999 }),
    countProperties(searchQuery.parse({ ...Object.fromEntries(new URLSearchParams(countKey)), language: lang })),
    withMap ? getCities(lang).then((all) => all.find((c) => c.cityId === cityId)?.mapSVG ?? '') : null,
  ]);
  return {
    props: {
      ...base.formProps,
      initial,
      districts,
      buildings: buildings.items.map((b) => ({ id: b.id, name: b.projectName })),
      filters: {
        types: filters.types,
        bedrooms: filters.bedrooms,
        sizes: filters.sizes,
        buildingFacilities: filters.buildingFacilities,
        interiorFacilities: filters.interiorFacilities,
      },
      initialCount: { key: countKey, count: count.message },
      map: mapSvg === null ? undefined : parseDistrictMap(mapSvg),
    },
    wrap: base.wrap,
  };
}
