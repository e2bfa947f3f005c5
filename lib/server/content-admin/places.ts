import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PLACE_KINDS, type PlaceKind } from '@/lib/api/place-kinds';
import type { Db } from '../db/client';
import { cities, places } from '../db/schema';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/session';
import { checkbox, formValues, optionalText, position, requiredText, type FieldErrors, type FormValues, type SaveResult } from './form';

/**
 * The places renters measure listings against (issue 47), as staff keep them at /admin/places:
 * every place, published or hidden, by city, kind and position; create, edit, hide or show, and
 * delete, each audited in its transaction. The table's trigger moves the content version, so the
 * public reads (lib/server/places) follow by themselves.
 */
type Actor = Pick<Staff, 'id' | 'email'>;
export type Place = typeof places.$inferSelect;

/** Vietnam's extent with a margin, as the table's checks allow (migration 0027). */
export const LATITUDE_RANGE = { min: 8, max: 24 } as const;
export const LONGITUDE_RANGE = { min: 102, max: 110 } as const;

/** The message keys of this form (messages/admin/places.*.json `errors`). */
const KNOWN = new Set(['required', 'tooLong', 'choose', 'numberInvalid', 'latitudeRange', 'longitudeRange', 'urlInvalid']);

const DECIMAL = /^[+-]?\d{1,3}(?:\.\d{1,12})?$/;
/** A pair as a map copies it: "21.0285, 105.8542" (a comma, semicolon or blanks between). */
const PAIR = /^\s*([+-]?\d{1,3}(?:\.\d{1,12})?)\s*(?:[,;]\s*|\s+)([+-]?\d{1,3}(?:\.\d{1,12})?)\s*$/;

const coordinate = (range: { min: number; max: number }, message: string) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine((v) => DECIMAL.test(v) && Number(v) >= range.min && Number(v) <= range.max, { error: message })
    .transform(Number);

const url = z
  .string()
  .trim()
  .max(2000, { error: 'tooLong' })
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || isWebAddress(v), { error: 'urlInvalid' });

function isWebAddress(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

const placeSchema = z.object({
  cityId: z
    .string({ error: 'choose' })
    .trim()
    .regex(/^\d{1,9}$/, { error: 'choose' })
    .transform(Number),
  kind: z.enum(PLACE_KINDS, { error: 'choose' }),
  nameEn: requiredText(200),
  nameJa: requiredText(200),
  addressEn: optionalText(300),
  addressJa: optionalText(300),
  latitude: coordinate(LATITUDE_RANGE, 'latitudeRange'),
  longitude: coordinate(LONGITUDE_RANGE, 'longitudeRange'),
  source: url,
  isDemo: checkbox,
  isPublished: checkbox,
  position,
});
export type PlaceInput = z.infer<typeof placeSchema>;

/** A "lat, lng" pair pasted into the latitude field fills both fields. */
export function splitPair(values: FormValues): FormValues {
  const pair = PAIR.exec(values.latitude ?? '');
  return pair ? { ...values, latitude: pair[1], longitude: pair[2] } : values;
}

function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'form');
    if (!fields[name]) fields[name] = KNOWN.has(issue.message) ? issue.message : 'invalid';
  }
  return fields;
}

const kindOrder = sql`array_position(ARRAY[${sql.join(
  PLACE_KINDS.map((k) => sql`${k}`),
  sql`, `,
)}]::text[], ${places.kind})`;

export type PlaceFilter = { cityId?: number; kind?: PlaceKind };

/** Every place, published or hidden, by city, kind (in PLACE_KINDS' order), position and id. */
export async function listAdminPlaces(db: Db, filter: PlaceFilter = {}) {
  return db
    .select({
      id: places.id,
      cityId: places.cityId,
      kind: places.kind,
      nameEn: places.nameEn,
      nameJa: places.nameJa,
      latitude: places.latitude,
      longitude: places.longitude,
      source: places.source,
      isDemo: places.isDemo,
      isPublished: places.isPublished,
      position: places.position,
      cityEn: cities.nameEn,
      cityJa: cities.nameJa,
    })
    .from(places)
    .innerJoin(cities, eq(cities.id, places.cityId))
    .where(and(filter.cityId ? eq(places.cityId, filter.cityId) : undefined, filter.kind ? eq(places.kind, filter.kind) : undefined))
    .orderBy(asc(places.cityId), kindOrder, asc(places.position), asc(places.id));
}

