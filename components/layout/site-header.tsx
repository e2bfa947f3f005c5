import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/common';
import { STORAGE } from '@/lib/browser/storage';
import { LANGS, localePath, toLocale } from '@/lib/i18n/config';
import type { CurrencyChoice } from '@/lib/format/currency';
import type { PageAddress, ShellData } from '@/lib/server/shell';
import { LINE_ADD_FRIEND, SALES_SITE } from '@/lib/site-links';
import { CurrencySwitch } from '@/components/currency/currency-switch';
import { CitySelect } from './city-select.client';
import { EscapeDetails } from './escape-details.client';
import { ChevronDownIcon, ClockIcon, HeartIcon, Logo } from './icons';
import { MobileMenu } from './mobile-menu.client';
import { StickyHeader } from './sticky-header.client';
import { StorageBadge } from './storage-badge.client';

/** Is `path` the menu item's page or one of its sub pages? */
function isCurrent(path: string, href: string): boolean {
  if (href === '/') return path === '/' || path === '/residences';
  const section = href.split('/').slice(0, 2).join('/');
  return path === href || path.startsWith(`${section}/`) || path === section;
}

/** A top-level menu link (app/globals.css, components layer). */
const menuLink = 'menu-link';

type Props = {
  lang: Lang;
  /** The active city, the cities and the magazines menu (the layout reads them). */
  shell: Pick<ShellData, 'city' | 'cities' | 'magazines'>;
  /** The page's own path and query, for the language, city and currency links. */
  address: PageAddress;
  /** The visitor's second currency, marked in the currency switch. */
  currency: CurrencyChoice;
};

