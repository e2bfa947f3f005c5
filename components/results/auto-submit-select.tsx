'use client';
import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  id: string;
  name: string;
  value: string;
  children: ReactNode;
  className?: string;
};

/**
 * The select of a results GET form (sort, page size). With scripts a choice submits the form at
 * once, a full navigation that lands at the top of the new page; without them the form's
 * <noscript> button does it. The form around it is server-rendered and carries every other query
 * value as hidden inputs.
 */
export function AutoSubmitSelect({ id, name, value, children, className = '' }: Props) {
  const select = useRef<HTMLSelectElement>(null);
  // A choice made before the page came alive had no handler yet: apply it now.
  useEffect(() => {
    if (select.current && select.current.value !== value) select.current.form?.requestSubmit();
  }, [value]);
  return (
    <select
      ref={select}
      id={id}
      name={name}
      // No restored choice on Back: it would look like a fresh pick and submit again.
      autoComplete="off"
      defaultValue={value}
      onChange={(e) => e.currentTarget.form?.requestSubmit()}
      className={`h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </select>
  );
}
