/**
 * Search totals, remembered for a short while. Counting every match is the costly half of a
 * search on a large catalogue (the page itself comes from an index walk), and the same filter
 * sets recur: each page and each sort of one search share its total. Keyed by the normalised
 * filter set (the WHERE clause's SQL text and parameters), never by page, size, sort or language.
 *
 * Bounded (least recently used entries go first) and short-lived, so an edited listing shows in
 * the totals within SEARCH_CACHE_TTL seconds. SEARCH_CACHE=off turns it off (each search counts).
 */
const DEFAULT_TTL_SECONDS = 60;
const DEFAULT_ENTRIES = 2_000;

type Entry = { total: number; expires: number };

export class CountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.total;
  }

  set(key: string, total: number): void {
    this.entries.delete(key);
    this.entries.set(key, { total, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

let shared: CountCache | null | undefined;

/** The process's cache, or null when SEARCH_CACHE is off (or its TTL is 0). */
export function searchCountCache(): CountCache | null {
  if (shared === undefined) {
    const off = /^(off|false|0|no)$/i.test(process.env.SEARCH_CACHE ?? '');
    const ttl = Number(process.env.SEARCH_CACHE_TTL ?? DEFAULT_TTL_SECONDS);
    shared = off || !(ttl > 0) ? null : new CountCache(DEFAULT_ENTRIES, ttl * 1000);
  }
  return shared;
}
