import 'server-only';
import { and, count, desc, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang, Paged } from '@/lib/api/common';
import { type BlogDetail, type BlogListItem, type newsPage, type otherBlogs } from '@/lib/api/content';
import { getDb } from './db/client';
import { BLOG_POST, NEWS_RELEASE, blogs } from './db/schema';
import { loc, locOpt } from './localise';
import { offset, paged } from './paging';
import { cachedByContent } from './cache/data';

function listColumns(lang: Lang) {
  return {
    id: blogs.id,
    slug: blogs.slug,
    blogTitle: loc(blogs.titleEn, blogs.titleJa, lang),
    blogThumnail: blogs.thumbnail,
    date: blogs.publicDate,
    isNew: blogs.isNew,
    categoryId: blogs.categoryId,
  };
}

const newest = [desc(blogs.publicDate), desc(blogs.id)];

/** Posts for the blog city code (0 to 3), including those meant for every city. */
function forCity(city: number | undefined): SQL | undefined {
  return city === undefined ? undefined : or(eq(blogs.cityCode, city), isNull(blogs.cityCode));
}

async function pagedPosts(where: SQL | undefined, lang: Lang, pageIndex: number, pageSize: number): Promise<Paged<BlogListItem>> {
  const db = await getDb();
  return paged(
    { pageIndex, pageSize },
    db.select(listColumns(lang)).from(blogs).where(where).orderBy(...newest).limit(pageSize).offset(offset(pageIndex, pageSize)),
    db.select({ total: count() }).from(blogs).where(where),
  );
}

const published = (postType: number) => and(eq(blogs.isPublished, true), eq(blogs.postType, postType));

/** GET /api/blogs/get-by-category */
export const blogsByCategory = cachedByContent(async function blogsByCategory(q: { language: Lang; categoryId?: number; city?: number; pageIndex: number; pageSize: number }) {
  const where = and(published(BLOG_POST), q.categoryId ? eq(blogs.categoryId, q.categoryId) : undefined, forCity(q.city));
  return pagedPosts(where, q.language, q.pageIndex, q.pageSize);
});

/** GET /api/blogs/latest */
export const latestBlogs = cachedByContent(async function latestBlogs(q: { language: Lang; city?: number; pageIndex: number; pageSize: number }) {
  return pagedPosts(and(published(BLOG_POST), forCity(q.city)), q.language, q.pageIndex, q.pageSize);
});

/** GET /api/blogs/main-blog: the featured posts. */
export const mainBlogs = cachedByContent(async function mainBlogs(q: { language: Lang; pageSize: number }): Promise<BlogListItem[]> {
  const db = await getDb();
  return db
    .select(listColumns(q.language))
    .from(blogs)
    .where(and(published(BLOG_POST), eq(blogs.isMain, true)))
    .orderBy(...newest)
    .limit(q.pageSize);
});

/** GET /api/blogs (postType 2): news releases, in the `{ news, totalRecords, pageCount }` shape. */
export const newsReleases = cachedByContent(async function newsReleases(q: { language: Lang; postType: number; pageIndex: number; pageSize: number }): Promise<z.infer<typeof newsPage>> {
  const page = await pagedPosts(published(q.postType), q.language, q.pageIndex, q.pageSize);
  return {
    news: page.items.map(({ id, slug, blogThumnail, blogTitle, date }) => ({ id, slug, blogThumnail, blogTitle, date })),
    totalRecords: page.totalRecords,
    pageCount: page.pageCount,
  };
});

/** GET /api/blogs/other: the latest other posts of the same type, for a sidebar. */
export const otherPosts = cachedByContent(async function otherPosts(q: { language: Lang; city?: number; currentId?: number; postType: number; pageSize: number }): Promise<z.infer<typeof otherBlogs>> {
  const db = await getDb();
  return db
    .select({ id: blogs.id, slug: blogs.slug, blogThumnail: blogs.thumbnail, blogTitle: loc(blogs.titleEn, blogs.titleJa, q.language), date: blogs.publicDate })
    .from(blogs)
    .where(and(published(q.postType), forCity(q.postType === NEWS_RELEASE ? undefined : q.city), q.currentId ? ne(blogs.id, q.currentId) : undefined))
    .orderBy(...newest)
    .limit(q.pageSize);
});

/** GET /api/blogs/detail: a blog post or a news release. */
export const getBlog = cachedByContent(async function getBlog(id: number, lang: Lang): Promise<BlogDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: blogs.id,
      slug: blogs.slug,
      postType: blogs.postType,
      categoryId: blogs.categoryId,
      title: loc(blogs.titleEn, blogs.titleJa, lang),
      summary: locOpt(blogs.summaryEn, blogs.summaryJa, lang),
      publicDate: blogs.publicDate,
      blogContent: loc(blogs.contentEn, blogs.contentJa, lang),
      blogThumnail: blogs.thumbnail,
    })
    .from(blogs)
    .where(and(eq(blogs.id, id), eq(blogs.isPublished, true)));
  return row ?? null;
});

