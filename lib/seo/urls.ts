/**
 * Absolute addresses of a page in each language: the canonical `/{lang}…` form, the hreflang
 * alternates (`en` → /en…, `ja` → /jp…) and `x-default`, the unprefixed address, which the
 * middleware serves in the visitor's language. Pure: the site address is passed in.
 */
import { LANGS, toLocale, type Lang } from '@/lib/i18n/config';
import { isKnownRoute } from '@/lib/i18n/routes';

/** `http://host/` → `http://host` (SITE_URL may be written either way). */
export function siteOrigin(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/**
 * An unprefixed route path made canonical: one leading slash, no trailing slash, no query or hash,
 * characters outside the URL grammar percent-encoded once (already encoded input is kept).
 */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '').replace(/^\/*/, '/');
  let decoded = trimmed;
  try {
    decoded = decodeURI(trimmed);
  } catch {
    // a stray `%` is not an escape: encode it as it is
  }
  return encodeURI(decoded);
}

/** `/residences` in `jp` → `https://site/jp/residences`; the root is `https://site/jp`. */
export function pageUrl(siteUrl: string, lang: Lang, path: string): string {
  const clean = normalisePath(path);
  return `${siteOrigin(siteUrl)}/${lang}${clean === '/' ? '' : clean}`;
}

/** The unprefixed address (`https://site/` for the root), or undefined where only prefixed paths exist. */
export function defaultUrl(siteUrl: string, path: string): string | undefined {
  const clean = normalisePath(path);
  return isKnownRoute(clean, false) ? `${siteOrigin(siteUrl)}${clean}` : undefined;
}

/** hreflang alternates: BCP 47 locale → address, plus `x-default` where the unprefixed form exists. */
export function languageAlternates(siteUrl: string, path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const lang of LANGS) languages[toLocale(lang)] = pageUrl(siteUrl, lang, path);
  const fallback = defaultUrl(siteUrl, path);
  if (fallback) languages['x-default'] = fallback;
  return languages;
}

/** A media file as an absolute address: names live at /images/{file}; paths and URLs are kept. */
export function imageUrl(siteUrl: string, image: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith('/')) return `${siteOrigin(siteUrl)}${image}`;
  return `${siteOrigin(siteUrl)}/images/${image.split('/').map(encodeURIComponent).join('/')}`;
}
