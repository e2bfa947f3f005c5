import { LANGS, type Lang } from '@/lib/api/lang';

/**
 * Languages as the URL spells them (`en`, `jp`) and as BCP 47 does (`en`, `ja`): the prefix is the
 * addresses', the locale is what <html lang>, Intl and hreflang need.
 */
export { LANGS, type Lang };
export const DEFAULT_LANG: Lang = 'en';
export type Locale = 'en' | 'ja';
/** The site's one time zone: dates and times are Vietnam's wherever the server runs. */
export const TIME_ZONE = 'Asia/Ho_Chi_Minh';

export const LANGUAGE_COOKIE = 'language';
export const CITY_COOKIE = 'LOCATION_CITY';
/** A year: long enough to remember a visitor's choice, short enough to expire with the visitor. */
export const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'jp';
}

export function toLocale(lang: Lang): Locale {
  return lang === 'jp' ? 'ja' : 'en';
}

export function toLang(locale: string): Lang {
  return locale === 'ja' || locale === 'jp' ? 'jp' : 'en';
}

/** The `?city=` values (hanoi, hcm, …) and the fixed ids they stand for. */
export const CITY_SLUGS = { hanoi: 1, hcm: 2, danang: 3, haiphong: 4 } as const;
export type CitySlug = keyof typeof CITY_SLUGS;

/** `/residences` → `/jp/residences`; the root is `/jp`. */
export function localePath(lang: Lang, path: string): string {
  const clean = path === '' || path === '/' ? '' : path.startsWith('/') ? path : `/${path}`;
  return `/${lang}${clean}`;
}

/** Splits `/jp/residences?x=1` into its language (if prefixed) and the unprefixed rest. */
export function splitPrefix(pathname: string): { lang: Lang | undefined; rest: string } {
  const match = /^\/(en|jp)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { lang: undefined, rest: pathname || '/' };
  return { lang: match[1] as Lang, rest: match[2] || '/' };
}
