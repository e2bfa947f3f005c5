import type { Ref } from 'react';

/** What was stored, in words already translated and dates already written (see ./summary.ts). */
export type SummaryWords = {
  title: string;
  lead: string;
  listings: { id: number; name: string; href?: string; times: string[]; other?: { label: string; text: string } }[];
  rows: { label: string; value: string }[];
  confirm: string;
};

/**
 * A booking's summary after it was stored: each listing with its times in order of preference (or
 * the visitor's "another time"), who comes and in which language, and that the agency confirms by
 * mail. Plain markup, shared by the dialogs and the booking page (scripts off).
 */
export function SummaryView({ words, headingRef, headingLevel = 'h3' }: { words: SummaryWords; headingRef?: Ref<HTMLHeadingElement>; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby="viewing-summary-title" className="grid gap-4" data-testid="viewing-summary">
      <div className="rounded-md border-l-4 border-green-700 bg-green-50 px-4 py-3">
        <Heading id="viewing-summary-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-green-900 focus:outline-none">
          {words.title}
        </Heading>
        <p className="mt-1 text-sm text-green-900">{words.lead}</p>
      </div>
      <ul className="grid gap-3">
        {words.listings.map((listing) => (
          <li key={listing.id} className="rounded-md border border-slate-200 p-3" data-testid="viewing-summary-item" data-id={listing.id}>
            <p className="font-semibold text-slate-900">{listing.href ? <a href={listing.href}>{listing.name}</a> : listing.name}</p>
            {listing.times.length > 0 && (
              <ol className="mt-1 grid gap-0.5 text-sm text-slate-800">
                {listing.times.map((time) => (
                  <li key={time} data-testid="viewing-summary-time">
                    {time}
                  </li>
                ))}
              </ol>
            )}
            {listing.other && (
              <p className="mt-1 text-sm text-slate-800">
                <span className="font-medium">{listing.other.label}: </span>
                <span className="whitespace-pre-line">{listing.other.text}</span>
              </p>
            )}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {words.rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-slate-600">{row.label}</dt>
            <dd className="font-medium text-slate-900" data-testid="viewing-summary-row">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">{words.confirm}</p>
    </section>
  );
}
