import type { ReactNode } from 'react';

type Props = { id: string; title: string; text: string; more: { href: string; label: string }; children?: ReactNode };

/** One category on the useful-information index: its title, a line of text, a short preview and a link to the page. */
export function PreviewCard({ id, title, text, more, children }: Props) {
  return (
    <section aria-labelledby={`preview-${id}`} className="flex flex-col rounded-xl border border-slate-200 p-5 sm:p-6" data-testid="useful-preview" data-category={id}>
      <h2 id={`preview-${id}`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-700">{text}</p>
      {children && <div className="mt-3 flex-1">{children}</div>}
      <p className="mt-5">
        <a href={more.href} className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          {more.label} <span aria-hidden="true">→</span>
        </a>
      </p>
    </section>
  );
}
