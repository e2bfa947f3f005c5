'use client';
import { useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { queryStore, type Entry, type Fetcher } from '@/lib/browser/query-store';

/** How long an answer is used without asking again (the search forms' districts, buildings, counts). */
const STALE_MS = 60_000;

export type ApiQuery<T> = {
  /** The answer for the key, the page's own data for it, or (keepPrevious) the last key's answer. */
  data: T | undefined;
  /** A request for the key is out, or about to go. */
  isFetching: boolean;
  /** The last request for the key failed (after its retry). */
  isError: boolean;
  /** Nothing to show yet. */
  isPending: boolean;
  /** `data` is the previous key's answer, shown while this key's comes. */
  isPlaceholderData: boolean;
};

type Options<T> = {
  /** What is asked; equal keys share one answer and one request. */
  key: readonly unknown[];
  fetch: Fetcher<T>;
  enabled?: boolean;
  /** The page's own data for this key (rendered on the server): shown at once and kept as fresh. */
  initialData?: T;
  /** While a new key's answer comes, keep showing the last one. */
  keepPrevious?: boolean;
  staleMs?: number;
  /** Shows the full-screen spinner while the request is out (SPEC §2). */
  blocking?: boolean;
};

const none = () => undefined;

/** The store's key of a query's `key`. */
const hashOf = (key: readonly unknown[]) => JSON.stringify(key);

/**
 * Asks for `key` now, before the island that shows it is there (its code may still be on its
 * way): the island's useApiQuery with the same key then finds the answer, or the request, in the
 * store instead of starting another.
 */
export function prefetchApiQuery<T>(key: readonly unknown[], fetch: Fetcher<T>, staleMs = STALE_MS): void {
  ask(hashOf(key), fetch, staleMs);
}

/** Asks for `hash` unless the store has an answer younger than `staleMs` (or a request is out). */
function ask<T>(hash: string, fetch: Fetcher<T>, staleMs: number, blocking = false): void {
  if (!queryStore.isFresh(hash, staleMs)) queryStore.fetch(hash, fetch, { blocking });
}

/**
 * An API answer for an island, from the tab's query store (lib/browser/query-store.ts): asked for
 * when the key is shown and has no fresh answer, dropped when no island shows it any more. The
 * server render shows `initialData` (or nothing) and starts no request.
 */
export function useApiQuery<T>({ key, fetch, enabled = true, initialData, keepPrevious = false, staleMs = STALE_MS, blocking = false }: Options<T>): ApiQuery<T> {
  const hash = hashOf(key);
  const entry = useSyncExternalStore(queryStore.subscribe, () => queryStore.get<T>(hash), none) as Entry<T> | undefined;
  const request = useEffectEvent((signal: AbortSignal) => fetch(signal));
  const seed = useEffectEvent(() => {
    if (initialData !== undefined) queryStore.seed(hash, initialData);
  });

  useEffect(() => {
    if (!enabled) return;
    const stop = queryStore.observe(hash);
    seed();
    ask(hash, (signal) => request(signal), staleMs, blocking);
    return stop;
  }, [hash, enabled, staleMs, blocking]);

  const own = entry?.data !== undefined ? entry.data : initialData;
  // The last key that had an answer in the store, for `keepPrevious`: a key, not the answer, so
  // that it settles at once when set while rendering (as React advises for state that follows a
  // value) even when `initialData` is built anew on every render.
  const [answeredKey, setAnsweredKey] = useState<string | undefined>(undefined);
  if (entry?.data !== undefined && answeredKey !== hash) setAnsweredKey(hash);
  const previous = keepPrevious && own === undefined && answeredKey !== undefined && answeredKey !== hash ? queryStore.get<T>(answeredKey)?.data : undefined;
  const placeholder = previous !== undefined;
  const data = own ?? previous;
  const failed = entry?.error !== undefined;
  const fetching = entry?.fetching === true || (enabled && own === undefined && !failed);
  return { data, isFetching: fetching, isError: failed && !fetching, isPending: data === undefined, isPlaceholderData: placeholder };
}
