import { describe, expect, it } from 'vitest';
import { priceWindow, type PriceCount } from '@/lib/server/properties/price-window';

/** The listings behind a histogram, in page order: price, then id (the search's order). */
function listings(prices: PriceCount[], order: 'asc' | 'desc') {
  let id = 0;
  const rows = prices.flatMap(({ price, listings }) => Array.from({ length: listings }, () => ({ price, id: ++id })));
  const sorted = rows.sort((a, b) => a.price - b.price || a.id - b.id);
  return order === 'asc' ? sorted : sorted.reverse();
}

/** The page as the windowed query reads it: rows in [from, to], skip, take size. */
function windowed(prices: PriceCount[], order: 'asc' | 'desc', start: number, size: number) {
  const w = priceWindow(prices, order, start, size);
  if (!w) return [];
  return listings(prices, order)
    .filter((r) => r.price >= w.from && r.price <= w.to)
    .slice(w.skip, w.skip + size);
}

const histogram: PriceCount[] = [
  { price: 400, listings: 3 },
  { price: 450, listings: 1 },
  { price: 500, listings: 7 },
  { price: 800, listings: 2 },
  { price: 1200, listings: 5 },
];

describe('priceWindow', () => {
  it('gives every page of both orders exactly the rows of the plain sorted list', () => {
    for (const order of ['asc', 'desc'] as const) {
      const all = listings(histogram, order);
      for (const size of [1, 2, 3, 5, 7, 30]) {
        for (let start = 0; start < all.length + size; start += size) {
          expect(windowed(histogram, order, start, size), `${order} ${start}+${size}`).toEqual(all.slice(start, start + size));
        }
      }
    }
  });

  it('keeps the range to the rents of the page', () => {
    expect(priceWindow(histogram, 'asc', 0, 3)).toEqual({ from: 400, to: 400, skip: 0 });
    expect(priceWindow(histogram, 'asc', 3, 2)).toEqual({ from: 450, to: 500, skip: 0 });
    expect(priceWindow(histogram, 'asc', 5, 2)).toEqual({ from: 500, to: 500, skip: 1 });
    expect(priceWindow(histogram, 'desc', 0, 6)).toEqual({ from: 800, to: 1200, skip: 0 });
    expect(priceWindow(histogram, 'desc', 7, 4)).toEqual({ from: 500, to: 500, skip: 0 });
  });

  it('reaches to the last rent when the page runs past the end, and is null past the last match', () => {
    expect(priceWindow(histogram, 'asc', 15, 15)).toEqual({ from: 1200, to: 1200, skip: 2 });
    expect(priceWindow(histogram, 'asc', 18, 15)).toBeNull();
    expect(priceWindow(histogram, 'desc', 18, 1)).toBeNull();
    expect(priceWindow([], 'asc', 0, 15)).toBeNull();
  });
});
