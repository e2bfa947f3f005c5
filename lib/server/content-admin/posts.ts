import 'server-only';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { TIME_ZONE } from '@/lib/i18n/config';
import type { Db } from '../db/client';
import { BLOG_POST, NEWS_RELEASE, blogCategories, blogs } from '../db/schema';
import { audit } from '../staff/audit';
import { imageExists } from '../media';
import type { Staff } from '../staff/session';
import {
  PAGE_SIZE,
  checkbox,
  fieldErrors,
  formValues,
  isoDate,
  optionalImage,
  optionalInt,
  optionalText,
  requiredText,
  slugField,
  type FieldErrors,
  type SaveResult,
} from './form';

/**
 * Blog posts and news releases: one table (`blogs`), told apart by the post type. Bodies are
 * stored already sanitised by the same function the public pages render them through, so what
 * an editor previews is what a reader gets. Every change is audited in its own transaction.
 */
export type PostKind = 'blogs' | 'news';
export const POST_TYPE: Record<PostKind, number> = { blogs: BLOG_POST, news: NEWS_RELEASE };
const AUDIT_NAME: Record<PostKind, string> = { blogs: 'blog', news: 'news' };

export function isPostKind(v: string): v is PostKind {
  return v === 'blogs' || v === 'news';
}

type Actor = Pick<Staff, 'id' | 'email'>;
export type Post = typeof blogs.$inferSelect;
export type PostStatus = 'all' | 'published' | 'draft';

/** The most characters a post's body may have, in each language. */
export const BODY_MAX = 200_000;

const postSchema = z.object({
  titleEn: requiredText(300),
  titleJa: requiredText(300),
  slug: slugField,
  summaryEn: optionalText(2000),
  summaryJa: optionalText(2000),
  contentEn: requiredText(BODY_MAX).transform(sanitizeRichText).refine(Boolean, { error: 'bodyEmpty' }),
  contentJa: requiredText(BODY_MAX).transform(sanitizeRichText).refine(Boolean, { error: 'bodyEmpty' }),
  categoryId: optionalInt(1, 1_000_000),
  cityCode: optionalInt(0, 3),
  thumbnail: optionalImage,
  publicDate: isoDate,
  isNew: checkbox,
  isMain: checkbox,
  isPublished: checkbox,
});

export type PostInput = z.infer<typeof postSchema>;

export async function listCategories(db: Db) {
  return db.select({ id: blogCategories.id, nameEn: blogCategories.nameEn, nameJa: blogCategories.nameJa }).from(blogCategories).orderBy(asc(blogCategories.id));
}

export async function listPosts(db: Db, kind: PostKind, q: { status?: PostStatus; categoryId?: number | null; text?: string; page?: number }) {
  const text = q.text?.trim().slice(0, 200);
  const like = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where: SQL | undefined = and(
    eq(blogs.postType, POST_TYPE[kind]),
    q.status === 'published' ? eq(blogs.isPublished, true) : q.status === 'draft' ? eq(blogs.isPublished, false) : undefined,
    q.categoryId ? eq(blogs.categoryId, q.categoryId) : undefined,
    like ? or(ilike(blogs.titleEn, like), ilike(blogs.titleJa, like), ilike(blogs.slug, like)) : undefined,
  );
  const page = Math.max(1, q.page ?? 1);
  const [items, [{ total }]] = await Promise.all([
    db
      .select({ id: blogs.id, slug: blogs.slug, titleEn: blogs.titleEn, titleJa: blogs.titleJa, categoryId: blogs.categoryId, publicDate: blogs.publicDate, isPublished: blogs.isPublished })
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.publicDate), desc(blogs.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export async function countPosts(db: Db, kind: PostKind) {
  const [row] = await db.select({ total: count() }).from(blogs).where(eq(blogs.postType, POST_TYPE[kind]));
  return row.total;
}

export async function getPost(db: Db, kind: PostKind, id: number): Promise<Post | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db.select().from(blogs).where(and(eq(blogs.id, id), eq(blogs.postType, POST_TYPE[kind])));
  return row ?? null;
}

/** Today in Vietnam (YYYY-MM-DD), the day the public site's dates are read in. */
export function officeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/**
 * A post published with a future date would show at once under that date.
 * The site has no scheduled publishing, so a published post may not be dated after today; a
 * draft may (it is published on the day, and its date checked again then).
 */
export function futureDateProblem(data: Pick<PostInput, 'isPublished' | 'publicDate'>, now: Date = new Date()): { today: string } | null {
  const today = officeToday(now);
  return data.isPublished && data.publicDate > today ? { today } : null;
}

type Checked = { fields: FieldErrors; details?: Record<string, string> } | { data: PostInput };

/** Checks the input (one message key per bad field) and the rules that need the database. */
async function validate(db: Db, kind: PostKind, raw: FormData | Record<string, unknown>, id?: number): Promise<Checked> {
  const parsed = postSchema.safeParse(formValues(raw));
  if (!parsed.success) return { fields: fieldErrors(parsed.error) };
  const fields: FieldErrors = {};
  const data = parsed.data;
  let details: Record<string, string> | undefined;
  const future = futureDateProblem(data);
  if (future) {
    fields.publicDate = 'dateFuture';
    details = future;
  }
  if (data.thumbnail && !(await imageExists(data.thumbnail))) fields.thumbnail = 'imageMissing';
  // News releases have no category or city on the public side: never store one.
  if (kind === 'news') {
    data.categoryId = null;
    data.cityCode = null;
    data.isMain = false;
  } else if (data.categoryId !== null) {
    const [cat] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, data.categoryId));
    if (!cat) fields.categoryId = 'choose';
  }
  const [taken] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.postType, POST_TYPE[kind]), eq(blogs.slug, data.slug), id ? ne(blogs.id, id) : undefined))
    .limit(1);
  if (taken) fields.slug = 'slugTaken';
  return Object.keys(fields).length ? { fields, details } : { data };
}

