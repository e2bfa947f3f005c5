import 'server-only';
import { cache } from 'react';
import { contentVersionSignal } from '@/lib/cache/signal';
import { settings } from '../settings';
import { currentContentVersion } from './content-version';

/**
 * Data that changes rarely (cities, districts, filters, the header's and footer's content…),
 * kept in the process and reused for as long as the content version it was read under is current:
 * any change to a content table, by any writer, drops all of it (see content-version.ts).
 *
 * Each cached function keeps at most `maxEntries` argument sets, least recently used dropped
 * first, so arguments taken from a request (an arbitrary city id) cannot grow it without bound.
 * A failed read is not kept. DATA_CACHE=off turns it off (or the cache's own `enabled`): then each
 * read is made once per request that renders a page, however many components ask for it.
 */
type Entry<R> = { version: number; value: Promise<R> };

/** Shared values are frozen, so a caller that changed one in place would fail loudly, not corrupt it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const registry = new Set<Map<string, Entry<unknown>>>();
let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  contentVersionSignal().listeners.add(() => {
    for (const entries of registry) entries.clear();
  });
}

export function cachedByContent<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  options: { maxEntries?: number; enabled?: () => boolean } = {},
): (...args: A) => Promise<R> {
  const maxEntries = options.maxEntries ?? 200;
  const enabled = options.enabled ?? (() => settings().DATA_CACHE);
  const entries = new Map<string, Entry<R>>();
  registry.add(entries as Map<string, Entry<unknown>>);
  // Off, a read is still made once per request (React's per-render memo; no-op outside a render),
  // not once per component that asks for it.
  const perRequest = cache(fn);
  return async (...args: A): Promise<R> => {
    if (!enabled()) return perRequest(...args);
    listen();
    const version = await currentContentVersion();
    if (version === undefined) return fn(...args);
    const key = JSON.stringify(args);
    const hit = entries.get(key);
    if (hit && hit.version === version) {
      entries.delete(key);
      entries.set(key, hit); // most recently used last
      return hit.value;
    }
    const value = fn(...args).then(deepFreeze);
    const entry: Entry<R> = { version, value };
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
}
