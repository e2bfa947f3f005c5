'use client';
import { useTranslations } from 'next-intl';
import { pagerItems } from '@/components/ui/pager';

type Props = { current: number; pageCount: number; onPage: (page: number) => void; label: string };

const cell = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';

function screens(item: { mobile: boolean; desktop: boolean }): string {
  if (item.mobile && item.desktop) return '';
  return item.desktop ? 'max-sm:hidden' : 'sm:hidden';
}

/**
 * The pager of components/ui/pagination.tsx with buttons instead of links: these lists live in the
 * browser, so a page is client state, not an address.
 */
export function SavedPagination({ current, pageCount, onPage, label }: Props) {
  const t = useTranslations('pagination');
  if (pageCount <= 1) return null;
  const arrow = (target: number, text: string, glyph: string, enabled: boolean, rel: 'prev' | 'next') => (
    <button
      type="button"
      disabled={!enabled}
      onClick={() => onPage(target)}
      aria-label={text}
      data-testid={`saved-pagination-${rel}`}
      className={`${cell} ${enabled ? 'border-slate-300 text-slate-700 hover:bg-slate-50' : 'border-slate-200 text-slate-300'} focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
  return (
    <nav aria-label={label} data-testid="saved-pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{arrow(current - 1, t('previous'), '‹', current > 1, 'prev')}</li>
        {pagerItems(current, pageCount).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className={`px-1 text-slate-500 ${screens(item)}`}>
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('gap')}</span>
            </li>
          ) : (
            <li key={item.page} className={screens(item)}>
              <button
                type="button"
                onClick={() => onPage(item.page)}
                aria-label={t('page', { page: item.page })}
                aria-current={item.current ? 'page' : undefined}
                className={`${cell} ${item.current ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'} focus-visible:outline-2 focus-visible:outline-brand-600`}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>{arrow(current + 1, t('next'), '›', current < pageCount, 'next')}</li>
      </ul>
    </nav>
  );
}
