'use client';
import { useEffect } from 'react';
import { STORAGE, writeString } from '@/lib/browser/storage';
import type { StoredItem } from '@/lib/detail/steps';

/** A stored search result: what a detail page needs to link to the previous or next listing. */
export type StoredResult = StoredItem;

type Props = { kind: 'residence' | 'office'; items: StoredResult[] };

/**
 * Remembers the listings of the results page on screen for the detail page's previous and next
 * buttons, in browser storage: residences under `resultSearch`, offices under
 * `resultOfficeSearch`.
 *
 * Format: a JSON array of `{ "id": number, "slug": string }` in the order shown, e.g.
 * `[{"id":59,"slug":"modern-5-bedroom-villa-in-phu-nhuan"},{"id":257,"slug":"quiet-…"}]`.
 * The detail URL is `/residence/detail/{id}/{slug}` or `/office/detail/{id}/{slug}`. A reader
 * should parse it defensively (storage is shared with other tabs and older visits) and wrap around
 * at both ends. An empty page leaves the previous list in place, so previous and next still work
 * after a search that found nothing.
 */
export function StoreResults({ kind, items }: Props) {
  const value = JSON.stringify(items.map(({ id, slug }) => ({ id, slug })));
  useEffect(() => {
    if (value === '[]') return;
    writeString(kind === 'office' ? STORAGE.resultOfficeSearch : STORAGE.resultResidenceSearch, value);
  }, [kind, value]);
  return null;
}
