/**
 * The blog list addresses (`/blogs/{category?}/{id?}/{pageIndex?}`). Pure, for the page,
 * its links and the tests.
 *
 * - `{category}` is the category's URL slug, or `all`;
 * - `{id}` is that category's id (1 news, 2 newly-launched-properties, 3 c-s-statistics,
 *   4 living-in-vietnam; `0` for all), the value the API's `categoryId` filter takes;
 * - `{pageIndex}` counts from 1 and is left out for the first page.
 *
 * So: `/blogs/all`, `/blogs/all/0/2`, `/blogs/news/1`, `/blogs/news/1/3`. The slug decides the
 * category: an unknown one goes to `/blogs/all` (307); a wrong id, a malformed page or an explicit
 * page 1 for a known category go permanently (308) to the canonical address. `/blogs` alone is the
 * first page of all posts, shown on small screens as the category list only.
 */
import { BLOG_CATEGORIES } from '@/lib/api/content';

export type BlogCategory = { id: number; slug: string };

export const ALL_BLOGS: BlogCategory = { id: 0, slug: 'all' };
/** `all` first, then the categories in their id order: the order of the category list. */
export const BLOG_LIST_CATEGORIES: readonly BlogCategory[] = [ALL_BLOGS, ...BLOG_CATEGORIES];

export function blogListPath(category: BlogCategory, page = 1): string {
  if (page > 1) return `/blogs/${category.slug}/${category.id}/${page}`;
  return category.id === 0 ? '/blogs/all' : `/blogs/${category.slug}/${category.id}`;
}

export function blogDetailPath(id: number, slug: string | null | undefined): string {
  return `/blog/detail/${id}${slug ? `/${encodeURIComponent(slug)}` : ''}`;
}

export function newsListPath(page = 1): string {
  return page > 1 ? `/about-isn/news-release?pageIndex=${page}` : '/about-isn/news-release';
}

export function newsDetailPath(id: number, slug: string): string {
  return `/about-isn/news-release-detail/${id}/${encodeURIComponent(slug)}`;
}

export type BlogListRoute =
  | { kind: 'list'; category: BlogCategory; page: number; /** `/blogs` alone: small screens show only the categories. */ bare: boolean }
  | { kind: 'redirect'; to: string; permanent: boolean };

const PAGE = /^[1-9]\d{0,5}$/;

/** The segments after `/blogs` → the list to show, or where to send the visitor. */
export function parseBlogListPath(segments: readonly string[]): BlogListRoute {
  if (segments.length === 0) return { kind: 'list', category: ALL_BLOGS, page: 1, bare: true };
  const [slug, , pageText] = segments;
  const category = BLOG_LIST_CATEGORIES.find((c) => c.slug === slug);
  if (!category || segments.length > 3) return { kind: 'redirect', to: blogListPath(ALL_BLOGS), permanent: false };
  const page = pageText !== undefined && PAGE.test(pageText) ? Number(pageText) : 1;
  const canonical = blogListPath(category, page);
  const given = `/blogs/${segments.join('/')}`;
  if (given !== canonical) return { kind: 'redirect', to: canonical, permanent: true };
  return { kind: 'list', category, page, bare: false };
}
