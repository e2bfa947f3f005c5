import type { MetadataRoute } from 'next';
import { settings } from '@/lib/server/settings';
import { siteOrigin } from '@/lib/seo/urls';

/** SITE_URL is a runtime setting: answer per request instead of baking the build's value. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin(settings().SITE_URL);
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/admin'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
