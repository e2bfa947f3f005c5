import { apiGet } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';
import type { Fetcher } from '@/lib/browser/query-store';
import { MAX_IDS_PER_REQUEST, SAVED_PAGE_SIZE } from '@/lib/saved/ids';
import type { PropertyPage } from '@/lib/api/properties';

export const SAVED_PATH = '/api/properties/get-favorite-by-ids';

/**
 * The request for one page of a stored list's cards (SPEC §9: 9 a page), as the list asks it and
 * as the page's first load asks it ahead of the list's code (saved-view.tsx): the same key, so
 * that the two share one request.
 */
export function savedPageQuery(lang: Lang, ids: readonly number[], pageIndex: number): { asked: string; key: readonly unknown[]; fetch: Fetcher<PropertyPage> } {
  const asked = ids.slice(0, MAX_IDS_PER_REQUEST).join(',');
  return {
    asked,
    key: ['saved-page', lang, asked, pageIndex],
    fetch: (signal) => apiGet(SAVED_PATH, { language: lang, propertyId: asked, pageIndex, pageSize: SAVED_PAGE_SIZE }, { signal }),
  };
}
