/**
 * The unprefixed paths a search engine should know, for the sitemap. Left out on
 * purpose: favourites, histories, notifications, member, search results and list-properties
 * (visitor-specific or query-driven pages).
 */
import { BLOG_CATEGORIES } from '@/lib/api/content';
import { ABOUT_PAGES } from '@/lib/i18n/routes';


/** A blog category's list: `/blogs/{slug}/{id}`. */
export function blogCategoryPath(category: { id: number; slug: string }): string {
  return `/blogs/${category.slug}/${category.id}`;
}

export const STATIC_PATHS: readonly string[] = [
  '/',
  '/residences',
  '/offices',
  '/projects',
  '/blogs/all',
  ...BLOG_CATEGORIES.map(blogCategoryPath),
  '/for-owners',
  '/for-owners/faqs',
  '/for-owners/create-your-property',
  '/about-isn',
  ...ABOUT_PAGES.map((page) => `/about-isn/${page}`),
  '/useful-information/all',
  '/useful-service-apartment',
  '/our-customer-support-service',
  '/useful-information-for-tenants',
  '/rental-flow',
  '/faq',
];

/** Path segments from the database, escaped once; an empty optional slug is left out. */
function seg(value: string | number): string {
  return encodeURIComponent(String(value));
}
const optional = (slug: string | null | undefined) => (slug ? `/${seg(slug)}` : '');

export const sitePaths = {
  residence: (id: number, slug: string) => `/residence/detail/${id}/${seg(slug)}`,
  office: (id: number, slug: string | null) => `/office/detail/${id}${optional(slug)}`,
  projectDetail: (id: number, slug: string) => `/project/detail/${id}/${seg(slug)}`,
  projectList: (id: number, slug: string) => `/project/list/${seg(slug)}/${id}`,
  blog: (id: number, slug: string | null) => `/blog/detail/${id}${optional(slug)}`,
  newsRelease: (id: number, slug: string) => `/about-isn/news-release-detail/${id}/${seg(slug)}`,
  special: (id: number) => `/special/${id}`,
  normal: (slug: string) => `/normal/${seg(slug)}`,
  topic: (slug: string) => `/useful-service-apartment/${seg(slug)}`,
};
