'use client';
import { useSearchText } from './search-text.client';
import type { MouseEvent, ReactNode } from 'react';
import { fieldBox } from './multi-select.client';

/** The keyword box of both search forms. */
export function KeywordField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const t = useSearchText();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {t('keyword')}
      </label>
      <input
        id={id}
        type="search"
        name="keyword"
        maxLength={100}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        placeholder={t('keywordPlaceholder')}
        className={fieldBox}
      />
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
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {t('city')}
      </label>
      <select id={id} name="cityId" value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value ? Number(e.currentTarget.value) : undefined)} className={fieldBox} data-testid="search-city">
        {cities.map((c) => (
          <option key={c.cityId} value={c.cityId}>
            {c.cityName}
          </option>
        ))}
      </select>
    </div>
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
