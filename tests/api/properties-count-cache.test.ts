import { describe, expect, it } from 'vitest';
import { CountCache } from '@/lib/server/properties/count-cache';
import { getOk } from '../support/api';

const filter = (query: Record<string, string | number | undefined> = {}) => getOk('/api/properties/filter', query);

describe('search totals cache', () => {
  it('forgets entries after their time to live and drops the least recently used first', () => {
    let now = 1_700_000_000_000;
    const cache = new CountCache(2, 1000, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    now += 999;
    expect(cache.get('c')).toBe(3);
    now += 2;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('gives every page, sort and list order of one search the same total, and the right items', async () => {
    const base = { bedroom: '3,2,2', pageSize: 15 };
    const first = await filter({ ...base, sort: 'leasePriceMin' });
    const again = await filter({ ...base, bedroom: '2,3', sort: '-sqmmin', pageIndex: 2, language: 'jp' });
    expect(again.totalRecords).toBe(first.totalRecords);
    const all = await filter({ bedroom: '2,3', pageSize: 90, sort: 'leasePriceMin' });
    expect(all.totalRecords).toBe(first.totalRecords);
    expect(first.items.map((i) => i.id)).toEqual(all.items.slice(0, 15).map((i) => i.id));
    const total = await getOk('/api/properties/total-unit', { bedroom: '3,2' });
    expect(total.message).toBe(first.totalRecords);
  });

  it('sorts deep pages the same way whichever plan serves them', async () => {
    const all = await filter({ pageSize: 90, sort: '-sqmmin', keyword: 'apartment' });
    const ids: number[] = [];
    for (let pageIndex = 1; pageIndex <= Math.min(4, Math.ceil(all.totalRecords / 15)); pageIndex++) {
      const page = await filter({ pageSize: 15, pageIndex, sort: '-sqmmin', keyword: 'apartment' });
      expect(page.totalRecords).toBe(all.totalRecords);
      ids.push(...page.items.map((i) => i.id));
    }
    expect(ids).toEqual(all.items.slice(0, ids.length).map((i) => i.id));
  });
});
