'use client';
import { useRouter } from 'next/navigation';
import { useSearchText } from './search-text.client';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { toSearchParams } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';
import type { RangeSetting } from '@/lib/api/site';
import type { CurrencyView } from '@/lib/format/currency';
import { SearchRateNote } from '@/components/currency/search-rate-note.client';
import { sliderPrice, sliderPriceRange } from '@/components/currency/slider-price';
import { formatNumber } from '@/lib/format';
import {
  nearInCity,
  officeDefaults,
  officeQuery,
  toggleId,
  type OfficeForm as FormState,
  type PlaceOption,
  type PriceMode,
  type Range,
  type ResultsExtras,
} from '@/lib/search/form';
import { CitySelect, FormActions, KeywordField, MoveInSelect, type MonthOption } from './form-parts.client';
import { NearFields, rememberPlace } from './near-fields.client';
import { useDistricts } from './use-districts.client';
import { MultiSelect, type Option } from './multi-select.client';
import { usePanels } from './panels.client';
import { goToResults } from './go-to-results.client';
import { RangeSlider } from './range-slider.client';
import { TotalUnits } from './total-units.client';
import { useHydrated } from './use-hydrated.client';

export type OfficeFormProps = {
  lang: Lang;
  action: string;
  cities: readonly { cityId: number; cityName: string }[];
  initial: FormState;
  defaultCityId: number | undefined;
  districts: readonly Option[];
  ranges: RangeSetting;
  extras?: ResultsExtras;
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

const area = (v: number, top: boolean) => `${formatNumber(v)}${top ? '~' : ''} m²`;

/**
 * The office search form: keyword, city, districts, floor area,
 * and the price as a unit price per m² or a total budget, each with its own slider. The counter
 * waits until the visitor has touched the form; switching the price mode counts again.
 * Without scripts both price sliders submit (unit price first) and the results page reads the
 * pair of the chosen mode.
 */
export function OfficeSearchForm(props: OfficeFormProps) {
  const { lang, action, cities, initial, defaultCityId, ranges, extras, idPrefix = 'os', currency, moveInMonths, places, preselectOffice } = props;
  const t = useSearchText();
  const price = sliderPrice(currency, lang);
  const priceRange = sliderPriceRange(currency, lang);
  const router = useRouter();
  const live = useHydrated();
  const { root, panel, close } = usePanels();
  const [form, setForm] = useState<FormState>(initial);
  const [touched, setTouched] = useState(false);

  const districts = useDistricts(lang, form.cityId, { cityId: initial.cityId, districts: props.districts });

  const query = officeQuery(form, extras);
  const update = (change: (f: FormState) => FormState) => {
    setTouched(true);
    setForm(change);
  };
  const setMode = (mode: PriceMode) => update((f) => ({ ...f, mode }));
  const reset = (e: MouseEvent) => {
    e.preventDefault();
    close();
    setForm(officeDefaults(ranges, defaultCityId));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    close();
    rememberPlace(places, form.near);
    goToResults(router, `${action}?${toSearchParams(query).toString()}`, form.cityId);
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  const radio = (mode: PriceMode, value: number, label: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        name="officePriceSearchType"
        value={value}
        checked={form.mode === mode}
        onChange={() => setMode(mode)}
        className="size-4 accent-brand-600"
        data-testid={`mode-${mode}`}
      />
      {label}
    </label>
  );

  return (
    <form ref={root} method="get" action={action} onSubmit={submit} aria-label={t('officeLabel')} data-testid="office-search" data-hydrated={live || undefined} className="grid gap-4">
      <input type="hidden" name="propertyType" value="2" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
        <KeywordField id={id('keyword')} value={form.keyword} onChange={(keyword) => update((f) => ({ ...f, keyword }))} />
        <CitySelect id={id('city')} value={form.cityId} cities={cities} onChange={(cityId) => update((f) => (f.cityId === cityId ? f : { ...f, cityId, districtId: [], ...nearInCity(f, places, cityId) }))} />
        <MultiSelect
          id="districtId"
          name="districtId"
          label={t('district')}
          options={districts}
          selected={form.districtId}
          onToggle={(d) => update((f) => ({ ...f, districtId: toggleId(f.districtId, d) }))}
          {...panel('districtId')}
        />
        <MoveInSelect id={id('move-in')} value={form.moveIn} months={moveInMonths} onChange={(moveIn) => update((f) => ({ ...f, moveIn }))} />
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <NearFields
          id={id}
          places={places}
          cities={cities}
          cityId={form.cityId}
          value={form}
          onChange={(near) => update((f) => ({ ...f, ...near }))}
          live={live}
          preselectOffice={preselectOffice}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <RangeSlider
          id="office-size"
          label={t('officeSize')}
          names={['officeSizeFrom', 'officeSizeTo']}
          bounds={[ranges.officeSizeMin, ranges.officeSizeMax] as Range}
          step={ranges.stepOfficeSize}
          value={form.size}
          onChange={(size) => update((f) => ({ ...f, size }))}
          format={area}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-xs font-medium text-slate-600">{t('priceMode')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {radio('price', 1, t('unitPrice'))}
            {radio('budget', 2, t('budget'))}
          </div>
          {/* The chosen mode's slider shows (app/globals.css). Scripts send only its pair; without them both go, unit price first. */}
          <div data-price-mode="price">
            <RangeSlider
              id="unit-price"
              label={t('unitPrice')}
              names={live && form.mode !== 'price' ? undefined : ['leasePriceMin', 'leasePriceMax']}
              bounds={[ranges.officePriceMin, ranges.officePriceMax] as Range}
              step={ranges.stepOfficePrice}
              value={form.price}
              onChange={(p) => update((f) => ({ ...f, price: p }))}
              format={price}
              formatRange={priceRange}
            />
          </div>
          <div data-price-mode="budget">
            <RangeSlider
              id="budget"
              label={t('budget')}
              names={live && form.mode !== 'budget' ? undefined : ['leasePriceMin', 'leasePriceMax']}
              bounds={[ranges.officeBudgetMin, ranges.officeBudgetMax] as Range}
              step={ranges.stepOfficeBudget}
              value={form.budget}
              onChange={(b) => update((f) => ({ ...f, budget: b }))}
              format={price}
              formatRange={priceRange}
            />
          </div>
          <SearchRateNote view={currency} lang={lang} />
        </fieldset>
      </div>

      <FormActions
        counter={<TotalUnits lang={lang} query={query} enabled={touched} />}
        sort={query.sort as string}
        pageSize={query.pageSize as number}
        onReset={live ? reset : undefined}
      />
    </form>
  );
}
