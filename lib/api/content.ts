import { z } from 'zod';
import { code, id, imageFile, int, language, pageIndex, pageSize, paged, param } from './common';

/** Blog categories: the URL slug and the id the API filters by. */
export const BLOG_CATEGORIES = [
  { id: 1, slug: 'news' },
  { id: 2, slug: 'newly-launched-properties' },
  { id: 3, slug: 'c-s-statistics' },
  { id: 4, slug: 'living-in-vietnam' },
] as const;
export const BLOG_PAGE_SIZE = 6;

/** The blog city filter takes the city's code 0 to 3. */
const blogCity = int('city', 0, 3).optional();
const postType = code('postType', ['1', '2'], '1 (blog) or 2 (news release)').transform(Number);

export const newsQuery = z.object({
  language,
  postType: postType.default(2),
  pageIndex: pageIndex(),
  pageSize: pageSize(BLOG_PAGE_SIZE),
});
export const blogDetailQuery = z.object({ id: id('id'), language });
export const otherBlogsQuery = z.object({
  language,
  city: blogCity,
  currentId: id('currentId').optional(),
  postType: postType.default(1),
  pageSize: pageSize(5, 20),
});
export const blogsByCategoryQuery = z.object({
  language,
  categoryId: int('categoryId', 1, 4).optional(),
  city: blogCity,
  pageIndex: pageIndex(),
  pageSize: pageSize(BLOG_PAGE_SIZE),
});
export const latestBlogsQuery = z.object({
  language,
  city: blogCity,
  /** Accepted for compatibility with the home pages; blogs are shared by both. */
  propertiesType: z.string().optional(),
  pageIndex: pageIndex(),
  pageSize: pageSize(9),
});
export const mainBlogQuery = z.object({ language, pageSize: pageSize(5, 20) });

export const blogListItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  blogTitle: z.string(),
  blogThumnail: imageFile.nullable(),
  date: z.string(),
  isNew: z.boolean(),
  categoryId: z.number().int().nullable(),
});
export type BlogListItem = z.infer<typeof blogListItem>;
export const blogPage = paged(blogListItem);
export const mainBlogs = z.array(blogListItem);

export const newsItem = z.object({
  id: z.number().int(),
  slug: z.string(),
  blogThumnail: imageFile.nullable(),
  blogTitle: z.string(),
  date: z.string(),
});
export const newsPage = z.object({ news: z.array(newsItem), totalRecords: z.number().int(), pageCount: z.number().int() });

export const otherBlogItem = newsItem;
export const otherBlogs = z.array(otherBlogItem);

export const blogDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  postType: z.number().int(),
  categoryId: z.number().int().nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  publicDate: z.string(),
  blogContent: z.string(),
  blogThumnail: imageFile.nullable(),
});
export type BlogDetail = z.infer<typeof blogDetail>;

/** Company pages, owner FAQs and SEO texts are lists of items under a category slug. */
export const categorySlugQuery = z.object({
  language,
  categorySlug: param('categorySlug')
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'categorySlug must be a lower-case slug' }),
});
export const languageQuery = z.object({ language });
export const generalItem = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  image: imageFile.nullable(),
});
export const generalItems = z.array(generalItem);

export const groupCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  website: z.string().nullable(),
  established: z.string().nullable(),
  office: z.string().nullable(),
  bussiness: z.string().nullable(),
});
export const groupCompanies = z.array(groupCompany);

export const historyEntry = z.object({
  id: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  name: z.string(),
});
export const histories = z.array(historyEntry);

export const pageQuery = z.object({
  language,
  slug: param('slug')
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'slug must be a lower-case slug' }),
});
export const genericPage = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  metaDescription: z.string().nullable(),
});

/** Useful information: 1 FAQ, 2 other, 3 rental flow, 4 area list. */
export const usefulByCategoryQuery = z.object({ language, category: int('category', 1, 4) });
export const usefulItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image: imageFile.nullable(),
});
export const usefulItems = z.array(usefulItem);
export const topicsQuery = z.object({ language, takeNumber: int('takeNumber', 1, 999).default(999) });
export const topic = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export const topics = z.array(topic);
export const topicPostQuery = z.object({ language, id: id('id') });
export const topicPost = z.object({
  id: z.number().int(),
  topicId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  publicDate: z.string(),
  description: z.string().nullable(),
  image: imageFile.nullable(),
  post: z.string(),
});
