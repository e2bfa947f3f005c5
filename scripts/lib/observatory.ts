/**
 * The checks MDN's HTTP Observatory applies to a site's front page, and its scoring, as pure
 * functions of what the site answered (scripts/audit-headers.ts fetches it; tests feed fixtures).
 * Written from the Observatory's published methodology and test descriptions: each test yields one
 * result with a score modifier; a site starts at 100, takes every penalty, and gets the bonuses only
 * when the penalised score is at least 90 (A). 100 or more is A+.
 */
export type TestResult = { test: string; result: string; modifier: number; pass: boolean };

export type Observed = {
  /** The URL the front page was finally served from (https in production). */
  url: URL;
  /** Its response headers, names in lower case; Set-Cookie as a list. */
  headers: Record<string, string | undefined>;
  setCookies: string[];
  /** Cookies set by the other responses of the visit (redirects, robots.txt). */
  otherCookies: string[];
  html: string | undefined;
  /** The answers to the same address over plain http, in order: status and Location. */
  httpRedirects: { status: number; location: string | undefined }[];
  /** The headers of the front page asked for with `Origin: <corsOrigin>` (a foreign site). */
  cors: { origin: string; headers: Record<string, string | undefined> };
};

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const nonceOrHash = (sources: Set<string>) => [...sources].some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s));

export function parseCsp(header: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (policy.has(directive)) continue; // the first occurrence wins, as in browsers
    policy.set(directive, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
  }
  return policy;
}

export function cspTest(headers: Observed['headers'], url: URL): TestResult {
  const header = headers['content-security-policy'];
  const out = (result: string, modifier: number, pass: boolean): TestResult => ({ test: 'content-security-policy', result, modifier, pass });
  if (!header) return out('csp-not-implemented', -25, false);
  const csp = parseCsp(header);
  if (csp.size === 0) return out('csp-header-invalid', -25, false);
  const fallback = csp.get('default-src');
  const script = new Set(csp.get('script-src') ?? fallback ?? ['*']);
  const style = new Set(csp.get('style-src') ?? fallback ?? ['*']);
  const object = csp.get('object-src') ?? fallback ?? new Set(['*']);
  // A nonce or hash makes browsers ignore 'unsafe-inline'; with 'strict-dynamic' hosts and 'self' too.
  for (const list of [script, style]) if (nonceOrHash(list)) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (!nonceOrHash(script)) return out('csp-header-invalid', -25, false);
    for (const s of [...script]) if (s === "'self'" || [...BROAD].some((b) => s.startsWith(b))) script.delete(s);
  }
  const active = [...csp.entries()].filter(([d]) => d !== 'img-src' && d !== 'media-src' && d !== 'script-src').flatMap(([, v]) => [...v]);
  active.push(...script);
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? fallback ?? [])]);
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');
  if ([...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) return out('csp-implemented-with-unsafe-inline', -20, false);
  if (url.protocol === 'https:' && active.some(insecure)) return out('csp-implemented-with-insecure-scheme', -20, false);
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return out('csp-implemented-with-unsafe-eval', -10, false);
  if (url.protocol === 'https:' && passive.some(insecure)) return out('csp-implemented-with-insecure-scheme-in-passive-content-only', -10, true);
  if ([...style].some((s) => BROAD.has(s) || INLINE.has(s))) return out('csp-implemented-with-unsafe-inline-in-style-src-only', 0, true);
  if (fallback?.has("'none'") && fallback.size === 1) return out('csp-implemented-with-no-unsafe-default-src-none', 10, true);
  return out('csp-implemented-with-no-unsafe', 5, true);
}

type Cookie = { name: string; secure: boolean; httpOnly: boolean; sameSite: string | undefined };

export function parseSetCookie(header: string): Cookie {
  const [pair, ...attributes] = header.split(';');
  const name = pair.split('=')[0].trim();
  const attrs = new Map(attributes.map((a) => a.trim().split('=')).map(([k, v]) => [k.trim().toLowerCase(), v?.trim() ?? '']));
  return { name, secure: attrs.has('secure'), httpOnly: attrs.has('httponly'), sameSite: attrs.get('samesite') };
}

export function hstsTest(headers: Observed['headers'], url: URL): TestResult {
  const out = (result: string, modifier: number, pass: boolean): TestResult => ({ test: 'strict-transport-security', result, modifier, pass });
  if (url.protocol !== 'https:') return out('hsts-not-implemented-no-https', -20, false);
  const header = headers['strict-transport-security'];
  if (!header) return out('hsts-not-implemented', -20, false);
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header);
  if (!maxAge) return out('hsts-header-invalid', -20, false);
  return Number(maxAge[1]) >= 15_768_000 ? out('hsts-implemented-max-age-at-least-six-months', 0, true) : out('hsts-implemented-max-age-less-than-six-months', -10, false);
}

