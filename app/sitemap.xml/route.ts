import { renderSitemapIndex, xmlResponse } from '@/lib/seo/sitemap-xml';
import { sitemapParts } from '@/lib/server/sitemap';
import { settings } from '@/lib/server/settings';
import { siteOrigin } from '@/lib/seo/urls';

/** Read at request time: the catalogue changes, and the build has no database. */
export const dynamic = 'force-dynamic';

/** /sitemap.xml: the index of the sitemap parts served at /sitemap/{id}.xml. */
export async function GET() {
  const origin = siteOrigin(settings().SITE_URL);
  const parts = await sitemapParts();
  return xmlResponse(renderSitemapIndex(parts.map((p) => ({ url: `${origin}/sitemap/${p.id}.xml`, lastModified: p.lastModified }))));
}
