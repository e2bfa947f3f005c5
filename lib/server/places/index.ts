import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Lang } from '@/lib/api/common';
import { PLACE_KINDS, type NearbyPlace, type PlaceItem, type PlacesQuery } from '@/lib/api/places';
import { getDb } from '../db/client';
import { places } from '../db/schema';
import { loc, locOpt } from '../localise';
import { cachedByContent } from '../cache/data';
import { metresBetween, pointOf, type GeoPoint } from './geo';

/**
 * The places renters measure listings against (issue 47): the pickers' lists, one place by id for a
 * search, and a listing's nearest place of each kind. Published places only; staff edit them at
 * /admin/places.
 */

function placeColumns(lang: Lang) {
  return {
    id: places.id,
    cityId: places.cityId,
    kind: places.kind,
    name: loc(places.nameEn, places.nameJa, lang),
    address: locOpt(places.addressEn, places.addressJa, lang),
    latitude: places.latitude,
    longitude: places.longitude,
    source: places.source,
    isDemo: places.isDemo,
  };
}

const kindOrder = sql`array_position(ARRAY[${sql.join(
  PLACE_KINDS.map((k) => sql`${k}`),
  sql`, `,
)}]::text[], ${places.kind})`;

/** GET /api/places: the published places, by city, kind (in PLACE_KINDS' order) and position. */
export const listPlaces = cachedByContent(async (q: PlacesQuery): Promise<PlaceItem[]> => {
  const db = await getDb();
  return db
    .select(placeColumns(q.language))
    .from(places)
    .where(and(eq(places.isPublished, true), q.city ? eq(places.cityId, q.city) : undefined, q.kind ? eq(places.kind, q.kind) : undefined))
    .orderBy(asc(places.cityId), kindOrder, asc(places.position), asc(places.id));
});

/** A published place by id, in the language asked; null for an unknown or hidden one. */
export async function placeById(id: number, lang: Lang): Promise<PlaceItem | null> {
  const all = await listPlaces({ language: lang });
  return all.find((place) => place.id === id) ?? null;
}

/**
 * The nearest published place of each kind to a point (a listing's), with its distance in metres:
 * at most one per kind, in PLACE_KINDS' order, within `maxMetres`. Places are few (tens per city),
 * so this reads them all, the distance computed in SQL.
 */
export async function nearbyPlaces(at: GeoPoint, lang: Lang, maxMetres = 30_000): Promise<NearbyPlace[]> {
  const db = await getDb();
  const distance = metresBetween(pointOf(at), sql`geo_point(${places.latitude}, ${places.longitude})`);
  const rows = await db
    .selectDistinctOn([places.kind], { ...placeColumns(lang), distance: sql<number>`round(${distance})::int`.mapWith(Number) })
    .from(places)
    .where(and(eq(places.isPublished, true), sql`${distance} <= ${maxMetres}::float8`))
    .orderBy(places.kind, distance, places.id);
  return rows.sort((a, b) => PLACE_KINDS.indexOf(a.kind) - PLACE_KINDS.indexOf(b.kind));
}

/** A search's `near` that names no published place, as the API refuses it (400); null when it is fine. */
export async function unknownPlace(q: { near?: number; language: Lang }): Promise<string | null> {
  if (q.near === undefined || (await placeById(q.near, q.language))) return null;
  return `near: no place has id ${q.near} (GET /api/places lists them)`;
}
