import { getTranslations } from 'next-intl/server';
import { pageLinks } from './paging';

type Props = {
  current: number;
  pageCount: number;
  /** The address of a page; plain links, so paging works without scripts and can be crawled. */
  href: (page: number) => string;
};

const cell = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border px-3 text-sm font-medium';

/**
 * Pagination of SPEC §9: one page around the current one, two at each end, previous and next.
 * Nothing renders for a single page.
 */
export async function Pagination({ current, pageCount, href }: Props) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('projects.pagination');
  const links = pageLinks(current, pageCount);
  const arrow = (page: number, label: string, glyph: string, enabled: boolean) => {
    if (!enabled) {
      return (
        <span aria-hidden="true" className={`${cell} border-slate-200 text-slate-300`}>
          {glyph}
        </span>
      );
    }
    return (
      <a href={href(page)} rel={page < current ? 'prev' : 'next'} aria-label={label} className={`${cell} border-slate-300 text-slate-700 hover:bg-slate-50`}>
        <span aria-hidden="true">{glyph}</span>
      </a>
    );
  };
  return (
    <nav aria-label={t('label')} data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>{arrow(current - 1, t('previous'), '‹', current > 1)}</li>
        {links.map((link) => {
          if (link.kind === 'gap') {
            return (
              <li key={link.key} className="px-1 text-slate-500">
                <span aria-hidden="true">…</span>
                <span className="sr-only">{t('gap')}</span>
              </li>
            );
          }
          return (
            <li key={link.page}>
              <a
                href={href(link.page)}
                aria-label={t('page', { page: link.page })}
                aria-current={link.current ? 'page' : undefined}
                className={`${cell} ${link.current ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
              >
                {link.page}
              </a>
            </li>
          );
        })}
        <li>{arrow(current + 1, t('next'), '›', current < pageCount)}</li>
      </ul>
    </nav>
  );
}
