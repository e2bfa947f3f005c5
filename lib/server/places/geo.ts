import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { properties as p } from '../db/schema';

/**
 * Distances in SQL (migration 0027): geo_point(latitude, longitude) is earthdistance's earth-centred
 * point in metres, a cube. The straight-line (chord) distance between two such points, `<->`, grows
 * with the great-circle distance, so it orders nearest first, and the listings' GiST index answers
 * both that order (KNN) and the bounding-box test; sec_to_gc turns a chord into metres along the
 * earth's surface, as earth_distance does.
 */
export type GeoPoint = { latitude: number; longitude: number };

/** The point of a listing (null without coordinates), as the index holds it. */
export const listingPoint = sql`geo_point(${p.latitude}, ${p.longitude})`;

/** A place's point, from its coordinates. */
export function pointOf(at: GeoPoint): SQL {
  return sql`geo_point(${at.latitude}::float8, ${at.longitude}::float8)`;
}

/** Metres along the earth's surface between two points. */
export function metresBetween(a: SQL, b: SQL): SQL<number> {
  return sql<number>`sec_to_gc(cube_distance(${a}, ${b}))`;
}

/**
 * Points within `metres` of `centre`: inside the cube around it (earth_box, which the index
 * answers), then at most that far along the surface (the box's corners are further).
 */
export function withinMetres(point: SQL, centre: SQL, metres: number): SQL {
  return sql`(cube_enlarge(${centre}, gc_to_sec(${metres}::float8), 3) @> ${point} AND ${metresBetween(centre, point)} <= ${metres}::float8)`;
}

/** Ordering nearest first (the index's KNN order). */
export function nearestFirst(point: SQL, centre: SQL): SQL {
  return sql`${point} <-> ${centre}`;
}
