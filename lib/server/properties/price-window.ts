/** How many matching listings ask a given rent (their `lease_price_min`). */
export type PriceCount = { price: number; listings: number };

/** The rents a page lies between, and how many of the matches in that range come before it. */
export type PriceWindow = { from: number; to: number; skip: number };

/**
 * Where a page of a price-sorted search lies, from the number of matches at each rent (lowest rent
 * first): the page's rows are exactly the rows `skip` to `skip + size` of the matches with a rent
 * between `from` and `to`, in the same order. Rows of one rent are ordered by id, so a rent is never
 * split: the range starts at the rent of the page's first row and ends at the rent of its last.
 * Null when the page starts past the last match.
 */
export function priceWindow(prices: readonly PriceCount[], order: 'asc' | 'desc', start: number, size: number): PriceWindow | null {
  const walk = order === 'asc' ? prices : [...prices].reverse();
  let before = 0; // matches at the rents already passed
  let first: number | undefined;
  let last = 0;
  let skip = 0;
  for (const { price, listings } of walk) {
    if (first === undefined && before + listings > start) {
      first = price;
      skip = start - before;
    }
    before += listings;
    if (first === undefined) continue;
    last = price;
    if (before >= start + size) break;
  }
  if (first === undefined) return null;
  return order === 'asc' ? { from: first, to: last, skip } : { from: last, to: first, skip };
}
