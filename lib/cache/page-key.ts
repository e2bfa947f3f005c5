import { CURRENCY_COOKIE, isCurrencyChoice } from '@/lib/format/currency';
import { CITY_COOKIE, LANGUAGE_COOKIE, langFromAcceptLanguage, splitPrefix } from '@/lib/i18n/config';
import { NOT_A_PAGE, routeQuery } from '@/lib/i18n/routes';

/**
 * Which page requests the production server may answer from its page cache, and under which key.
 *
 * A page of this site is a function of its address (path and query) and of what the middleware
 * reads besides: the language cookie, the city cookie, the currency cookie (bounded: a value that is
 * not one of its three choices counts as none given, as the page reads it), Accept-Language (only for an address
 * without a language prefix) and the scheme the balancer reports (cookies are Secure over https;
 * plain http is redirected when the site is https). The key holds exactly
 * these, so that every response stored under one key is the one the middleware and the page would
 * produce for any request with that key; only the CSP nonce differs, and the cache puts a fresh one
 * in every response (and the cookies, which it never stores: lib/i18n/page-cookies.ts).
 *
 * The address counts by the query parameters its page reads (lib/i18n/routes.ts), in one order:
 * others are dropped, and the page is rendered for that canonical address, so a flood of made-up
 * parameters is answered from memory instead of forcing a render each.
 *
 * Not cached: the back office and previews (they depend on the staff session), anything but GET, Next's own assets and the API, files and images, and the requests
 * Next's client router makes for React Server Component payloads (navigations, prefetches).
 * The API's read endpoints have a key of their own (`apiCacheKey`).
 */
type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

/** The measurement scripts' baseline page (app/bench) is measured bare, never from the cache. */
const BENCH = /^\/bench(?:\/|$)/;
/**
 * Pages that depend on who asks, never kept: the staff back office, and the preview of an
 * unpublished listing (shown only to a signed-in staff member), and an alert's management page
 * (a signed link: it changes with the person's own actions on it).
 */
const PRIVATE_PAGE = /^\/admin(?:\/|$)|\/isPreview\/?$|^(?:\/(?:en|jp))?\/alerts\/manage\/?$/;
/** An API read of a preview: answered only to staff, never kept. */
const PREVIEW_QUERY = /[?&]isPreview=/i;
/** Headers of Next's client router: the answer is an RSC payload, not the page's HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** Longer addresses are rare and not worth keeping (and bound the key's size). */
const MAX_URL = 2048;
const MAX_COOKIE_VALUE = 64;

function header(req: RequestLike, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The value of one cookie in a Cookie header, read the way Next's request cookies read it (the
 * middleware and the pages see it through them): pairs split on ';' and following spaces, the
 * last pair of a name wins, a pair without '=' means "true", a value that does not URI-decode is
 * skipped.
 */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  let value: string | undefined;
  for (const pair of cookieHeader.split(/; */)) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    if (eq === -1) {
      if (pair === name) value = 'true';
      continue;
    }
    if (pair.slice(0, eq) !== name) continue;
    try {
      value = decodeURIComponent(pair.slice(eq + 1));
    } catch {
      /* skipped, as Next skips it */
    }
  }
  return value;
}

/** A GET of a local address short enough to keep, split at its query; undefined for anything else. */
function keptGet(req: RequestLike): { url: string; pathname: string; query: number } | undefined {
  if (req.method !== 'GET' || !req.url || req.url.length > MAX_URL || !req.url.startsWith('/')) return undefined;
  const query = req.url.indexOf('?');
  return { url: req.url, pathname: query < 0 ? req.url : req.url.slice(0, query), query };
}

/**
 * The address with only the query parameters its page reads, in the order the route lists them
 * (a parameter's repeated values keep theirs). Unknown paths render the not-found page, which
 * reads none.
 */
export function canonicalPageUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pathname = url.slice(0, at);
  const split = splitPrefix(pathname);
  const names = routeQuery(split.rest, split.lang !== undefined) ?? [];
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of names) for (const value of given.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export type PageRequest = { key: string; url: string };

/** The key of a cacheable page request and the canonical address its page is rendered for. */
export function pageRequest(req: RequestLike): PageRequest | undefined {
  const get = keptGet(req);
  if (!get) return undefined;
  const { pathname, query } = get;
  if (NOT_A_PAGE.test(pathname) || BENCH.test(pathname) || PRIVATE_PAGE.test(pathname)) return undefined;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
  if (query >= 0 && /(?:^|&)_rsc=/.test(get.url.slice(query + 1))) return undefined;

  const cookies = header(req, 'cookie');
  const language = cookieValue(cookies, LANGUAGE_COOKIE) ?? '';
  const city = cookieValue(cookies, CITY_COOKIE) ?? '';
  if (language.length > MAX_COOKIE_VALUE || city.length > MAX_COOKIE_VALUE) return undefined;
  // Accept-Language decides only for an unprefixed address without a valid language cookie.
  const prefixed = splitPrefix(pathname).lang !== undefined;
  const browser = prefixed || language === 'en' || language === 'jp' ? '' : (langFromAcceptLanguage(header(req, 'accept-language')) ?? '');
  // The scheme the visitor used (https makes cookies Secure, http is redirected on an https site),
  // as the production server decided it from the connection and TRUST_PROXY
  // (lib/security/forwarded.ts) and wrote it into this header for Next and this cache alike.
  const proto = header(req, 'x-forwarded-proto');
  const scheme = proto === 'https' || proto === 'http' ? proto : '';
  const storedCurrency = cookieValue(cookies, CURRENCY_COOKIE)?.trim().toLowerCase();
  const currency = isCurrencyChoice(storedCurrency) ? storedCurrency : '';
  const url = canonicalPageUrl(get.url);
  return { key: [url, language, city, browser, scheme, currency].join('\u0000'), url };
}

export function pageCacheKey(req: RequestLike): string | undefined {
  return pageRequest(req)?.key;
}

/**
 * API GETs that must be asked every time: the health check asks the database itself, and the
 * newsletter's and the alerts' mail links (confirm, unsubscribe) act on a subscription rather than read content.
 */
const UNCACHED_API = /^\/api\/(?:health|newsletters\/(?:confirm|unsubscribe)|alerts)(?:\/|$)/;

/**
 * The key of a GET of the public API, or undefined when it is not cacheable. Every read endpoint
 * is a function of its query and the stored content alone (lib/server/http.ts `getRoute`; a test
 * holds every GET route to that), never of cookies or other headers, so the address is the key.
 */
export function apiCacheKey(req: RequestLike): string | undefined {
  const get = keptGet(req);
  if (!get || !get.pathname.startsWith('/api/') || UNCACHED_API.test(get.pathname) || PREVIEW_QUERY.test(get.url)) return undefined;
  return `api\u0000${get.url}`;
}
