'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useSearchText } from './search-text.client';
import { lazy, Suspense, useMemo, useState, type FormEvent, type MouseEvent } from 'react';
import { apiGet, toSearchParams } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';
import type { RangeSetting } from '@/lib/api/site';
import type { CurrencyView } from '@/lib/format/currency';
import { SearchRateNote } from '@/components/currency/search-rate-note.client';
import { sliderPrice, sliderPriceRange } from '@/components/currency/slider-price';
import type { DistrictMap as MapShapes } from '@/lib/search/district-map';
import {
  keepOffered,
  MULTI_CAP,
  nearInCity,
  residenceDefaults,
  residenceQuery,
  toggleId,
  type PlaceOption,
  type Range,
  type ResidenceForm as FormState,
  type ResidenceMulti,
  type ResultsExtras,
} from '@/lib/search/form';
import { CitySelect, FormActions, FurnishedSelect, KeywordField, MoveInSelect, PetsCheckbox, type MonthOption } from './form-parts.client';
import { NearFields, rememberPlace } from './near-fields.client';
import { useDistricts } from './use-districts.client';
import { MultiSelect, type Option } from './multi-select.client';
import { usePanels } from './panels.client';
import { goToResults } from './go-to-results.client';
import { RangeSlider } from './range-slider.client';
import { TotalUnits } from './total-units.client';
import { useHydrated } from './use-hydrated.client';

/** The search modal's district map, in its own chunk: the home page's form has no map and never loads it. */
const DistrictMap = lazy(() => import('./district-map.client').then((m) => ({ default: m.DistrictMap })));

export type ResidenceFormProps = {
  lang: Lang;
  /** The prefixed results path the form submits to. */
  action: string;
  cities: readonly { cityId: number; cityName: string }[];
  /** The first state: defaults on a home page, the page's search on a results page. */
  initial: FormState;
  /** The city reset returns to: the active city. */
  defaultCityId: number | undefined;
  /** Districts and buildings of the first state, rendered with the page. */
  districts: readonly Option[];
  buildings: readonly Option[];
  filters: Record<'types' | 'bedrooms' | 'sizes' | 'buildingFacilities' | 'interiorFacilities', readonly Option[]>;
  ranges: RangeSetting;
  extras?: ResultsExtras;
  initialCount?: { key: string; count: number };
  /** The first city's district map: only the search modal has one. */
  map?: MapShapes | null;
  /** Tells apart two forms on one page. */
  idPrefix?: string;
  /** A second currency the price sliders also read in; they still move and submit USD. */
  currency?: CurrencyView | null;
  /** The move-in filter's months. */
  moveInMonths: readonly MonthOption[];
  /** The places of the "near" picker, of every city. */
  places: readonly PlaceOption[];
  /** A fresh form: an empty picker takes the renter's office. */
  preselectOffice?: boolean;
};


/**
 * The residence search form. Server-rendered as a real GET
 * form to the results page, so it searches with scripts off; scripts add the one-open panels, the
 * 5-item cap, the slider rule, city-driven districts and buildings, the live count, reset to the
 * defaults, and a soft navigation with the search query, lists joined by commas.
 */
