'use client';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server HTML and during hydration, true once scripts run: parts that need them show then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
