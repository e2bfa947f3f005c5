import 'server-only';
import { randomUUID } from 'node:crypto';
import { count, desc, eq, ilike, or, type Column, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { IMAGE_WIDTHS, imageUrl } from '@/lib/format/image';
import type { Db, Tx } from '../db/client';
import { BLOG_POST, banners, blogs, generalInformations, media, pages, specialLists, usefulItems, usefulPosts } from '../db/schema';
import { escapeLike } from '../inbox/filters';

export { existingImages, imageExists } from '../media';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/session';
import { imageStorage } from '../storage';
import type { ProcessedImage } from '../submissions/images';
import { fieldErrors, formValues, optionalText, type FieldErrors } from './form';

/**
 * The media library: images uploaded for banners, posts and other content. Files are written to
 * the image storage (the bucket, else MEDIA_DIR/images) as `media/<uuid>.webp` (served by the image route, accepted by the content
 * forms and the sanitiser), and a row keeps each one's size and alt text per language.
 */
type Actor = Pick<Staff, 'id' | 'email'>;
type Executor = Db | Tx;
export type MediaItem = typeof media.$inferSelect;
export const MEDIA_PREFIX = 'media/';
/** How many of the latest images a picker offers. */
export const PICKER_SIZE = 48;
export const LIBRARY_PAGE = 60;

const store = () => imageStorage();

export const altSchema = z.object({ altEn: optionalText(300), altJa: optionalText(300) });
export type Alts = { altEn: string; altJa: string };

/** The alt texts of a form: each at most 300 characters. */
export function parseAlts(raw: FormData | Record<string, unknown>): { ok: true; value: Alts } | { ok: false; fields: FieldErrors } {
  const parsed = altSchema.safeParse(formValues(raw));
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  return { ok: true, value: { altEn: parsed.data.altEn ?? '', altJa: parsed.data.altJa ?? '' } };
}

/** Stores re-encoded images with the same alt texts; files are removed again if the rows cannot be written. */
export async function addMedia(db: Db, actor: Actor, images: (ProcessedImage & { name: string })[], alts: Alts, clientAddress?: string): Promise<MediaItem[]> {
  const rows = images.map((image) => ({ file: `${MEDIA_PREFIX}${randomUUID()}.${image.ext}`, originalName: image.name, width: image.width, height: image.height, bytes: image.data.length, ...alts, createdBy: actor.id }));
  try {
    await Promise.all(images.map((image, i) => store().put(rows[i].file, image.data, image.contentType)));
    return await db.transaction(async (tx) => {
      const added = await tx.insert(media).values(rows).returning();
      for (const item of added) await audit(tx, { actor, action: 'content.media.upload', entity: 'media', entityId: item.id, after: item, clientAddress });
      return added;
    });
  } catch (err) {
    await Promise.allSettled(rows.map((r) => store().delete(r.file)));
    throw err;
  }
}

export async function listMedia(db: Db, limit = LIBRARY_PAGE): Promise<MediaItem[]> {
  return db.select().from(media).orderBy(desc(media.createdAt), desc(media.id)).limit(limit);
}

export async function countMedia(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(media);
  return row.n;
}

export async function updateAlts(db: Db, actor: Actor, id: number, raw: FormData | Record<string, unknown>, clientAddress?: string): Promise<{ ok: true } | { ok: false; fields: FieldErrors } | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [before] = await db.select().from(media).where(eq(media.id, id));
  if (!before) return null;
  const alts = parseAlts(raw);
  if (!alts.ok) return alts;
  await db.transaction(async (tx) => {
    await tx.update(media).set(alts.value).where(eq(media.id, id));
    await audit(tx, { actor, action: 'content.media.alt', entity: 'media', entityId: id, before: { altEn: before.altEn, altJa: before.altJa }, after: alts.value, clientAddress });
  });
  return { ok: true };
}

/** The latest images for a picker or the editor, with the alt text in the member's language. */
export async function pickerImages(db: Db, lang: 'en' | 'ja'): Promise<{ file: string; src: string; alt: string; altEn: string; altJa: string }[]> {
  const rows = await listMedia(db, PICKER_SIZE);
  return rows.map((m) => ({ file: m.file, src: imageUrl(m.file), alt: (lang === 'ja' ? m.altJa || m.altEn : m.altEn || m.altJa) || m.originalName, altEn: m.altEn, altJa: m.altJa }));
}

/** Where an image is still used: the kind of content, its id and name, and its editing page where it has one. */
export type MediaUseKind = 'banner' | 'blogs' | 'news' | 'specialList' | 'page' | 'usefulItem' | 'usefulPost' | 'company';
export type MediaUse = { kind: MediaUseKind; id: number; name: string; href?: string };

/**
 * The content that still shows `file`: an image field naming it, or a rich-text body or text
 * holding its address (`/images/media/….webp`; the file name is the part every form of the
 * address shares). Banners, blog posts and news, special lists, pages, the useful-information
 * items and articles and the company pages.
 */
