/**
 * Listing kinds and sorts of the contract, free of zod so client islands can import
 * them without pulling the schema library into the browser bundle.
 */
export const RESIDENCE = 0;
export const OFFICE = 2;

/**
 * The spec's four sorts, then `newest`: the most recently published listings first, and `nearest`:
 * by straight-line distance to the place of `near`, which it needs (lib/api/place-kinds.ts).
 */
export const SORTS = ['sqmmin', '-sqmmin', 'leasePriceMin', '-leasePriceMin', 'newest', 'nearest'] as const;
export type Sort = (typeof SORTS)[number];

/** The longest keyword a search takes, in characters (the search box's maxlength too). */
export const KEYWORD_MAX = 200;

/**
 * The furnishing filter's codes: `1` furnished (fully or partly), `2` fully furnished only, `0`
 * unfurnished. Listings that do not state their furnishing match none of them.
 */
export const FURNISHED_CODES = ['1', '2', '0'] as const;
export type FurnishedCode = (typeof FURNISHED_CODES)[number];
