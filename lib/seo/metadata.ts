import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/translations';
import { toLocale } from '@/lib/i18n/config';
import { settings } from '@/lib/server/settings';
import { buildPageMetadata, type PageMetadataInput, type SiteHead } from './page-head';

export { DEFAULT_OG_IMAGE, buildPageMetadata, type PageMetadataInput, type SiteHead } from './page-head';
export { TITLE_SEPARATOR, cutText, decodeEntities, keywordList, metaDescription, pageTitle, stripHtml } from './text';
export { languageAlternates, pageUrl } from './urls';

/** The site texts of a language (`meta` messages) and the configured site address. */
export async function siteHead(lang: PageMetadataInput['lang']): Promise<SiteHead> {
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'meta' });
  return {
    siteUrl: settings().SITE_URL,
    siteName: t('siteName'),
    description: t('description'),
    keywords: t('keywords'),
    ogImageAlt: t('ogImageAlt'),
  };
}

/**
 * Every page's metadata: "Title｜Site" title, a plain-text description of at most 300
 * characters, keywords, canonical `/{lang}…` address with hreflang alternates and x-default,
 * Open Graph and Twitter card. Use it from `generateMetadata`:
 *
 *   return pageMetadata({ lang, path: `/residence/detail/${id}/${slug}`, title: item.name, description: item.description, image: item.images[0] });
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  return buildPageMetadata(input, await siteHead(input.lang));
}
