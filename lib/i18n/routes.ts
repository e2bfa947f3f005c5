/**
 * The site's page routes, unprefixed. The middleware answers any other path with the
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
/** The company section's sub pages, also listed by the sitemap. */
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

/**
 * The query parameters pages read (the page cache keys a page on these alone, lib/cache/page-key.ts).
 * Every page also reads `city` and `cityId`, and `currency` (the second-currency switch), through the middleware. tests/i18n/routes.test.ts holds
 * the results pages' list to the search contract of lib/api/properties.ts.
 */
export const SEARCH_QUERY = [
  'language',
  'propertyType',
  'keyword',
  'cityId',
  'districtId',
  'type',
  'bedroom',
  'size',
  'project',
  'facilities',
  'leasePriceMin',
  'leasePriceMax',
  'officePriceSearchType',
  'officeSizeFrom',
  'officeSizeTo',
  'pageIndex',
  'pageSize',
  'sort',
] as const;
export const EVERY_PAGE_QUERY = ['city', 'cityId', 'currency'] as const;
/** The results pages' own parameters besides the search: `view=map` shows the results on a map. */
export const RESULTS_VIEW_QUERY = ['view'] as const;

/** Each page route (unprefixed) with the query parameters it reads besides EVERY_PAGE_QUERY. */
const ROUTES: [pattern: string, query?: readonly string[]][] = [
  [''],
  ['/residences'],
  ['/offices'],
  ['/residences/search', [...SEARCH_QUERY, ...RESULTS_VIEW_QUERY]],
  ['/offices/search', [...SEARCH_QUERY, ...RESULTS_VIEW_QUERY]],
  [`/residence/location/${seg}`, ['sort', 'pageSize', 'pageIndex']],
  [`/residence/detail/${seg}/${seg}`, ['last', 'hot']],
  [`/office/detail/${seg}(?:/${seg})?`, ['last', 'hot']],
  ['/projects', ['pageIndex', 'pageSize']],
  [`/project/list/${seg}/${seg}`, ['pageIndex']],
  [`/project/detail/${seg}/${seg}`],
  ['/list-properties/(?:latest|hot|similar)/(?:residence|office)', ['properties', 'pageIndex', 'pageSize']],
  [`/special/${seg}`, ['pageIndex', 'pageSize']],
  ['/favorites'],
  // A favourites list shared by link, and listings side by side (both noindex). Only a
  // token of the right shape (lib/server/shared-lists/schema.ts) is a route: a mistyped link gets
  // the fully rendered not-found page from the middleware, not the page's notFound().
  ['/favorites/shared/[A-Za-z0-9_-]{11}'],
  ['/compare', ['ids']],
  ['/histories'],
  [`/blogs(?:/${seg}(?:/${seg}(?:/${seg})?)?)?`],
  [`/blog/detail/${seg}(?:/${seg})?`],
  ['/for-owners'],
  ['/for-owners/faqs'],
  ['/for-owners/create-your-property'],
  ['/about-isn'],
  [`/about-isn/(?:${ABOUT_PAGES.filter((p) => p !== 'news-release').join('|')})`],
  ['/about-isn/news-release', ['pageIndex']],
  [`/about-isn/news-release-detail/${seg}/${seg}`],
  [`/notification/${seg}`],
  ['/useful-information/all'],
  [`/useful-service-apartment(?:/${seg})?`],
  ['/our-customer-support-service'],
  ['/useful-information-for-tenants'],
  ['/rental-flow'],
  ['/faq'],
  ['/member'],
  ['/newsletter/unsubscribe', ['token']],
  ['/alerts/manage', ['token', 'confirmed']],
  [`/alerts/${seg}`],
];

/** Prefixed only. */
const PREFIXED_ONLY: [string][] = [[`/normal/${seg}`]];

const compiled = (routes: [string, (readonly string[])?][]) => routes.map(([pattern, query]) => ({ test: new RegExp(`^${pattern}/?$`), query: query ?? [] }));
const known = compiled(ROUTES);
const knownPrefixed = compiled([...ROUTES, ...PREFIXED_ONLY]);

function route(path: string, prefixed: boolean) {
  const clean = path === '/' ? '' : path;
  return (prefixed ? knownPrefixed : known).find((r) => r.test.test(clean));
}

/** The query parameters the page at `path` (unprefixed, without query) reads; undefined for no page. */
export function routeQuery(path: string, prefixed: boolean): readonly string[] | undefined {
  const found = route(path, prefixed);
  return found && [...new Set([...EVERY_PAGE_QUERY, ...found.query])];
}

/** Is `path` (unprefixed, without query) one of the site's pages? */
export function isKnownRoute(path: string, prefixed: boolean): boolean {
  return route(path, prefixed) !== undefined;
}

