/**
 * What the Google results map knows of its visible area: which listings and district
 * centres lie in it, and the address of "Search this area". Pure and free of zod, for the island.
 */

export type Bounds = { north: number; south: number; east: number; west: number };
export type Located = { latitude: number; longitude: number };
/** A district of the map's city with its centre (districts.latitude/longitude). */
export type DistrictCentre = Located & { id: number };

/** The search form's district filter accepts up to this many ids (lib/api/properties.ts idList). */
export const MAX_AREA_DISTRICTS = 100;

/** Is a point inside a map's visible box (which may cross the antimeridian: east < west)? */
export function inBounds(point: Located, b: Bounds): boolean {
  if (point.latitude < b.south || point.latitude > b.north) return false;
  return b.west <= b.east ? point.longitude >= b.west && point.longitude <= b.east : point.longitude >= b.west || point.longitude <= b.east;
}

/**
 * "Search this area" refines the search to the districts whose centre is in view, rather than to a
 * box of coordinates: the result is a search the rest of the site already knows (the form shows
 * it, its totals come from the counts per district, the page cache keys it), and every listing
 * belongs to exactly one district. Null when no centre is in view.
 */
export function areaHref(base: string, districts: readonly DistrictCentre[], b: Bounds): string | null {
  const ids = districts.filter((d) => inBounds(d, b)).map((d) => d.id).slice(0, MAX_AREA_DISTRICTS);
  if (!ids.length) return null;
  return `${base}${base.includes('?') ? '&' : '?'}districtId=${ids.join('%2C')}`;
}
