import fs from 'node:fs';
import path from 'node:path';
import { NextRequest, type NextResponse } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalPageUrl, pageCacheKey } from '@/lib/cache/page-key';
import { storable } from '@/lib/cache/page-store';
import { CURRENCY_COOKIE } from '@/lib/format/currency';
import { CITY_COOKIE, LANGUAGE_COOKIE } from '@/lib/i18n/config';
import { SEARCH_QUERY } from '@/lib/i18n/routes';
import { middleware } from '@/middleware';
import { sitePages } from '../support/page-files';
import { createReadFinder, type PageReads, type Read } from './page-reads';

/**
 * The page cache's contract (lib/cache/page-key.ts): a page is a function of what its key holds.
 * Every cookie, header and query parameter that a page, its layouts or anything they call reads
 * while rendering must be one the key holds (for the query: one its route lists in
 * lib/i18n/routes.ts), or the cache answers one visitor with a page made for another.
 *
 * The reads are found statically (./page-reads.ts); what the key holds is asked of page-key.ts
 * and the middleware themselves, so neither a new read nor a change to the key goes unchecked.
 */
const FIXTURE = 'tests/cache/fixtures/unkeyed/page.tsx';
/** The fixture stands at an address whose route keys only the parameters every page reads. */
const FIXTURE_PATH = '/residences';

/**
 * Reads the contract allows although the key does not hold them, each with its reason. Keep this
 * short: a read listed here is one the cache may answer differently than a render would.
 */
const ACCEPTED: { file: string; query: string; why: string }[] = [
  {
    file: 'components/layout/site-header.tsx',
    query: 'language',
    why: 'the language switch only rewrites a `language` parameter it passes through; the canonical address of a page that does not key it has none to pass',
  },
];

/** Cookies the middleware writes into the request from query parameters (the city of `?city=`/`?cityId=`, the currency of `?currency=`). */
const COOKIE_FROM_QUERY: Record<string, string[]> = { [CITY_COOKIE]: ['city', 'cityId'], [CURRENCY_COOKIE]: ['currency'] };

const BASE = 'http://localhost:3000';

/** The layouts above a page, nearest last. */
function layoutsOf(file: string): string[] {
  const layouts: string[] = [];
  for (let dir = path.dirname(file); dir !== '.' && dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (fs.existsSync(layout)) layouts.unshift(layout);
  }
  return layouts;
}

function request(url: string, headers: Record<string, string>) {
  return { method: 'GET', url, headers };
}

/** Does some change of this cookie's value change the page's key? (A key holds only a cookie's valid values: the languages, the cities' ids, the currency's choices.) */
function cookieKeyed(url: string, name: string): boolean {
  const pairs = [['1', '2'], ['en', 'jp'], ['jpy', 'vnd']];
  return pairs.some(([a, b]) => pageCacheKey(request(url, { cookie: `${name}=${a}` })) !== pageCacheKey(request(url, { cookie: `${name}=${b}` })));
}

/** Does some change of this header's value change the page's key? */
function headerKeyed(url: string, name: string): boolean {
  const pairs = [['a', 'b'], ['en', 'ja'], ['http', 'https']];
  return pairs.some(([a, b]) => pageCacheKey(request(url, { [name]: a })) !== pageCacheKey(request(url, { [name]: b })));
}

/** The middleware's answer to a page's GET, which it gives at once (it awaits only a back-office POST's body). */
function answer(req: NextRequest): NextResponse {
  const res = middleware(req);
  if (res instanceof Promise) throw new Error(`the middleware awaited ${req.method} ${req.nextUrl.pathname}`);
  return res;
}

/** The request headers the middleware sets for the page (Next hands them on as x-middleware-request-*). */
function middlewareHeaders(url: string): Set<string> {
  const res = answer(new NextRequest(new URL(url, BASE)));
  return new Set((res.headers.get('x-middleware-override-headers') ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));
}

