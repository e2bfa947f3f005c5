/**
 * The page routes of SPEC §2, unprefixed. The middleware answers any other path with the
 * localised not-found page and status 404 before rendering, so that page is fully server-rendered
 * (Next only streams an empty shell for notFound() thrown inside a dynamic route).
 * tests/i18n/routes.test.ts checks every page folder under app/[lang] against this list.
 */
/** Where unknown paths are rendered (app/[lang]/[...rest]), and the request header marking them. */
export const NOT_FOUND_PATH = '/not-found';
export const NOT_FOUND_HEADER = 'x-not-found';

/**
 * Paths that are not pages of the site: the API, files, images, Next's assets, robots, sitemaps
 * and icons. The middleware passes them through untouched and the page cache never keys them.
 */
export const NOT_A_PAGE = /^\/(?:api|images|files|_next)(?:\/|$)|^\/(?:robots\.txt|sitemap[^/]*\.xml|sitemap\/.*|favicon\.ico|icon[^/]*|apple-icon[^/]*|manifest\.webmanifest)$/;

const seg = '[^/]+';
/** The company section's sub pages (SPEC §2), also listed by the sitemap. */
export const ABOUT_PAGES = [
  'company-profile',
  'company-philosophy',
  'our-company-feature',
  'meet-our-team',
  'mess-from-rep',
  'group-companies',
  'history',
  'our-main-services',
  'why-choose-us',
  'preparation-page',
  'news-release',
  'contact-us',
] as const;

const PATTERNS: string[] = [
  '',
  '/residences',
  '/offices',
  '/residences/search',
  '/offices/search',
  `/residence/location/${seg}`,
  `/residence/detail/${seg}/${seg}`,
  `/office/detail/${seg}(?:/${seg})?`,
  '/projects',
  `/project/list/${seg}/${seg}`,
  `/project/detail/${seg}/${seg}`,
  '/list-properties/(?:latest|hot|similar)/(?:residence|office)',
  `/special/${seg}`,
  '/favorites',
  '/histories',
  `/blogs(?:/${seg}(?:/${seg}(?:/${seg})?)?)?`,
  `/blog/detail/${seg}(?:/${seg})?`,
  '/for-owners',
  '/for-owners/faqs',
  '/for-owners/create-your-property',
  '/about-isn',
  `/about-isn/(?:${ABOUT_PAGES.join('|')})`,
  `/about-isn/news-release-detail/${seg}/${seg}`,
  `/notification/${seg}`,
  '/useful-information/all',
  `/useful-service-apartment(?:/${seg})?`,
  '/our-customer-support-service',
  '/useful-information-for-tenants',
  '/rental-flow',
  '/faq',
  '/member',
];

/** Prefixed only (SPEC §2). */
const PREFIXED_ONLY = [`/normal/${seg}`];

const known = new RegExp(`^(?:${PATTERNS.join('|')})/?$`);
const knownPrefixed = new RegExp(`^(?:${[...PATTERNS, ...PREFIXED_ONLY].join('|')})/?$`);

/** Is `path` (unprefixed, without query) one of the site's pages? */
export function isKnownRoute(path: string, prefixed: boolean): boolean {
  const clean = path === '/' ? '' : path;
  return (prefixed ? knownPrefixed : known).test(clean);
}

