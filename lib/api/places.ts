import { z } from 'zod';
import { code, id, language } from './common';
import { PLACE_KINDS, type PlaceKind } from './place-kinds';

export { PLACE_KINDS, type PlaceKind };

/** GET /api/places?city=&kind=&language= */
export const placesQuery = z.object({
  language,
  city: id('city').optional(),
  kind: code('kind', PLACE_KINDS, `one of ${PLACE_KINDS.join(', ')}`).optional(),
});
export type PlacesQuery = z.infer<typeof placesQuery>;

export const placeItem = z.object({
  id: z.number().int(),
  cityId: z.number().int(),
  kind: z.enum(PLACE_KINDS),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** Where the coordinates were read (a public map's address for the point). */
  source: z.string().nullable(),
  /** An invented place of the demo content. */
  isDemo: z.boolean(),
});
export type PlaceItem = z.infer<typeof placeItem>;
export const placeList = z.array(placeItem);

/** A place near a listing, with the straight-line distance in metres. */
export const nearbyPlace = placeItem.extend({ distance: z.number().int() });
export type NearbyPlace = z.infer<typeof nearbyPlace>;
