import { NextResponse, type NextRequest } from 'next/server';
import {
  CITY_COOKIE,
  CITY_SLUGS,
  COOKIE_MAX_AGE,
  LANGUAGE_COOKIE,
  isLang,
  langFromAcceptLanguage,
  splitPrefix,
  toLocale,
  type CitySlug,
  type Lang,
} from '@/lib/i18n/config';
import { NOT_A_PAGE, NOT_FOUND_HEADER, NOT_FOUND_PATH, isKnownRoute } from '@/lib/i18n/routes';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';


/**
 * Language rules of SPEC §4 and the headers every response carries. No database access here:
 * this runs before every request and must stay cheap.
 *
 * - `/en/…`, `/jp/…`: the prefix decides, and is remembered in the language cookie.
 * - Anything else: the cookie, else Accept-Language, else English. Japanese is redirected (307) to
 *   its `/jp` address; English is served at the same address (rewritten to `/en/…`).
 * - A path that is none of the site's routes (lib/i18n/routes.ts; `/normal/{slug}` only with a
 *   prefix) is rendered by the catch-all not-found page with status 404.
 * - `?city=hanoi|hcm|danang|haiphong` or `?cityId=N` sets the city cookie, and the request carries
 *   the new value so the first HTML is already for that city.
 */

const BENCH_PAGE = '/bench/bare';

const MAX_CITY_ID = 2_147_483_647;

function cityFromQuery(search: URLSearchParams): string | undefined {
  const slug = search.get('city')?.trim().toLowerCase();
  if (slug && slug in CITY_SLUGS) return String(CITY_SLUGS[slug as CitySlug]);
  const id = search.get('cityId')?.trim();
  if (id && /^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= MAX_CITY_ID) return String(Number(id));
  return undefined;
}

function secureCookies(req: NextRequest) {
  return req.nextUrl.protocol === 'https:' || (process.env.SITE_URL ?? '').startsWith('https:');
}

function withHeaders(res: NextResponse, csp: string | undefined): NextResponse {
  for (const [name, value] of Object.entries(securityHeaders(process.env.SITE_URL))) res.headers.set(name, value);
  if (csp) res.headers.set('Content-Security-Policy', csp);
  return res;
}

export function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  // The measurement scripts' baseline page, only on a server started for them (app/bench).
  if (pathname === BENCH_PAGE && process.env.BENCH_PAGES === '1') return withHeaders(NextResponse.next(), undefined);
  if (NOT_A_PAGE.test(pathname)) return withHeaders(NextResponse.next(), undefined);

  const prefixed = splitPrefix(pathname);
  const cookieLang = req.cookies.get(LANGUAGE_COOKIE)?.value;
  const storedLang = isLang(cookieLang) ? cookieLang : undefined;
  let lang: Lang;
  let target: string;
  if (prefixed.lang) {
    lang = prefixed.lang;
    target = pathname;
  } else {
    lang = storedLang ?? langFromAcceptLanguage(req.headers.get('accept-language')) ?? 'en';
    if (lang === 'jp') {
      const url = req.nextUrl.clone();
      url.pathname = `/jp${pathname === '/' ? '' : pathname}`;
      return withHeaders(NextResponse.redirect(url, 307), undefined);
    }
    target = `/en${pathname === '/' ? '' : pathname}`;
  }
  const unknown = !isKnownRoute(prefixed.lang ? prefixed.rest : pathname, Boolean(prefixed.lang));
  if (unknown) target = `/${lang}${NOT_FOUND_PATH}`;

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV !== 'production');
  const headers = new Headers(req.headers);
  headers.set('x-nonce', nonce);
  // next-intl reads the request's locale from this header wherever setRequestLocale is not in scope.
  headers.set('X-NEXT-INTL-LOCALE', toLocale(lang));
  // Next reads the nonce from the request's policy and puts it on its own scripts.
  headers.set('Content-Security-Policy', csp);
  // The layout needs the unprefixed path and query for the language switch and the city form.
  headers.set('x-page-path', prefixed.lang ? prefixed.rest : pathname);
  headers.set('x-page-search', search);
  if (unknown) headers.set(NOT_FOUND_HEADER, '1');

  const city = cityFromQuery(req.nextUrl.searchParams);
  if (city) {
    const others = req.cookies.getAll().filter((c) => c.name !== CITY_COOKIE);
    headers.set('cookie', [...others.map((c) => `${c.name}=${encodeURIComponent(c.value)}`), `${CITY_COOKIE}=${city}`].join('; '));
  }

  const init = { request: { headers } };
  // Next keeps the status of a rewrite when the page renders normally, so unknown paths get a 404.
  const res =
    target === pathname ? NextResponse.next(init) : NextResponse.rewrite(new URL(target + search, req.url), { ...init, status: unknown ? 404 : undefined });
  const cookie = { path: '/', maxAge: COOKIE_MAX_AGE, sameSite: 'lax' as const, secure: secureCookies(req) };
  // The language cookie is only read by the server: HttpOnly. The city cookie stays readable because
  // the browser restores a city chosen earlier (stored locally) into it (components/layout/client-boot).
  if (prefixed.lang && storedLang !== lang) res.cookies.set(LANGUAGE_COOKIE, lang, { ...cookie, httpOnly: true });
  if (city && req.cookies.get(CITY_COOKIE)?.value !== city) res.cookies.set(CITY_COOKIE, city, cookie);
  return withHeaders(res, csp);
}

export const config = {
  // Everything except Next's own assets and dev channels (static files carry their own headers).
  matcher: ['/((?!_next/).*)'],
};
