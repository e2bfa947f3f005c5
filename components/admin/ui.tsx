import type { ReactNode } from 'react';

/**
 * The back office's few shared pieces, server-rendered: page heading, notices and the classes its
 * forms and tables use. Areas build on these so that every page looks and reads alike.
 */
export const inputClass =
  'block w-full rounded border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-700 aria-[invalid=true]:border-red-700';
export const labelClass = 'mb-1 block text-sm font-medium text-slate-800';
export const buttonClass =
  'inline-flex min-h-10 items-center justify-center rounded bg-teal-800 px-4 py-2 text-sm font-semibold text-white hover:bg-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 aria-disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex min-h-10 items-center justify-center rounded border border-slate-500 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800';
export const dangerButtonClass =
  'inline-flex min-h-10 items-center justify-center rounded bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700';
export const tableClass = 'w-full border-collapse text-left text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-3 [&_td]:py-2 [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold';
export const fieldErrorClass = 'mt-1 text-sm text-red-700';

export function PageHeading({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {lead && <p className="mt-1 max-w-prose text-slate-700">{lead}</p>}
      </div>
      {children}
    </div>
  );
}

export function Notice({ kind, children, id }: { kind: 'success' | 'error'; children: ReactNode; id?: string }) {
  const colours = kind === 'success' ? 'border-green-700 bg-green-50 text-green-900' : 'border-red-700 bg-red-50 text-red-900';
  return (
    <div id={id} role={kind === 'error' ? 'alert' : 'status'} className={`mb-4 rounded border-l-4 px-4 py-3 text-sm ${colours}`}>
      {children}
    </div>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-8 rounded border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * A wide table that may scroll sideways inside the page on a phone: a labelled region that takes
 * focus, so a keyboard user can scroll it too, and the page itself never scrolls sideways.
 */
export function ScrollRegion({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-800 ${className}`}>
      {children}
    </div>
  );
}

/** The ids a field's hint and error carry (`<id>-hint`, `<id>-error`), as its aria-describedby names them. */
export function describedByOf(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A form field's hint and its error message, under the field (see describedByOf). */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      )}
    </>
  );
}