export async function SiteHeader({ lang, shell, address, currency }: Props) {
  const t = await getTranslations('header');
  const nav = await getTranslations('nav');
  const common = await getTranslations('common');
  const { path, search } = address;
  const { city, cities, magazines } = shell;
  const badge = { one: t('badgeOne'), other: t.raw('badgeOther') as string };

  const switchHref = (to: Lang) => {
    const query = new URLSearchParams(search);
    if (query.has('language')) query.set('language', to);
    const qs = query.toString();
    return localePath(to, path) + (qs ? `?${qs}` : '');
  };
  const cityQuery = [...search].filter(([key]) => key !== 'cityId' && key !== 'city');
  // Residences and offices open the search of the header's city, as the support strip's search does.
  const inCity = city ? `?cityId=${city.cityId}` : '';
  const menu: { href: string; label: string; query?: string }[] = [
    { href: '/', label: nav('home') },
    { href: '/residences/search', label: nav('residences'), query: inCity },
    { href: '/offices/search', label: nav('offices'), query: inCity },
    { href: '/useful-information/all', label: nav('usefulInformation') },
    { href: '/blogs/all', label: nav('blog') },
  ];
  const menuAfterSale: { href: string; label: string }[] = [
    { href: '/for-owners', label: nav('forOwners') },
    { href: '/about-isn', label: nav('aboutCompany') },
  ];
  const item = (m: { href: string; label: string; query?: string }) => (
    <li key={m.href}>
      <a href={localePath(lang, m.href) + (m.query ?? '')} className={menuLink} aria-current={isCurrent(path, m.href) ? 'page' : undefined}>
        {m.label}
      </a>
    </li>
  );

  return (
    <StickyHeader>
      <header
        data-testid="site-header"
        data-print="hide"
        className="site-header"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
          {/* Named by its own (hidden) words, not aria-label: the name then holds the tagline too, and
              speech users can say the logo's visible words (WCAG 2.5.3). */}
          <a href={localePath(lang, '/')} className="mr-auto shrink-0 focus-visible:outline-2 focus-visible:outline-brand-600">
            <Logo />
            <span className="sr-only">{t('logoLabel')}</span>
            <span className="sr-only">{t('tagline')}</span>
          </a>

          <form method="get" action={localePath(lang, path)} className="flex items-center gap-1" data-testid="city-form">
            {cityQuery.map(([key, value], i) => (
              <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
            ))}
            <CitySelect id="header-city" name="cityId" label={t('city')} value={city?.cityId} options={cities} />
            {/* The no-JS submit, and with scripts the explicit apply of a keyboard-stepped city (explicit-select.ts). */}
            <button type="submit" data-apply-button="" className="rounded-md bg-brand-600 px-2 py-1 text-sm text-white">
              {t('cityChange')}
            </button>
          </form>

          <nav aria-label={t('language')} data-testid="language-switch">
            <ul className="flex overflow-hidden rounded-md border border-slate-300 text-sm">
              {LANGS.map((l) => (
                <li key={l}>
                  {/* The name is read in the page's language, the language's own name in that language
                      (WCAG 3.1.2): "Switch language to" is page text, only "日本語" is marked ja. */}
                  <a
                    href={switchHref(l)}
                    hrefLang={toLocale(l)}
                    aria-current={l === lang ? 'true' : undefined}
                    className="block px-2.5 py-1 text-slate-700 hover:bg-slate-100 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white"
                  >
                    {l === lang
                      ? t(`languageNames.${l}`)
                      : t.rich('switchTo', {
                          name: t(`languageNames.${l}`),
                          hidden: (words) => <span className="sr-only">{words}</span>,
                          other: (words) => <span lang={toLocale(l)}>{words}</span>,
                        })}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <CurrencySwitch lang={lang} address={address} chosen={currency} />

          {lang === 'jp' && (
            <a
              href={LINE_ADD_FRIEND}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="line-add-friend"
              className="inline-block rounded-md bg-[#047a34] px-2.5 py-1 text-sm font-semibold text-white hover:bg-[#036a2c]"
            >
              {/* On a phone the button reads just "LINE" (the header has no room for more); its name
                  is still the whole "LINEで友だち追加", which begins with the visible word (WCAG 2.5.3). */}
              <span aria-hidden="true" className="sm:hidden">
                {t('lineShort')}
              </span>
              <span className="sr-only sm:not-sr-only">{t('lineAddFriend')}</span>
              <span className="sr-only">{common('opensInNewTab')}</span>
            </a>
          )}

          <a href={localePath(lang, '/favorites')} className="relative p-1.5 text-slate-700 hover:text-brand-700" data-testid="favorites-link">
            <HeartIcon />
            <span className="sr-only">{t('favorites')}</span>
            <StorageBadge keys={[STORAGE.residencesLike, STORAGE.officesLike]} labels={badge} testId="favorites-badge" />
          </a>
          <a href={localePath(lang, '/histories')} className="relative p-1.5 text-slate-700 hover:text-brand-700" data-testid="histories-link">
            <ClockIcon />
            <span className="sr-only">{t('histories')}</span>
            <StorageBadge keys={[STORAGE.history]} labels={badge} testId="histories-badge" />
          </a>

          <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
            <nav aria-label={t('menu')} className="mx-auto max-w-7xl px-2 py-2 lg:px-0 lg:py-0">
              <ul className="flex flex-col lg:flex-row lg:flex-wrap lg:items-center lg:gap-1">
                {menu.map(item)}
                <li>
                  <a href={SALES_SITE[lang]} target="_blank" rel="noopener noreferrer" className={menuLink}>
                    {nav('forSale')}
                    <span className="sr-only">{common('opensInNewTab')}</span>
                  </a>
                </li>
                {menuAfterSale.map(item)}
                {magazines.length > 0 && (
                  <li>
                    <EscapeDetails className="group relative">
                      <summary className={`${menuLink} flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden`}>
                        {nav('magazine')}
                        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
                      </summary>
                      <ul className="z-10 min-w-56 rounded-md bg-white py-1 lg:absolute lg:right-0 lg:mt-1 lg:border lg:border-slate-200 lg:shadow-lg" data-testid="magazine-menu">
                        {magazines.map((m) => (
                          <li key={m.id}>
                            <a href={m.url} target="_blank" rel="noopener" type="application/pdf" className="menu-sub">
                              {nav('magazineItem', { name: m.title })}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </EscapeDetails>
                  </li>
                )}
              </ul>
            </nav>
          </MobileMenu>
        </div>
      </header>
    </StickyHeader>
  );
}
