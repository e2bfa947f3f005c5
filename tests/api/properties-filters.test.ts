/**
 * The renters' filters of the search API (furnished, pets allowed, move-in month) and its
 * "newest" order, checked against the listings' own columns; bad values are 400s with a message.
 */
import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX, RESIDENCE } from '@/lib/api/properties';
import { vietnamToday } from '@/lib/format/date';
import { getDb } from '@/lib/server/db/client';
import { properties as p } from '@/lib/server/db/schema';
import { monthAfter } from '@/lib/server/properties/search-where';
import { expectError, getOk } from '../support/api';

const filter = (query: Record<string, string | number | undefined> = {}) => getOk('/api/properties/filter', query);

/** Every listing of a search, paged through. */
async function allOf(query: Record<string, string | number>) {
  const items = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await filter({ ...query, pageSize: 100, pageIndex });
    items.push(...page.items);
    if (page.items.length < 100) return { items, total: page.totalRecords };
  }
}

async function rowsOf(ids: number[]) {
  const db = await getDb();
  return db.select({ id: p.id, furnished: p.furnished, petsAllowed: p.petsAllowed, availableFrom: p.availableFrom }).from(p).where(inArray(p.id, ids));
}

async function publishedResidences(...conditions: Parameters<typeof and>) {
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: count() })
    .from(p)
    .where(and(eq(p.isPublished, true), eq(p.category, RESIDENCE), ...conditions));
  return n;
}

describe('the renters\u2019 filters of GET /api/properties/filter', () => {
  it('narrows to listings that allow pets, and the seed has some of every kind', async () => {
    const { items, total } = await allOf({ petsAllowed: 1 });
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThan((await filter()).totalRecords);
    expect(total).toBe(await publishedResidences(eq(p.petsAllowed, true)));
    expect((await rowsOf(items.map((i) => i.id))).every((r) => r.petsAllowed)).toBe(true);
  });

  it('reads furnished 1 as fully or partly, 2 as fully only, 0 as unfurnished; a listing that does not say matches none', async () => {
    const furnished = await allOf({ furnished: 1 });
    const fully = await allOf({ furnished: 2 });
    const unfurnished = await allOf({ furnished: 0 });
    expect((await rowsOf(furnished.items.map((i) => i.id))).every((r) => r.furnished === 1 || r.furnished === 2)).toBe(true);
    expect((await rowsOf(fully.items.map((i) => i.id))).every((r) => r.furnished === 2)).toBe(true);
    expect((await rowsOf(unfurnished.items.map((i) => i.id))).every((r) => r.furnished === 0)).toBe(true);
    expect(fully.total).toBeGreaterThan(0);
    expect(furnished.total).toBeGreaterThan(fully.total);
    expect(unfurnished.total).toBeGreaterThan(0);
    const all = (await filter()).totalRecords;
    expect(furnished.total + unfurnished.total + (await publishedResidences(isNull(p.furnished)))).toBe(all);
  });

  it('keeps, for a move-in month, the listings free by its end: no date, or a day before the next month', async () => {
    const month = vietnamToday().slice(0, 7);
    const { items, total } = await allOf({ moveIn: month });
    const next = monthAfter(month);
    expect(total).toBe(await publishedResidences(or(isNull(p.availableFrom), lt(p.availableFrom, next))));
    expect(total).toBeLessThan((await filter()).totalRecords); // some listings are free only later
    expect((await rowsOf(items.map((i) => i.id))).every((r) => r.availableFrom === null || r.availableFrom < next)).toBe(true);
    const later = await filter({ moveIn: '2099-12' });
    expect(later.totalRecords).toBe((await filter()).totalRecords);
    expect(monthAfter('2026-12')).toBe('2027-01-01');
  });

  it('combines them with the other filters, and the count agrees with the search', async () => {
    const query = { furnished: 1, petsAllowed: 1, moveIn: '2099-01', leasePriceMin: 500, leasePriceMax: 4000 };
    const page = await filter(query);
    const count = await getOk('/api/properties/total-unit', query);
    expect(count.message).toBe(page.totalRecords);
    expect(page.totalRecords).toBe(await publishedResidences(gte(p.furnished, 1), eq(p.petsAllowed, true), sql`${p.leasePriceMin} <= 4000`, sql`coalesce(${p.leasePriceMax}, ${p.leasePriceMin}) >= 500`));
  });

  it('sorts newest first by the time a listing was published, the spec\u2019s default order unchanged', async () => {
    const page = await filter({ sort: 'newest', pageSize: 60 });
    const db = await getDb();
    const newest = await db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.isPublished, true), eq(p.category, RESIDENCE)))
      .orderBy(sql`${p.publishedAt} desc nulls last`, desc(p.id))
      .limit(60);
    expect(page.items.map((i) => i.id)).toEqual(newest.map((r) => r.id));
    const byDefault = await filter({ pageSize: 60 });
    const prices = byDefault.items.map((i) => i.leasePriceMin);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('answers bad values with 400 and a message naming the parameter, never a 500', async () => {
    for (const furnished of ['3', 'yes', '-1', ' 1', '01']) await expectError('/api/properties/filter', { furnished }, 400, /furnished/);
    for (const petsAllowed of ['0', 'true', 'yes', '2']) await expectError('/api/properties/filter', { petsAllowed }, 400, /petsAllowed/);
    for (const moveIn of ['2026-13', '2026-1', '2026-00', '2026-03-01', 'march', '1999-12', '2100-01']) await expectError('/api/properties/filter', { moveIn }, 400, /moveIn/);
    await expectError('/api/properties/filter', { sort: 'oldest' }, 400, /sort/);
    await expectError('/api/properties/total-unit', { moveIn: 'soon' }, 400, /moveIn/);
  });

  it(`refuses a keyword longer than ${KEYWORD_MAX} characters with 400 instead of searching without it`, async () => {
    await expectError('/api/properties/filter', { keyword: 'a'.repeat(KEYWORD_MAX + 1) }, 400, new RegExp(`keyword must be at most ${KEYWORD_MAX} characters`));
    await expectError('/api/properties/filter', { keyword: 'tay ho '.repeat(100) }, 400, /keyword/);
    expect((await filter({ keyword: 'a'.repeat(KEYWORD_MAX) })).totalRecords).toBe(0);
  });
});
