import { getTranslations } from '@/lib/i18n/translations';
import { clampPage, pagerItems } from './pager';

type Props = {
  current: number;
  pageCount: number;
  /** The address of a page: plain links, so paging works without scripts and lands at the top. */
  href: (page: number) => string;
};

const cell = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';

/** Which screens an item shows on: two margin pages from 640px up, one below. */
function screens(item: { mobile: boolean; desktop: boolean }): string | undefined {
  if (item.mobile && item.desktop) return undefined;
  return item.desktop ? 'max-sm:hidden' : 'sm:hidden';
}

/**
 * The pager of every paged list (its links mark the next page to focus its results heading, results-focus.tsx): previous, one page around the current one, two
 * margin pages at each end (one on mobile), next. Nothing renders for a single page.
 */
export async function Pagination({ current, pageCount, href }: Props) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('pagination');
  // A page past the end (an old link) still offers the way back into the results.
  const page = clampPage(current, pageCount);
  const exact = page === current;
  const arrow = (target: number, label: string, glyph: string, enabled: boolean, rel: 'prev' | 'next') =>
    enabled ? (
      <a href={href(target)} rel={rel} data-results-nav="" aria-label={label} className={`${cell} border-slate-300 text-slate-700 hover:bg-slate-50`} data-testid={`pagination-${rel}`}>
        <span aria-hidden="true">{glyph}</span>
      </a>
    ) : (
      <span aria-hidden="true" className={`${cell} border-slate-200 text-slate-300`}>
        {glyph}
      </span>
    );
  return (
    <nav aria-label={t('label')} data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{arrow(exact ? page - 1 : page, t('previous'), '‹', current > 1, 'prev')}</li>
        {pagerItems(page, pageCount).map((item) => {
          if (item.kind === 'gap') {
            return (
              <li key={item.key} className={`px-1 text-slate-500 ${screens(item) ?? ''}`}>
                <span aria-hidden="true">…</span>
                <span className="sr-only">{t('gap')}</span>
              </li>
            );
          }
          const active = item.current && exact;
          return (
            <li key={item.page} className={screens(item)}>
              <a
                href={href(item.page)}
                data-results-nav=""
                aria-label={t('page', { page: item.page })}
                aria-current={active ? 'page' : undefined}
                className={`${cell} ${active ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
              >
                {item.page}
              </a>
            </li>
          );
        })}
        <li>{arrow(page + 1, t('next'), '›', current < pageCount, 'next')}</li>
      </ul>
    </nav>
  );
}
