import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/api/lang';
import { formatUsd } from '@/lib/format';
import { localePath } from '@/lib/i18n/config';
import { getDistricts } from '@/lib/server/locations';
import { activeCity } from '@/lib/server/shell';
import { getFilters, getRangeSettings } from '@/lib/server/site';

type Option = { id: number; name: string };

const box = 'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** A checkbox group in a <details> panel: the native way to open one list at a time, no script needed. */
function Checkboxes({ legend, name, options, testId }: { legend: string; name: string; options: Option[]; testId: string }) {
  return (
    <details className="group relative" data-testid={testId}>
      <summary className={`${box} flex cursor-pointer list-none items-center justify-between gap-2 [&::-webkit-details-marker]:hidden`}>
        {legend}
        <span aria-hidden="true" className="transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="z-20 mt-1 grid max-h-64 gap-1 overflow-y-auto rounded-md border border-slate-200 bg-white p-3 shadow-lg sm:absolute sm:min-w-full sm:w-max">
        <legend className="sr-only">{legend}</legend>
        {options.map((o) => (
          <label key={o.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={name} value={o.id} className="size-4 accent-brand-600" />
            {o.name}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function steps(min: number, max: number, step: number): number[] {
  const out: number[] = [];
  for (let v = min; v <= max && out.length < 60; v += Math.max(step, 1)) out.push(v);
  return out;
}

/**
 * The home banner's search (SPEC §2): a plain GET form to the results page with the query of SPEC
 * §7 and the default links of §9, so it works with scripts off. The active city is the header's.
 */
export async function QuickSearch({ lang, kind }: { lang: Lang; kind: 'residence' | 'office' }) {
  const t = await getTranslations('quickSearch');
  const { city } = await activeCity(lang);
  const [districts, filters, ranges] = await Promise.all([city ? getDistricts(city.cityId, lang) : null, getFilters(lang), getRangeSettings()]);
  const office = kind === 'office';
  const districtOptions = (districts ?? []).map((d) => ({ id: d.id, name: d.districtName }));
  const price = (name: string, label: string, values: number[], top: number) => (
    <label className="grid gap-1 text-xs font-medium text-slate-600">
      {label}
      <select name={name} defaultValue="" className={box}>
        <option value="">{t('any')}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {v >= top ? `${formatUsd(v)}~` : formatUsd(v)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form method="get" action={localePath(lang, office ? '/offices/search' : '/residences/search')} aria-label={t('label')} data-testid={`${kind}-quick-search`} className="grid gap-3">
      {city && <input type="hidden" name="cityId" value={city.cityId} />}
      <input type="hidden" name="propertyType" value={office ? 2 : 0} />
      <input type="hidden" name="sort" value="-leasePriceMin" />
      <input type="hidden" name="pageSize" value={office ? 16 : 15} />
      <input type="hidden" name="pageIndex" value={1} />
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_1fr]">
        <label className="grid gap-1 text-xs font-medium text-slate-600">
          {city ? `${t('keyword')} (${t('inCity', { city: city.cityName })})` : t('keyword')}
          <input type="search" name="keyword" maxLength={100} placeholder={t('keywordPlaceholder')} className={box} />
        </label>
        <div className="grid gap-1 text-xs font-medium text-slate-600">
          <span aria-hidden="true">{t('district')}</span>
          <Checkboxes legend={t('district')} name="districtId" options={districtOptions} testId="quick-district" />
        </div>
        {office ? (
          <>
            {price('leasePriceMin', `${t('unitPrice')} · ${t('from')}`, steps(ranges.officePriceMin, ranges.officePriceMax, ranges.stepOfficePrice * 5), ranges.officePriceMax)}
            {price('leasePriceMax', `${t('unitPrice')} · ${t('to')}`, steps(ranges.officePriceMin, ranges.officePriceMax, ranges.stepOfficePrice * 5), ranges.officePriceMax)}
          </>
        ) : (
          <>
            <div className="grid gap-1 text-xs font-medium text-slate-600">
              <span aria-hidden="true">{t('bedroom')}</span>
              <Checkboxes legend={t('bedroom')} name="bedroom" options={filters.bedrooms} testId="quick-bedroom" />
            </div>
            <div className="grid gap-1 text-xs font-medium text-slate-600">
              <span aria-hidden="true">{t('type')}</span>
              <Checkboxes legend={t('type')} name="type" options={filters.types} testId="quick-type" />
            </div>
          </>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {!office && (
          <>
            {price('leasePriceMin', `${t('rent')} · ${t('from')}`, steps(ranges.residencePriceMin, ranges.residencePriceMax, ranges.stepResidencePrice * 5), ranges.residencePriceMax)}
            {price('leasePriceMax', `${t('rent')} · ${t('to')}`, steps(ranges.residencePriceMin, ranges.residencePriceMax, ranges.stepResidencePrice * 5), ranges.residencePriceMax)}
          </>
        )}
        <div className="ml-auto flex gap-2">
          <button type="reset" className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
            {t('reset')}
          </button>
          <button type="submit" className="rounded-md bg-brand-600 px-6 py-2 text-sm font-semibold text-white hover:bg-brand-700">
            {t('submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
