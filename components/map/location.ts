/** Pure helpers of the location map, shared by the server card, the map island and the tests. */

export type Coordinates = { latitude: number; longitude: number };

/** Property, project and contact maps open at zoom 14. */
export const DEFAULT_MAP_ZOOM = 14;
/** Maps are 400 px high, 500 px on the project page. */
export const DEFAULT_MAP_HEIGHT = 400;
export const PROJECT_MAP_HEIGHT = 500;

/** A map shows only when both coordinates exist and are real coordinates. */
export function locationOf(item: { latitude?: number | null; longitude?: number | null }): Coordinates | null {
  const { latitude, longitude } = item;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The Google Maps address of a point with its pin (Maps URLs, `search` action), for the card and the map. */
export function googleMapsLink({ latitude, longitude }: Coordinates): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${latitude},${longitude}`)}`;
}

/** `21.0652° N, 105.8243° E`, four decimals (about 10 m). */
export function formatCoordinates({ latitude, longitude }: Coordinates): string {
  const part = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/**
 * OpenStreetMap's embeddable map of a point with its marker, about 1.5 km across: the location a
 * page shows when no Google Maps key is set (no key, no script: an iframe the browser draws).
 */
export function openStreetMapEmbed({ latitude, longitude }: Coordinates): string {
  const dLon = 0.008;
  const dLat = 0.005;
  const bbox = [longitude - dLon, latitude - dLat, longitude + dLon, latitude + dLat].map((v) => v.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${latitude.toFixed(5)},${longitude.toFixed(5)}`)}`;
}
