import { and, asc, count, desc, eq, notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import * as indexRoute from '@/app/sitemap.xml/route';
import * as partRoute from '@/app/sitemap/[part]/route';
import { getDb } from '@/lib/server/db/client';
import { BLOG_POST, NEWS_RELEASE, OFFICE, RESIDENCE, blogs, pages, projects, properties } from '@/lib/server/db/schema';
import { EXCLUDED_PROJECT_IDS } from '@/lib/server/projects';
import { LISTINGS_PER_PART } from '@/lib/server/sitemap';
import { settings } from '@/lib/server/settings';
import { MAX_URLS_PER_SITEMAP, escapeXml, renderUrlset } from '@/lib/seo/sitemap-xml';

const origin = () => settings().SITE_URL.replace(/\/$/, '');

async function fetchPart(url: string) {
  const name = new URL(url).pathname.replace(/^\/sitemap\//, '');
  const res = await partRoute.GET(new Request(url), { params: Promise.resolve({ part: name }) });
  return { status: res.status, type: res.headers.get('content-type'), xml: await res.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replaceAll('&amp;', '&'));
/** `<url>` blocks by their `<loc>`. */
const blocks = (xml: string) => new Map([...xml.matchAll(/<url>\n<loc>([^<]*)<\/loc>\n([\s\S]*?)<\/url>/g)].map((m) => [m[1], m[2]]));

let indexXml = '';
let partUrls: string[] = [];
let partXml = '';
let unpublishedBlogId = 0;
let emptiedProject: { id: number; slug: string };

beforeAll(async () => {
  const db = await getDb();
  // Unpublish one blog post in this file's copy of the database: it must drop out of the sitemap.
  const [post] = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.postType, BLOG_POST)).orderBy(asc(blogs.id)).limit(1);
  await db.update(blogs).set({ isPublished: false }).where(eq(blogs.id, post.id));
  unpublishedBlogId = post.id;
  // And every listing of one project: its detail page stays, its (now empty) listing page goes.
  [emptiedProject] = await db.select({ id: projects.id, slug: projects.slug }).from(projects).where(notInArray(projects.id, EXCLUDED_PROJECT_IDS)).orderBy(desc(projects.id)).limit(1);
  await db.update(properties).set({ isPublished: false }).where(eq(properties.projectId, emptiedProject.id));

  const res = await indexRoute.GET();
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/xml/);
  indexXml = await res.text();
  partUrls = locs(indexXml);
  const parts = await Promise.all(partUrls.map(fetchPart));
  for (const p of parts) {
    expect(p.status).toBe(200);
    expect(p.type).toMatch(/application\/xml/);
  }
  partXml = parts.map((p) => p.xml).join('\n');
});

describe('robots.txt', () => {
  it('allows everything but the API and names the sitemap index', () => {
    const r = robots();
    expect(r.rules).toEqual({ userAgent: '*', allow: '/', disallow: ['/api/', '/admin'] });
    expect(r.sitemap).toBe(`${origin()}/sitemap.xml`);
  });
});

