import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@/lib/forms/guard';

/**
 * Every form's honeypot: a text field off the screen, hidden from assistive technology
 * and out of the tab order, so people leave it empty while scripts that fill in every field they
 * find fill it too. The server refuses a post in which it is filled (lib/server/submissions/guard.ts).
 * Plain markup, so the server's copy of a form (the footer's newsletter) has it as well.
 */
export function Honeypot({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute top-0 -left-[10000px] size-px overflow-hidden">
      <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
