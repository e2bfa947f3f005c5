import { securityHeaders } from './headers';

/**
 * Behind a TLS-terminating balancer that also passes plain-http traffic on (and says so with
 * X-Forwarded-Proto: http), the site answers http with a permanent redirect to the same address
 * on the https site: SITE_URL's origin, never the request's Host header, so HSTS takes over from
 * the first visit. The production server (scripts/serve.ts) applies it before anything else: Next
 * fills in X-Forwarded-Proto for every request it is handed, so the middleware cannot tell a
 * balancer's "http" from its own.
 */
export function httpsRedirect(
  url: string | undefined,
  forwardedProto: string | string[] | undefined,
  siteUrl: string | undefined,
): { status: 308; headers: Record<string, string> } | undefined {
  if (!siteUrl?.startsWith('https://') || !url?.startsWith('/')) return undefined;
  const proto = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)?.split(',')[0].trim();
  if (proto !== 'http') return undefined;
  const location = new URL(url.replace(/^\/+/, '/'), siteUrl).toString();
  return { status: 308, headers: { ...securityHeaders(siteUrl), Location: location, 'Content-Type': 'text/plain; charset=utf-8' } };
}
