import { contentVersionSignal } from '@/lib/cache/signal';
import { settings } from '../settings';
import type { PriceCount } from './price-window';

/**
 * Search totals, remembered for a short while. Counting every match is the costly half of a
 * search on a large catalogue (the page itself comes from an index walk), and the same filter
 * sets recur: each page and each sort of one search share its total. Keyed by the normalised
 * filter set (the WHERE clause's SQL text and parameters), never by page, size, sort or language.
 *
 * Bounded (least recently used entries go first), dropped whenever the content version moves (an
 * edited listing shows in the totals as soon as the process reads the new version, see
 * lib/server/cache), and kept SEARCH_CACHE_TTL seconds at most. SEARCH_CACHE=off turns it off
 * (each search counts).
 * A price-sorted search answered from the listing counts per group remembers, the same way, how many
 * matches each rent has (its total and where each of its pages lies).
 */
const DEFAULT_ENTRIES = 2_000;

type Entry<T> = { value: T; expires: number };

export class CountCache<T = number> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry); // most recently used last
    return entry.value;
  }

  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
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

let shared: { totals: CountCache | null; prices: CountCache<readonly PriceCount[]> | null } | undefined;

function caches() {
  if (shared === undefined) {
    const { SEARCH_CACHE, SEARCH_CACHE_TTL: ttl } = settings();
    const on = SEARCH_CACHE && ttl > 0;
    const made = {
      totals: on ? new CountCache(DEFAULT_ENTRIES, ttl * 1000) : null,
      prices: on ? new CountCache<readonly PriceCount[]>(DEFAULT_ENTRIES, ttl * 1000) : null,
    };
    contentVersionSignal().listeners.add(() => {
      made.totals?.clear();
      made.prices?.clear();
    });
    shared = made;
  }
  return shared;
}

/** The process's cache of totals, or null when SEARCH_CACHE is off (or its TTL is 0). */
export function searchCountCache(): CountCache | null {
  return caches().totals;
}

/** The process's cache of matches per rent (see matchesByPrice), on and off with the totals'. */
export function searchPriceCache(): CountCache<readonly PriceCount[]> | null {
  return caches().prices;
}
