/**
 * Whether a request that changes something came from a page of this site: the back office's
 * server actions (middleware.ts) and its photo uploads (lib/server/listings/photo-upload.ts)
 * take nothing else. Edge-safe: the middleware runs it.
 *
 * - `Origin` present: its host must be the site's own, the host the request was addressed to as
 *   Next compares it for server actions (`X-Forwarded-Host` when present, else `Host`; the
 *   production server drops a client's `X-Forwarded-Host` unless a trusted proxy sent it), or
 *   SITE_URL's host (next.config.ts gives Next the same through `serverActions.allowedOrigins`).
 *   `Origin: null` (a sandboxed frame, a redirect through another site) is no one's.
 * - `Origin` absent: Next lets such a request through, as a script's or an old browser's. A
 *   browser that leaves it out still says where the request came from in `Sec-Fetch-Site`, and
 *   `cross-site` or `same-site` (a sibling subdomain) is refused like a foreign Origin.
 *   `same-origin` and `none` (the member's own action, such as a bookmark) pass.
 */
export type Provenance = 'ownSite' | 'foreignOrigin' | 'crossSite';

function firstValue(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

/** Where a request says it comes from, judged against the host it was sent to and SITE_URL. */
export function provenance(headers: Headers, siteUrl: string | undefined): Provenance {
  const origin = headers.get('origin');
  if (origin === null) {
    const site = headers.get('sec-fetch-site')?.trim().toLowerCase();
    return site === 'cross-site' || site === 'same-site' ? 'crossSite' : 'ownSite';
  }
  const from = hostOf(origin);
  const own = [firstValue(headers.get('x-forwarded-host')) ?? firstValue(headers.get('host')), hostOf(siteUrl)];
  return from !== undefined && own.includes(from) ? 'ownSite' : 'foreignOrigin';
}
