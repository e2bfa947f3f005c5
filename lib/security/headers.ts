/**
 * The security headers of every response, and the page Content-Security-Policy. Pure functions of
 * their inputs so the middleware stays small and tests can check the policy directly.
 *
 * Scripts run only with the request's nonce ('strict-dynamic' lets those scripts load the maps and
 * reCAPTCHA loaders); the host lists are the fallback for browsers without 'strict-dynamic'.
 * Styles allow 'unsafe-inline' because Google Maps and the carousel set inline style attributes.
 */
const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

export function contentSecurityPolicy(nonce: string, development = false, apiBase = process.env.NEXT_PUBLIC_API_BASE_URL): string {
  const api = apiBase && /^https?:\/\//.test(apiBase) ? [new URL(apiBase).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...GOOGLE_MAPS, ...RECAPTCHA, ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'img-src': ["'self'", 'data:', 'blob:', ...GOOGLE_MAPS, 'https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com', 'https://i.ytimg.com'],
    'font-src': ["'self'", 'data:', 'https://fonts.gstatic.com'],
    'connect-src': ["'self'", ...api, ...GOOGLE_MAPS, 'https://*.googleapis.com', 'https://www.google.com', ...(development ? ['ws:'] : [])],
    // OpenStreetMap's embedded map: a listing's location where no Google Maps key is set.
    'frame-src': ['https://www.google.com', 'https://recaptcha.google.com', 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.openstreetmap.org'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy of an answer that is no page of the site (the production server's own refusals, the
 * back office's upload answers): nothing runs, loads or frames it; inline styles only.
 */
export const STRICT_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Headers for every response. HSTS only when the site is served over https. */
export function securityHeaders(siteUrl: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (siteUrl?.startsWith('https://')) headers['Strict-Transport-Security'] = 'max-age=63072000; includeSubDomains';
  return headers;
}
