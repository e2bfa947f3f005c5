'use client';
import { useSearchText } from './search-text.client';
import type { MouseEvent, ReactNode } from 'react';
import { FURNISHED_CODES, KEYWORD_MAX, type FurnishedCode } from '@/lib/api/kinds';
import { fieldBox } from './multi-select.client';

/** A month the move-in filter offers: `YYYY-MM` and its name in the page's language. */
export type MonthOption = { value: string; label: string };

/** A field of the search forms under its small label. */
function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The keyword box of both search forms. */
export function KeywordField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const t = useSearchText();
  return (
    <Labelled id={id} label={t('keyword')}>
      <input
        id={id}
        type="search"
        name="keyword"
        maxLength={KEYWORD_MAX}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        placeholder={t('keywordPlaceholder')}
        className={fieldBox}
      />
    </Labelled>
  );
}

/** Furnishing: any, furnished (fully or partly), fully furnished only, or unfurnished. */
export function FurnishedSelect({ id, value, onChange }: { id: string; value: FurnishedCode | ''; onChange: (value: FurnishedCode | '') => void }) {
  const t = useSearchText();
  return (
    <Labelled id={id} label={t('furnished.label')}>
      <select id={id} name="furnished" value={value} onChange={(e) => onChange(e.currentTarget.value as FurnishedCode | '')} className={fieldBox} data-testid="search-furnished">
        <option value="">{t('any')}</option>
        {FURNISHED_CODES.map((code) => (
          <option key={code} value={code}>
            {t(`furnished.${code}`)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** Move-in month: listings free by the end of it (or now); any time when empty. */
export function MoveInSelect({ id, value, months, onChange }: { id: string; value: string; months: readonly MonthOption[]; onChange: (value: string) => void }) {
  const t = useSearchText();
  return (
    <Labelled id={id} label={t('moveIn.label')}>
      <select id={id} name="moveIn" value={value} onChange={(e) => onChange(e.currentTarget.value)} className={fieldBox} data-testid="search-move-in">
        <option value="">{t('moveIn.any')}</option>
        {months.map((m) => (
          <option key={m.value} value={m.value}>
            {t('moveIn.by', { month: m.label })}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** Pets allowed: a checkbox sending `petsAllowed=1`. */
export function PetsCheckbox({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useSearchText();
  return (
    <div className="flex items-end pb-2">
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          id={id}
          type="checkbox"
          name="petsAllowed"
          value="1"
          checked={checked}
          onChange={(e) => onChange(e.currentTarget.checked)}
          className="size-5 accent-brand-600"
          data-testid="search-pets"
        />
        {t('pets')}
      </label>
    </div>
  );
}

/** The city of both search forms; a new city is the form's to handle. */
export function CitySelect({
  id,
  value,
  cities,
  onChange,
}: {
  id: string;
  value: number | undefined;
  cities: readonly { cityId: number; cityName: string }[];
  onChange: (cityId: number | undefined) => void;
}) {
  const t = useSearchText();
  return (
    <Labelled id={id} label={t('city')}>
      <select id={id} name="cityId" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)} className={fieldBox} data-testid="search-city">
        {cities.map((c) => (
          <option key={c.cityId} value={c.cityId}>
            {c.cityName}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/**
 * The foot of both forms: the live count, the results page's sort and size carried along for the
 * scriptless submit, reset (scripts restore the form's defaults; without them the browser's
 * reset restores the page's values) and search.
 */
export function FormActions({ counter, sort, pageSize, onReset }: { counter: ReactNode; sort: string; pageSize: number; onReset?: (e: MouseEvent) => void }) {
  const t = useSearchText();
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-3">
      {counter}
      <input type="hidden" name="sort" value={sort} />
      <input type="hidden" name="pageSize" value={pageSize} />
      <input type="hidden" name="pageIndex" value="1" />
      <div className="ml-auto flex gap-2">
        <button
          type="reset"
          onClick={onReset}
          data-testid="search-reset"
          className="h-11 rounded-md border border-slate-300 px-4 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('reset')}
        </button>
        <button
          type="submit"
          data-testid="search-submit"
          className="h-11 rounded-md bg-brand-600 px-8 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('submit')}
        </button>
      </div>
    </div>
  );
}
