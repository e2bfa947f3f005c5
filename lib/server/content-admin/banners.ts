import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { banners, cities } from '../db/schema';
import { audit } from '../staff/audit';
import { imageExists } from '../media';
import type { Staff } from '../staff/session';
import { fieldErrors, formValues, optionalInt, optionalText, position, requiredImage, type FieldErrors, type SaveResult } from './form';

/**
 * Slides of the search banners: which banner (office or residence search), the city (none: every
 * city), the image file, a title per language and the order. The table has no link or
 * active flag: a banner is shown while it exists.
 */
type Actor = Pick<Staff, 'id' | 'email'>;
export type Banner = typeof banners.$inferSelect;

const bannerSchema = z.object({
  name: z.enum(['OFFICE', 'RESIDENCE'], { error: 'choose' }),
  cityId: optionalInt(1, 1_000_000),
  image: requiredImage,
  titleEn: optionalText(300),
  titleJa: optionalText(300),
  position,
});

export async function listBanners(db: Db) {
  return db
    .select({ id: banners.id, name: banners.name, image: banners.image, titleEn: banners.titleEn, titleJa: banners.titleJa, position: banners.position, cityEn: cities.nameEn, cityJa: cities.nameJa })
    .from(banners)
    .leftJoin(cities, eq(cities.id, banners.cityId))
    .orderBy(asc(banners.name), asc(banners.position), asc(banners.id));
}

export async function getBanner(db: Db, id: number): Promise<Banner | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  return row ?? null;
}

async function validate(db: Db, raw: FormData | Record<string, unknown>): Promise<{ fields: FieldErrors } | { data: z.infer<typeof bannerSchema> }> {
  const parsed = bannerSchema.safeParse(formValues(raw));
  if (!parsed.success) return { fields: fieldErrors(parsed.error) };
  // A mistyped or missing file would leave the home banner with a broken slide.
  if (!(await imageExists(parsed.data.image))) return { fields: { image: 'imageMissing' } };
  if (parsed.data.cityId !== null) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, parsed.data.cityId));
    if (!city) return { fields: { cityId: 'choose' } };
  }
  return { data: parsed.data };
}

export async function saveBanner(db: Db, actor: Actor, id: number | null, raw: FormData | Record<string, unknown>, clientAddress?: string): Promise<SaveResult | null> {
  const before = id ? await getBanner(db, id) : null;
  if (id && !before) return null;
  const checked = await validate(db, raw);
  if (!('data' in checked)) return { ok: false, fields: checked.fields };
  const saved = await db.transaction(async (tx) => {
    const [after] = before
      ? await tx.update(banners).set(checked.data).where(eq(banners.id, before.id)).returning()
      : await tx.insert(banners).values(checked.data).returning();
    await audit(tx, { actor, action: before ? 'content.banner.update' : 'content.banner.create', entity: 'banners', entityId: after.id, before: before ?? undefined, after, clientAddress });
    return after;
  });
  return { ok: true, id: saved.id };
}

export async function deleteBanner(db: Db, actor: Actor, id: number, clientAddress?: string): Promise<boolean> {
  const before = await getBanner(db, id);
  if (!before) return false;
  await db.transaction(async (tx) => {
    await tx.delete(banners).where(eq(banners.id, id));
    await audit(tx, { actor, action: 'content.banner.delete', entity: 'banners', entityId: id, before, clientAddress });
  });
  return true;
}

export function bannerFormValues(b: Banner | null): Record<string, string> {
  if (!b) return { name: 'RESIDENCE', position: '0' };
  return { name: b.name, cityId: b.cityId === null ? '' : String(b.cityId), image: b.image, titleEn: b.titleEn ?? '', titleJa: b.titleJa ?? '', position: String(b.position) };
}
