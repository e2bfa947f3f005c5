'use client';
import type { ChangeEvent } from 'react';

type Props = { id: string; name: string; label: string; value: number | undefined; options: { cityId: number; cityName: string }[] };

/**
 * The header's city choice. It is a plain select in a GET form, so it works without scripts (the
 * form has a submit button inside <noscript>); with scripts, choosing a city submits at once.
 */
export function CitySelect({ id, name, label, value, options }: Props) {
  const submit = (e: ChangeEvent<HTMLSelectElement>) => e.currentTarget.form?.requestSubmit();
  return (
    <select
      id={id}
      name={name}
      aria-label={label}
      defaultValue={value}
      onChange={submit}
      className="rounded-md border border-slate-300 bg-white py-1 pr-7 pl-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {options.map((c) => (
        <option key={c.cityId} value={c.cityId}>
          {c.cityName}
        </option>
      ))}
    </select>
  );
}
