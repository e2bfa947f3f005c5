/**
 * A page's metadata from plain inputs: the site texts are passed in, so this runs (and is tested)
 * without Next's request context. `pageMetadata` in ./metadata.ts is the server-side entry point.
 */
import type { Metadata } from 'next';
import { LANGS, type Lang } from '@/lib/i18n/config';
import { keywordList, metaDescription, pageTitle } from './text';
import { imageUrl, languageAlternates, pageUrl } from './urls';

/**
 * The demo's Open Graph picture when a page has none of its own: a wide home-banner photo of
 * Ho Chi Minh City residences (scripts/seed/media-names.ts, served at /images/{file}).
 */
export const DEFAULT_OG_IMAGE = 'banner-residence-hcm.jpg';

const OG_LOCALE: Record<Lang, string> = { en: 'en_US', jp: 'ja_JP' };

export type PageMetadataInput = {
  lang: Lang;
  /** The route path without the language prefix: `/` for home, `/residences/search`… */
  path: string;
  /** The page's own title; the site name is appended after a full-width bar. */
  title?: string | null;
  /** HTML or plain text; default: the site description. */
  description?: string | null;
  keywords?: string | readonly string[] | null;
  /** A file name under /images, a site path or an absolute URL; default: the site banner. */
  image?: string | null;
  /** Keep the page out of search results (links are still followed). */
  noindex?: boolean;
};

/** The localised site texts of the `meta` message namespace, and the site's address. */
export type SiteHead = {
  siteUrl: string;
  siteName: string;
  description: string;
  keywords: string;
  ogImageAlt: string;
};

export function buildPageMetadata(input: PageMetadataInput, site: SiteHead): Metadata {
  const { lang, path } = input;
  const title = pageTitle(input.title, site.siteName);
  const description = metaDescription(input.description) || metaDescription(site.description);
  const keywords = keywordList(input.keywords) ?? keywordList(site.keywords);
  const url = pageUrl(site.siteUrl, lang, path);
  const image = {
    url: imageUrl(site.siteUrl, input.image || DEFAULT_OG_IMAGE),
    alt: input.image && input.title ? input.title : site.ogImageAlt,
  };
  return {
    // Absolute: a title template further up must not append the site name a second time.
    title: { absolute: title },
    description,
    keywords,
    alternates: { canonical: url, languages: languageAlternates(site.siteUrl, path) },
    openGraph: {
      type: 'website',
      siteName: site.siteName,
      locale: OG_LOCALE[lang],
      alternateLocale: LANGS.filter((other) => other !== lang).map((other) => OG_LOCALE[other]),
      url,
      title,
      description,
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
