import 'server-only';
import { and, asc, eq, exists, gt, inArray, lte, max, notInArray, sql } from 'drizzle-orm';
import { LANGS } from '@/lib/i18n/config';
import { MAX_URLS_PER_SITEMAP, type SitemapEntry } from '@/lib/seo/sitemap-xml';
import { STATIC_PATHS, sitePaths } from '@/lib/seo/site-paths';
import { languageAlternates, pageUrl } from '@/lib/seo/urls';
import { getDb } from './db/client';
import { BLOG_POST, NEWS_RELEASE, OFFICE, blogs, pages, projects, properties, specialLists, usefulPosts, usefulTopics } from './db/schema';
import { EXCLUDED_PROJECT_IDS } from './projects';
import { publishedWhere } from './properties/cards';
import { settings } from './settings';

/**
 * The sitemap in parts (at most 50 000 URLs each, every page in both languages):
 * - `pages-{n}`: the fixed pages and the site content (projects, blogs, news, special lists,
 *   generic pages, topics), a few hundred rows, read in full and cut into parts if ever needed;
 * - `listings-{n}`: residences and offices with ids in (n·25 000, (n+1)·25 000], two URLs each.
 *   Buckets by id keep a listing in the same file as the catalogue grows, and each part is read
 *   with a keyset scan on the primary key.
 */
export const LISTINGS_PER_PART = MAX_URLS_PER_SITEMAP / LANGS.length;
const SCAN_PAGE = 5_000;

export type SitemapPart = { id: string; lastModified: string | null };

/** One entry per language for an unprefixed path, each naming all of its alternates. */
function localised(siteUrl: string, path: string, lastModified?: string | null): SitemapEntry[] {
  const languages = languageAlternates(siteUrl, path);
  return LANGS.map((lang) => ({ url: pageUrl(siteUrl, lang, path), lastModified, languages }));
}

function latest(dates: (string | null | undefined)[]): string | null {
  return dates.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);
}

/** Every URL of the `pages-*` parts, in a stable order. */
async function contentEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const db = await getDb();
  const hasListings = exists(
    db.select({ one: sql`1` }).from(properties).where(publishedWhere(eq(properties.projectId, projects.id))),
  );
  const [projectRows, blogRows, specialRows, pageRows, topicRows] = await Promise.all([
    db
      .select({ id: projects.id, slug: projects.slug, hasListings: sql<boolean>`${hasListings}` })
      .from(projects)
      .where(notInArray(projects.id, EXCLUDED_PROJECT_IDS))
      .orderBy(asc(projects.id)),
    db
      .select({ id: blogs.id, slug: blogs.slug, postType: blogs.postType, date: blogs.publicDate })
      .from(blogs)
      .where(and(eq(blogs.isPublished, true), inArray(blogs.postType, [BLOG_POST, NEWS_RELEASE])))
      .orderBy(asc(blogs.postType), asc(blogs.id)),
    db.select({ id: specialLists.id }).from(specialLists).orderBy(asc(specialLists.id)),
    db.select({ slug: pages.slug }).from(pages).orderBy(asc(pages.id)),
    db
      .select({ slug: usefulTopics.slug, date: usefulPosts.publicDate })
      .from(usefulTopics)
      .leftJoin(usefulPosts, eq(usefulPosts.topicId, usefulTopics.id))
      .orderBy(asc(usefulTopics.position), asc(usefulTopics.id)),
  ]);

  const newestBlog = latest(blogRows.filter((b) => b.postType === BLOG_POST).map((b) => b.date));
  const newestNews = latest(blogRows.filter((b) => b.postType === NEWS_RELEASE).map((b) => b.date));
  const staticDate = (path: string) =>
    path.startsWith('/blogs/') ? newestBlog : path === '/about-isn/news-release' ? newestNews : null;

  return [
    ...STATIC_PATHS.flatMap((path) => localised(siteUrl, path, staticDate(path))),
    ...projectRows.flatMap((p) => [
      ...localised(siteUrl, sitePaths.projectDetail(p.id, p.slug)),
      // A project's listing page is only worth a visit when it lists something.
      ...(p.hasListings ? localised(siteUrl, sitePaths.projectList(p.id, p.slug)) : []),
    ]),
    ...blogRows.flatMap((b) =>
      localised(siteUrl, b.postType === NEWS_RELEASE ? sitePaths.newsRelease(b.id, b.slug) : sitePaths.blog(b.id, b.slug), b.date),
    ),
    ...specialRows.flatMap((s) => localised(siteUrl, sitePaths.special(s.id))),
    // Generic pages exist with a prefix only: no x-default (languageAlternates leaves it out).
    ...pageRows.flatMap((p) => localised(siteUrl, sitePaths.normal(p.slug))),
    ...topicRows.flatMap((t) => localised(siteUrl, sitePaths.topic(t.slug), t.date)),
  ];
}

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks.length ? chunks : [[]];
}

/** The parts the index at /sitemap.xml lists, each with its newest date. */
export async function sitemapParts(): Promise<SitemapPart[]> {
  const db = await getDb();
  const bucket = sql<number>`((${properties.id} - 1) / ${sql.raw(String(LISTINGS_PER_PART))})`.mapWith(Number);
  const [content, buckets] = await Promise.all([
    contentEntries(settings().SITE_URL),
    db
      .select({ bucket, lastModified: max(properties.lastUpdateDate) })
      .from(properties)
      .where(publishedWhere())
      .groupBy(bucket)
      .orderBy(bucket),
  ]);
  return [
    ...chunk(content, MAX_URLS_PER_SITEMAP).map((entries, n) => ({ id: `pages-${n}`, lastModified: latest(entries.map((e) => e.lastModified)) })),
    ...buckets.map((b) => ({ id: `listings-${b.bucket}`, lastModified: b.lastModified })),
  ];
}

const PART_ID = /^(pages|listings)-(0|[1-9][0-9]{0,6})$/;

/**
 * The URLs of one part, as pages of the scan (render them without joining into one array), or
 * null for a part that does not exist.
 */
export async function sitemapPart(id: string): Promise<SitemapEntry[][] | null> {
  const match = PART_ID.exec(id);
  if (!match) return null;
  const n = Number(match[2]);
  const siteUrl = settings().SITE_URL;
  if (match[1] === 'pages') {
    const parts = chunk(await contentEntries(siteUrl), MAX_URLS_PER_SITEMAP);
    return n < parts.length ? [parts[n]] : null;
  }
  const groups = await listingEntries(siteUrl, n * LISTINGS_PER_PART, (n + 1) * LISTINGS_PER_PART);
  return groups.length ? groups : null;
}

/** Published listings with from < id ≤ to, read SCAN_PAGE at a time in id order. */
async function listingEntries(siteUrl: string, from: number, to: number): Promise<SitemapEntry[][]> {
  const db = await getDb();
  const groups: SitemapEntry[][] = [];
  let after = from;
  for (;;) {
    const rows = await db
      .select({ id: properties.id, category: properties.category, slug: properties.slug, date: properties.lastUpdateDate })
      .from(properties)
      .where(publishedWhere(gt(properties.id, after), lte(properties.id, to)))
      .orderBy(asc(properties.id))
      .limit(SCAN_PAGE);
    if (!rows.length) break;
    groups.push(
      rows.flatMap((r) =>
        localised(siteUrl, r.category === OFFICE ? sitePaths.office(r.id, r.slug) : sitePaths.residence(r.id, r.slug), r.date),
      ),
    );
    if (rows.length < SCAN_PAGE) break;
    after = rows[rows.length - 1].id;
  }
  return groups;
}
