import { stringifyCookie } from 'next/dist/compiled/@edge-runtime/cookies';
import { CURRENCY_COOKIE, CURRENCY_QUERY, isCurrencyChoice, type CurrencyChoice } from '@/lib/format/currency';
import { CITY_COOKIE, CITY_SLUGS, COOKIE_MAX_AGE, LANGUAGE_COOKIE, type CitySlug, type Lang } from './config';

/**
 * The cookies a page response sets, as a function of the request alone: the middleware sets them
 * on a render, and the page cache (lib/cache/page-server.ts), which never stores a response's
 * Set-Cookie, sets the same ones on every answer it gives from memory.
 *
 * - The language cookie, when a prefixed address names another language than the cookie holds.
 *   Only the server reads it: HttpOnly.
 * - The city cookie, when `?city=hanoi|hcm|danang|haiphong` or `?cityId=N` names another city than
 *   the cookie holds. It stays readable because the browser restores a city chosen earlier (stored
 *   locally) into it (components/layout/client-boot.client.tsx).
 * - The currency cookie (approximate yen or dong beside USD prices), when
 *   `?currency=none|jpy|vnd` (the header's switch) names another choice than the cookie holds.
 *   Only the server reads it: HttpOnly.
 */
export type PageCookie = { name: string; value: string; httpOnly: boolean };

const MAX_CITY_ID = 2_147_483_647;

/** The city a page's query chooses, as the cookie's value (the city id). */
export function cityFromQuery(search: URLSearchParams): string | undefined {
  const slug = search.get('city')?.trim().toLowerCase();
  if (slug && slug in CITY_SLUGS) return String(CITY_SLUGS[slug as CitySlug]);
  // An id as the site writes one (the API's integers: no spaces, sign or leading zeros).
  const id = search.get('cityId');
  if (id && /^[1-9]\d{0,9}$/.test(id) && Number(id) <= MAX_CITY_ID) return id;
  return undefined;
}

/** The second currency a page's query chooses (the switch's links), if it names a valid one. */
export function currencyFromQuery(search: URLSearchParams): CurrencyChoice | undefined {
  const value = search.get(CURRENCY_QUERY)?.trim().toLowerCase();
  return isCurrencyChoice(value) ? value : undefined;
}

export function pageCookies(input: {
  /** The language of the address's prefix; undefined for an unprefixed address. */
  prefixLang: Lang | undefined;
  /** The language cookie as the request sent it (any value). */
  cookieLang: string | undefined;
  search: URLSearchParams;
  cookieCity: string | undefined;
  /** The currency cookie as the request sent it (any value). */
  cookieCurrency?: string | undefined;
}): PageCookie[] {
  const cookies: PageCookie[] = [];
  if (input.prefixLang && input.cookieLang !== input.prefixLang) cookies.push({ name: LANGUAGE_COOKIE, value: input.prefixLang, httpOnly: true });
  const city = cityFromQuery(input.search);
  if (city && input.cookieCity !== city) cookies.push({ name: CITY_COOKIE, value: city, httpOnly: false });
  const currency = currencyFromQuery(input.search);
  if (currency && input.cookieCurrency !== currency) cookies.push({ name: CURRENCY_COOKIE, value: currency, httpOnly: true });
  return cookies;
}

/** The options every page cookie is set with; Secure over https or when the site is https. */
export function cookieOptions(secure: boolean) {
  return { path: '/', maxAge: COOKIE_MAX_AGE, sameSite: 'lax' as const, secure };
}

/** A Set-Cookie header value for one page cookie, written as the middleware's NextResponse writes it. */
export function serializeCookie(cookie: PageCookie, secure: boolean): string {
  return stringifyCookie({ name: cookie.name, value: cookie.value, ...cookieOptions(secure), httpOnly: cookie.httpOnly });
}
