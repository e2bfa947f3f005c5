import fs from 'node:fs';
import path from 'node:path';
import { NextRequest, type NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, pageCacheKey } from '@/lib/cache/page-key';
import { EVERY_PAGE_COOKIES, EVERY_PAGE_HEADERS, EVERY_PAGE_QUERY, NOT_FOUND_HEADER, pageQuery, pageReads, type PageReads } from '@/lib/cache/page-reads';
import { storable } from '@/lib/cache/page-store';
import { CURRENCY_COOKIE } from '@/lib/format/currency';
import { CITY_COOKIE, LANGUAGE_COOKIE } from '@/lib/i18n/config';
import { routeQuery } from '@/lib/i18n/routes';
import { middleware } from '@/middleware';
import { sitePages } from '../support/page-files';

/**
 * The page cache's contract (lib/cache/page-key.ts): a page is a function of what its key holds.
 * A page declares the query parameters it reads in its folder's reads.ts and sees no others
 * (lib/cache/page-reads.ts pageQuery, held by the ESLint rule local/page-query); every page reads
 * the cookies and headers of EVERY_PAGE_COOKIES and EVERY_PAGE_HEADERS (through
 * lib/server/site-request.ts, the site's only reader of next/headers). Here the key itself is
 * asked whether it holds each of them, and the route table whether it took each declaration.
 */
const BASE = 'http://localhost:3000';

/** Cookies the middleware writes into the request from query parameters (the city of `?city=`/`?cityId=`, the currency of `?currency=`). */
const COOKIE_FROM_QUERY: Record<string, string[]> = { [CITY_COOKIE]: ['city', 'cityId'], [CURRENCY_COOKIE]: ['currency'] };

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

describe('the page cache keys everything a page reads', () => {
  const pages = sitePages();
  /** Every reads.ts under app/[lang], with the pages it declares for (its folder's, and its sub-folders' without one of their own). */
  const declarations = pages
    .map((page) => {
      for (let dir = path.dirname(page.file); dir.startsWith(path.join('app', '[lang]')); dir = path.dirname(dir)) {
        const file = path.join(dir, 'reads.ts');
        if (fs.existsSync(file)) return { page, file };
      }
      return { page, file: undefined };
    })
    .filter((d): d is { page: (typeof pages)[number]; file: string } => d.file !== undefined);

  async function readsOf(file: string): Promise<PageReads> {
    return ((await import(`../../${file.replace(/\.ts$/, '')}`)) as { reads: PageReads }).reads;
  }

  it('hands a page only the parameters it declares, as Next gave them', async () => {
    const reads = pageReads('/compare', ['ids', 'pageIndex']);
    const query = await pageQuery(reads, Promise.resolve({ ids: ['1', '2'], promo: 'x', utm_source: 'mail', pageIndex: '2' }));
    expect(query).toEqual({ ids: ['1', '2'], pageIndex: '2' });
    expect(await pageQuery(pageReads('/faq'), Promise.resolve({ ids: '1' }))).toEqual({});
  });

  it('takes each page’s declaration as it stands: the route names the page, the key holds its parameters', async () => {
    expect(declarations.length).toBeGreaterThan(12);
    for (const { page, file } of declarations) {
      const reads = await readsOf(file);
      expect(new RegExp(`^${reads.route}$`).test(page.sample), `${file} names ${page.sample}`).toBe(true);
      expect(routeQuery(page.sample, true), page.file).toEqual([...new Set([...EVERY_PAGE_QUERY, ...reads.query])]);
      const url = `/en${page.sample}`;
      // A page the cache never keeps (an alert's management page) may read what it likes: every request renders it.
      if (pageCacheKey(request(url, {})) === undefined) continue;
      for (const name of [...EVERY_PAGE_QUERY, ...reads.query]) expect(queryKeyed(url, name), `${page.file}: ?${name}`).toBe(true);
    }
  });

  it('keys every page on the parameters every page reads, and a page without a declaration on those alone', () => {
    const declared = new Set(declarations.map((d) => d.page.file));
    for (const page of pages.filter((p) => !declared.has(p.file))) {
      expect(routeQuery(page.sample, true), page.file).toEqual([...EVERY_PAGE_QUERY]);
      const url = `/en${page.sample === '/' ? '' : page.sample}`;
      for (const name of EVERY_PAGE_QUERY) expect(queryKeyed(url, name), `${page.file}: ?${name}`).toBe(true);
      expect(queryKeyed(url, 'pageIndex'), `${page.file}: ?pageIndex`).toBe(false);
    }
  });

  it('keys the cookies every page reads, and hands on every header it reads', () => {
    for (const name of EVERY_PAGE_COOKIES) expect(cookieKeyed('/en/residences', name), name).toBe(true);
    expect(cookieKeyed('/en/residences', 'theme')).toBe(false);
    const handed = new Set([...middlewareHeaders('/en/residences'), ...middlewareHeaders('/en/no-such-page')]);
    for (const name of EVERY_PAGE_HEADERS) expect(handed.has(name) || headerKeyed('/en/residences', name), name).toBe(true);
    expect(handed.has(NOT_FOUND_HEADER)).toBe(true);
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
