/**
 * The places a renter can measure a listing against (issue 47), free of zod so client islands can
 * import them: the kinds in the order the Nearby section and the pickers list them, and the radii
 * of the "within" filter, in kilometres.
 */
export const PLACE_KINDS = ['japanese-school', 'international-school', 'clinic', 'supermarket', 'office-district', 'industrial-park'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The radii the search offers, in kilometres. */
export const WITHIN_KM = [1, 2, 3, 5, 10] as const;
export type WithinKm = (typeof WITHIN_KM)[number];

/** The search's sort by straight-line distance to the chosen place, nearest first; only with `near`. */
export const NEAREST_SORT = 'nearest';
