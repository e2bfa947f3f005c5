import { reads as alertsManage } from '@/app/[lang]/(site)/alerts/manage/reads';
import { reads as alertsStatus } from '@/app/[lang]/(site)/alerts/[status]/reads';
import { reads as newsRelease } from '@/app/[lang]/(site)/about-isn/news-release/reads';
import { reads as compare } from '@/app/[lang]/(site)/compare/reads';
import { reads as listProperties } from '@/app/[lang]/(site)/list-properties/[type]/[props]/reads';
import { reads as newsletterUnsubscribe } from '@/app/[lang]/(site)/newsletter/unsubscribe/reads';
import { reads as officeDetail } from '@/app/[lang]/(site)/office/detail/[id]/reads';
import { reads as officesSearch } from '@/app/[lang]/(site)/offices/search/reads';
import { reads as projectList } from '@/app/[lang]/(site)/project/list/[slug]/[id]/reads';
import { reads as projects } from '@/app/[lang]/(site)/projects/reads';
import { reads as residenceDetail } from '@/app/[lang]/(site)/residence/detail/[id]/[slug]/reads';
import { reads as residenceLocation } from '@/app/[lang]/(site)/residence/location/[slug]/reads';
import { reads as residencesSearch } from '@/app/[lang]/(site)/residences/search/reads';
import { reads as special } from '@/app/[lang]/(site)/special/[id]/reads';
import { reads as viewingsBook } from '@/app/[lang]/(site)/viewings/book/[id]/reads';
import { reads as viewingsManage } from '@/app/[lang]/(site)/viewings/manage/reads';
import { EVERY_PAGE_QUERY, pageReads, type PageReads } from '@/lib/cache/page-reads';

/**
 * The site's page routes, unprefixed. The middleware answers any other path with the
 * localised not-found page and status 404 before rendering, so that page is fully server-rendered
 * (Next only streams an empty shell for notFound() thrown inside a dynamic route).
 * tests/i18n/routes.test.ts checks every page folder under app/[lang] against this list.
 */
/** Where unknown paths are rendered (app/[lang]/[...rest]); the middleware marks them with NOT_FOUND_HEADER (lib/cache/page-reads.ts). */
export const NOT_FOUND_PATH = '/not-found';

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
 * Each page route (unprefixed) with the query parameters it reads besides EVERY_PAGE_QUERY: a page
 * that reads its query declares them in its folder's reads.ts (lib/cache/page-reads.ts), which is
 * taken here as it stands; the rest read none. tests/cache/page-reads.test.ts checks that every
 * reads.ts under app/[lang] is listed.
 */
const ROUTES: PageReads[] = [
  pageReads(''),
  pageReads('/residences'),
  pageReads('/offices'),
  residencesSearch,
  officesSearch,
  residenceLocation,
  residenceDetail,
  officeDetail,
  projects,
  projectList,
  pageReads(`/project/detail/${seg}/${seg}`),
  listProperties,
  special,
  pageReads('/favorites'),
  // A favourites list shared by link, and listings side by side (both noindex). Only a
  // token of the right shape (lib/server/shared-lists/schema.ts) is a route: a mistyped link gets
  // the fully rendered not-found page from the middleware, not the page's notFound().
  pageReads('/favorites/shared/[A-Za-z0-9_-]{11}'),
  compare,
  pageReads('/histories'),
  pageReads(`/blogs(?:/${seg}(?:/${seg}(?:/${seg})?)?)?`),
  pageReads(`/blog/detail/${seg}(?:/${seg})?`),
  pageReads('/for-owners'),
  pageReads('/for-owners/faqs'),
  pageReads('/for-owners/create-your-property'),
  pageReads('/about-isn'),
  pageReads(`/about-isn/(?:${ABOUT_PAGES.filter((p) => p !== 'news-release').join('|')})`),
  newsRelease,
  pageReads(`/about-isn/news-release-detail/${seg}/${seg}`),
  pageReads(`/notification/${seg}`),
  pageReads('/useful-information/all'),
  pageReads(`/useful-service-apartment(?:/${seg})?`),
  pageReads('/our-customer-support-service'),
  pageReads('/useful-information-for-tenants'),
  pageReads('/rental-flow'),
  pageReads('/faq'),
  pageReads('/member'),
  newsletterUnsubscribe,
  alertsManage,
  alertsStatus,
  viewingsManage,
  viewingsBook,
];

/** Prefixed only. */
const PREFIXED_ONLY: PageReads[] = [pageReads(`/normal/${seg}`)];

const compiled = (routes: PageReads[]) => routes.map(({ route, query }) => ({ test: new RegExp(`^${route}/?$`), query }));
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

