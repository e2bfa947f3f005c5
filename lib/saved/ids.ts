/**
 * The stored id lists of the favourites and history pages: what to ask the server for,
 * and what to keep once it has answered.
 */

/** Cards a page of favourites or history shows (`FAVOURITES_PAGE_SIZE` in lib/api/properties.ts). */
export const SAVED_PAGE_SIZE = 9;

/** Most ids one request may name: the API's largest page (lib/api/common.ts `pageSize`). */
export const RECONCILE_CHUNK = 100;

/** Splits ids into runs of at most `size`, in order. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The stored list once the server has answered: ids that were asked about and are not known any
 * more are dropped, in stored order. Ids added since the question was asked stay, since the
 * answer says nothing about them.
 */
export function reconcile(current: readonly number[], asked: Iterable<number>, known: Iterable<number>): number[] {
  const keep = new Set(known);
  const gone = new Set([...asked].filter((id) => !keep.has(id)));
  return current.filter((id) => !gone.has(id));
}

/** Whether reconciling changed the list, i.e. whether it must be written back. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** History is stored oldest first (a detail page appends); the page lists the newest first. */
export function displayOrder(ids: readonly number[], newestFirst: boolean): number[] {
  return newestFirst ? [...ids].reverse() : [...ids];
}

/** Pages of `size` over `total` items; at least one, so an empty list is "page 1 of 1". */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Most ids the favourites endpoint takes in one request (lib/api/properties.ts `favouritesQuery`). */
export const MAX_IDS_PER_REQUEST = 1000;
