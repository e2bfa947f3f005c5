import { NextResponse, type NextRequest } from 'next/server';
import { langFromAcceptLanguage } from '@/lib/i18n/accept-language';
import { CITY_COOKIE, LANGUAGE_COOKIE, isLang, splitPrefix, toLocale, type Lang } from '@/lib/i18n/config';
import { CURRENCY_COOKIE } from '@/lib/format/currency';
import { cityFromQuery, cookieOptions, currencyFromQuery, pageCookies } from '@/lib/i18n/page-cookies';
import { NOT_FOUND_HEADER } from '@/lib/cache/page-reads';
import { NOT_A_PAGE, NOT_FOUND_PATH, isKnownRoute } from '@/lib/i18n/routes';
import { STAFF_LANG_COOKIE } from '@/lib/admin/language';
import { refusalAnswer } from '@/lib/admin/refusal';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';
import { refuseActionPost } from '@/lib/security/server-actions';


/**
 * The language rules (path prefix, cookie) and the headers every response carries. No database
 * access here: this runs before every request and must stay cheap.
 *
 * - `/en/…`, `/jp/…`: the prefix decides, and is remembered in the language cookie.
 * - Anything else: the cookie, else Accept-Language, else English. Japanese is redirected (307) to
 *   its `/jp` address; English is served at the same address (rewritten to `/en/…`).
 * - A path that is none of the site's routes (lib/i18n/routes.ts; `/normal/{slug}` only with a
 *   prefix) is rendered by the catch-all not-found page with status 404.
 * - `?city=hanoi|hcm|danang|haiphong` or `?cityId=N` sets the city cookie, and the request carries
 *   the new value so the first HTML is already for that city. `?currency=none|jpy|vnd` does the
 *   same for the second currency (the header's switch, a plain link, so it works without scripts).
 */

const BENCH_PAGE = '/bench/bare';
/** The staff back office: no language prefix (staff choose theirs), never indexed. */
const ADMIN = /^\/admin(?:\/|$)/;

function secureCookies(req: NextRequest) {
  return req.nextUrl.protocol === 'https:' || (process.env.SITE_URL ?? '').startsWith('https:');
}

function withHeaders<R extends Response>(res: R, csp: string | undefined): R {
  for (const [name, value] of Object.entries(securityHeaders(process.env.SITE_URL))) res.headers.set(name, value);
  if (csp) res.headers.set('Content-Security-Policy', csp);
  return res;
}

export function middleware(req: NextRequest): NextResponse | Promise<Response> {
  const { pathname, search } = req.nextUrl;
  // The measurement scripts' baseline page, only on a server started for them (app/bench).
  if (pathname === BENCH_PAGE && process.env.BENCH_PAGES === '1') return withHeaders(NextResponse.next(), undefined);
  if (NOT_A_PAGE.test(pathname)) return withHeaders(NextResponse.next(), undefined);
  if (ADMIN.test(pathname)) return req.method === 'POST' ? adminPost(req) : adminRequest(req);

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

  const chosen = [
    [CITY_COOKIE, cityFromQuery(req.nextUrl.searchParams)],
    [CURRENCY_COOKIE, currencyFromQuery(req.nextUrl.searchParams)],
  ].filter((c): c is [string, string] => c[1] !== undefined);
  if (chosen.length) {
    const others = req.cookies.getAll().filter((c) => !chosen.some(([name]) => name === c.name));
    headers.set('cookie', [...others.map((c) => `${c.name}=${encodeURIComponent(c.value)}`), ...chosen.map(([name, value]) => `${name}=${value}`)].join('; '));
  }

  const init = { request: { headers } };
  // Next keeps the status of a rewrite when the page renders normally, so unknown paths get a 404.
  const res =
    target === pathname ? NextResponse.next(init) : NextResponse.rewrite(new URL(target + search, req.url), { ...init, status: unknown ? 404 : undefined });
  // The page cache sets the same cookies on the answers it keeps (it never stores a Set-Cookie).
  const options = cookieOptions(secureCookies(req));
  const cookies = pageCookies({ prefixLang: prefixed.lang, cookieLang, search: req.nextUrl.searchParams, cookieCity: req.cookies.get(CITY_COOKIE)?.value, cookieCurrency: req.cookies.get(CURRENCY_COOKIE)?.value });
  for (const cookie of cookies) res.cookies.set(cookie.name, cookie.value, { ...options, httpOnly: cookie.httpOnly });
  return withHeaders(res, csp);
}

/**
 * A back-office POST (a server action): refused here, with a 4xx and a message, when it comes from
 * another site or its body is too large or not a server action's (lib/security/server-actions.ts);
 * Next's action handler would answer each with a 500.
 */
async function adminPost(req: NextRequest): Promise<Response> {
  const refusal = await refuseActionPost(req, process.env.SITE_URL);
  if (!refusal) return adminRequest(req);
  console.warn(`[admin] ${refusal.status} POST ${JSON.stringify(req.nextUrl.pathname.slice(0, 200))}: ${refusal.why}`);
  return withHeaders(refusalAnswer(refusal, req.headers, req.cookies.get(STAFF_LANG_COOKIE)?.value), undefined);
}

/** A back-office request: the nonce and policy every page gets, and a noindex header; no language rules. */
function adminRequest(req: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce, process.env.NODE_ENV !== 'production');
  const headers = new Headers(req.headers);
  headers.set('x-nonce', nonce);
  headers.set('Content-Security-Policy', csp);
  headers.set('x-page-path', req.nextUrl.pathname);
  // With the query, so that sign-in returns to a filtered list as it was.
  headers.set('x-page-search', req.nextUrl.search);
  const res = withHeaders(NextResponse.next({ request: { headers } }), csp);
  res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  res.headers.set('Cache-Control', 'private, no-store');
  return res;
}

export const config = {
  // Everything except Next's own assets and dev channels (static files carry their own headers),
  // the API and the back office's photo uploads (/admin/photos): Next buffers the body of every
  // request the middleware sees, up to one limit for all (next.config.ts), which the back office's
  // server actions need at megabytes; the API's routes and the uploads read and bound their bodies
  // themselves (the JSON forms 32 kB, lib/server/submissions/body.ts), and the middleware put
  // nothing on the API's answers but the security headers, which the production server puts on
  // every response (scripts/serve.ts).
  matcher: ['/((?!_next/|api(?:/|$)|admin/photos).*)'],
};
