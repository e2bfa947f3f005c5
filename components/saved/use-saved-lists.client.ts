'use client';
import { useMemo, useSyncExternalStore } from 'react';
import { parseIds, readString, subscribeStorage, type StorageKey } from '@/lib/browser/storage';

/**
 * The stored id lists under `keys`, following changes in this tab and others. `null` on the server
 * and while hydrating: the lists live in this browser only, so nothing about them is rendered
 * until scripts run.
 */
export function useSavedLists(keys: readonly StorageKey[]): number[][] | null {
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => keys.map((k) => readString(k) ?? '').join('|'),
    () => null,
  );
  return useMemo(() => (raw === null ? null : raw.split('|').map((value) => parseIds(value))), [raw]);
}

/** One stored string (a flag, the contact selection), empty until hydrated. */
export function useStoredString(key: StorageKey): string {
  return useSyncExternalStore(
    subscribeStorage,
    () => readString(key) ?? '',
    () => '',
  );
}
