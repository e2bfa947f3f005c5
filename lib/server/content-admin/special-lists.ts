import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { cities, properties, specialListProperties, specialLists } from '../db/schema';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/session';
import { fieldErrors, formValues, optionalImage, optionalInt, position, requiredText, type FieldErrors, type SaveResult } from './form';

/**
 * Special lists: a name per language, a city (none: every city), an optional image, an order, and
 * the listings in it, given by listing code or id in the order they are shown. The list and its
 * listings are replaced together, in one transaction with the audit entry.
 */
type Actor = Pick<Staff, 'id' | 'email'>;
export type SpecialList = typeof specialLists.$inferSelect & { listings: string[] };

const MAX_LISTINGS = 200;

const listSchema = z.object({
  nameEn: requiredText(300),
  nameJa: requiredText(300),
  cityId: optionalInt(1, 1_000_000),
  image: optionalImage,
  position,
  listings: z
    .string()
    .optional()
    .transform((v) => [...new Set((v ?? '').split(/[\s,、]+/).map((s) => s.trim()).filter(Boolean))])
    .refine((v) => v.length <= MAX_LISTINGS, { error: 'tooMany' })
    .refine((v) => v.every((s) => s.length <= 40), { error: 'invalid' }),
});

export async function listSpecialListsForAdmin(db: Db) {
  return db
    .select({
      id: specialLists.id,
      nameEn: specialLists.nameEn,
      nameJa: specialLists.nameJa,
      position: specialLists.position,
      cityEn: cities.nameEn,
      cityJa: cities.nameJa,
      listings: sql<number>`(select count(*)::int from ${specialListProperties} where ${specialListProperties.specialListId} = ${specialLists.id})`,
    })
    .from(specialLists)
    .leftJoin(cities, eq(cities.id, specialLists.cityId))
    .orderBy(asc(specialLists.position), asc(specialLists.id));
}

export async function getSpecialListForAdmin(db: Db, id: number): Promise<SpecialList | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db.select().from(specialLists).where(eq(specialLists.id, id));
  if (!row) return null;
  const items = await db
    .select({ code: properties.code })
    .from(specialListProperties)
    .innerJoin(properties, eq(properties.id, specialListProperties.propertyId))
    .where(eq(specialListProperties.specialListId, id))
    .orderBy(asc(specialListProperties.position), asc(properties.id));
  return { ...row, listings: items.map((i) => i.code) };
}

/** Codes or ids → property ids in the given order; the tokens that match nothing. */
async function resolveListings(db: Db, tokens: string[]): Promise<{ ids: number[]; unknown: string[] }> {
  if (!tokens.length) return { ids: [], unknown: [] };
  const upper = tokens.map((t) => t.toUpperCase());
  const numbers = tokens.filter((t) => /^\d{1,9}$/.test(t)).map(Number);
  const [byCode, byId] = await Promise.all([
    db.select({ id: properties.id, code: properties.code }).from(properties).where(inArray(sql`upper(${properties.code})`, upper)),
    numbers.length ? db.select({ id: properties.id }).from(properties).where(inArray(properties.id, numbers)) : Promise.resolve([]),
  ]);
  const codeMap = new Map(byCode.map((r) => [r.code.toUpperCase(), r.id]));
  const idSet = new Set(byId.map((r) => r.id));
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const token of tokens) {
    const id = codeMap.get(token.toUpperCase()) ?? (idSet.has(Number(token)) ? Number(token) : undefined);
    if (id === undefined) unknown.push(token);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}

export async function saveSpecialList(db: Db, actor: Actor, id: number | null, raw: FormData | Record<string, unknown>, clientAddress?: string): Promise<SaveResult | null> {
  const before = id ? await getSpecialListForAdmin(db, id) : null;
  if (id && !before) return null;
  const parsed = listSchema.safeParse(formValues(raw));
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const { listings, ...list } = parsed.data;
  const fields: FieldErrors = {};
  if (list.cityId !== null) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, list.cityId));
    if (!city) fields.cityId = 'choose';
  }
  const resolved = await resolveListings(db, listings);
  if (resolved.unknown.length) fields.listings = 'codesUnknown';
  if (Object.keys(fields).length) return { ok: false, fields, details: resolved.unknown.length ? { codes: resolved.unknown.slice(0, 20).join(', ') } : undefined };
  const savedId = await db.transaction(async (tx) => {
    const [row] = before
      ? await tx.update(specialLists).set(list).where(eq(specialLists.id, before.id)).returning()
      : await tx.insert(specialLists).values(list).returning();
    await tx.delete(specialListProperties).where(eq(specialListProperties.specialListId, row.id));
    if (resolved.ids.length) await tx.insert(specialListProperties).values(resolved.ids.map((propertyId, i) => ({ specialListId: row.id, propertyId, position: i })));
    const codes = resolved.ids.length ? await tx.select({ id: properties.id, code: properties.code }).from(properties).where(inArray(properties.id, resolved.ids)) : [];
    const codeOf = new Map(codes.map((c) => [c.id, c.code]));
    await audit(tx, {
      actor,
      action: before ? 'content.specialList.update' : 'content.specialList.create',
      entity: 'special_lists',
      entityId: row.id,
      before: before ?? undefined,
      after: { ...row, listings: resolved.ids.map((i) => codeOf.get(i)) },
      clientAddress,
    });
    return row.id;
  });
  return { ok: true, id: savedId };
}

export async function deleteSpecialList(db: Db, actor: Actor, id: number, clientAddress?: string): Promise<boolean> {
  const before = await getSpecialListForAdmin(db, id);
  if (!before) return false;
  await db.transaction(async (tx) => {
    await tx.delete(specialLists).where(eq(specialLists.id, id));
    await audit(tx, { actor, action: 'content.specialList.delete', entity: 'special_lists', entityId: id, before, clientAddress });
  });
  return true;
}

export function specialListFormValues(l: SpecialList | null): Record<string, string> {
  if (!l) return { position: '0' };
  return { nameEn: l.nameEn, nameJa: l.nameJa, cityId: l.cityId === null ? '' : String(l.cityId), image: l.image ?? '', position: String(l.position), listings: l.listings.join('\n') };
}
