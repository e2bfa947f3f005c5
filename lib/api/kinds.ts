/**
 * Listing kinds and sorts of the contract, free of zod so client islands can import
 * them without pulling the schema library into the browser bundle.
 */
export const RESIDENCE = 0;
export const OFFICE = 2;

export const SORTS = ['sqmmin', '-sqmmin', 'leasePriceMin', '-leasePriceMin'] as const;
export type Sort = (typeof SORTS)[number];
