/**
 * Sitemap XML (sitemaps.org 0.9) with hreflang alternates as `xhtml:link`, and the sitemap index.
 * Written here rather than through Next's `sitemap.ts` convention because the site needs both an
 * index at /sitemap.xml and parts whose number is only known from the database at request time.
 */

/** Limits of the protocol, per sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;
export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;

export type SitemapEntry = {
  url: string;
  /** W3C date (`2025-01-31`) or date-time. */
  lastModified?: string | null;
  /** hreflang → absolute URL, the entry's own language included. */
  languages?: Record<string, string>;
};

export type SitemapRef = { url: string; lastModified?: string | null };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function entryXml(entry: SitemapEntry): string {
  let xml = `<url>\n<loc>${escapeXml(entry.url)}</loc>\n`;
  for (const [hreflang, href] of Object.entries(entry.languages ?? {})) {
    xml += `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}" />\n`;
  }
  if (entry.lastModified) xml += `<lastmod>${escapeXml(entry.lastModified)}</lastmod>\n`;
  return `${xml}</url>\n`;
}

/** A `<urlset>`; entries may come in several arrays (pages of a keyset scan) to avoid copying. */
export function renderUrlset(...groups: readonly SitemapEntry[][]): string {
  const body = groups.map((entries) => entries.map(entryXml).join('')).join('');
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}</urlset>\n`;
}

export function renderSitemapIndex(parts: readonly SitemapRef[]): string {
  const body = parts
    .map((p) => `<sitemap>\n<loc>${escapeXml(p.url)}</loc>\n${p.lastModified ? `<lastmod>${escapeXml(p.lastModified)}</lastmod>\n` : ''}</sitemap>\n`)
    .join('');
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}</sitemapindex>\n`;
}

export function xmlResponse(xml: string, status = 200): Response {
  return new Response(xml, {
    status,
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Crawlers read it rarely; a shared cache may keep it for an hour.
      'Cache-Control': status === 200 ? 'public, max-age=0, s-maxage=3600' : 'no-store',
    },
  });
}
