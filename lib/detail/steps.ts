/**
 * Previous and next on a detail page: the neighbours of a listing in the last stored
 * search results, wrapping around at both ends. Pure, for the island and the tests.
 */
export type StoredItem = { id: number; slug: string };

/** The stored results (`[{ id, slug }]` JSON); anything malformed reads as no results. */
export function parseStoredResults(raw: string | null | undefined): StoredItem[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const seen = new Set<number>();
    const out: StoredItem[] = [];
    for (const item of value) {
      if (!item || typeof item !== 'object') continue;
      const { id, slug } = item as { id?: unknown; slug?: unknown };
      if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || seen.has(id)) continue;
      seen.add(id);
      out.push({ id, slug: typeof slug === 'string' ? slug : '' });
    }
    return out;
  } catch {
    return [];
  }
}

/** Null when the listing is not among the results or is the only one. */
export function neighbours(items: readonly StoredItem[], id: number): { prev: StoredItem; next: StoredItem } | null {
  const at = items.findIndex((item) => item.id === id);
  if (at < 0 || items.length < 2) return null;
  return { prev: items[(at - 1 + items.length) % items.length], next: items[(at + 1) % items.length] };
}
