import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { compareModel } from '@/components/share/compare-model';
import { togglePick } from '@/components/share/compare-picker.client';
import { compareRow, withValues } from '@/components/share/compare-rows';
import { canonicalPageUrl, pageCacheKey } from '@/lib/cache/page-key';
import { routeQuery } from '@/lib/i18n/routes';
import { getDb } from '@/lib/server/db/client';
import { properties } from '@/lib/server/db/schema';
import { comparePath, compareListings, parseCompareIds, type CompareListing } from '@/lib/server/shared-lists/compare';

// The compare model reads its words through the site's translations (Next's request gives the
// locale) and the visitor's currency cookie: here the language under test, and no cookie.
const locale = vi.hoisted(() => ({ current: 'en' as 'en' | 'ja' }));
vi.mock('next-intl/server', () => ({ getLocale: async () => locale.current }));
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

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

  it('compares floor plans by their drawing, not by the listing named in their description', () => {
    const plan = (name: string, image: string) => ({ text: `Floor plan of ${name}`, image });
    expect(compareRow('floorPlan', 'Floor plan', [plan('A', 'plan-2br-01.jpg'), plan('B', 'plan-2br-01.jpg')]).differs).toBe(false);
    expect(compareRow('floorPlan', 'Floor plan', [plan('A', 'plan-2br-01.jpg'), plan('A', 'plan-3br-01.jpg')]).differs).toBe(true);
    expect(compareRow('floorPlan', 'Floor plan', [plan('A', 'plan-2br-01.jpg'), { text: '—' }]).differs).toBe(true);
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

describe('the availability row of the compare table', () => {
  const withDay = (l: CompareListing, availableFrom: string | null): CompareListing =>
    l.kind === 'residence' ? { kind: l.kind, detail: { ...l.detail, availableFrom } } : { kind: l.kind, detail: { ...l.detail, availableFrom } };
  let listings: CompareListing[];
  beforeAll(async () => {
    const db = await getDb();
    const ids = (
      await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.category, 0), eq(properties.isPublished, true)))
        .orderBy(properties.id)
        .limit(3)
    ).map((r) => r.id);
    listings = await compareListings(ids, 'en');
  });

  it('gives the day a tenant can move in, "available now" for none or a day already come, and keeps the last update apart', async () => {
    const picked = [withDay(listings[0], '2027-01-15'), withDay(listings[1], null), withDay(listings[2], '2026-11-27')];
    locale.current = 'en';
    const en = await compareModel('en', picked, '2026-11-27');
    const row = (model: typeof en, key: string) => model.rows.find((r) => r.key === key);
    expect(row(en, 'availableFrom')).toMatchObject({ label: 'Available from', differs: true });
    expect(row(en, 'availableFrom')!.cells.map((c) => c.text)).toEqual(['Fri, January 15, 2027', 'Available now', 'Available now']);
    expect(row(en, 'lastUpdate')!.label).toBe('Last updated');
    expect(row(en, 'lastUpdate')!.cells).toHaveLength(3);
    expect(row(en, 'lastUpdate')!.cells.map((c) => c.text).join()).not.toMatch(/Available/);

    locale.current = 'ja';
    const jp = await compareModel('jp', picked, '2026-11-27');
    expect(row(jp, 'availableFrom')!.label).toBe('入居可能日');
    expect(row(jp, 'availableFrom')!.cells.map((c) => c.text)).toEqual(['2027年1月15日(金)', '即入居可', '即入居可']);
    expect(row(jp, 'lastUpdate')!.label).toBe('最終更新日');
  });

  it('does not mark the row when every listing is available now', async () => {
    locale.current = 'en';
    const model = await compareModel('en', [withDay(listings[0], null), withDay(listings[1], '2020-05-01')], '2026-11-27');
    expect(model.rows.find((r) => r.key === 'availableFrom')).toMatchObject({ differs: false, cells: [{ text: 'Available now' }, { text: 'Available now' }] });
  });
});
