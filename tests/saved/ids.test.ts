import { describe, expect, it } from 'vitest';
import { chunk, displayOrder, pageCountOf, reconcile, sameIds } from '@/lib/saved/ids';
import { propertyHref as propertyPath } from '@/components/property/card-view';

describe('reconciling stored ids with the server', () => {
  it('drops ids the server no longer knows, keeping the stored order', () => {
    expect(reconcile([5, 3, 9, 1], [5, 3, 9, 1], [1, 9, 5])).toEqual([5, 9, 1]);
  });

  it('gives an empty list when the server knows none of them, so the key is removed', () => {
    expect(reconcile([5, 3], [5, 3], [])).toEqual([]);
  });

  it('keeps ids stored after the question was asked', () => {
    expect(reconcile([5, 3, 77], [5, 3], [5])).toEqual([5, 77]);
  });

  it('tells when the list changed and must be written back', () => {
    expect(sameIds([1, 2], [1, 2])).toBe(true);
    expect(sameIds([1, 2], [2, 1])).toBe(false);
    expect(sameIds([1, 2], [1])).toBe(false);
  });

  it('asks about ids in runs no larger than one API page', () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const runs = chunk(ids, 100);
    expect(runs.map((r) => r.length)).toEqual([100, 100, 50]);
    expect(runs.flat()).toEqual(ids);
    expect(chunk([], 100)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});

describe('showing the lists', () => {
  it('lists history newest first and favourites as stored, without touching the stored array', () => {
    const stored = [1, 2, 3];
    expect(displayOrder(stored, true)).toEqual([3, 2, 1]);
    expect(displayOrder(stored, false)).toEqual([1, 2, 3]);
    expect(stored).toEqual([1, 2, 3]);
  });

  it('counts pages of nine, with at least one', () => {
    expect(pageCountOf(0, 9)).toBe(1);
    expect(pageCountOf(9, 9)).toBe(1);
    expect(pageCountOf(10, 9)).toBe(2);
    expect(pageCountOf(27, 9)).toBe(3);
  });

  it('links residences and offices to their detail pages in the page’s language', () => {
    expect(propertyPath('en', { id: 4, slug: 'villa', propertyType: 0 })).toBe('/en/residence/detail/4/villa');
    expect(propertyPath('jp', { id: 8, slug: 'tower', propertyType: 2 })).toBe('/jp/office/detail/8/tower');
  });
});