export async function createPost(db: Db, actor: Actor, kind: PostKind, raw: FormData | Record<string, unknown>, clientAddress?: string): Promise<SaveResult> {
  const checked = await validate(db, kind, raw);
  if (!('data' in checked)) return { ok: false, fields: checked.fields, details: checked.details };
  const data = checked.data;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(blogs).values({ ...data, postType: POST_TYPE[kind] }).returning();
    await audit(tx, { actor, action: `content.${AUDIT_NAME[kind]}.create`, entity: 'blogs', entityId: created.id, after: created, clientAddress });
    return created;
  });
  return { ok: true, id: row.id };
}

export async function updatePost(db: Db, actor: Actor, kind: PostKind, id: number, raw: FormData | Record<string, unknown>, clientAddress?: string): Promise<SaveResult | null> {
  const before = await getPost(db, kind, id);
  if (!before) return null;
  const checked = await validate(db, kind, raw, id);
  if (!('data' in checked)) return { ok: false, fields: checked.fields, details: checked.details };
  const data = checked.data;
  await db.transaction(async (tx) => {
    const [after] = await tx.update(blogs).set(data).where(eq(blogs.id, id)).returning();
    await audit(tx, { actor, action: `content.${AUDIT_NAME[kind]}.update`, entity: 'blogs', entityId: id, before, after, clientAddress });
  });
  return { ok: true, id };
}

/** false: no such post; 'future': a draft dated after today is not published (futureDateProblem). */
export async function setPublished(db: Db, actor: Actor, kind: PostKind, id: number, published: boolean, clientAddress?: string): Promise<boolean | 'future'> {
  const before = await getPost(db, kind, id);
  if (!before) return false;
  if (before.isPublished === published) return true;
  if (published && futureDateProblem({ isPublished: true, publicDate: before.publicDate })) return 'future';
  await db.transaction(async (tx) => {
    await tx.update(blogs).set({ isPublished: published }).where(eq(blogs.id, id));
    await audit(tx, {
      actor,
      action: `content.${AUDIT_NAME[kind]}.${published ? 'publish' : 'unpublish'}`,
      entity: 'blogs',
      entityId: id,
      before: { isPublished: before.isPublished },
      after: { isPublished: published },
      clientAddress,
    });
  });
  return true;
}

export async function deletePost(db: Db, actor: Actor, kind: PostKind, id: number, clientAddress?: string): Promise<boolean> {
  const before = await getPost(db, kind, id);
  if (!before) return false;
  await db.transaction(async (tx) => {
    await tx.delete(blogs).where(eq(blogs.id, id));
    await audit(tx, { actor, action: `content.${AUDIT_NAME[kind]}.delete`, entity: 'blogs', entityId: id, before, clientAddress });
  });
  return true;
}

/** The form's starting values: a stored post, or today's date and nothing else. */
export function postFormValues(post: Post | null): Record<string, string> {
  if (!post) return { publicDate: officeToday(), isPublished: '' };
  return {
    titleEn: post.titleEn,
    titleJa: post.titleJa,
    slug: post.slug,
    summaryEn: post.summaryEn ?? '',
    summaryJa: post.summaryJa ?? '',
    contentEn: post.contentEn,
    contentJa: post.contentJa,
    categoryId: post.categoryId === null ? '' : String(post.categoryId),
    cityCode: post.cityCode === null ? '' : String(post.cityCode),
    thumbnail: post.thumbnail ?? '',
    publicDate: post.publicDate,
    isNew: post.isNew ? 'on' : '',
    isMain: post.isMain ? 'on' : '',
    isPublished: post.isPublished ? 'on' : '',
  };
}


