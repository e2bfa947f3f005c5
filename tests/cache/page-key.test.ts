import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { apiCacheKey, canonicalPageUrl, cookieValue, pageCacheKey } from '@/lib/cache/page-key';

const req = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ method, url, headers });

describe('page cache key', () => {
  it('keys page addresses with their query, and nothing else of the site', () => {
    expect(pageCacheKey(req('/en'))).toBeDefined();
    expect(pageCacheKey(req('/jp/residences/search?cityId=1&bedroom=2'))).toBeDefined();
    expect(pageCacheKey(req('/jp/residences/search?cityId=1'))).not.toBe(pageCacheKey(req('/jp/residences/search?cityId=2')));
    for (const url of ['/api/cities', '/_next/static/chunks/a.js', '/images/a.webp', '/files/m.pdf', '/robots.txt', '/sitemap.xml', '/bench/bare', '/icon.svg']) {
      expect(pageCacheKey(req(url)), url).toBeUndefined();
    }
  });

  it('never keeps what depends on the staff session: the back office and previews', () => {
    for (const url of ['/admin', '/admin/', '/admin/inbox?status=new', '/admin/sign-in', '/en/residence/detail/87/isPreview', '/jp/office/detail/12/isPreview']) {
      expect(pageCacheKey(req(url)), url).toBeUndefined();
    }
    expect(pageCacheKey(req('/en/residence/detail/87/some-slug'))).toBeDefined();
    expect(pageCacheKey(req('/administration-fees'))).toBeDefined();
    expect(apiCacheKey(req('/api/properties/detail?id=87&isPreview=true'))).toBeUndefined();
    expect(apiCacheKey(req('/api/properties/detail?isPreview=1&id=87'))).toBeUndefined();
    expect(apiCacheKey(req('/api/properties/detail?id=87'))).toBeDefined();
  });

  it('leaves out other methods, React Server Component requests and overlong addresses', () => {
    expect(pageCacheKey(req('/en', {}, 'POST'))).toBeUndefined();
    expect(pageCacheKey(req('/en', {}, 'HEAD'))).toBeUndefined();
    expect(pageCacheKey(req('/en', { rsc: '1' }))).toBeUndefined();
    expect(pageCacheKey(req('/en', { 'next-router-prefetch': '1' }))).toBeUndefined();
    expect(pageCacheKey(req('/en?_rsc=abc'))).toBeUndefined();
    expect(pageCacheKey(req(`/en/residences/search?keyword=${'a'.repeat(3000)}`))).toBeUndefined();
    expect(pageCacheKey(req('http://evil.example/en'))).toBeUndefined();
  });

  it('tells apart the cookies the middleware and the pages read, and ignores the others', () => {
    const plain = pageCacheKey(req('/en'));
    expect(pageCacheKey(req('/en', { cookie: 'LOCATION_CITY=2' }))).not.toBe(plain);
    expect(pageCacheKey(req('/en', { cookie: 'language=jp' }))).not.toBe(plain);
    expect(pageCacheKey(req('/en', { cookie: 'other=1; _ga=GA1.2' }))).toBe(plain);
    expect(pageCacheKey(req('/en', { cookie: `LOCATION_CITY=${'9'.repeat(100)}` }))).toBeUndefined();
  });

  it('keys the second currency by its three choices alone, and its switch parameter on every page', () => {
    const keys = ['none', 'jpy', 'vnd'].map((c) => pageCacheKey(req('/jp/residences', { cookie: `currency=${c}` })));
    expect(new Set(keys).size).toBe(3);
    expect(keys).not.toContain(pageCacheKey(req('/jp/residences')));
    // The page reads it as the middleware does: case and spaces aside, anything else is no choice.
    expect(pageCacheKey(req('/jp/residences', { cookie: 'currency=JPY' }))).toBe(keys[1]);
    for (const junk of ['eur', 'x'.repeat(500), '1']) expect(pageCacheKey(req('/jp/residences', { cookie: `currency=${junk}` })), junk).toBe(pageCacheKey(req('/jp/residences')));
    expect(canonicalPageUrl('/jp/residences/search?currency=vnd&cityId=1&zz=2')).toBe('/jp/residences/search?cityId=1&currency=vnd');
    expect(canonicalPageUrl('/en/faq?currency=jpy')).toBe('/en/faq?currency=jpy');
  });

  it('lets Accept-Language count only where the middleware reads it', () => {
    const ja = { 'accept-language': 'ja,en;q=0.8' };
    // Prefixed: the prefix decides.
    expect(pageCacheKey(req('/en/faq', ja))).toBe(pageCacheKey(req('/en/faq')));
    // Unprefixed without a language cookie: the browser's language decides.
    expect(pageCacheKey(req('/faq', ja))).not.toBe(pageCacheKey(req('/faq')));
    expect(pageCacheKey(req('/faq', { 'accept-language': 'en-GB,en;q=0.9' }))).toBe(pageCacheKey(req('/faq', { 'accept-language': 'fr' })));
    // Unprefixed with a valid cookie: the cookie decides.
    expect(pageCacheKey(req('/faq', { ...ja, cookie: 'language=en' }))).toBe(pageCacheKey(req('/faq', { cookie: 'language=en' })));
  });

  it('tells apart https requests, whose cookies are Secure, and http ones, which an https site redirects', () => {
    const keys = new Set(['https', 'http', undefined].map((proto) => pageCacheKey(req('/en', proto ? { 'x-forwarded-proto': proto } : {}))));
    expect(keys.size).toBe(3);
    // The production server writes exactly one of the two (lib/security/forwarded.ts); anything else is neither.
    expect(pageCacheKey(req('/en', { 'x-forwarded-proto': 'xhttps' }))).toBe(pageCacheKey(req('/en')));
    expect(pageCacheKey(req('/en', { 'x-forwarded-proto': 'https, http' }))).toBe(pageCacheKey(req('/en')));
  });

  it('keys a page on the query parameters it reads, in the order its route lists them', () => {
    expect(canonicalPageUrl('/en/residences/search?zz=1&sort=sqmmin&keyword=a+b&cityId=2&bedroom=1&bedroom=3')).toBe('/en/residences/search?cityId=2&keyword=a+b&bedroom=1&bedroom=3&sort=sqmmin');
    expect(canonicalPageUrl('/residence/detail/5/slug?hot&utm_source=mail')).toBe('/residence/detail/5/slug?hot=');
    expect(canonicalPageUrl('/jp/faq?city=hcm&q=1')).toBe('/jp/faq?city=hcm');
    expect(canonicalPageUrl('/en/no-such-page?x=1')).toBe('/en/no-such-page');
    expect(canonicalPageUrl('/en/normal/about?x=1')).toBe('/en/normal/about');
    expect(canonicalPageUrl('/en?')).toBe('/en');
    expect(pageCacheKey(req(`/en/faq?q=${Math.random()}`))).toBe(pageCacheKey(req('/en/faq')));
    expect(pageCacheKey(req('/en/projects?pageSize=18&pageIndex=2'))).toBe(pageCacheKey(req('/en/projects?pageIndex=2&pageSize=18')));
    expect(pageCacheKey(req('/en/projects?pageIndex=2'))).not.toBe(pageCacheKey(req('/en/projects?pageIndex=3')));
  });

  it('reads cookies as Next does: last pair wins, bare names are "true", undecodable values skipped', () => {
    expect(cookieValue('a=1; LOCATION_CITY=2; LOCATION_CITY=3', 'LOCATION_CITY')).toBe('3');
    expect(cookieValue('language', 'language')).toBe('true');
    expect(cookieValue('language=jp; language=%E0%A4%A', 'language')).toBe('jp');
    expect(cookieValue('language=%6Ap', 'language')).toBe('jp');
    expect(cookieValue(' language=jp', 'language')).toBeUndefined(); // a leading space is part of the name
    expect(cookieValue(undefined, 'language')).toBeUndefined();
  });
});

