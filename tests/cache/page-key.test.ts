import { describe, expect, it } from 'vitest';
import { apiCacheKey, apiRequest, canonicalPageUrl, cookieValue, pageCacheKey, pageRequest } from '@/lib/cache/page-key';

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

  it('tests previews and private pages on the address as Next reads it: decoded, in any case', () => {
    for (const url of ['/en/residence/detail/389/is%50review', '/en/residence/detail/389/%69sPreview/', '/jp/office/detail/12/ISPREVIEW', '/%61dmin/inbox', '/en/alerts/%6Danage?token=x']) {
      expect(pageCacheKey(req(url)), url).toBeUndefined();
    }
    for (const url of ['/api/properties/detail?id=389&is%50review=true', '/api/properties/detail?id=389&IsPreview=1', '/api/properties/offices/detail?id=3&%69sPreview=true', '/api/properties/%64etail?id=389&isPreview=true']) {
      expect(apiCacheKey(req(url)), url).toBeUndefined();
    }
    // An address that spells a page another way shares its key.
    expect(pageCacheKey(req('/en/%66aq'))).toBe(pageCacheKey(req('/en/faq')));
    expect(apiCacheKey(req('/api/%63ities?language=jp'))).toBe(apiCacheKey(req('/api/cities?language=jp')));
  });

  it('leaves out other methods, React Server Component requests and overlong addresses', () => {
    expect(pageCacheKey(req('/en', {}, 'POST'))).toBeUndefined();
    expect(pageCacheKey(req('/en', {}, 'HEAD'))).toBe(pageCacheKey(req('/en')));
    expect(pageCacheKey(req('/en', {}, 'PUT'))).toBeUndefined();
    expect(pageCacheKey(req('/en', { rsc: '1' }))).toBeUndefined();
    expect(pageCacheKey(req('/en', { 'next-router-prefetch': '1' }))).toBeUndefined();
    expect(pageCacheKey(req('/en?_rsc=abc'))).toBeUndefined();
    expect(pageCacheKey(req(`/en/residences/search?keyword=${'a'.repeat(3000)}`))).toBeUndefined();
    expect(pageRequest(req(`/en/residences/search?keyword=${'a'.repeat(3000)}`))).toEqual({ tooLong: true });
    // What the page does not read does not count: a long address of made-up parameters is the page's own.
    expect(pageCacheKey(req(`/en/faq?zz=${'a'.repeat(3000)}`))).toBe(pageCacheKey(req('/en/faq')));
    expect(pageCacheKey(req('http://evil.example/en'))).toBeUndefined();
  });

  it('tells apart the cookies the middleware and the pages read, and ignores the others', () => {
    const plain = pageCacheKey(req('/en'));
    expect(pageCacheKey(req('/en', { cookie: 'LOCATION_CITY=2' }))).not.toBe(plain);
    expect(pageCacheKey(req('/en', { cookie: 'language=jp' }))).not.toBe(plain);
    expect(pageCacheKey(req('/en', { cookie: 'other=1; _ga=GA1.2' }))).toBe(plain);
    expect(pageCacheKey(req('/en', { cookie: `LOCATION_CITY=${'9'.repeat(100)}` }))).toBe(plain);
  });

  it('maps cookie and parameter values the site does not know to the default, never to a new key', () => {
    const plain = pageCacheKey(req('/jp/residences/search?cityId=1'));
    const junk = ['x', '0', '5', '99999', '-1', '1.5', 'tokyo', 'fr', 'Infinity', 'a'.repeat(200)];
    for (const value of junk) {
      expect(pageCacheKey(req('/jp/residences/search?cityId=1', { cookie: `LOCATION_CITY=${value}` })), value).toBe(plain);
      expect(pageCacheKey(req('/jp/residences/search?cityId=1', { cookie: `language=${value}` })), value).toBe(plain);
      expect(pageCacheKey(req(`/jp/residences/search?cityId=1&city=${value}`)), value).toBe(plain);
      expect(pageCacheKey(req(`/jp/residences/search?cityId=1&currency=${value}`)), value).toBe(plain);
      expect(pageCacheKey(req(`/jp/faq?cityId=${value}`)), value).toBe(pageCacheKey(req('/jp/faq')));
      if (!/^\d+$/.test(value) || value === '0') expect(pageCacheKey(req(`/jp/projects?pageIndex=${value}`)), value).toBe(pageCacheKey(req('/jp/projects')));
    }
    // The values it knows, however spelt as the pages read them, keep one key each.
    expect(pageCacheKey(req('/jp/faq', { cookie: 'LOCATION_CITY=02' }))).toBe(pageCacheKey(req('/jp/faq', { cookie: 'LOCATION_CITY=2' })));
    expect(pageCacheKey(req('/jp/faq', { cookie: 'LOCATION_CITY=2' }))).not.toBe(pageCacheKey(req('/jp/faq')));
    expect(pageCacheKey(req('/jp/faq?city=HCM'))).toBe(pageCacheKey(req('/jp/faq?city=hcm')));
    // Integers only as the site writes them: another spelling is none, as the pages read it.
    expect(pageCacheKey(req('/jp/faq?cityId=%202'))).toBe(pageCacheKey(req('/jp/faq')));
    expect(pageCacheKey(req('/jp/faq?cityId=02'))).toBe(pageCacheKey(req('/jp/faq')));
    expect(pageCacheKey(req('/jp/faq?currency=VND'))).toBe(pageCacheKey(req('/jp/faq?currency=vnd')));
    expect(pageCacheKey(req('/jp/projects?pageIndex=02'))).toBe(pageCacheKey(req('/jp/projects')));
    expect(pageCacheKey(req('/jp/projects?pageIndex=2'))).not.toBe(pageCacheKey(req('/jp/projects')));
    expect(canonicalPageUrl('/jp/faq?cityId=7&city=hcm&currency=eur')).toBe('/jp/faq?city=hcm');
    // Accept-Language only tells Japanese from the rest.
    expect(pageCacheKey(req('/faq', { 'accept-language': 'fr' }))).toBe(pageCacheKey(req('/faq')));
  });

  it("renders with only the key's cookies and language: never a session or another cookie", () => {
    const found = pageRequest(req('/faq?cityId=3', { cookie: 'better-auth.session_token=abc.def; theme=dark; LOCATION_CITY=02; language=zz; currency=JPY', 'accept-language': 'ja' }));
    expect(found).toMatchObject({ url: '/faq?cityId=3', cookie: 'LOCATION_CITY=2; currency=jpy', acceptLanguage: 'ja' });
    expect(pageRequest(req('/en/faq', { cookie: '__Secure-better-auth.session_token=abc' }))).toMatchObject({ cookie: undefined, acceptLanguage: undefined });
    expect(apiRequest(req('/api/cities?language=jp', { cookie: 'better-auth.session_token=abc' }))).toMatchObject({ cookie: undefined });
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
    for (const url of ['/api/health', '/api/health?x=1', '/en', '/apix', '/api/no-such-endpoint', '/api/contacts']) expect(apiCacheKey(req(url)), url).toBeUndefined();
    // Keyed by the query as the endpoint's schema reads it: parameters it
    // does not know share the key of none, and a query it refuses is not kept at all.
    expect(apiCacheKey(req(`/api/cities?q=${'a'.repeat(3000)}`))).toBe(apiCacheKey(req('/api/cities')));
    expect(apiCacheKey(req(`/api/properties/filter?cityId=1&zz=${Math.random()}`))).toBe(apiCacheKey(req('/api/properties/filter?cityId=1')));
    expect(apiCacheKey(req('/api/properties/filter?cityId=1&language='))).toBe(apiCacheKey(req('/api/properties/filter?cityId=1')));
    expect(apiCacheKey(req('/api/properties/detail?id=abc'))).toBeUndefined();
    expect(apiCacheKey(req(`/api/properties/filter?keyword=${'a'.repeat(5000)}`))).toBeUndefined();
    expect(apiCacheKey(req('/api/cities', {}, 'HEAD'))).toBe(apiCacheKey(req('/api/cities')));
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
});
