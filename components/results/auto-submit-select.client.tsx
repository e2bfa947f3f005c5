'use client';
import { useEffect, type ReactNode } from 'react';
import { useExplicitSelect } from './explicit-select.client';

type Props = {
  id: string;
  name: string;
  value: string;
  children: ReactNode;
  className?: string;
};

/**
 * The select of a results GET form (sort, page size). With scripts a choice from the open list
 * submits the form, a full navigation after which the results heading takes focus
 * (results-focus.tsx); a value stepped with the arrow keys waits for Enter or the form's apply
 * button (explicit-select.ts, WCAG 3.2.2). Without scripts the apply button does it. The form
 * around it is server-rendered and carries every other query value as hidden inputs.
 */
export function AutoSubmitSelect({ id, name, value, children, className = '' }: Props) {
  const { ref, onKeyDown, onChange } = useExplicitSelect(value);
  // A choice made before the page came alive had no handler yet: apply it now.
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.form?.requestSubmit();
  }, [value, ref]);
  return (
    <select
      ref={ref}
      id={id}
      name={name}
      // No restored choice on Back: it would look like a fresh pick and submit again.
      autoComplete="off"
      defaultValue={value}
      onKeyDown={onKeyDown}
      onChange={onChange}
      className={`h-9 rounded-md border border-slate-500 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </select>
  );
}
