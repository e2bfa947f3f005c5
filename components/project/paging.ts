/**
 * Paging of the project lists: page sizes 9 to 60, links for one page around the current
 * one and two at each end, the rest folded into a gap. Pure, so pages and tests share it.
 */
import { PROJECT_PAGE_SIZES } from '@/lib/api/projects';

export const DEFAULT_PROJECT_PAGE_SIZE = PROJECT_PAGE_SIZES[0];
/** Listings of one project per page (get-by-project on the list page). */
export const PROJECT_LISTINGS_PAGE_SIZE = 9;
/** Listings of the project shown on its detail page. */
export const PROJECT_DETAIL_LISTINGS = 6;

type Query = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?pageIndex=`: a positive integer in plain digits (as the API reads one), anything else is page 1. */
export function parsePageIndex(query: Query): number {
  const raw = first(query.pageIndex) ?? '';
  return /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : 1;
}

/** `?pageSize=`: one of the offered sizes, written as the site writes it, else the default. */
export function parseProjectPageSize(query: Query): number {
  const raw = first(query.pageSize) ?? '';
  const n = /^[1-9]\d{0,2}$/.test(raw) ? Number(raw) : NaN;
  return (PROJECT_PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PROJECT_PAGE_SIZE;
}

/** The address of another page of a list, keeping the other query values; page 1 drops pageIndex. */
export function pageHref(path: string, params: Record<string, string | number | undefined>, page: number): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && key !== 'pageIndex') search.set(key, String(value));
  if (page > 1) search.set('pageIndex', String(page));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** "Showing 10–18 of 30": the first and last item numbers of a page. */
export function pageRange(pageIndex: number, pageSize: number, totalRecords: number): { from: number; to: number } {
  if (totalRecords <= 0) return { from: 0, to: 0 };
  const from = Math.min((pageIndex - 1) * pageSize + 1, totalRecords);
  return { from, to: Math.min(pageIndex * pageSize, totalRecords) };
}