export function ResidenceSearchForm(props: ResidenceFormProps) {
  const { lang, action, cities, initial, defaultCityId, filters, ranges, extras, initialCount, idPrefix = 'rs', currency, moveInMonths, places, preselectOffice } = props;
  const t = useSearchText();
  const price = sliderPrice(currency, lang);
  const priceRange = sliderPriceRange(currency, lang);
  const router = useRouter();
  const live = useHydrated();
  const { root, panel, close } = usePanels();
  const [form, setForm] = useState<FormState>(initial);
  const [more, setMore] = useState(() => ['project', 'size', 'buildingFacilities', 'interiorFacilities'].some((k) => initial[k as ResidenceMulti].length > 0));

  const districts = useDistricts(lang, form.cityId, { cityId: initial.cityId, districts: props.districts });

  const districtKey = [...form.districtId].sort((a, b) => a - b).join(',');
  const initialDistrictKey = [...initial.districtId].sort((a, b) => a - b).join(',');
  const buildingsQuery = useQuery({
    queryKey: ['buildings', lang, form.cityId, districtKey],
    queryFn: ({ signal }) =>
      apiGet('/api/projects/get-by-city-district', { language: lang, cityId: form.cityId, districtId: districtKey, pageIndex: 1, pageSize: 999 }, { signal }),
    placeholderData: keepPreviousData,
    initialData:
      form.cityId === initial.cityId && districtKey === initialDistrictKey
        ? { items: props.buildings.map((b) => ({ id: b.id, projectName: b.name })), pageIndex: 1, pageSize: 999, totalRecords: props.buildings.length, pageCount: 1 }
        : undefined,
  });
  const buildings: Option[] = useMemo(() => (buildingsQuery.data?.items ?? []).map((b) => ({ id: b.id, name: b.projectName })), [buildingsQuery.data]);

  const citiesQuery = useQuery({
    queryKey: ['cities-map', lang],
    queryFn: ({ signal }) => apiGet('/api/cities', { language: lang }, { signal }),
    enabled: props.map !== undefined && form.cityId !== initial.cityId,
  });
  const map = props.map === undefined ? null : form.cityId === initial.cityId ? props.map : (citiesQuery.data?.find((c) => c.cityId === form.cityId)?.mapSVG ?? null);

  // Buildings chosen in districts since left out no longer count.
  const project = buildingsQuery.isPlaceholderData ? form.project : keepOffered(form.project, buildings);
  const query = residenceQuery({ ...form, project }, extras);

  const toggle = (key: ResidenceMulti) => (id: number) => setForm((f) => ({ ...f, [key]: toggleId(f[key], id, MULTI_CAP) }));
  const setCity = (cityId: number | undefined) => {
    // A new city reloads districts and buildings and clears the chosen ones.
    setForm((f) => (f.cityId === cityId ? f : { ...f, cityId, districtId: [], project: [], ...nearInCity(f, places, cityId) }));
  };
  const reset = (e: MouseEvent) => {
    e.preventDefault();
    close();
    setForm(residenceDefaults(ranges, defaultCityId));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    close();
    rememberPlace(places, form.near);
    goToResults(router, `${action}?${toSearchParams(query).toString()}`, form.cityId);
  };
  const toggleMore = (e: MouseEvent) => {
    e.preventDefault();
    setMore((m) => !m);
  };

  const multi = (key: ResidenceMulti, name: string, label: string, options: readonly Option[]) => (
    <MultiSelect id={key} name={name} label={label} options={options} selected={form[key]} onToggle={toggle(key)} cap={MULTI_CAP} {...panel(key)} />
  );
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <form ref={root} method="get" action={action} onSubmit={submit} aria-label={t('residenceLabel')} data-testid="residence-search" data-hydrated={live || undefined} className="grid gap-4">
      <input type="hidden" name="propertyType" value="0" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <KeywordField id={id('keyword')} value={form.keyword} onChange={(keyword) => setForm((f) => ({ ...f, keyword }))} />
        <CitySelect id={id('city')} value={form.cityId} cities={cities} onChange={setCity} />
        {multi('districtId', 'districtId', t('district'), districts)}
        {multi('type', 'type', t('type'), filters.types)}
        {multi('bedroom', 'bedroom', t('bedroom'), filters.bedrooms)}
      </div>

      <div className="max-w-xl">
        <RangeSlider
          id="rent"
          label={t('rent')}
          names={['leasePriceMin', 'leasePriceMax']}
          bounds={[ranges.residencePriceMin, ranges.residencePriceMax] as Range}
          step={ranges.stepResidencePrice}
          value={form.price}
          onChange={(p) => setForm((f) => ({ ...f, price: p }))}
          format={price}
          formatRange={priceRange}
        />
        <SearchRateNote view={currency} lang={lang} />
      </div>

      <div className="grid gap-3 sm:grid-cols-3">
        <FurnishedSelect id={id('furnished')} value={form.furnished} onChange={(furnished) => setForm((f) => ({ ...f, furnished }))} />
        <MoveInSelect id={id('move-in')} value={form.moveIn} months={moveInMonths} onChange={(moveIn) => setForm((f) => ({ ...f, moveIn }))} />
        <PetsCheckbox id={id('pets')} checked={form.petsAllowed} onChange={(petsAllowed) => setForm((f) => ({ ...f, petsAllowed }))} />
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <NearFields
          id={id}
          places={places}
          cities={cities}
          cityId={form.cityId}
          value={form}
          onChange={(near) => setForm((f) => ({ ...f, ...near }))}
          live={live}
          preselectOffice={preselectOffice}
        />
      </div>

      <details open={more} data-state={more ? 'open' : 'closed'} data-testid="more-filters" className="group/more">
        <summary
          onClick={toggleMore}
          data-testid="more-toggle"
          className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-semibold text-brand-700 hover:underline [&::-webkit-details-marker]:hidden"
        >
          <span className="group-open/more:hidden">{t('moreFilters')}</span>
          <span className="hidden group-open/more:inline">{t('fewerFilters')}</span>
          <span aria-hidden="true" className="transition group-open/more:rotate-180">
            ▾
          </span>
        </summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {multi('project', 'project', t('building'), buildings)}
          {multi('size', 'size', t('size'), filters.sizes)}
          {multi('buildingFacilities', 'facilities', t('buildingFacilities'), filters.buildingFacilities)}
          {multi('interiorFacilities', 'facilities', t('interiorFacilities'), filters.interiorFacilities)}
        </div>
      </details>

      {/* The map takes clicks only with scripts: the server's HTML leaves it out (10 kB of SVG on a
          results page), and it draws once the form is live. */}
      {map && live && (
        <Suspense fallback={null}>
          <DistrictMap source={map} selected={form.districtId} onToggle={toggle('districtId')} full={form.districtId.length >= MULTI_CAP} />
        </Suspense>
      )}

      <FormActions
        counter={<TotalUnits lang={lang} query={query} initial={initialCount} />}
        sort={query.sort as string}
        pageSize={query.pageSize as number}
        onReset={live ? reset : undefined}
      />
    </form>
  );
}
