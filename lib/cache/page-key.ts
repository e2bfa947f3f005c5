import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies';
import { CURRENCY_COOKIE, isCurrencyChoice } from '@/lib/format/currency';
import { endpoints, type EndpointPath } from '@/lib/api/endpoints';
import { langFromAcceptLanguage } from '@/lib/i18n/accept-language';
import { CITY_COOKIE, CITY_SLUGS, LANGUAGE_COOKIE, splitPrefix } from '@/lib/i18n/config';
import { cityFromQuery, currencyFromQuery } from '@/lib/i18n/page-cookies';
import { NOT_A_PAGE, routeQuery } from '@/lib/i18n/routes';

/**
 * Which page requests the production server may answer from its page cache, and under which key.
 *
 * A page of this site is a function of its address (path and query) and of what the middleware
 * reads besides: the language cookie, the city cookie, the currency cookie, Accept-Language (only
 * for an address without a language prefix) and the scheme the balancer reports (cookies are
 * Secure over https; plain http is redirected when the site is https). The key holds exactly these,
 * each decoded and narrowed to the values the site knows (a cookie or parameter value it does not
 * know counts as none given, as the pages read it), and the page is rendered from the key's values
 * alone (the fill sends only these cookies: `FillRequest`), so that every response stored under one
 * key is the one any request with that key would get, and no made-up value makes a new key. Only
 * the CSP nonce differs, and the cache puts a fresh one in every response (and the cookies, which
 * it never stores: lib/i18n/page-cookies.ts).
 *
 * The address counts by its decoded path and the query parameters its page reads
 * (lib/i18n/routes.ts), in one order: others are dropped, and the page is rendered for that
 * canonical address, so a flood of made-up parameters or spellings is answered from memory instead
 * of forcing a render each. A canonical address longer than `MAX_URL` is refused (414).
 *
 * Not cached: the back office and previews (they depend on the staff session; tested on the
 * decoded path, in any case), anything but GET and HEAD, Next's own assets, files and images, and
 * the requests Next's client router makes for React Server Component payloads (navigations,
 * prefetches). The API's read endpoints have a key of their own (`apiRequest`).
 */
type RequestLike = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

/** The measurement scripts' baseline page (app/bench) is measured bare, never from the cache. */
const BENCH = /^\/bench(?:\/|$)/;
/**
 * Pages that depend on who asks, never kept: the staff back office, and the preview of an
 * unpublished listing (shown only to a signed-in staff member), an alert's or a viewing's
 * page (a signed link: it changes with the person's own actions on it), and a listing's booking
 * page (its free times change with every booking; it carries what a refused post had typed). Tested on the decoded path, as
 * Next routes it (`/is%50review` is `/isPreview` to Next), and in any case.
 */
const PRIVATE_PAGE = /^\/admin(?:\/|$)|\/ispreview\/?$|^(?:\/(?:en|jp))?\/(?:alerts|viewings)\/manage\/?$|^(?:\/(?:en|jp))?\/viewings\/book\//i;
/** Headers of Next's client router: the answer is an RSC payload, not the page's HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action', 'next-url'];
/** A page address longer than this, once reduced to what its page reads, is refused (414): the site makes none. */
export const MAX_URL = 2048;
/** The city ids the site has (Hanoi, Ho Chi Minh City, Da Nang, Hai Phong); another id in a cookie or query is no city. */
const CITY_IDS = new Set<number>(Object.values(CITY_SLUGS));

function header(req: RequestLike, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The value of one cookie in a Cookie header, read by Next's own parser (the middleware and the
 * pages see the cookies through it): the last pair of a name wins, a pair without '=' means
 * "true", a value that does not URI-decode is skipped.
 */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  return cookieHeader ? parseCookie(cookieHeader).get(name) : undefined;
}

