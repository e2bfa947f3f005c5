import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { togglePick } from '@/components/share/compare-picker';
import { compareRow, withValues } from '@/components/share/compare-rows';
import { canonicalPageUrl, pageCacheKey } from '@/lib/cache/page-key';
import { routeQuery } from '@/lib/i18n/routes';
import { getDb } from '@/lib/server/db/client';
import { properties } from '@/lib/server/db/schema';
import { comparePath, compareListings, parseCompareIds } from '@/lib/server/shared-lists/compare';

describe('the ids of a compare address', () => {
  it('reads comma-joined and repeated ids, each once, in order', () => {
    expect(parseCompareIds('12,34')).toEqual([12, 34]);
    expect(parseCompareIds(['12', '34,56'])).toEqual([12, 34, 56]);
    expect(parseCompareIds(' 7 , 7,8 ')).toEqual([7, 8]);
    expect(comparePath([12, 34])).toBe('/compare?ids=12,34');
  });

  it('ignores anything that is not a positive whole number', () => {
    expect(parseCompareIds('0,-3,1.5,abc,,1e3,0x10,99999999999,5')).toEqual([5]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
  });

  it('reads at most 20 ids, enough to say there are too many', () => {
    expect(parseCompareIds(Array.from({ length: 500 }, (_, i) => i + 1).join(','))).toHaveLength(20);
  });
});

describe('the compare pick on the favourites page', () => {
  it('adds and removes, and refuses a fifth without changing the pick', () => {
    let state = { picked: [] as number[], refused: false };
    for (const id of [1, 2, 3, 4]) state = togglePick(state.picked, id);
    expect(state).toEqual({ picked: [1, 2, 3, 4], refused: false });
    expect(togglePick(state.picked, 5)).toEqual({ picked: [1, 2, 3, 4], refused: true });
    expect(togglePick(state.picked, 2)).toEqual({ picked: [1, 3, 4], refused: false });
  });
});

describe('the rows of the compare table', () => {
  it('marks a row whose values differ, and not one whose values agree', () => {
    expect(compareRow('rent', 'Rent', [{ text: '$1,000/month' }, { text: '$1,200/month' }]).differs).toBe(true);
    expect(compareRow('district', 'District', [{ text: 'Tay Ho, Hanoi' }, { text: 'tay ho, hanoi ' }]).differs).toBe(false);
  });

  it('takes facility lists in any order as the same, and a missing one as different', () => {
    const a = { text: 'Pool, Gym', items: ['Pool', 'Gym'] };
    const b = { text: 'Gym, Pool', items: ['Gym', 'Pool'] };
    expect(compareRow('facilities', 'Facilities', [a, b]).differs).toBe(false);
    expect(compareRow('facilities', 'Facilities', [a, { text: '—' }]).differs).toBe(true);
  });

  it('leaves out a row with no value in any column', () => {
    const rows = [compareRow('bathrooms', 'Bathrooms', [{ text: '—' }, { text: '—' }]), compareRow('size', 'Size', [{ text: '80 m²' }, { text: '—' }])];
    expect(withValues(rows, '—').map((r) => r.key)).toEqual(['size']);
  });
});

describe('the listings compared', () => {
  let residences: number[];
  let office: number;
  beforeAll(async () => {
    const db = await getDb();
    const ids = async (category: number, limit: number) =>
      (
        await db
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.category, category), eq(properties.isPublished, true)))
          .orderBy(properties.id)
          .limit(limit)
      ).map((r) => r.id);
    residences = await ids(0, 3);
    [office] = await ids(2, 1);
  });

  it('are the published ones among the ids, in order, residences and offices alike', async () => {
    const listings = await compareListings([office, residences[0], 2_000_000_000, residences[1]], 'en');
    expect(listings.map((l) => [l.kind, l.detail.id])).toEqual([
      ['office', office],
      ['residence', residences[0]],
      ['residence', residences[1]],
    ]);
  });

  it('leave out a listing unpublished since it was picked', async () => {
    const db = await getDb();
    await db.execute(sql`UPDATE properties SET is_published = false WHERE id = ${residences[2]}`);
    try {
      expect((await compareListings([residences[0], residences[2]], 'jp')).map((l) => l.detail.id)).toEqual([residences[0]]);
    } finally {
      await db.execute(sql`UPDATE properties SET is_published = true WHERE id = ${residences[2]}`);
    }
  });
});

describe('the page cache and the new pages', () => {
  const key = (url: string) => pageCacheKey({ method: 'GET', url, headers: {} });

  it('keys the compare page on its ids, and on nothing else of the query', () => {
    expect(routeQuery('/compare', true)).toContain('ids');
    expect(key('/en/compare?ids=1,2')).not.toBe(key('/en/compare?ids=1,3'));
    expect(key('/en/compare?ids=1,2&utm=x')).toBe(key('/en/compare?ids=1,2'));
    expect(canonicalPageUrl('/en/compare?x=1&ids=1&ids=2')).toBe('/en/compare?ids=1&ids=2');
  });

  it('keys a shared list by its token, which is in its path', () => {
    expect(key('/jp/favorites/shared/AAAAAAAAAAA')).not.toBe(key('/jp/favorites/shared/BBBBBBBBBBB'));
    expect(canonicalPageUrl('/jp/favorites/shared/AAAAAAAAAAA?ids=1')).toBe('/jp/favorites/shared/AAAAAAAAAAA');
  });
});
