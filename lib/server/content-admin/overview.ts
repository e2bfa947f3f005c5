import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { BLOG_POST, NEWS_RELEASE, banners, blogs, media, specialLists } from '../db/schema';

export const CONTENT_KINDS = ['blogs', 'news', 'banners', 'specialLists', 'media'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The path of each kind under /admin/content. */
export const KIND_PATH: Record<ContentKind, string> = { blogs: 'blogs', news: 'news', banners: 'banners', specialLists: 'special-lists', media: 'media' };

export async function contentCounts(db: Db): Promise<Record<ContentKind, number>> {
  const [[b], [n], [ban], [sl], [m]] = await Promise.all([
    db.select({ n: count() }).from(blogs).where(eq(blogs.postType, BLOG_POST)),
    db.select({ n: count() }).from(blogs).where(eq(blogs.postType, NEWS_RELEASE)),
    db.select({ n: count() }).from(banners),
    db.select({ n: count() }).from(specialLists),
    db.select({ n: count() }).from(media),
  ]);
  return { blogs: b.n, news: n.n, banners: ban.n, specialLists: sl.n, media: m.n };
}
