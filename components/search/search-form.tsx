import type { ReactNode } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { SearchQuery } from '@/lib/api/properties';
import { localePath } from '@/lib/i18n/config';
import { getDistricts } from '@/lib/server/locations';
import { currencyView } from '@/lib/server/exchange-rates';
import { activeCity } from '@/lib/server/shell';
import { getRangeSettings } from '@/lib/server/site';
import { IslandIntl } from '@/components/i18n/island-intl';
import { QueryIsland } from '@/components/ui/query-island';

export type SearchFormProps = {
  lang: Lang;
  /** A results page's search, to open the form on; a home page starts from the defaults. */
  search?: SearchQuery;
  idPrefix?: string;
};

/** A search form's props, and `wrap`, which hands it its messages and the tab's query client (see searchFormBase). */
export type SearchForm<P> = { props: P; wrap: (form: ReactNode) => ReactNode };

/**
 * What both search forms start from (cities, the active or searched city, the slider ranges, the
 * results address), and `wrap`, which gives the form next-intl with only the `search` and `currency` messages and
 * TanStack Query (its count, districts and buildings).
 *
 * Each kind of form has its own server modules (residence-form-props.tsx builds the props,
 * residence-search.tsx renders the form; the same for offices) and each page imports the one it
 * shows. The form is a client component rendered in full by the server, so the page searches
 * without scripts, and hydrated with the page, so a tap on it counts as soon as the page is live.
 */
export async function searchFormBase({ lang, search, idPrefix }: SearchFormProps, kind: 'residence' | 'office') {
  const [{ city, cities }, ranges, currency] = await Promise.all([activeCity(lang), getRangeSettings(), currencyView(lang)]);
  const known = (id: number | undefined) => (id !== undefined && cities.some((c) => c.cityId === id) ? id : undefined);
  const cityId = known(search?.cityId) ?? city?.cityId;
  const extras = search ? { sort: search.sort, pageSize: search.pageSize } : undefined;
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
      /** The second currency the price sliders also read in (issue 31), or null. */
      currency,
    },
    districtsOf: async (id: number | undefined) => ((id ? await getDistricts(id, lang) : null) ?? []).map((d) => ({ id: d.id, name: d.districtName })),
    wrap: (form: ReactNode) => (
      <IslandIntl namespaces={['search', 'currency']}>
        <QueryIsland>{form}</QueryIsland>
      </IslandIntl>
    ),
  };
}
