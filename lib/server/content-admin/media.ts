import 'server-only';
import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { imageUrl } from '@/lib/format/image';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { mediaDir } from '../media';

export { existingImages, imageExists } from '../media';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/session';
import { diskStorage } from '../storage/disk';
import type { ProcessedImage } from '../submissions/images';
import { fieldErrors, formValues, optionalText, type FieldErrors } from './form';

/**
 * The media library: images uploaded for banners, posts and other content. Files are written
 * under MEDIA_DIR/images as `media/<uuid>.webp` (served by the image route, accepted by the content
 * forms and the sanitiser), and a row keeps each one's size and alt text per language.
 */
type Actor = Pick<Staff, 'id' | 'email'>;
export type MediaItem = typeof media.$inferSelect;
export const MEDIA_PREFIX = 'media/';
/** How many of the latest images a picker offers. */
export const PICKER_SIZE = 48;
export const LIBRARY_PAGE = 60;

const store = () => diskStorage(mediaDir('images'));

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
