/** A point by its coordinates in degrees. */
export type GeoPoint = { latitude: number; longitude: number };

/**
 * earthdistance's sphere (its earth(), in metres): the database measures with this radius, so the
 * browser does too.
 */
export const EARTH_RADIUS_M = 6378168;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** A point's earth-centred coordinates in metres, as geo_point makes it (migration 0027). */
function cartesian({ latitude, longitude }: GeoPoint): [number, number, number] {
  const lat = rad(latitude);
  const lng = rad(longitude);
  return [EARTH_RADIUS_M * Math.cos(lat) * Math.cos(lng), EARTH_RADIUS_M * Math.cos(lat) * Math.sin(lng), EARTH_RADIUS_M * Math.sin(lat)];
}

/**
 * Metres along the earth's surface between two points, as the database computes them
 * (lib/server/places/geo.ts metresBetween): the straight chord between the points' cubes, turned
 * into the great-circle arc by sec_to_gc, 2·R·asin(chord / 2R). Pure, for islands; the figure equals
 * the server's to the metre, so a detail page and the results it came from never disagree.
 */
export function metresBetween(a: GeoPoint, b: GeoPoint): number {
  const [ax, ay, az] = cartesian(a);
  const [bx, by, bz] = cartesian(b);
  const chord = Math.hypot(ax - bx, ay - by, az - bz);
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, chord / (2 * EARTH_RADIUS_M)));
}
