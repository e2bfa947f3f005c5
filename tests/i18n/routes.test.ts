import { describe, expect, it } from 'vitest';
import { searchQuery } from '@/lib/api/properties';
import { SEARCH_QUERY } from '@/lib/cache/page-reads';
import { isKnownRoute } from '@/lib/i18n/routes';
import { sitePages } from '../support/page-files';

describe('the route list', () => {
  it('knows every page the app has', () => {
    const pages = sitePages().map((p) => p.sample);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.filter((p) => !isKnownRoute(p, true))).toEqual([]);
  });

  it.each([
    '/',
    '/residences',
    '/offices/search',
    '/residence/detail/12/sunny-flat',
    '/office/detail/12',
    '/office/detail/12/office-slug',
    '/blogs',
    '/blogs/news/2/3',
    '/about-isn/meet-our-team',
    '/about-isn/news-release-detail/4/opening',
    '/useful-service-apartment/area-guide',
    '/notification/contact-us',
    '/member',
  ])('knows %s', (p) => expect(isKnownRoute(p, false)).toBe(true));

  it.each(['/nope', '/residences/x', '/about-isn/unknown', '/blogs/a/b/c/d', '/residence/detail/12', '/normal/privacy-policy'])(
    'does not know %s without a prefix',
    (p) => expect(isKnownRoute(p, false)).toBe(false),
  );

  it('knows generic pages only with a prefix', () => {
    expect(isKnownRoute('/normal/privacy-policy', true)).toBe(true);
    expect(isKnownRoute('/normal/privacy-policy', false)).toBe(false);
  });

  it('keys results pages on every parameter of the search contract', () => {
    expect([...SEARCH_QUERY].sort()).toEqual(Object.keys(searchQuery.shape).sort());
  });
});
