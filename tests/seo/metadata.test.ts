import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { DEFAULT_OG_IMAGE, buildPageMetadata, type SiteHead } from '@/lib/seo/page-head';
import { languageAlternates, pageUrl } from '@/lib/seo/urls';
import { MEDIA } from '@/scripts/seed/media-names';

const SITE = 'https://rentals.example';
const site = (over: Partial<SiteHead> = {}): SiteHead => ({
  siteUrl: SITE,
  siteName: 'ISN',
  description: 'Default <b>description</b>',
  keywords: 'rent, vietnam',
  ogImageAlt: 'Flats',
  ...over,
});

describe('canonical and hreflang', () => {
  it('gives the root its /{lang} address and the bare site as x-default', () => {
    expect(pageUrl(SITE, 'en', '/')).toBe(`${SITE}/en`);
    expect(pageUrl(`${SITE}/`, 'jp', '')).toBe(`${SITE}/jp`);
    expect(languageAlternates(SITE, '/')).toEqual({ en: `${SITE}/en`, ja: `${SITE}/jp`, 'x-default': `${SITE}/` });
  });

  it('prefixes a deep path in both languages, without a trailing slash or query', () => {
    const path = '/residence/detail/12/sunny-flat/';
    expect(pageUrl(SITE, 'jp', path)).toBe(`${SITE}/jp/residence/detail/12/sunny-flat`);
    expect(pageUrl(SITE, 'en', '/residences/search?page=2')).toBe(`${SITE}/en/residences/search`);
    expect(languageAlternates(SITE, path)).toEqual({
      en: `${SITE}/en/residence/detail/12/sunny-flat`,
      ja: `${SITE}/jp/residence/detail/12/sunny-flat`,
      'x-default': `${SITE}/residence/detail/12/sunny-flat`,
    });
  });

  it('has no x-default for the prefixed-only generic pages', () => {
    expect(languageAlternates(SITE, '/normal/privacy-policy')).toEqual({
      en: `${SITE}/en/normal/privacy-policy`,
      ja: `${SITE}/jp/normal/privacy-policy`,
    });
  });

  it('escapes characters outside the URL grammar exactly once', () => {
    expect(pageUrl(SITE, 'en', '/special/ハノイ')).toBe(`${SITE}/en/special/%E3%83%8F%E3%83%8E%E3%82%A4`);
    expect(pageUrl(SITE, 'en', '/special/%E3%83%8F')).toBe(`${SITE}/en/special/%E3%83%8F`);
  });
});

describe('buildPageMetadata', () => {
  it('builds title, description, canonical, alternates, Open Graph and Twitter for a page', () => {
    const meta = buildPageMetadata(
      { lang: 'jp', path: '/project/detail/7/the-park', title: 'The Park', description: '<p>Pool &amp; gym</p>', image: 'building-01.jpg' },
      site(),
    );
    expect(meta.title).toEqual({ absolute: 'The Park｜ISN' });
    expect(meta.description).toBe('Pool & gym');
    expect(meta.keywords).toBe('rent, vietnam');
    expect(meta.alternates).toEqual({
      canonical: `${SITE}/jp/project/detail/7/the-park`,
      languages: languageAlternates(SITE, '/project/detail/7/the-park'),
    });
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      siteName: 'ISN',
      locale: 'ja_JP',
      alternateLocale: ['en_US'],
      url: `${SITE}/jp/project/detail/7/the-park`,
      title: 'The Park｜ISN',
      description: 'Pool & gym',
      images: [{ url: `${SITE}/images/building-01.jpg`, alt: 'The Park' }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'The Park｜ISN' });
    expect(meta.robots).toBeUndefined();
  });

  it('falls back to the site texts and the default banner image', () => {
    const meta = buildPageMetadata({ lang: 'en', path: '/', noindex: true }, site());
    expect(meta.title).toEqual({ absolute: 'ISN' });
    expect(meta.description).toBe('Default description');
    expect(meta.alternates?.canonical).toBe(`${SITE}/en`);
    expect(meta.openGraph).toMatchObject({ locale: 'en_US', alternateLocale: ['ja_JP'], images: [{ url: `${SITE}/images/${DEFAULT_OG_IMAGE}`, alt: 'Flats' }] });
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(MEDIA.banner).toContain(DEFAULT_OG_IMAGE);
  });

  it('keeps absolute image URLs and site paths as given', () => {
    const abs = buildPageMetadata({ lang: 'en', path: '/', image: 'https://cdn.example/x.jpg' }, site());
    const rel = buildPageMetadata({ lang: 'en', path: '/', image: '/images/y.jpg' }, site());
    expect(abs.openGraph?.images).toEqual([{ url: 'https://cdn.example/x.jpg', alt: 'Flats' }]);
    expect(rel.openGraph?.images).toEqual([{ url: `${SITE}/images/y.jpg`, alt: 'Flats' }]);
  });
});

describe('pageMetadata', () => {
  it('uses the localised site name and SITE_URL', async () => {
    const { pageMetadata } = await import('@/lib/seo/metadata');
    const { settings } = await import('@/lib/server/settings');
    const origin = settings().SITE_URL.replace(/\/$/, '');
    const meta = await pageMetadata({ lang: 'jp', path: '/residences', title: '賃貸' });
    expect(meta.title).toEqual({ absolute: `賃貸｜${ja.meta.siteName}` });
    expect(meta.description).toBe(ja.meta.description);
    expect(meta.alternates?.canonical).toBe(`${origin}/jp/residences`);
    const home = await pageMetadata({ lang: 'en', path: '/' });
    expect(home.title).toEqual({ absolute: en.meta.siteName });
    expect(home.keywords).toBe(en.meta.keywords);
  });
});