/** Is this parameter kept in the page's canonical address, for some valid value? (A key holds only the valid values of a closed set: a city's slug or id, a currency.) */
function queryKeyed(url: string, name: string): boolean {
  return ['1', 'hcm', 'jpy'].some((value) => new URLSearchParams(canonicalPageUrl(`${url}?${encodeURIComponent(name)}=${value}`).split('?')[1] ?? '').has(name));
}

const show = (kind: string, r: Read) => `${kind} ${r.name} (${r.at})`;

/** The reads of a page at `url` (a prefixed address) that its key does not hold. */
function violations(url: string, reads: PageReads): string[] {
  const found: string[] = [];
  // A page the cache never keeps (lib/cache/page-key.ts PRIVATE_PAGE, e.g. an alert's management
  // page) may read what it likes: every request renders it.
  if (pageCacheKey(request(url, {})) === undefined) return found;
  // The raw Cookie header would read every cookie, keyed or not.
  const fromMiddleware = middlewareHeaders(url);
  fromMiddleware.delete('cookie');
  for (const r of reads.cookies) {
    if (!cookieKeyed(url, r.name)) found.push(show('cookie', r));
    for (const name of COOKIE_FROM_QUERY[r.name] ?? []) if (!queryKeyed(url, name)) found.push(show(`cookie (from ?${name})`, r));
  }
  for (const r of reads.headers) if (!fromMiddleware.has(r.name.toLowerCase()) && !headerKeyed(url, r.name.toLowerCase())) found.push(show('header', r));
  for (const r of reads.query) {
    if (queryKeyed(url, r.name)) continue;
    if (ACCEPTED.some((a) => a.query === r.name && r.at.startsWith(`${a.file}:`))) continue;
    found.push(show('query', r));
  }
  for (const r of reads.unknown) found.push(show('unnamed read', r));
  return [...new Set(found)];
}

const names = (reads: Read[]) => [...new Set(reads.map((r) => r.name))].sort();

