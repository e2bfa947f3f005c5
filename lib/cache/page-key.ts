import { CITY_COOKIE, LANGUAGE_COOKIE, langFromAcceptLanguage, splitPrefix } from '@/lib/i18n/config';
import { NOT_A_PAGE } from '@/lib/i18n/routes';

/**
 * Which page requests the production server may answer from its page cache, and under which key.
 *
 * A page of this site is a function of its address (path and query) and of what the middleware
 * reads besides: the language cookie, the city cookie, Accept-Language (only for an address
 * without a language prefix) and the scheme the balancer reports (cookies are Secure over https;
 * plain http is redirected when the site is https). The key holds exactly
 * these, so that every response stored under one key, Set-Cookie headers included, is the one the
 * middleware and the page would produce for any request with that key; only the CSP nonce differs,
 * and the cache puts a fresh one in every response.
 *
 * Not cached: anything but GET, Next's own assets and the API, files and images, and the requests
 * Next's client router makes for React Server Component payloads (navigations, prefetches).
 * The API's read endpoints have a key of their own (`apiCacheKey`).
 */
type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

/** The measurement scripts' baseline page (app/bench) is measured bare, never from the cache. */
const BENCH = /^\/bench(?:\/|$)/;
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

export function pageCacheKey(req: RequestLike): string | undefined {
  const get = keptGet(req);
  if (!get) return undefined;
  const { pathname, query } = get;
  if (NOT_A_PAGE.test(pathname) || BENCH.test(pathname)) return undefined;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
  if (query >= 0 && /(?:^|&)_rsc=/.test(get.url.slice(query + 1))) return undefined;

  const cookies = header(req, 'cookie');
  const language = cookieValue(cookies, LANGUAGE_COOKIE) ?? '';
  const city = cookieValue(cookies, CITY_COOKIE) ?? '';
  if (language.length > MAX_COOKIE_VALUE || city.length > MAX_COOKIE_VALUE) return undefined;
  // Accept-Language decides only for an unprefixed address without a valid language cookie.
  const prefixed = splitPrefix(pathname).lang !== undefined;
  const browser = prefixed || language === 'en' || language === 'jp' ? '' : (langFromAcceptLanguage(header(req, 'accept-language')) ?? '');
  // The scheme the balancer says the visitor used: https makes cookies Secure, http is redirected.
  const proto = header(req, 'x-forwarded-proto')?.split(',')[0].trim();
  const scheme = proto === 'https' || proto === 'http' ? proto : '';
  return [get.url, language, city, browser, scheme].join('\u0000');
}

/** API reads that must be asked every time: the health check asks the database itself. */
const UNCACHED_API = /^\/api\/health(?:\/|$)/;

/**
 * The key of a GET of the public API, or undefined when it is not cacheable. Every read endpoint
 * is a function of its query and the stored content alone (lib/server/http.ts `getRoute`; a test
 * holds every GET route to that), never of cookies or other headers, so the address is the key.
 */
export function apiCacheKey(req: RequestLike): string | undefined {
  const get = keptGet(req);
  if (!get || !get.pathname.startsWith('/api/') || UNCACHED_API.test(get.pathname)) return undefined;
  return `api\u0000${get.url}`;
}