export async function mediaUses(db: Executor, file: string, lang: 'en' | 'ja' = 'en'): Promise<MediaUse[]> {
  const inText = (...columns: Column[]): SQL => or(...columns.map((c) => ilike(c, `%${escapeLike(file)}%`)))!;
  const named = (en: string | null, ja: string | null, id: number) => (lang === 'ja' ? ja || en : en || ja) || `#${id}`;
  const [bannerRows, blogRows, listRows, pageRows, itemRows, postRows, companyRows] = await Promise.all([
    db.select({ id: banners.id, en: banners.titleEn, ja: banners.titleJa }).from(banners).where(eq(banners.image, file)),
    db
      .select({ id: blogs.id, type: blogs.postType, en: blogs.titleEn, ja: blogs.titleJa })
      .from(blogs)
      .where(or(eq(blogs.thumbnail, file), inText(blogs.contentEn, blogs.contentJa, blogs.summaryEn, blogs.summaryJa))),
    db.select({ id: specialLists.id, en: specialLists.nameEn, ja: specialLists.nameJa }).from(specialLists).where(eq(specialLists.image, file)),
    db.select({ id: pages.id, en: pages.titleEn, ja: pages.titleJa }).from(pages).where(inText(pages.contentEn, pages.contentJa)),
    db.select({ id: usefulItems.id, en: usefulItems.nameEn, ja: usefulItems.nameJa }).from(usefulItems).where(or(eq(usefulItems.image, file), inText(usefulItems.descriptionEn, usefulItems.descriptionJa))),
    db.select({ id: usefulPosts.id, en: usefulPosts.titleEn, ja: usefulPosts.titleJa }).from(usefulPosts).where(or(eq(usefulPosts.image, file), inText(usefulPosts.postEn, usefulPosts.postJa, usefulPosts.descriptionEn, usefulPosts.descriptionJa))),
    db
      .select({ id: generalInformations.id, en: generalInformations.nameEn, ja: generalInformations.nameJa })
      .from(generalInformations)
      .where(or(eq(generalInformations.image, file), inText(generalInformations.descriptionEn, generalInformations.descriptionJa))),
  ]);
  return [
    ...bannerRows.map((r): MediaUse => ({ kind: 'banner', id: r.id, name: named(r.en, r.ja, r.id), href: `/admin/content/banners/${r.id}` })),
    ...blogRows.map((r): MediaUse => {
      const kind = r.type === BLOG_POST ? 'blogs' : 'news';
      return { kind, id: r.id, name: named(r.en, r.ja, r.id), href: `/admin/content/${kind}/${r.id}` };
    }),
    ...listRows.map((r): MediaUse => ({ kind: 'specialList', id: r.id, name: named(r.en, r.ja, r.id), href: `/admin/content/special-lists/${r.id}` })),
    ...pageRows.map((r): MediaUse => ({ kind: 'page', id: r.id, name: named(r.en, r.ja, r.id) })),
    ...itemRows.map((r): MediaUse => ({ kind: 'usefulItem', id: r.id, name: named(r.en, r.ja, r.id) })),
    ...postRows.map((r): MediaUse => ({ kind: 'usefulPost', id: r.id, name: named(r.en, r.ja, r.id) })),
    ...companyRows.map((r): MediaUse => ({ kind: 'company', id: r.id, name: named(r.en, r.ja, r.id) })),
  ];
}

export async function getMedia(db: Db, id: number): Promise<MediaItem | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row ?? null;
}

/** Every stored file of an image: the file itself and, for a JPEG, its webp renditions. */
export function storedFiles(file: string): string[] {
  return [...new Set([file, ...IMAGE_WIDTHS.map((w) => imageUrl(file, w).replace(/^\/images\//, ''))])];
}

export type DeleteMediaOutcome = { ok: true; removed: string[] } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'inUse'; uses: MediaUse[] };

/**
 * Deletes an image nothing uses any more: the row and its audit entry in one transaction, which
 * looks for uses again, then the files (every size), once the row is gone, so a failed delete
 * never leaves a row pointing at a missing file. A file that cannot be removed is logged and left
 * as an orphan on disk; the image is gone from the library either way.
 */
export async function deleteMedia(db: Db, actor: Actor, id: number, clientAddress?: string): Promise<DeleteMediaOutcome> {
  const outcome = await db.transaction(async (tx): Promise<DeleteMediaOutcome> => {
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return { ok: false, reason: 'notFound' };
    const [before] = await tx.select().from(media).where(eq(media.id, id));
    if (!before) return { ok: false, reason: 'notFound' };
    const uses = await mediaUses(tx, before.file);
    if (uses.length) return { ok: false, reason: 'inUse', uses };
    await tx.delete(media).where(eq(media.id, id));
    await audit(tx, { actor, action: 'content.media.delete', entity: 'media', entityId: id, before, clientAddress });
    return { ok: true, removed: storedFiles(before.file) };
  });
  if (!outcome.ok) return outcome;
  const results = await Promise.allSettled(outcome.removed.map((key) => store().delete(key)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') console.error(`[media] could not remove ${outcome.removed[i]}:`, r.reason);
  });
  return { ok: true, removed: outcome.removed };
}
