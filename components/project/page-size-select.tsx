'use client';
import { useEffect, useRef } from 'react';

type Props = {
  sizes: readonly number[];
  value: number;
  label: string;
  applyLabel: string;
};

/**
 * The page-size selector (SPEC §4 "Search", §9). A GET form: without scripts the visitor picks a
 * size and presses the button; with scripts the choice submits at once and the button hides. The
 * form sends only the size, so a new size starts again at page 1.
 */
export function PageSizeSelect({ sizes, value, label, applyLabel }: Props) {
  const select = useRef<HTMLSelectElement>(null);
  // A choice made before the page came alive had no handler yet: apply it now.
  useEffect(() => {
    if (select.current && Number(select.current.value) !== value) select.current.form?.requestSubmit();
  }, [value]);
  return (
    <form method="get" className="flex items-center gap-2 text-sm" data-testid="page-size">
      <label htmlFor="page-size" className="text-slate-600">
        {label}
      </label>
      <select
        ref={select}
        id="page-size"
        name="pageSize"
        // No restored choice on Back: it would look like a fresh pick and submit again.
        autoComplete="off"
        defaultValue={value}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-slate-800"
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="h-9 rounded-md border border-brand-600 px-3 font-medium text-brand-700 hover:bg-brand-50">
          {applyLabel}
        </button>
      </noscript>
    </form>
  );
}
