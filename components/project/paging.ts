/**
 * Paging of the project lists (SPEC §9): page sizes 9 to 60, links for one page around the current
 * one and two at each end, the rest folded into a gap. Pure, so pages and tests share it.
 */
import { PROJECT_PAGE_SIZES } from '@/lib/api/projects';

export const DEFAULT_PROJECT_PAGE_SIZE = PROJECT_PAGE_SIZES[0];
/** Listings of one project per page (SPEC §7, get-by-project on the list page). */
export const PROJECT_LISTINGS_PAGE_SIZE = 9;
/** Listings of the project shown on its detail page. */
export const PROJECT_DETAIL_LISTINGS = 6;

export type PageLink = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

type Query = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** `?pageIndex=`: a positive integer, anything else is page 1. */
export function parsePageIndex(query: Query): number {
  const raw = first(query.pageIndex)?.trim() ?? '';
  if (!/^\d{1,7}$/.test(raw)) return 1;
  const n = Number(raw);
  return n >= 1 ? n : 1;
}

/** `?pageSize=`: one of the offered sizes, else the default. */
export function parseProjectPageSize(query: Query): number {
  const n = Number(first(query.pageSize)?.trim());
  return (PROJECT_PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PROJECT_PAGE_SIZE;
}

/**
 * The links of a pager in the manner of react-paginate: `margin` pages at each end, `range` pages
 * centred on the current one, one gap wherever pages are left out. A gap that would hide a single
 * page shows that page instead, since the gap takes the same room.
 */
export function pageLinks(current: number, pageCount: number, range = 1, margin = 2): PageLink[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(current, 1), pageCount);
  const before = Math.floor((range - 1) / 2);
  let low = page - before;
  let high = low + range - 1;
  if (low < 1) [low, high] = [1, range];
  if (high > pageCount) [low, high] = [Math.max(1, pageCount - range + 1), pageCount];
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, pageCount); p++) shown.add(p);
  for (let p = Math.max(1, pageCount - margin + 1); p <= pageCount; p++) shown.add(p);
  for (let p = low; p <= high; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: PageLink[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) out.push({ kind: 'page', page: p - 1, current: p - 1 === page });
    else if (p - previous > 2) out.push({ kind: 'gap', key: `gap-${previous}-${p}` });
    out.push({ kind: 'page', page: p, current: p === page });
    previous = p;
  }
  return out;
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
