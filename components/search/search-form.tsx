import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { SearchQuery } from '@/lib/api/properties';
import { localePath } from '@/lib/i18n/config';
import { islandText } from '@/lib/i18n/client-messages';
import { getDistricts } from '@/lib/server/locations';
import { activeCity } from '@/lib/server/shell';
import { getRangeSettings } from '@/lib/server/site';
import { IslandTextProvider } from '@/components/i18n/island-text';

export type SearchFormProps = {
  lang: Lang;
  /** A results page's search, to open the form on; a home page starts from the defaults. */
  search?: SearchQuery;
  idPrefix?: string;
};

/** A search form's props, and `wrap`, which hands it its messages (see searchFormBase). */
export type SearchForm<P> = { props: P; wrap: (form: ReactNode) => ReactNode };

/**
 * What both search forms start from (cities, the active or searched city, the slider ranges, the
 * results address), and `wrap`, which hands the form only the `search` messages, as plain text
 * (IslandTextProvider: no i18n runtime in the browser).
 *
 * Each kind of form has its own server modules (residence-form-props.tsx builds the props,
 * residence-search.tsx renders the form; the same for offices) and each page imports the one it
 * shows. None of them imports a form: the form's code loads when the visitor first touches it
 * (home pages) or opens the search modal (results pages), see deferred-form.tsx.
 */
export async function searchFormBase({ lang, search, idPrefix }: SearchFormProps, kind: 'residence' | 'office') {
  const [{ city, cities }, ranges, messages] = await Promise.all([activeCity(lang), getRangeSettings(), getMessages()]);
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
    },
    districtsOf: async (id: number | undefined) => ((id ? await getDistricts(id, lang) : null) ?? []).map((d) => ({ id: d.id, name: d.districtName })),
    wrap: (form: ReactNode) => <IslandTextProvider value={islandText(lang, messages, ['search'])}>{form}</IslandTextProvider>,
  };
}