export function cookiesTest(observed: Observed): TestResult {
  const out = (result: string, modifier: number, pass: boolean): TestResult => ({ test: 'cookies', result, modifier, pass });
  const raw = [...observed.setCookies, ...observed.otherCookies];
  if (!raw.length) return out('cookies-not-found', 0, true);
  const hsts = hstsTest(observed.headers, observed.url).pass;
  // From the worst result down, as the Observatory ranks them.
  const cookies = raw.map(parseSetCookie);
  const session = (c: Cookie) => /login|sess/i.test(c.name);
  const badSameSite = cookies.some((c) => c.sameSite !== undefined && !['lax', 'strict', 'none'].includes(c.sameSite.toLowerCase())) || cookies.some((c) => !c.secure && c.sameSite?.toLowerCase() === 'none');
  if (cookies.some((c) => session(c) && !c.secure && !hsts)) return out('cookies-session-without-secure-flag', -40, false);
  if (cookies.some((c) => session(c) && !c.httpOnly)) return out('cookies-session-without-httponly-flag', -30, false);
  if (cookies.some((c) => /csrf/i.test(c.name) && !c.sameSite)) return out('cookies-anticsrf-without-samesite-flag', -20, false);
  if (badSameSite) return out('cookies-samesite-flag-invalid', -20, false);
  if (cookies.some((c) => session(c) && !c.secure)) return out('cookies-session-without-secure-flag-but-protected-by-hsts', -10, false);
  if (cookies.some((c) => !c.secure)) return hsts ? out('cookies-without-secure-flag-but-protected-by-hsts', -5, false) : out('cookies-without-secure-flag', -20, false);
  if (cookies.some((c) => !c.sameSite)) return out('cookies-secure-with-httponly-sessions', 0, true);
  return out('cookies-secure-with-httponly-sessions-and-samesite', 5, true);
}

/** Universal access: any foreign origin is let in, with the visitor's credentials. */
export function corsTest(cors: Observed['cors']): TestResult {
  const allowed = cors.headers['access-control-allow-origin']?.trim();
  const out = (result: string, modifier: number, pass: boolean): TestResult => ({ test: 'cross-origin-resource-sharing', result, modifier, pass });
  if (!allowed) return out('cross-origin-resource-sharing-not-implemented', 0, true);
  if (allowed === cors.origin && cors.headers['access-control-allow-credentials']?.trim().toLowerCase() === 'true') {
    return out('cross-origin-resource-sharing-implemented-with-universal-access', -50, false);
  }
  if (allowed === '*') return out('cross-origin-resource-sharing-implemented-with-public-access', 0, true);
  return out('cross-origin-resource-sharing-implemented-with-restricted-access', 0, true);
}

export function redirectionTest(observed: Observed): TestResult {
  const out = (result: string, modifier: number, pass: boolean): TestResult => ({ test: 'redirection', result, modifier, pass });
  const first = observed.httpRedirects[0];
  if (!first || first.status < 300 || first.status >= 400 || !first.location) return out('redirection-missing', -20, false);
  const to = new URL(first.location, `http://${observed.url.host}/`);
  if (to.protocol !== 'https:') return out('redirection-not-to-https-on-initial-redirection', -10, false);
  if (to.hostname !== observed.url.hostname) return out('redirection-off-host-from-http', -5, false);
  return out('redirection-to-https', 0, true);
}

const PRIVATE_REFERRERS = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const OTHER_REFERRERS = new Set(['no-referrer-when-downgrade', 'origin', 'origin-when-cross-origin', 'unsafe-url']);

export function referrerPolicyTest(headers: Observed['headers']): TestResult {
  const out = (result: string, modifier: number, pass: boolean): TestResult => ({ test: 'referrer-policy', result, modifier, pass });
  const header = headers['referrer-policy'];
  if (!header) return out('referrer-policy-not-implemented', 0, true);
  // Browsers use the last value they understand.
  const value = header.split(',').map((v) => v.trim().toLowerCase()).filter((v) => PRIVATE_REFERRERS.has(v) || OTHER_REFERRERS.has(v)).at(-1);
  if (!value) return out('referrer-policy-header-invalid', -5, false);
  if (PRIVATE_REFERRERS.has(value)) return out('referrer-policy-private', 5, true);
  if (value === 'no-referrer-when-downgrade') return out('referrer-policy-no-referrer-when-downgrade', 0, true);
  return out('referrer-policy-unsafe', -5, false);
}