/** The path as Next routes it, percent-decoded; undefined when it does not decode. */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** A GET or HEAD of a local address, its path decoded, split at its query; undefined for anything else. */
function keptRead(req: RequestLike): { pathname: string; query: string } | undefined {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url || !req.url.startsWith('/') || req.url.startsWith('//')) return undefined;
  const at = req.url.indexOf('?');
  const raw = at < 0 ? req.url : req.url.slice(0, at);
  // An escaped slash is not a segment boundary to Next: such an address is left to Next as it is.
  if (/%2f/i.test(raw)) return undefined;
  const pathname = decodedPath(raw);
  if (pathname === undefined) return undefined;
  return { pathname, query: at < 0 ? '' : req.url.slice(at + 1) };
}

/** A city id as the pages read one (`Number(value)`), when it names one of the site's cities. */
function knownCityId(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const id = Number(value);
  return CITY_IDS.has(id) ? String(id) : undefined;
}

/**
 * A query value as the page reads it, or undefined when the page would read none (the parameter is
 * then left out: the page shows its default, and the key is the default's). Only the parameters
 * with a closed set of values are narrowed: a free text such as `keyword` is a search of its own.
 */
const NARROWED: Record<string, { first: boolean; value: (raw: string) => string | undefined }> = {
  city: { first: true, value: (raw) => (cityFromQuery(new URLSearchParams({ city: raw })) ? raw.trim().toLowerCase() : undefined) },
  cityId: { first: true, value: (raw) => (/^[1-9]\d{0,9}$/.test(raw) && CITY_IDS.has(Number(raw)) ? raw : undefined) },
  currency: { first: true, value: (raw) => currencyFromQuery(new URLSearchParams({ currency: raw })) },
  // Integers as the site writes them: another spelling (05, +5, " 5") is read as none (lib/api/common.ts).
  pageIndex: { first: true, value: (raw) => (/^[1-9]\d{0,6}$/.test(raw) ? raw : undefined) },
  pageSize: { first: true, value: (raw) => (/^[1-9]\d{0,2}$/.test(raw) ? raw : undefined) },
};

/**
 * The address with only the query parameters its page reads, in the order the route lists them
 * (a parameter's repeated values keep theirs), each narrowed to what the page reads of it.
 * Unknown paths render the not-found page, which reads none. The path is as given.
 */
export function canonicalPageUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pathname = url.slice(0, at);
  const split = splitPrefix(decodedPath(pathname) ?? pathname);
  const names = routeQuery(split.rest, split.lang !== undefined) ?? [];
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of names) {
    const narrowed = NARROWED[name];
    const values = given.getAll(name);
    if (!narrowed) {
      for (const value of values) kept.append(name, value);
      continue;
    }
    // The pages read the first value of these (and the middleware the first city).
    const value = values.length ? narrowed.value(values[0]) : undefined;
    if (value !== undefined) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * What a render of a kept address is made from, besides the address: the cookies the site reads
 * (only valid values: anything else counts as none, as the pages read it) and the browser's
 * language where it counts. The fill sends exactly these, never the visitor's other cookies (a
 * staff session among them), so what is stored is a function of the key alone.
 */
export type FillRequest = { url: string; cookie: string | undefined; acceptLanguage: string | undefined };
export type PageRequest = { key: string } & FillRequest;

