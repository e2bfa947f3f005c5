import { NextRequest, type NextResponse } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { middleware } from '@/middleware';

const BASE = 'http://localhost:3000';

function request(path: string, init: { cookie?: string; acceptLanguage?: string } = {}) {
  const headers = new Headers();
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.acceptLanguage) headers.set('accept-language', init.acceptLanguage);
  return new NextRequest(new URL(path, BASE), { headers });
}

/** The middleware's answer to a page's GET, which it gives at once (it awaits only a back-office POST's body). */
function answer(req: NextRequest): NextResponse {
  const res = middleware(req);
  if (res instanceof Promise) throw new Error(`the middleware awaited ${req.method} ${req.nextUrl.pathname}`);
  return res;
}

const rewrittenTo = (res: Response) => res.headers.get('x-middleware-rewrite')?.replace(BASE, '');
/** A header the middleware handed on to the page (Next passes them as x-middleware-request-*). */
const forwarded = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name.toLowerCase()}`);

describe('language from the prefix, the cookie, then Accept-Language', () => {
  it('serves a prefixed page under its own prefix and remembers the language', () => {
    const res = answer(request('/jp/residences?cityId=2'));
    expect(res.status).toBe(200);
    expect(rewrittenTo(res)).toBeUndefined();
    expect(res.headers.get('set-cookie')).toMatch(/language=jp/);
    // Set by the server for the server only: HttpOnly and SameSite.
    expect(res.headers.get('set-cookie')).toMatch(/language=jp;.*HttpOnly/i);
    expect(res.headers.get('set-cookie')).toMatch(/language=jp;.*SameSite=lax/i);
    expect(forwarded(res, 'X-NEXT-INTL-LOCALE')).toBe('ja');
    expect(forwarded(res, 'x-page-path')).toBe('/residences');
  });

  it('serves an unprefixed page as English at the same address when nothing asks for Japanese', () => {
    const res = answer(request('/residences/search?keyword=tay%20ho'));
    expect(res.status).toBe(200);
    expect(rewrittenTo(res)).toBe('/en/residences/search?keyword=tay%20ho');
    expect(res.headers.get('location')).toBeNull();
    expect(forwarded(res, 'X-NEXT-INTL-LOCALE')).toBe('en');
  });

  it('redirects an unprefixed request to /jp with 307 when the stored language is Japanese', () => {
    const res = answer(request('/offices?pageSize=16', { cookie: 'language=jp' }));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${BASE}/jp/offices?pageSize=16`);
  });

  it('redirects the root to /jp when the browser prefers Japanese', () => {
    const res = answer(request('/', { acceptLanguage: 'ja-JP,ja;q=0.9,en;q=0.8' }));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe(`${BASE}/jp`);
  });

  it('lets the stored English choice win over a Japanese browser', () => {
    const res = answer(request('/', { cookie: 'language=en', acceptLanguage: 'ja' }));
    expect(res.status).toBe(200);
    expect(rewrittenTo(res)).toBe('/en');
  });

  it('ignores a stored value that is not a language', () => {
    const res = answer(request('/', { cookie: 'language=fr', acceptLanguage: 'en-GB,ja;q=0.5' }));
    expect(res.status).toBe(200);
    expect(rewrittenTo(res)).toBe('/en');
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/en/nope', '/jp/residence/detail', '/normal/privacy-policy', '/en/residences/extra/deep'])('answers %s with the not-found page and status 404', (path) => {
    const res = answer(request(path));
    expect(res.status).toBe(404);
    expect(rewrittenTo(res)).toMatch(/^\/(en|jp)\/not-found$/);
    expect(forwarded(res, 'x-not-found')).toBe('1');
  });

  it('keeps generic pages under a prefix', () => {
    expect(answer(request('/jp/normal/privacy-policy')).status).toBe(200);
  });

  it('renders the 404 of a Japanese visitor in Japanese', () => {
    expect(rewrittenTo(answer(request('/jp/unknown')))).toBe('/jp/not-found');
  });
});

describe('city from the query', () => {
  it('stores ?city=hcm as the fixed id and passes it to this very request', () => {
    const res = answer(request('/en?city=hcm', { cookie: 'LOCATION_CITY=1; other=x' }));
    expect(res.headers.get('set-cookie')).toMatch(/LOCATION_CITY=2/);
    expect(forwarded(res, 'cookie')).toContain('LOCATION_CITY=2');
    expect(forwarded(res, 'cookie')).toContain('other=x');
  });

  it('stores ?cityId=3', () => {
    expect(answer(request('/en/residences?cityId=3')).headers.get('set-cookie')).toMatch(/LOCATION_CITY=3/);
  });

  it.each(['?cityId=abc', '?cityId=-1', '?city=paris', '?cityId=99999999999'])('ignores %s', (query) => {
    expect(answer(request(`/en${query}`)).headers.get('set-cookie') ?? '').not.toMatch(/LOCATION_CITY/);
  });
});

describe('headers on every response', () => {
  /** A policy as its directives, each with its list of sources. */
  const directives = (csp: string) =>
    Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...sources]) => [name, sources]),
    );

  it('puts a nonce-based policy on pages and hands the nonce to the renderer', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      const res = answer(request('/en'));
      const csp = res.headers.get('content-security-policy') ?? '';
      const nonce = forwarded(res, 'x-nonce') ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
      // Next reads the nonce from the request's policy: the page is rendered under the one sent.
      expect(forwarded(res, 'content-security-policy')).toBe(csp);
      const policy = directives(csp);
      // Scripts: this response's nonce and what it loads ('strict-dynamic'), nothing inline or evaluated.
      expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]));
      for (const source of policy['script-src']) expect(source, 'script-src').toMatch(/^(?:'self'|'strict-dynamic'|'nonce-[A-Za-z0-9+/=]+'|https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:\/[\w./-]*)?)$/);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'self'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      // A fresh nonce for every response.
      const again = directives(answer(request('/en')).headers.get('content-security-policy') ?? '');
      expect(again['script-src']).not.toContain(`'nonce-${nonce}'`);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('allows evaluated scripts only to the development server', () => {
    vi.stubEnv('NODE_ENV', 'development');
    try {
      expect(directives(answer(request('/en')).headers.get('content-security-policy') ?? '')['script-src']).toContain("'unsafe-eval'");
    } finally {
      vi.unstubAllEnvs();
    }
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(directives(answer(request('/en')).headers.get('content-security-policy') ?? '')['script-src']).not.toContain("'unsafe-eval'");
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it.each(['/en', '/api/cities', '/images/x.jpg', '/robots.txt'])('sends the safety headers on %s', (path) => {
    const res = answer(request(path));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('leaves the API, images and crawler files to their own routes', () => {
    for (const path of ['/api/properties/filter', '/images/a.webp', '/files/m.pdf', '/sitemap.xml', '/robots.txt']) {
      const res = answer(request(path));
      expect(rewrittenTo(res)).toBeUndefined();
      expect(res.headers.get('location')).toBeNull();
    }
  });
});