describe('sitemap index', () => {
  it('lists a pages part and the listing parts at /sitemap/{id}.xml', () => {
    expect(indexXml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(partUrls).toContain(`${origin()}/sitemap/pages-0.xml`);
    expect(partUrls).toContain(`${origin()}/sitemap/listings-0.xml`);
    for (const url of partUrls) expect(url).toMatch(new RegExp(`^${origin()}/sitemap/(pages|listings)-\\d+\\.xml$`));
    expect(indexXml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('answers 404 for a part that does not exist', async () => {
    for (const name of ['listings-999.xml', 'pages-7.xml', 'nope-0.xml', 'listings-0', 'listings-01.xml']) {
      const res = await fetchPart(`${origin()}/sitemap/${name}`);
      expect(res.status, name).toBe(404);
    }
  });
});

describe('sitemap parts', () => {
  it('hold only absolute URLs of this site, each part within the protocol limit', () => {
    const urls = locs(partXml);
    expect(urls.length).toBeGreaterThan(1000);
    for (const url of urls) expect(url.startsWith(`${origin()}/en`) || url.startsWith(`${origin()}/jp`), url).toBe(true);
    for (const href of partXml.matchAll(/href="([^"]*)"/g)) expect(href[1].startsWith(`${origin()}/`)).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length / partUrls.length).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
  });

  it('contains residence, office, project, blog and news detail pages in both languages', async () => {
    const db = await getDb();
    const first = (category: number) =>
      db.select({ id: properties.id, slug: properties.slug }).from(properties).where(and(eq(properties.category, category), eq(properties.isPublished, true))).orderBy(asc(properties.id)).limit(1);
    const [[residence], [office], [project], [post], [news], [page]] = await Promise.all([
      first(RESIDENCE),
      first(OFFICE),
      db.select({ id: projects.id, slug: projects.slug }).from(projects).where(notInArray(projects.id, EXCLUDED_PROJECT_IDS)).orderBy(asc(projects.id)).limit(1),
      db.select({ id: blogs.id, slug: blogs.slug }).from(blogs).where(and(eq(blogs.postType, BLOG_POST), eq(blogs.isPublished, true))).orderBy(asc(blogs.id)).limit(1),
      db.select({ id: blogs.id, slug: blogs.slug }).from(blogs).where(eq(blogs.postType, NEWS_RELEASE)).orderBy(asc(blogs.id)).limit(1),
      db.select({ slug: pages.slug }).from(pages).limit(1),
    ]);
    const urls = new Set(locs(partXml));
    const expected = [
      `/residence/detail/${residence.id}/${residence.slug}`,
      `/office/detail/${office.id}/${office.slug}`,
      `/project/detail/${project.id}/${project.slug}`,
      `/blog/detail/${post.id}/${post.slug}`,
      `/about-isn/news-release-detail/${news.id}/${news.slug}`,
      `/normal/${page.slug}`,
      '',
      '/residences',
      '/blogs/all',
      '/about-isn/company-profile',
      '/useful-service-apartment/area-guide',
    ];
    for (const path of expected) for (const lang of ['en', 'jp']) expect(urls, `/${lang}${path}`).toContain(`${origin()}/${lang}${path}`);
  });

  it('gives every entry its hreflang alternates and its date', async () => {
    const db = await getDb();
    const [r] = await db
      .select({ id: properties.id, slug: properties.slug, date: properties.lastUpdateDate })
      .from(properties)
      .where(and(eq(properties.category, RESIDENCE), eq(properties.isPublished, true)))
      .limit(1);
    const path = `/residence/detail/${r.id}/${r.slug}`;
    const block = blocks(partXml).get(escapeXml(`${origin()}/jp${path}`));
    expect(block).toBeDefined();
    expect(block).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin()}/en${path}" />`);
    expect(block).toContain(`<xhtml:link rel="alternate" hreflang="ja" href="${origin()}/jp${path}" />`);
    expect(block).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin()}${path}" />`);
    expect(block).toContain(`<lastmod>${r.date}</lastmod>`);
    const home = blocks(partXml).get(`${origin()}/en`);
    expect(home).toContain(`hreflang="x-default" href="${origin()}/"`);
  });

  it('leaves out unpublished listings and posts and the visitor-specific pages', async () => {
    const db = await getDb();
    const hidden = await db.select({ id: properties.id, category: properties.category }).from(properties).where(eq(properties.isPublished, false));
    expect(hidden.length).toBeGreaterThan(0);
    const urls = locs(partXml);
    const detailIds = new Set(urls.flatMap((u) => /\/(?:residence|office)\/detail\/(\d+)/.exec(u)?.[1] ?? []).map(Number));
    for (const h of hidden) expect(detailIds.has(h.id), `unpublished listing ${h.id}`).toBe(false);
    expect(urls.some((u) => u.includes(`/blog/detail/${unpublishedBlogId}/`) || u.endsWith(`/blog/detail/${unpublishedBlogId}`))).toBe(false);
    for (const bad of ['/favorites', '/histories', '/notification/', '/member', '/search', '/list-properties/', 'isPreview']) {
      expect(urls.filter((u) => u.includes(bad)), bad).toEqual([]);
    }
  });

  it('lists the listing page of a project only while the project has published listings', async () => {
    const db = await getDb();
    const [withListings] = await db
      .select({ id: projects.id, slug: projects.slug, n: count(properties.id) })
      .from(projects)
      .innerJoin(properties, and(eq(properties.projectId, projects.id), eq(properties.isPublished, true)))
      .where(notInArray(projects.id, EXCLUDED_PROJECT_IDS))
      .groupBy(projects.id)
      .limit(1);
    const urls = new Set(locs(partXml));
    expect(urls).toContain(`${origin()}/jp/project/list/${withListings.slug}/${withListings.id}`);
    expect(urls).toContain(`${origin()}/en/project/detail/${emptiedProject.id}/${emptiedProject.slug}`);
    expect(urls).not.toContain(`${origin()}/en/project/list/${emptiedProject.slug}/${emptiedProject.id}`);
    for (const id of EXCLUDED_PROJECT_IDS) expect([...urls].filter((u) => u.includes(`/project/detail/${id}/`))).toEqual([]);
  });

  it('puts a listing in the part of its id bucket', async () => {
    const listing = await fetchPart(`${origin()}/sitemap/listings-0.xml`);
    const ids = locs(listing.xml).map((u) => Number(/\/detail\/(\d+)/.exec(u)?.[1]));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id >= 1 && id <= LISTINGS_PER_PART)).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('sitemap XML', () => {
  it('escapes markup characters in addresses', () => {
    const xml = renderUrlset([{ url: 'https://a.example/x?a=1&b=<2>', languages: { en: 'https://a.example/"q"' } }]);
    expect(xml).toContain('<loc>https://a.example/x?a=1&amp;b=&lt;2&gt;</loc>');
    expect(xml).toContain('href="https://a.example/&quot;q&quot;"');
    expect(xml).not.toContain('<lastmod>');
  });
});
