import type { ReactNode } from 'react';

type Props = { id: string; title: string; more?: { href: string; label: string; mobileOnly?: boolean }; children: ReactNode; tone?: 'white' | 'muted' };

/** A home block with its heading and an optional "show more" link. */
export function HomeSection({ id, title, more, children, tone = 'white' }: Props) {
  return (
    <section aria-labelledby={id} className={`defer-render py-10 ${tone === 'muted' ? 'bg-slate-50' : ''}`} data-testid={id}>
      <div className="mx-auto max-w-7xl px-4">
        <div className="mb-5 flex items-end justify-between gap-4">
          <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {title}
          </h2>
          {more && (
            <a href={more.href} className={`shrink-0 text-sm font-medium text-brand-700 underline-offset-4 hover:underline ${more.mobileOnly ? 'sm:hidden' : ''}`}>
              {more.label}
            </a>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
