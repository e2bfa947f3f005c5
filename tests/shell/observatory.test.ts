import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/security/headers';
import { cookiesTest, cspTest, grade, redirectionTest, sriTest, type Observed } from '@/scripts/lib/observatory';

const SITE = new URL('https://www.example.com/');
const NONCE = 'abcdefghijklmnopqrstuv';

/** The site's own headers over https, as the middleware writes them. */
function ours(): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': contentSecurityPolicy(NONCE) };
  for (const [k, v] of Object.entries(securityHeaders(SITE.origin))) headers[k.toLowerCase()] = v;
  return headers;
}

function observed(overrides: Partial<Observed> = {}): Observed {
  return {
    url: SITE,
    headers: ours(),
    setCookies: ['language=en; Path=/; Max-Age=31536000; Secure; HttpOnly; SameSite=lax'],
    otherCookies: ['LOCATION_CITY=2; Path=/; Max-Age=31536000; Secure; SameSite=lax'],
    html: `<html><head><script src="/_next/static/chunks/a.js" nonce="${NONCE}" async></script></head></html>`,
    httpRedirects: [{ status: 308, location: 'https://www.example.com/' }],
    cors: { origin: 'https://attacker.example', headers: {} },
    ...overrides,
  };
}

const result = (csp: string) => cspTest({ 'content-security-policy': csp }, SITE);

describe('the Observatory checks', () => {
  it('grade the site’s own headers A+ (115)', () => {
    const g = grade(observed());
    expect(g.grade).toBe('A+');
    expect(g.score).toBe(115);
    expect(g.tests.filter((t) => !t.pass)).toEqual([]);
  });

  it('tell a nonce policy from an unsafe one', () => {
    expect(result("default-src 'self'; script-src 'self' 'unsafe-inline'").result).toBe('csp-implemented-with-unsafe-inline');
    expect(result(`script-src 'nonce-${NONCE}' 'unsafe-inline' 'strict-dynamic' https:; object-src 'none'; style-src 'self'`).result).toBe('csp-implemented-with-no-unsafe');
    expect(result("script-src 'self' 'strict-dynamic'").result).toBe('csp-header-invalid');
    expect(result("default-src 'self'; script-src 'self' 'unsafe-eval'").modifier).toBe(-10);
    expect(result("default-src 'none'").result).toBe('csp-implemented-with-no-unsafe-default-src-none');
    expect(result("default-src 'self'; script-src 'self' data:").modifier).toBe(-20);
    expect(result("default-src 'self'; object-src *").modifier).toBe(-20);
    expect(result("default-src 'self'; img-src http://cdn.example").result).toBe('csp-implemented-with-insecure-scheme-in-passive-content-only');
    expect(cspTest({}, SITE).modifier).toBe(-25);
  });

  it('penalise cookies as the Observatory ranks them', () => {
    const with_ = (...cookies: string[]) => cookiesTest(observed({ setCookies: cookies, otherCookies: [] })).result;
    expect(with_('session=1; Secure; SameSite=Lax')).toBe('cookies-session-without-httponly-flag');
    expect(with_('a=1; SameSite=Lax', 'b=2; Secure; SameSite=Lax')).toBe('cookies-without-secure-flag-but-protected-by-hsts');
    expect(with_('a=1; Secure; SameSite=Bogus')).toBe('cookies-samesite-flag-invalid');
    expect(with_('a=1; Secure')).toBe('cookies-secure-with-httponly-sessions');
    expect(with_()).toBe('cookies-not-found');
    const noHsts = { ...ours() };
    delete noHsts['strict-transport-security'];
    expect(cookiesTest(observed({ headers: noHsts, setCookies: ['sessionid=1; HttpOnly'], otherCookies: [] })).modifier).toBe(-40);
  });

  it('require http to go to https on the same host first', () => {
    expect(redirectionTest(observed({ httpRedirects: [{ status: 200, location: undefined }] })).modifier).toBe(-20);
    expect(redirectionTest(observed({ httpRedirects: [{ status: 301, location: 'https://other.example/' }] })).modifier).toBe(-5);
    expect(redirectionTest(observed({ httpRedirects: [{ status: 302, location: 'http://www.example.com/x' }] })).modifier).toBe(-10);
  });

  it('weigh scripts from elsewhere by how they are loaded', () => {
    const html = (src: string, extra = '') => `<script src="${src}"${extra}></script>`;
    expect(sriTest(observed({ html: html('http://cdn.example/x.js') })).modifier).toBe(-50);
    expect(sriTest(observed({ html: html('https://cdn.example/x.js') })).modifier).toBe(-5);
    expect(sriTest(observed({ html: html('https://cdn.example/x.js', ' integrity="sha384-x"') })).modifier).toBe(5);
    expect(sriTest(observed({ html: '<p>no scripts</p>' })).result).toBe('sri-not-implemented-but-no-scripts-loaded');
  });

  it('give bonuses only to a site that already scores 90 without them', () => {
    const headers = ours();
    delete headers['content-security-policy'];
    delete headers['x-frame-options'];
    const g = grade(observed({ headers }));
    // −25 (no CSP) and −20 (no framing protection): 55, and the referrer and cookie bonuses do not count.
    expect(g.score).toBe(55);
    expect(g.grade).toBe('C');
  });
});
