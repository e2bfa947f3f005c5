import { and, count, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, blogs } from '@/lib/server/db/schema';
import { createPost, deletePost, getPost, listPosts, officeToday, setPublished, updatePost } from '@/lib/server/content-admin/posts';
import { getBlog, latestBlogs, newsReleases } from '@/lib/server/blogs';
import { sitemapPart, sitemapParts } from '@/lib/server/sitemap';
import { makeStaff } from '../support/staff';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': '203.0.113.7' }),
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));

async function editor() {
  const made = await makeStaff('editor');
  return { id: made.id, email: made.email };
}

function post(overrides: Record<string, string> = {}) {
  return {
    titleEn: 'Moving to Hanoi in the rainy season',
    titleJa: '雨季のハノイへの引っ越し',
    slug: 'moving-to-hanoi-rainy-season',
    summaryEn: 'What to pack.',
    summaryJa: '持ち物のご案内です。',
    contentEn: '<p>Bring an umbrella.</p>',
    contentJa: '<p>傘をお持ちください。</p>',
    categoryId: '4',
    cityCode: '',
    thumbnail: '',
    // Today: a published post may not be dated later; the newest id comes first on the day.
    publicDate: officeToday(),
    ...overrides,
  };
}

async function sitemapUrls(): Promise<string[]> {
  const urls: string[] = [];
  for (const part of await sitemapParts()) {
    if (!part.id.startsWith('pages-')) continue;
    for (const entries of (await sitemapPart(part.id)) ?? []) for (const e of entries) urls.push(e.url);
  }
  return urls;
}

async function auditCount(entityId: number) {
  const [row] = await (await getDb()).select({ n: count() }).from(auditLog).where(and(eq(auditLog.entity, 'blogs'), eq(auditLog.entityId, String(entityId))));
  return row.n;
}