export function sriTest(observed: Observed): TestResult {
  const out = (result: string, modifier: number, pass: boolean): TestResult => ({ test: 'subresource-integrity', result, modifier, pass });
  const type = observed.headers['content-type'] ?? '';
  if (!observed.html || !/^(text\/html|application\/xhtml\+xml)/.test(type)) return out('sri-not-implemented-response-not-html', 0, true);
  const scripts = [...observed.html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1]).filter((attrs) => /\bsrc\s*=/.test(attrs));
  if (!scripts.length) return out('sri-not-implemented-but-no-scripts-loaded', 0, true);
  let external = false;
  let insecure = false;
  let withIntegrity = false;
  for (const attrs of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '';
    const target = new URL(src.replace(/&amp;/g, '&'), observed.url);
    if (target.hostname !== observed.url.hostname) external = true;
    if (target.protocol !== 'https:' && !(target.hostname === observed.url.hostname && observed.url.protocol === target.protocol)) insecure = true;
    if (/\bintegrity\s*=/.test(attrs)) withIntegrity = true;
  }
  if (!external && !insecure) return withIntegrity ? out('sri-implemented-and-all-scripts-loaded-securely', 5, true) : out('sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0, true);
  if (insecure) return withIntegrity ? out('sri-implemented-but-external-scripts-not-loaded-securely', -20, false) : out('sri-not-implemented-and-external-scripts-not-loaded-securely', -50, false);
  return withIntegrity ? out('sri-implemented-and-external-scripts-loaded-securely', 5, true) : out('sri-not-implemented-but-external-scripts-loaded-securely', -5, false);
}

export function xContentTypeOptionsTest(headers: Observed['headers']): TestResult {
  const header = headers['x-content-type-options'];
  if (!header) return { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5, pass: false };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0, pass: true }
    : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5, pass: false };
}

export function xFrameOptionsTest(headers: Observed['headers']): TestResult {
  const out = (result: string, modifier: number, pass: boolean): TestResult => ({ test: 'x-frame-options', result, modifier, pass });
  const ancestors = headers['content-security-policy'] ? parseCsp(headers['content-security-policy']).get('frame-ancestors') : undefined;
  if (ancestors && ![...ancestors].some((s) => BROAD.has(s))) return out('x-frame-options-implemented-via-csp', 5, true);
  const header = headers['x-frame-options']?.trim().toLowerCase();
  if (!header) return out('x-frame-options-not-implemented', -20, false);
  if (header === 'deny' || header === 'sameorigin') return out('x-frame-options-sameorigin-or-deny', 0, true);
  if (header.startsWith('allow-from ')) return out('x-frame-options-allow-from-origin', 0, true);
  return out('x-frame-options-header-invalid', -20, false);
}

export function corpTest(headers: Observed['headers']): TestResult {
  const header = headers['cross-origin-resource-policy']?.trim().toLowerCase();
  const out = (result: string, modifier: number, pass: boolean): TestResult => ({ test: 'cross-origin-resource-policy', result, modifier, pass });
  if (!header) return out('corp-not-implemented', 0, true);
  if (header === 'same-site' || header === 'same-origin') return out(`corp-implemented-with-${header}`, 0, true);
  if (header === 'cross-origin') return out('corp-implemented-with-cross-origin', 0, true);
  return out('corp-header-invalid', -5, false);
}

const GRADES: [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

export function grade(observed: Observed): { score: number; grade: string; tests: TestResult[] } {
  const { headers, url } = observed;
  const tests = [
    cspTest(headers, url),
    cookiesTest(observed),
    corsTest(observed.cors),
    redirectionTest(observed),
    referrerPolicyTest(headers),
    hstsTest(headers, url),
    sriTest(observed),
    xContentTypeOptionsTest(headers),
    xFrameOptionsTest(headers),
    corpTest(headers),
  ];
  const penalised = 100 + tests.reduce((sum, t) => sum + Math.min(0, t.modifier), 0);
  const score = Math.max(0, penalised >= 90 ? penalised + tests.reduce((sum, t) => sum + Math.max(0, t.modifier), 0) : penalised);
  return { score, grade: GRADES.find(([min]) => score >= min)![1], tests };
}
