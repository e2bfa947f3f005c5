'use client';
import { useTranslations } from 'next-intl';
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

/** The count badge on the favourites and history links (SPEC §2 "Header"): 999+ above 999. */
export function StorageBadge({ keys, testId }: { keys: readonly StorageKey[]; testId: string }) {
  const t = useTranslations('header');
  const count = useStoredCount(keys);
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span data-testid={testId} className="absolute -top-1.5 -right-2 min-w-5 rounded-full bg-orange-700 px-1 text-center text-[11px] leading-5 font-semibold text-white">
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{t('badge', { count })}</span>
    </span>
  );
}
