'use client';
import { useExplicitSelect } from '@/components/results/explicit-select.client';

type Props = { id: string; name: string; label: string; value: number | undefined; options: { cityId: number; cityName: string }[] };

/**
 * The header's city choice. It is a plain select in a GET form, so it works without scripts (the
 * form's apply button submits it); with scripts a city picked from the open list submits at once,
 * and one stepped with the arrow keys waits for Enter or that button (WCAG 3.2.2).
 */
export function CitySelect({ id, name, label, value, options }: Props) {
  const { ref, onKeyDown, onChange } = useExplicitSelect(value === undefined ? '' : String(value));
  return (
    <select
      ref={ref}
      id={id}
      name={name}
      aria-label={label}
      autoComplete="off"
      defaultValue={value}
      onKeyDown={onKeyDown}
      onChange={onChange}
      className="rounded-md border border-slate-500 bg-white py-1 pr-7 pl-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {options.map((c) => (
        <option key={c.cityId} value={c.cityId}>
          {c.cityName}
        </option>
      ))}
    </select>
  );
}
