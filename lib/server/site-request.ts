import 'server-only';
import { cookies, headers } from 'next/headers';
import { EVERY_PAGE_COOKIES, EVERY_PAGE_HEADERS } from '@/lib/cache/page-reads';

/**
 * The public site's only reads of its request's cookies and headers (ESLint's no-restricted-imports
 * keeps `next/headers` out of the site's other modules): each name is one the page cache keys
 * every page on, or one the middleware writes from what the key holds (lib/cache/page-reads.ts).
 */
export async function siteCookie(name: (typeof EVERY_PAGE_COOKIES)[number]): Promise<string | undefined> {
  return (await cookies()).get(name)?.value;
}

export async function siteHeader(name: (typeof EVERY_PAGE_HEADERS)[number]): Promise<string | null> {
  return (await headers()).get(name);
}