/** The key of a cacheable page request and what its render is made from; `tooLong` for an address refused with 414. */
export function pageRequest(req: RequestLike): PageRequest | { tooLong: true } | undefined {
  const read = keptRead(req);
  if (!read) return undefined;
  const { pathname, query } = read;
  if (NOT_A_PAGE.test(pathname) || BENCH.test(pathname) || PRIVATE_PAGE.test(pathname)) return undefined;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
  if (/(?:^|&)_rsc=/.test(query)) return undefined;

  const cookies = header(req, 'cookie');
  const storedLanguage = cookieValue(cookies, LANGUAGE_COOKIE);
  const language = storedLanguage === 'en' || storedLanguage === 'jp' ? storedLanguage : '';
  const city = knownCityId(cookieValue(cookies, CITY_COOKIE)) ?? '';
  const storedCurrency = cookieValue(cookies, CURRENCY_COOKIE)?.trim().toLowerCase();
  const currency = isCurrencyChoice(storedCurrency) ? storedCurrency : '';
  // Accept-Language decides only for an unprefixed address without a valid language cookie, and
  // only whether the visitor is sent to Japanese: anything else is English, as none is.
  const prefixed = splitPrefix(pathname).lang !== undefined;
  const browser = prefixed || language ? '' : langFromAcceptLanguage(header(req, 'accept-language')) === 'jp' ? 'jp' : '';
  // The scheme the visitor used (https makes cookies Secure, http is redirected on an https site),
  // as the production server decided it from the connection and TRUST_PROXY
  // (lib/security/forwarded.ts) and wrote it into this header for Next and this cache alike.
  const proto = header(req, 'x-forwarded-proto');
  const scheme = proto === 'https' || proto === 'http' ? proto : '';
  // The path spelt one way (Next routes the decoded path), the query reduced to what the page reads.
  const url = canonicalPageUrl(query ? `${encodePath(pathname)}?${query}` : encodePath(pathname));
  if (url.length > MAX_URL) return { tooLong: true };
  const cookie = [language && `${LANGUAGE_COOKIE}=${language}`, city && `${CITY_COOKIE}=${city}`, currency && `${CURRENCY_COOKIE}=${currency}`].filter(Boolean).join('; ');
  return {
    key: [url, language, city, browser, scheme, currency].join('\u0000'),
    url,
    cookie: cookie || undefined,
    acceptLanguage: browser === 'jp' ? 'ja' : undefined,
  };
}

/** A decoded path spelt once more in one way: each segment percent-encoded as encodeURIComponent does, `/` kept. */
function encodePath(pathname: string): string {
  return pathname.split('/').map(encodeURIComponent).join('/');
}

export function pageCacheKey(req: RequestLike): string | undefined {
  const found = pageRequest(req);
  return found && 'key' in found ? found.key : undefined;
}

/**
 * API GETs that must be asked every time: the health check asks the database itself, the
 * newsletter's and the alerts' mail links (confirm, unsubscribe) act on a subscription rather than
 * read content, and a listing's free viewing slots change with every booking, which does not move
 * the content version.
 */
const UNCACHED_API = /^\/api\/(?:health|newsletters\/(?:confirm|unsubscribe)|alerts|viewings\/slots)(?:\/|$)/;
/** An API key longer than this is not kept (a read endpoint's query is a few ids and words). */
const MAX_API_KEY = 4096;

/**
 * The key of a GET of the public API, or undefined when it is not cacheable. Every read endpoint
 * is a function of its parsed query and the stored content alone (lib/server/http.ts `getRoute`; a
 * test holds every GET route to that), never of cookies or other headers, so the key is the
 * endpoint and its query as the endpoint's own schema reads it (lib/api/endpoints.ts): parameters
 * it does not know and other spellings of one value share a key, and a query it refuses (400) is
 * not kept. A preview (`isPreview`, shown only to staff) is never kept. Its fill sends no cookie.
 */
export function apiRequest(req: RequestLike): ({ key: string } & FillRequest) | undefined {
  const read = keptRead(req);
  if (!read || !read.pathname.startsWith('/api/') || UNCACHED_API.test(read.pathname)) return undefined;
  if (!Object.hasOwn(endpoints, read.pathname)) return undefined;
  const params = new URLSearchParams(read.query);
  for (const name of params.keys()) if (name.toLowerCase() === 'ispreview') return undefined;
  const given: Record<string, string> = {};
  for (const [name, value] of params) if (value !== '') given[name] = value;
  const parsed = endpoints[read.pathname as EndpointPath].query.safeParse(given);
  if (!parsed.success) return undefined;
  const key = `api\u0000${read.pathname}\u0000${JSON.stringify(parsed.data)}`;
  if (key.length > MAX_API_KEY) return undefined;
  return { key, url: `${encodePath(read.pathname)}${read.query ? `?${read.query}` : ''}`, cookie: undefined, acceptLanguage: undefined };
}

export function apiCacheKey(req: RequestLike): string | undefined {
  return apiRequest(req)?.key;
}
