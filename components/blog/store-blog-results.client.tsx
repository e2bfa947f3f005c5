'use client';
import { useEffect } from 'react';
import { STORAGE, writeString } from '@/lib/browser/storage';
import type { StoredItem } from '@/lib/detail/steps';

/**
 * Remembers the posts of the blog list on screen for the detail page's previous and next links
 * (browser storage key `resultBlogSearch`): a JSON array of `{ "id": number, "slug": string }`
 * in the order shown. An empty page leaves the previous list in place.
 */
export function StoreBlogResults({ items }: { items: StoredItem[] }) {
  const value = JSON.stringify(items.map(({ id, slug }) => ({ id, slug })));
  useEffect(() => {
    if (value === '[]') return;
    writeString(STORAGE.resultBlogSearch, value);
  }, [value]);
  return null;
}
