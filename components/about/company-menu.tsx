import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import { MENU_GROUPS, MENU_LINKS, type MenuPage } from '@/lib/about/pages';
import { localePath } from '@/lib/i18n/config';

type Props = { lang: Lang; current: MenuPage; /** Only the phone menu (pages with their own wide layout). */ mobileOnly?: boolean };

const MENU_TITLES: Record<string, true> = Object.fromEntries(MENU_GROUPS.flatMap((g) => g.pages.map((p) => [p, true] as const)));
type MenuTitle = (typeof MENU_GROUPS)[number]['pages'][number];

const href = (lang: Lang, page: string) => localePath(lang, `/about-isn/${page}`);

function linkClass(active: boolean) {
  return `block rounded-md px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${
    active ? 'border-l-4 border-brand-700 bg-brand-50 font-bold text-brand-800' : 'text-slate-700 hover:bg-slate-50 hover:text-brand-700'
  }`;
}

/**
 * The company menu: two groups (company overview; group) and direct links to the news
 * release and contact us, the current page marked by a bar, bold text and aria-current. On phones
 * it is a native <details> menu whose groups fold (the current page's group open); from the lg
 * breakpoint a sidebar. Both work without scripts.
 */
export async function CompanyMenu({ lang, current, mobileOnly = false }: Props) {
  const t = await getTranslations('about');
  const item = (page: string) => (
    <li key={page}>
      <a href={href(lang, page)} aria-current={page === current ? 'page' : undefined} className={linkClass(page === current)}>
        {page in MENU_TITLES ? t(`pages.${page as MenuTitle}.title`) : t(`links.${page as (typeof MENU_LINKS)[number]}`)}
      </a>
    </li>
  );
  const links = <ul className="mt-2 space-y-1 border-t border-slate-200 pt-2">{MENU_LINKS.map(item)}</ul>;
  return (
    <>
      <nav aria-label={t('menuLabel')} className="lg:hidden" data-testid="company-menu-mobile">
        <details className="group/menu rounded-xl border border-slate-200 bg-white">
          <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {t('menuToggle')}
            <span aria-hidden="true" className="transition group-open/menu:rotate-180">
              ▾
            </span>
          </summary>
          <div className="px-2 pb-3">
            {MENU_GROUPS.map((group) => (
              <details key={group.key} open={(group.pages as readonly string[]).includes(current)} className="group/g" data-testid={`company-group-${group.key}`}>
                <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                  {t(`groups.${group.key}`)}
                  <span aria-hidden="true" className="transition group-open/g:rotate-45">
                    +
                  </span>
                </summary>
                <ul className="space-y-1 pl-2">{group.pages.map(item)}</ul>
              </details>
            ))}
            {links}
          </div>
        </details>
      </nav>
      {!mobileOnly && (
        <nav aria-label={t('menuLabel')} className="hidden lg:block" data-testid="company-menu-desktop">
          {MENU_GROUPS.map((group) => (
            <div key={group.key} className="mb-4">
              <p className="px-3 text-xs font-bold tracking-wide text-slate-600 uppercase">{t(`groups.${group.key}`)}</p>
              <ul className="mt-1 space-y-1">{group.pages.map(item)}</ul>
            </div>
          ))}
          {links}
        </nav>
      )}
    </>
  );
}
