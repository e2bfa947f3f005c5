'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';
import { readIds, writeIds, type StorageKey } from '@/lib/browser/storage';
import { MAX_IDS_PER_REQUEST, RECONCILE_CHUNK, chunk, reconcile, sameIds } from '@/lib/saved/ids';
import { SAVED_PATH as PATH, savedPageQuery } from './saved-page-query';

/**
 * One page of a stored list's cards (9 a page), and its reconciliation: when the
 * server knows fewer of the ids than were asked about, every stored id is checked (in runs of
 * the API's largest page) and the unknown ones are dropped from storage; an empty result removes
 * the key. The changed list then gives a new query, so the page refetches by itself.
 */
export function useSavedPage(key: StorageKey, ids: readonly number[], lang: Lang, pageIndex: number) {
  const page = useQuery({ ...savedPageQuery(lang, ids, pageIndex), placeholderData: keepPreviousData });
  const expected = Math.min(ids.length, MAX_IDS_PER_REQUEST);
  const incomplete = page.data !== undefined && !page.isPlaceholderData && page.data.totalRecords < expected;

  const all = ids.join(',');
  const check = useQuery({
    queryKey: ['saved-known', lang, all],
    queryFn: async ({ signal }) => {
      const runs = chunk(all.split(',').map(Number), RECONCILE_CHUNK);
      const pages = await Promise.all(
        runs.map((run) => apiGet(PATH, { language: lang, propertyId: run.join(','), pageIndex: 1, pageSize: RECONCILE_CHUNK }, { signal })),
      );
      return { asked: runs.flat(), known: pages.flatMap((p) => p.items.map((item) => item.id)) };
    },
    enabled: incomplete,
    staleTime: 0,
  });

  useEffect(() => {
    if (!check.data) return;
    // Read storage again: the visitor may have saved something since the question was asked.
    const current = readIds(key);
    const next = reconcile(current, check.data.asked, check.data.known);
    if (!sameIds(current, next)) writeIds(key, next);
  }, [check.data, key]);

  return page;
}
