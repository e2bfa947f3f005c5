'use client';
import { useSyncExternalStore } from 'react';
import { badgeText, parseIds, readString, subscribeStorage, type StorageKey } from '@/lib/browser/storage';

/** Counts ids over the given storage keys; the server and the first paint see none. */
function useStoredCount(keys: readonly StorageKey[]): number {
  const snapshot = useSyncExternalStore(
    subscribeStorage,
    () => keys.map((k) => readString(k) ?? '').join('|'),
    () => '',
  );
  return snapshot.split('|').reduce((n, value) => n + parseIds(value).length, 0);
}

/** The count badge on the favourites and history links: 999+ above 999. */
export type BadgeLabels = { one: string; other: string };

/**
 * The spoken count: `one` for a count the page's language calls singular, else `other` with its
 * `{count}` filled in. Both come translated (and unformatted) from the server. The count is
 * spoken, never shown, so its digits go ungrouped: a screen reader says 1200 as it says 1,200, and
 * neither an Intl.NumberFormat (13–40 ms of locale data on a page's first use, while it hydrates:
 * see lib/format/number) nor the grouping code need ride in every page's first load.
 */
function spoken(count: number, labels: BadgeLabels): string {
  const lang = document.documentElement.lang;
  if (new Intl.PluralRules(lang).select(count) === 'one') return labels.one;
  return labels.other.replace('{count}', String(count));
}

export function StorageBadge({ keys, labels, testId }: { keys: readonly StorageKey[]; labels: BadgeLabels; testId: string }) {
  const count = useStoredCount(keys);
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span data-testid={testId} className="absolute -top-1.5 -right-2 min-w-5 rounded-full bg-orange-700 px-1 text-center text-[11px] leading-5 font-semibold text-white">
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{spoken(count, labels)}</span>
    </span>
  );
}