describe('the page cache keys everything a page reads', () => {
  const pages = sitePages();
  let finder: ReturnType<typeof createReadFinder>;
  const readsOf = new Map<string, PageReads>();

  beforeAll(() => {
    const layouts = [...new Set(pages.flatMap((p) => layoutsOf(p.file)))];
    finder = createReadFinder({ root: '.', files: [...pages.map((p) => p.file), ...layouts, FIXTURE] });
    for (const page of pages) readsOf.set(page.file, finder.pageReads(page.file, layoutsOf(page.file)));
    // Type information for a whole app on a busy two-core machine: minutes, not seconds.
  }, 300_000);

  it('finds a cookie, a header and a query parameter the key does not hold (a page that breaks the contract)', () => {
    const reads = finder.pageReads(FIXTURE, layoutsOf(pages.find((p) => p.sample === FIXTURE_PATH)!.file));
    // It sees the keyed reads too, through constants, a helper and a component's props…
    expect(names(reads.cookies)).toEqual([CITY_COOKIE, CURRENCY_COOKIE, 'theme']);
    expect(names(reads.query)).toEqual(expect.arrayContaining(['cityId', 'promo']));
    // …and reports exactly the three that the key does not hold.
    const found = violations(`/en${FIXTURE_PATH}`, reads).filter((v) => v.includes('fixtures/'));
    expect(found.map((v) => v.replace(/ \(.*\)$/, '')).sort()).toEqual(['cookie theme', 'header user-agent', 'query promo']);
  });

  it('finds the reads the site is known to make', () => {
    expect(pages.length).toBeGreaterThan(30);
    const at = (sample: string) => readsOf.get(pages.find((p) => p.sample === sample)!.file)!;
    // The layout, on every page: the city cookie and the address the middleware hands on.
    for (const reads of readsOf.values()) {
      expect(names(reads.cookies)).toContain(CITY_COOKIE);
      expect(names(reads.headers)).toEqual(expect.arrayContaining(['x-page-path', 'x-page-search']));
    }
    expect(names(at('/residences/search').query)).toEqual(expect.arrayContaining([...SEARCH_QUERY]));
    expect(names(at('/residence/detail/12/some-slug').query)).toEqual(expect.arrayContaining(['hot', 'last']));
    expect(names(at('/projects').query)).toEqual(expect.arrayContaining(['pageIndex', 'pageSize']));
  });

  it('every page and layout reads only cookies, headers and query parameters the key holds', () => {
    const found = pages.flatMap((page) => violations(`/en${page.sample === '/' ? '' : page.sample}`, readsOf.get(page.file)!).map((v) => `${page.file}: ${v}`));
    expect(found).toEqual([]);
    // …and no call of cookies(), headers() or useSearchParams() in the project escaped the walk.
    expect(finder.unreached().filter((r) => !r.at.startsWith('tests/'))).toEqual([]);
  });

  it('keys the cookies the middleware reads', () => {
    for (const name of [LANGUAGE_COOKIE, CITY_COOKIE, CURRENCY_COOKIE]) expect(cookieKeyed('/en/residences', name), name).toBe(true);
  });

  it('writes the city cookie from the parameters the contract says', () => {
    const res = answer(new NextRequest(new URL('/en/residences?cityId=3', BASE)));
    expect(res.headers.get(`x-middleware-request-cookie`)).toContain(`${CITY_COOKIE}=3`);
    const bySlug = answer(new NextRequest(new URL('/en/residences?city=hcm', BASE)));
    expect(bySlug.headers.get(`x-middleware-request-cookie`)).toContain(`${CITY_COOKIE}=2`);
    expect(COOKIE_FROM_QUERY[CITY_COOKIE]).toEqual(['city', 'cityId']);
  });

  it('writes the currency cookie from the switch’s parameter, and only a valid choice', () => {
    const res = answer(new NextRequest(new URL('/jp/residences?currency=vnd', BASE)));
    expect(res.headers.get('x-middleware-request-cookie')).toContain(`${CURRENCY_COOKIE}=vnd`);
    expect(res.cookies.get(CURRENCY_COOKIE)?.value).toBe('vnd');
    const bad = answer(new NextRequest(new URL('/jp/residences?currency=eur', BASE)));
    expect(bad.headers.get('x-middleware-request-cookie') ?? '').not.toContain(CURRENCY_COOKIE);
    expect(bad.cookies.get(CURRENCY_COOKIE)).toBeUndefined();
    expect(COOKIE_FROM_QUERY[CURRENCY_COOKIE]).toEqual(['currency']);
  });

  it('hands pages only headers that follow from the key (the nonce aside, which the cache renews)', () => {
    const url = '/en/residences/search?keyword=tay';
    const plain = new Headers({ cookie: `${CITY_COOKIE}=2; ${LANGUAGE_COOKIE}=en` });
    const other = new Headers({ cookie: `${CITY_COOKIE}=2; ${LANGUAGE_COOKIE}=en; theme=dark`, 'user-agent': 'Other/1.0', 'accept-language': 'ja' });
    const key = (h: Headers) => pageCacheKey({ method: 'GET', url, headers: Object.fromEntries(h.entries()) });
    expect(key(plain)).toBe(key(other));
    const handed = (h: Headers) => {
      const res = answer(new NextRequest(new URL(url, BASE), { headers: h }));
      const out: Record<string, string> = {};
      for (const name of middlewareHeaders(url)) {
        if (name === 'cookie') continue;
        out[name] = (res.headers.get(`x-middleware-request-${name}`) ?? '').replace(/nonce-[^']+|^[A-Za-z0-9+/=]{20,}$/g, 'NONCE');
      }
      return out;
    };
    expect(Object.keys(handed(plain))).toEqual(expect.arrayContaining(['x-nonce', 'x-page-path', 'x-page-search']));
    expect(handed(other)).toEqual(handed(plain));
  });

  it('never stores the not-found page, whose route lists no parameters', () => {
    // app/[lang]/[...rest] renders with status 404, which the cache passes on and never keeps.
    const nonce = 'bm9uY2Utb2YtYS1yZW5kZXI=';
    const page = (status: number) => storable(status, { 'content-type': 'text/html', 'content-security-policy': `script-src 'nonce-${nonce}'` }, `<script nonce="${nonce}"></script>`);
    expect(page(404)).toBeUndefined();
    expect(page(200)).toBe(nonce);
  });
});
