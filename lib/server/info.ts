import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Lang } from '@/lib/api/common';
import type * as api from '@/lib/api/content';
import { getDb } from './db/client';
import { usefulItems, usefulPosts, usefulTopics } from './db/schema';
import { loc, locOpt } from './localise';
import { cachedByContent } from './cache/data';

/** GET /api/usefulinformation/get-by-category: 1 FAQ, 2 other, 3 rental flow, 4 area list. */
export const usefulByCategory = cachedByContent(async function usefulByCategory(category: number, lang: Lang): Promise<z.infer<typeof api.usefulItems>> {
  const db = await getDb();
  return db
    .select({
      id: usefulItems.id,
      name: loc(usefulItems.nameEn, usefulItems.nameJa, lang),
      description: locOpt(usefulItems.descriptionEn, usefulItems.descriptionJa, lang),
      image: usefulItems.image,
    })
    .from(usefulItems)
    .where(eq(usefulItems.category, category))
    .orderBy(asc(usefulItems.position), asc(usefulItems.id));
});

/** GET /api/usefulinformation/topics */
export const topicList = cachedByContent(async function topicList(lang: Lang, take: number): Promise<z.infer<typeof api.topics>> {
  const db = await getDb();
  return db
    .select({ id: usefulTopics.id, slug: usefulTopics.slug, title: loc(usefulTopics.titleEn, usefulTopics.titleJa, lang) })
    .from(usefulTopics)
    .orderBy(asc(usefulTopics.position), asc(usefulTopics.id))
    .limit(take);
});

/** GET /api/usefulinformation/post: the article of a topic (by the topic's id). */
export const topicPost = cachedByContent(async function topicPost(topicId: number, lang: Lang): Promise<z.infer<typeof api.topicPost> | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: usefulPosts.id,
      topicId: usefulPosts.topicId,
      slug: usefulTopics.slug,
      title: loc(usefulPosts.titleEn, usefulPosts.titleJa, lang),
      publicDate: usefulPosts.publicDate,
      description: locOpt(usefulPosts.descriptionEn, usefulPosts.descriptionJa, lang),
      image: usefulPosts.image,
      post: loc(usefulPosts.postEn, usefulPosts.postJa, lang),
    })
    .from(usefulPosts)
    .innerJoin(usefulTopics, eq(usefulTopics.id, usefulPosts.topicId))
    .where(eq(usefulPosts.topicId, topicId));
  return row ?? null;
});
