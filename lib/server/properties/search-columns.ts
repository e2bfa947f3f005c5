import { normaliseSearchText } from '../search-text';

type RangeOption = { id: number; minValue: number; maxValue: number | null };

/** Ids of the options whose range meets the listing's range [min, max]. */
export function matchingOptions(options: readonly RangeOption[], min: number | null, max: number | null): number[] {
  if (min === null) return [];
  const top = max ?? min;
  return options.filter((o) => o.minValue <= top && (o.maxValue === null || o.maxValue >= min)).map((o) => o.id);
}

/**
 * The derived, indexed columns of a listing: the normalised keyword text and the option-id arrays
 * the search filters on. Whoever writes a listing computes them with this one function.
 */
export function searchColumns(
  listing: {
    code: string;
    names: (string | null | undefined)[];
    bedroomMin: number | null;
    bedroomMax: number | null;
    sizeMin: number;
    sizeMax: number | null;
    facilityIds: number[];
  },
  options: { bedrooms: readonly RangeOption[]; sizes: readonly RangeOption[] },
) {
  return {
    searchText: normaliseSearchText([listing.code, ...listing.names].filter(Boolean).join(' ')),
    bedroomOptionIds: matchingOptions(options.bedrooms, listing.bedroomMin, listing.bedroomMax),
    sizeOptionIds: matchingOptions(options.sizes, listing.sizeMin, listing.sizeMax),
    facilityIds: [...new Set(listing.facilityIds)].sort((a, b) => a - b),
  };
}