/** The list's filter from its query: a known city id and kind, else none. */
export function placeFilter(query: Record<string, string | string[] | undefined>): PlaceFilter {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
  const city = one(query.city);
  const kind = one(query.kind);
  return {
    cityId: /^\d{1,9}$/.test(city) && Number(city) > 0 ? Number(city) : undefined,
    kind: (PLACE_KINDS as readonly string[]).includes(kind) ? (kind as PlaceKind) : undefined,
  };
}

export async function getPlace(db: Db, id: number): Promise<Place | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await db.select().from(places).where(eq(places.id, id));
  return row ?? null;
}

async function validate(db: Db, raw: FormData | Record<string, unknown>): Promise<{ fields: FieldErrors } | { data: PlaceInput }> {
  const parsed = placeSchema.safeParse(splitPair(formValues(raw)));
  if (!parsed.success) return { fields: fieldErrors(parsed.error) };
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, parsed.data.cityId));
  if (!city) return { fields: { cityId: 'choose' } };
  return { data: parsed.data };
}

/** Creates (`id` null) or edits a place; null when the place to edit no longer exists. */
export async function savePlace(db: Db, actor: Actor, id: number | null, raw: FormData | Record<string, unknown>, clientAddress?: string): Promise<SaveResult | null> {
  const before = id ? await getPlace(db, id) : null;
  if (id && !before) return null;
  const checked = await validate(db, raw);
  if (!('data' in checked)) return { ok: false, fields: checked.fields };
  const saved = await db.transaction(async (tx) => {
    const [after] = before
      ? await tx
          .update(places)
          .set({ ...checked.data, updatedAt: new Date() })
          .where(eq(places.id, before.id))
          .returning()
      : await tx.insert(places).values(checked.data).returning();
    await audit(tx, { actor, action: before ? 'place.update' : 'place.create', entity: 'places', entityId: after.id, before: before ?? undefined, after, clientAddress });
    return after;
  });
  return { ok: true, id: saved.id };
}

/** Hides a place from renters (its saved searches then match nothing) or shows it again; false when it does not exist. */
export async function setPlacePublished(db: Db, actor: Actor, id: number, published: boolean, clientAddress?: string): Promise<boolean> {
  const before = await getPlace(db, id);
  if (!before) return false;
  if (before.isPublished === published) return true;
  await db.transaction(async (tx) => {
    const [after] = await tx.update(places).set({ isPublished: published, updatedAt: new Date() }).where(eq(places.id, id)).returning();
    await audit(tx, { actor, action: published ? 'place.show' : 'place.hide', entity: 'places', entityId: id, before: { isPublished: before.isPublished }, after: { isPublished: after.isPublished }, clientAddress });
  });
  return true;
}

/** Deletes a place; shared lists measured from it keep their listings without it (ON DELETE SET NULL). */
export async function deletePlace(db: Db, actor: Actor, id: number, clientAddress?: string): Promise<boolean> {
  const before = await getPlace(db, id);
  if (!before) return false;
  await db.transaction(async (tx) => {
    await tx.delete(places).where(eq(places.id, id));
    await audit(tx, { actor, action: 'place.delete', entity: 'places', entityId: id, before, clientAddress });
  });
  return true;
}

/** The form's values of a place; a new one is published, in the first city, a Japanese school. */
export function placeFormValues(p: Place | null, cityId?: number): FormValues {
  if (!p) return { cityId: cityId ? String(cityId) : '', kind: 'japanese-school', isPublished: 'on', position: '0' };
  return {
    cityId: String(p.cityId),
    kind: p.kind,
    nameEn: p.nameEn,
    nameJa: p.nameJa,
    addressEn: p.addressEn ?? '',
    addressJa: p.addressJa ?? '',
    latitude: String(p.latitude),
    longitude: String(p.longitude),
    source: p.source ?? '',
    isDemo: p.isDemo ? 'on' : '',
    isPublished: p.isPublished ? 'on' : '',
    position: String(p.position),
  };
}

/** The OpenStreetMap page of a point, as the seed's sources are written. */
export function osmLink(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}
