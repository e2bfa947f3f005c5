import { MAX_SITEMAP_BYTES, renderUrlset, xmlResponse } from '@/lib/seo/sitemap-xml';
import { sitemapPart } from '@/lib/server/sitemap';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ part: string }> };

/** /sitemap/{id}.xml: one part of the index at /sitemap.xml. */
export async function GET(_req: Request, { params }: Context) {
  const { part } = await params;
  const groups = part.endsWith('.xml') ? await sitemapPart(part.slice(0, -'.xml'.length)) : null;
  if (!groups) return xmlResponse('<?xml version="1.0" encoding="UTF-8"?>\n<error>Unknown sitemap</error>\n', 404);
  const xml = renderUrlset(...groups);
  // 25 000 listings measure about 30 MB with the demo's slugs; much longer slugs would need smaller parts.
  const bytes = Buffer.byteLength(xml);
  if (bytes > MAX_SITEMAP_BYTES) console.error(`[sitemap] ${part} is ${bytes} bytes, over the 50 MB limit: lower LISTINGS_PER_PART`);
  return xmlResponse(xml);
}
