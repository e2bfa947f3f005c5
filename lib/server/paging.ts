import type { Paged } from '@/lib/api/common';

export function pageCount(totalRecords: number, pageSize: number): number {
  return Math.ceil(totalRecords / pageSize);
}

export function offset(pageIndex: number, pageSize: number): number {
  return (pageIndex - 1) * pageSize;
}

export function pageOf<T>(items: T[], pageIndex: number, pageSize: number, totalRecords: number): Paged<T> {
  return { items, pageIndex, pageSize, totalRecords, pageCount: pageCount(totalRecords, pageSize) };
}

/** Runs a page query and its count together and shapes the paged result. */
export async function paged<T>(
  q: { pageIndex: number; pageSize: number },
  rows: PromiseLike<T[]>,
  count: PromiseLike<{ total: number }[]>,
): Promise<Paged<T>> {
  const [items, [{ total }]] = await Promise.all([rows, count]);
  return pageOf(items, q.pageIndex, q.pageSize, total);
}
