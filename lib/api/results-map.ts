import { z } from 'zod';

/**
 * The contract of the results map: the markers of GET /api/properties/map, which takes
 * the search query of /api/properties/filter (its paging and sort are ignored).
 */

/** At most this many markers per answer: a city's whole catalogue stays a few tens of kB of JSON. */
export const MAP_MARKER_CAP = 500;

export const mapMarker = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  propertyType: z.union([z.literal(0), z.literal(2)]),
  district: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  leasePriceMin: z.number(),
  leasePriceMax: z.number().nullable(),
});
export type MapMarker = z.infer<typeof mapMarker>;

export const mapMarkers = z.object({
  items: z.array(mapMarker),
  /** Every published listing the search matches that has coordinates; more than items.length when capped. */
  totalRecords: z.number().int(),
  capped: z.boolean(),
});
export type MapMarkers = z.infer<typeof mapMarkers>;