describe('blog posts in the back office', () => {
  it('creates a draft that only shows on the public side once published, and goes again when unpublished', async () => {
    const db = await getDb();
    const actor = await editor();
    const made = await createPost(db, actor, 'blogs', post(), '203.0.113.7');
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(await getBlog(made.id, 'en')).toBeNull();
    expect((await sitemapUrls()).some((u) => u.includes(`/${made.id}/moving-to-hanoi-rainy-season`))).toBe(false);

    expect(await setPublished(db, actor, 'blogs', made.id, true)).toBe(true);
    const detail = await getBlog(made.id, 'jp');
    expect(detail?.title).toBe('雨季のハノイへの引っ越し');
    expect(detail?.blogContent).toBe('<p>傘をお持ちください。</p>');
    const latest = await latestBlogs({ language: 'en', pageIndex: 1, pageSize: 6 });
    expect(latest.items[0]).toMatchObject({ id: made.id, blogTitle: 'Moving to Hanoi in the rainy season' });
    expect((await sitemapUrls()).some((u) => u.includes(`/${made.id}/moving-to-hanoi-rainy-season`))).toBe(true);

    expect(await setPublished(db, actor, 'blogs', made.id, false)).toBe(true);
    expect(await getBlog(made.id, 'en')).toBeNull();
    expect((await latestBlogs({ language: 'en', pageIndex: 1, pageSize: 6 })).items.map((i) => i.id)).not.toContain(made.id);
    expect((await sitemapUrls()).some((u) => u.includes(`/${made.id}/moving-to-hanoi-rainy-season`))).toBe(false);

    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, String(made.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'content.blog.unpublish', actorEmail: actor.email, before: { isPublished: true }, after: { isPublished: false } });
    expect(await auditCount(made.id)).toBe(3);
  });

  it('strips a script from the body on save, with the sanitiser the public pages use', async () => {
    const db = await getDb();
    const made = await createPost(db, await editor(), 'blogs', post({ slug: 'script-test', contentEn: '<p>Hello</p><script>alert(1)</script><img src="x" onerror="alert(2)">' }));
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const stored = await getPost(db, 'blogs', made.id);
    expect(stored?.contentEn).toBe('<p>Hello</p>');
  });

  it('stores nothing for bad input and names each bad field', async () => {
    const db = await getDb();
    const [before] = await db.select({ n: count() }).from(blogs);
    const [auditsBefore] = await db.select({ n: count() }).from(auditLog);
    const result = await createPost(db, await editor(), 'blogs', post({ titleEn: '  ', slug: 'Not A Slug!', publicDate: '2025-02-30', thumbnail: '../etc/passwd', cityCode: '9', contentJa: '<script>x</script>' }));
    expect(result).toEqual({
      ok: false,
      fields: { titleEn: 'required', slug: 'slugFormat', publicDate: 'dateInvalid', thumbnail: 'imageName', cityCode: 'numberInvalid', contentJa: 'bodyEmpty' },
    });
    const [after] = await db.select({ n: count() }).from(blogs);
    const [auditsAfter] = await db.select({ n: count() }).from(auditLog);
    expect(after.n).toBe(before.n);
    expect(auditsAfter.n).toBe(auditsBefore.n);
  });

  it('refuses a publication day before 2000 or more than five years ahead, and stores nothing', async () => {
    const db = await getDb();
    const [before] = await db.select({ n: count() }).from(blogs);
    for (const publicDate of ['0001-01-01', '1999-12-31', '9999-12-31', `${new Date().getUTCFullYear() + 6}-01-01`]) {
      const result = await createPost(db, await editor(), 'blogs', post({ slug: `far-${publicDate}`, publicDate }));
      expect(result, publicDate).toEqual({ ok: false, fields: { publicDate: 'dateRange' } });
    }
    const [after] = await db.select({ n: count() }).from(blogs);
    expect(after.n).toBe(before.n);
  });

  it('refuses a slug another post of the same kind has, but not its own on edit', async () => {
    const db = await getDb();
    const actor = await editor();
    const first = await createPost(db, actor, 'blogs', post({ slug: 'twice' }));
    expect(first.ok).toBe(true);
    expect(await createPost(db, actor, 'blogs', post({ slug: 'Twice' }))).toEqual({ ok: false, fields: { slug: 'slugTaken' } });
    if (!first.ok) return;
    expect(await updatePost(db, actor, 'blogs', first.id, post({ slug: 'twice', titleEn: 'Edited' }))).toEqual({ ok: true, id: first.id });
    expect((await getPost(db, 'blogs', first.id))?.titleEn).toBe('Edited');
    expect(await createPost(db, actor, 'news', post({ slug: 'twice' }))).toMatchObject({ ok: true });
  });

  it('lists by status and text, and deletes with an audit entry', async () => {
    const db = await getDb();
    const actor = await editor();
    const made = await createPost(db, actor, 'blogs', post({ slug: 'findable-draft', titleEn: 'Zebra crossing etiquette' }));
    if (!made.ok) throw new Error('not created');
    expect((await listPosts(db, 'blogs', { status: 'draft', text: 'zebra' })).items.map((i) => i.id)).toEqual([made.id]);
    expect((await listPosts(db, 'blogs', { status: 'published', text: 'zebra' })).items).toEqual([]);
    expect(await deletePost(db, actor, 'blogs', made.id)).toBe(true);
    expect(await getPost(db, 'blogs', made.id)).toBeNull();
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, String(made.id))).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.action).toBe('content.blog.delete');
    expect(entry.after).toBeNull();
  });

  it('publishes a news release to the news list', async () => {
    const db = await getDb();
    const made = await createPost(db, await editor(), 'news', post({ slug: 'office-opening', categoryId: '2', isPublished: 'on' }));
    if (!made.ok) throw new Error('not created');
    expect((await getPost(db, 'news', made.id))?.categoryId).toBeNull();
    expect(await getPost(db, 'blogs', made.id)).toBeNull();
    const news = await newsReleases({ language: 'en', postType: 2, pageIndex: 1, pageSize: 6 });
    expect(news.news[0].id).toBe(made.id);
  });
});
