import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';
import { MAX_IDS_PER_REQUEST, SAVED_PAGE_SIZE } from '@/lib/saved/ids';

export const SAVED_PATH = '/api/properties/get-favorite-by-ids';

/** The ids one page of a stored list asks about (the API takes at most MAX_IDS_PER_REQUEST). */
export const askedIds = (ids: readonly number[]): string => ids.slice(0, MAX_IDS_PER_REQUEST).join(',');

/**
 * The query of one page of a stored list's cards (9 a page), as the list asks it and as
 * the page asks it ahead of the list's code (saved-view.tsx): the same key, so that the two share
 * one request.
 */
export function savedPageQuery(lang: Lang, ids: readonly number[], pageIndex: number) {
  const asked = askedIds(ids);
  return queryOptions({
    queryKey: ['saved-page', lang, asked, pageIndex] as const,
    queryFn: ({ signal }) => apiGet(SAVED_PATH, { language: lang, propertyId: asked, pageIndex, pageSize: SAVED_PAGE_SIZE }, { signal }),
    enabled: asked !== '',
  });
}