describe('API cache key', () => {
  it('keys GETs of the API by their address, except the health check', () => {
    expect(apiCacheKey(req('/api/properties/filter?cityId=1'))).toBeDefined();
    expect(apiCacheKey(req('/api/properties/filter?cityId=1'))).not.toBe(apiCacheKey(req('/api/properties/filter?cityId=2')));
    expect(apiCacheKey(req('/api/cities', { cookie: 'language=jp', 'accept-language': 'ja' }))).toBe(apiCacheKey(req('/api/cities')));
    expect(apiCacheKey(req('/api/cities'))).not.toBe(pageCacheKey(req('/api/cities')));
    for (const url of ['/api/health', '/api/health?x=1', '/en', '/apix', `/api/cities?q=${'a'.repeat(3000)}`]) expect(apiCacheKey(req(url)), url).toBeUndefined();
    expect(apiCacheKey(req('/api/contacts', {}, 'POST'))).toBeUndefined();
    for (const url of ['/api/newsletters/confirm?token=x', '/api/newsletters/unsubscribe?token=x']) expect(apiCacheKey(req(url)), url).toBeUndefined();
  });

  it("never keeps an alert's management page (a signed link whose page changes with the person's actions) nor the alerts' mail links", () => {
    for (const url of ['/en/alerts/manage?token=a1.1.x', '/jp/alerts/manage?token=a1.2.y', '/alerts/manage?token=a1.3.z', '/en/alerts/manage/']) {
      expect(pageCacheKey(req(url)), url).toBeUndefined();
    }
    for (const url of ['/api/alerts/confirm?token=x', '/api/alerts/unsubscribe?token=x', '/api/alerts']) expect(apiCacheKey(req(url)), url).toBeUndefined();
    // The result pages say only how it went: kept, by address.
    expect(pageCacheKey(req('/en/alerts/sent'))).toBeDefined();
    expect(pageCacheKey(req('/en/alerts/sent'))).not.toBe(pageCacheKey(req('/jp/alerts/sent')));
  });

  it('holds only for read endpoints that are a function of their query: every GET route is getRoute, a 405, the health check or a newsletter mail link', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === 'route.ts') files.push(full);
      }
    };
    walk(path.join(process.cwd(), 'app', 'api'));
    expect(files.length).toBeGreaterThan(40);
    const odd = files.filter((file) => {
      const source = fs.readFileSync(file, 'utf8');
      if (!/export (?:const|async function|function) GET\b/.test(source)) return false;
      if (file.includes(`${path.sep}health${path.sep}`)) return false;
      // Not cached (UNCACHED_API): the confirm and unsubscribe links of the newsletter's mails.
      if (/newsletters[\\/](?:confirm|unsubscribe)[\\/]route\.ts$/.test(file)) return false;
      // Not cached either: the alerts' mail links.
      if (/alerts[\\/](?:confirm|unsubscribe)[\\/]route\.ts$/.test(file)) return false;
      const reads = /cookies\(|headers\(|\.headers\b/.test(source);
      return reads || !/export const GET = (?:getRoute\(|methodNotAllowed;)/.test(source);
    });
    expect(odd).toEqual([]);
  });
});
