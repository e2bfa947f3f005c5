import 'server-only';
import type { Lang } from '@/lib/api/lang';
import { searchQuery, type SearchQuery } from '@/lib/api/properties';
import { toSearchParams } from '@/lib/api/client';
import { localePath } from '@/lib/i18n/config';
import { parseDistrictMap } from '@/lib/search/district-map';
import { countQuery, officeDefaults, officeFromSearch, residenceDefaults, residenceFromSearch, residenceQuery } from '@/lib/search/form';
import { currencyView } from '@/lib/server/exchange-rates';
import { comingMonths, formatMonth, vietnamToday } from '@/lib/format/date';
import { getCities, getDistricts } from '@/lib/server/locations';
import { listPlaces } from '@/lib/server/places';
import { getTranslations } from '@/lib/i18n/translations';
import { countProperties } from '@/lib/server/properties/search';
import { listBuildings } from '@/lib/server/projects';
import { activeCity } from '@/lib/server/shell';
import { getFilters, getRangeSettings } from '@/lib/server/site';
import type { OfficeFormProps } from '@/components/search/office-form.client';
import type { ResidenceFormProps } from '@/components/search/residence-form.client';

export type SearchFormProps = {
  lang: Lang;
  /** A results page's search, to open the form on; a home page starts from the defaults. */
  search?: SearchQuery;
  idPrefix?: string;
};

/**
 * What both search forms start from: cities, the active or searched city, the slider ranges, the
 * results address. Each page reads the props of the form it shows and hands them to the form's
 * component (components/search/residence-search.tsx and the others).
 */
async function searchFormBase({ lang, search, idPrefix }: SearchFormProps, kind: 'residence' | 'office') {
  const [{ city, cities }, ranges, currency, places, t] = await Promise.all([
    activeCity(lang),
    getRangeSettings(),
    currencyView(lang),
    listPlaces({ language: lang }),
    getTranslations('places.kinds'),
  ]);
  const known = (id: number | undefined) => (id !== undefined && cities.some((c) => c.cityId === id) ? id : undefined);
  const cityId = known(search?.cityId) ?? city?.cityId;
  const extras = search ? { sort: search.sort, pageSize: search.pageSize } : undefined;
  // A searched month no longer offered (past, or further ahead) stays a choice, so the form shows it.
  const months = comingMonths(vietnamToday());
  if (search?.moveIn && !months.includes(search.moveIn)) months.push(search.moveIn);
  months.sort();
  return {
    city,
    cityId,
    ranges,
    extras,
    /** The props both forms take alike. */
    formProps: {
      lang,
      action: localePath(lang, kind === 'office' ? '/offices/search' : '/residences/search'),
      cities: cities.map(({ cityId: id, cityName }) => ({ cityId: id, cityName })),
      defaultCityId: city?.cityId,
      ranges,
      extras,
      idPrefix,
      /** The second currency the price sliders also read in, or null. */
      currency,
      moveInMonths: months.map((value) => ({ value, label: formatMonth(value, lang) })),
      /** Every published place: the picker shows the form's city's, and follows the city select. */
      places: places.map(({ id, cityId: placeCity, kind: placeKind, name, latitude, longitude }) => ({
        id,
        cityId: placeCity,
        kind: placeKind,
        group: t(placeKind),
        name,
        latitude,
        longitude,
      })),
      /** A home page's fresh form takes the renter's office into its empty picker. */
      preselectOffice: !search,
    },
    districtsOf: async (id: number | undefined) => ((id ? await getDistricts(id, lang) : null) ?? []).map((d) => ({ id: d.id, name: d.districtName })),
  };
}

export type ResidenceSearchProps = SearchFormProps & { withMap?: boolean };

/**
 * The residence search form's props: what it shows: cities, the city's districts and
 * buildings, the filter options, the slider ranges, the first count and, with `withMap` (the
 * results pages' modal), the city's district map.
 */
export async function residenceForm({ withMap = false, ...props }: ResidenceSearchProps): Promise<ResidenceFormProps> {
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
  };
}

/** The office search form's props: what it shows: cities, the city's districts, the slider ranges. */
export async function officeForm(props: SearchFormProps): Promise<OfficeFormProps> {
  const base = await searchFormBase(props, 'office');
  const { search } = props;
  const initial = search ? officeFromSearch({ ...search, cityId: base.cityId }, base.ranges, base.city?.cityId) : officeDefaults(base.ranges, base.cityId);
  return { ...base.formProps, initial, districts: await base.districtsOf(base.cityId) };
}
