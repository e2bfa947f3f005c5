import { LRUCache } from 'lru-cache';
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

/** A bounded, time-limited map (lru-cache): the least recently used entry goes first, none outlives its time. */
export class CountCache<T = number> {
  private readonly entries: LRUCache<string, { value: T }>;

  constructor(maxEntries: number, ttlMs: number, now: () => number = Date.now) {
    // ttlResolution 0: every read asks the clock (lru-cache otherwise reuses it for a millisecond).
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: { now } });
  }

  get(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: T): void {
    this.entries.set(key, { value });
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
