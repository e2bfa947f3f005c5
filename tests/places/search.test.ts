/**
 * The distance filter and sort of the search API (issue 47): `near`, `within` and `sort=nearest`,
 * checked against an independent great-circle computation over every listing of a city, and the
 * places list. The places used here are made by this file (other files may edit the seed's).
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE, RESIDENCE } from '@/lib/api/properties';
import { getDb } from '@/lib/server/db/client';
import { searchPlan } from '@/lib/server/properties/search';
import { places, properties as p } from '@/lib/server/db/schema';
import { expectError, getOk } from '../support/api';

/** earthdistance's sphere (earth() = 6 378 168 m), so the test and the database measure on one earth. */
const R = 6_378_168;
/** Metres along the surface between two points: the haversine formula, written here on its own. */
function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}
/** Floating point differs between the two formulas by far less than this near a radius's edge. */
const EDGE_M = 1;

const HAI_PHONG = 4;
const HANOI = 1;
type Made = { id: number; latitude: number; longitude: number };
let centre: Made;
let hanoiSchool: Made;
let hidden: Made;

async function makePlace(values: Partial<typeof places.$inferInsert> & { cityId: number; latitude: number; longitude: number }): Promise<Made> {
  const db = await getDb();
  const [row] = await db
    .insert(places)
    .values({ kind: 'japanese-school', nameEn: 'Test school', nameJa: 'テスト学校', isDemo: true, position: 900, ...values })
    .returning({ id: places.id, latitude: places.latitude, longitude: places.longitude });
  return row;
}

beforeAll(async () => {
  // The centre of Hai Phong's listings (Lê Chân), and a school in Hanoi's Tây Hồ.
  centre = await makePlace({ cityId: HAI_PHONG, latitude: 20.8445, longitude: 106.6815, nameEn: 'Test centre, Hai Phong', nameJa: 'テスト中心（ハイフォン）' });
  hanoiSchool = await makePlace({ cityId: HANOI, latitude: 21.0703, longitude: 105.8058, nameEn: 'Test school, Hanoi', nameJa: 'テスト学校（ハノイ）' });
  hidden = await makePlace({ cityId: HANOI, latitude: 21.03, longitude: 105.85, isPublished: false, nameEn: 'Hidden test place', nameJa: '非公開のテスト施設' });
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(places).where(inArray(places.id, [centre.id, hanoiSchool.id, hidden.id]));
});

const filter = (query: Record<string, string | number | undefined>) => getOk('/api/properties/filter', query);

/** Every listing of a search, paged through, and the total each page reported. */
async function allOf(query: Record<string, string | number>) {
  const items = [];
  const totals = new Set<number>();
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await filter({ ...query, pageSize: 100, pageIndex });
    items.push(...page.items);
    totals.add(page.totalRecords);
    if (page.items.length < 100) return { items, totals: [...totals] };
  }
}

/** The published listings of a kind and city with their coordinates, read straight from the table. */
async function listingsOf(category: number, cityId: number) {
  const db = await getDb();
  return db
    .select({ id: p.id, latitude: p.latitude, longitude: p.longitude })
    .from(p)
    .where(and(eq(p.isPublished, true), eq(p.category, category), eq(p.cityId, cityId), isNotNull(p.latitude), isNotNull(p.longitude)));
}

describe('GET /api/properties/filter near a place', () => {
  for (const within of [1, 2, 3, 5, 10]) {
    it(`within ${within} km gives every listing of the city inside the radius and no other (full scan)`, async () => {
      const rows = await listingsOf(RESIDENCE, HAI_PHONG);
      const metres = within * 1000;
      const distanceOf = new Map(rows.map((r) => [r.id, haversine(centre.latitude, centre.longitude, r.latitude!, r.longitude!)]));
      const { items, totals } = await allOf({ cityId: HAI_PHONG, near: centre.id, within });
      // Every result lies within the radius…
      for (const item of items) {
        const d = distanceOf.get(item.id);
        expect(d, `listing ${item.id} is a published Hai Phong residence with coordinates`).toBeDefined();
        expect(d!).toBeLessThanOrEqual(metres + EDGE_M);
        expect(Math.abs(item.distance! - d!)).toBeLessThanOrEqual(EDGE_M);
      }
      // …and none inside is missing.
      const found = new Set(items.map((i) => i.id));
      const inside = rows.filter((r) => distanceOf.get(r.id)! <= metres - EDGE_M);
      expect(inside.filter((r) => !found.has(r.id)).map((r) => r.id)).toEqual([]);
      // The count is the results, on every page and for the live count.
      expect(totals).toEqual([items.length]);
      const { message } = await getOk('/api/properties/total-unit', { cityId: HAI_PHONG, near: centre.id, within });
      expect(message).toBe(items.length);
      if (within === 1) expect(items.length).toBeLessThan(rows.length);
      if (within === 10) expect(items.length).toBeGreaterThan(0);
    });
  }

  it('narrows the other filters and keeps them: the results are those of the filters alone that lie within the radius', async () => {
    const query = { cityId: HANOI, bedroom: '2,3', leasePriceMin: 500, leasePriceMax: 2500 };
    const { items: all } = await allOf(query);
    const { items: near } = await allOf({ ...query, near: hanoiSchool.id, within: 3 });
    const rows = await listingsOf(RESIDENCE, HANOI);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const expected = all
      .filter((i) => byId.has(i.id))
      .filter((i) => haversine(hanoiSchool.latitude, hanoiSchool.longitude, byId.get(i.id)!.latitude!, byId.get(i.id)!.longitude!) <= 3000)
      .map((i) => i.id)
      .sort((a, b) => a - b);
    expect(near.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected);
    expect(near.length).toBeGreaterThan(0);
  });

  it('sorts nearest first, across pages, with each card telling its distance', async () => {
    const { items } = await allOf({ cityId: HANOI, near: hanoiSchool.id, within: 5, sort: 'nearest' });
    expect(items.length).toBeGreaterThan(10);
    const distances = items.map((i) => i.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const rows = new Map((await listingsOf(RESIDENCE, HANOI)).map((r) => [r.id, r]));
    for (const item of items) {
      const row = rows.get(item.id)!;
      expect(Math.abs(item.distance! - haversine(hanoiSchool.latitude, hanoiSchool.longitude, row.latitude!, row.longitude!))).toBeLessThanOrEqual(EDGE_M);
    }
    // The second page of 15 continues where the first stopped.
    const first = await filter({ cityId: HANOI, near: hanoiSchool.id, within: 5, sort: 'nearest', pageSize: 15, pageIndex: 1 });
    const second = await filter({ cityId: HANOI, near: hanoiSchool.id, within: 5, sort: 'nearest', pageSize: 15, pageIndex: 2 });
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(items.slice(0, 30).map((i) => i.id));
  });

  it('gives the same pages nearest first along the index as collected, listings without coordinates last', async () => {
    const db = await getDb();
    // One Hanoi listing loses its coordinates for this test: it must still come, last.
    const [lost] = await db
      .select({ id: p.id, latitude: p.latitude, longitude: p.longitude })
      .from(p)
      .where(and(eq(p.isPublished, true), eq(p.category, RESIDENCE), eq(p.cityId, HANOI)))
      .limit(1);
    await db.update(p).set({ latitude: null, longitude: null }).where(eq(p.id, lost.id));
    const saved = searchPlan.fewMatches;
    try {
      const query = { cityId: HANOI, near: hanoiSchool.id, sort: 'nearest' };
      const collected = await allOf(query); // few matches at this size: collected and sorted
      searchPlan.fewMatches = 0; // every search now pages along the index
      const walked: typeof collected.items = [];
      for (let pageIndex = 1; ; pageIndex++) {
        const page = await filter({ ...query, pageSize: 7, pageIndex });
        walked.push(...page.items);
        if (page.items.length < 7) break;
      }
      expect(walked.map((i) => i.id)).toEqual(collected.items.map((i) => i.id));
      expect(walked.at(-1)).toMatchObject({ id: lost.id, distance: null });
      // Listings of one building share a point: they follow each other by id.
      const ties = walked.filter((item, i) => i > 0 && item.distance !== null && item.distance === walked[i - 1].distance);
      expect(ties.length).toBeGreaterThan(0);
    } finally {
      searchPlan.fewMatches = saved;
      await db.update(p).set({ latitude: lost.latitude, longitude: lost.longitude }).where(eq(p.id, lost.id));
    }
  });

  it('gives the same pages within a radius by walking a sort index as by collecting', async () => {
    const saved = searchPlan.fewMatches;
    try {
      for (const sort of ['leasePriceMin', '-sqmmin', 'newest']) {
        const query = { cityId: HANOI, near: hanoiSchool.id, within: 5, sort };
        const collected = await allOf(query);
        searchPlan.fewMatches = 0; // many matches now: each page is walked along the sort index
        const walked: typeof collected.items = [];
        for (let pageIndex = 1; ; pageIndex++) {
          const page = await filter({ ...query, pageSize: 7, pageIndex });
          expect(page.totalRecords).toBe(collected.items.length);
          walked.push(...page.items);
          if (page.items.length < 7) break;
        }
        searchPlan.fewMatches = saved;
        expect(walked.map((i) => i.id), sort).toEqual(collected.items.map((i) => i.id));
      }
    } finally {
      searchPlan.fewMatches = saved;
    }
  });

  it('sorts nearest first without a radius, over the whole kind, and offices too', async () => {
    const page = await filter({ propertyType: 2, near: hanoiSchool.id, sort: 'nearest', pageSize: 30 });
    const distances = page.items.map((i) => i.distance!);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(page.items.every((i) => i.propertyType === OFFICE)).toBe(true);
  });

  it('tells each card its distance under any sort when a place is named, and leaves distance out without one', async () => {
    const withPlace = await filter({ cityId: HANOI, near: hanoiSchool.id, sort: 'leasePriceMin', pageSize: 15 });
    const plain = await filter({ cityId: HANOI, sort: 'leasePriceMin', pageSize: 15 });
    // Naming a place without a radius filters nothing: the same listings in the same order.
    expect(withPlace.items.map((i) => i.id)).toEqual(plain.items.map((i) => i.id));
    expect(withPlace.totalRecords).toBe(plain.totalRecords);
    expect(withPlace.items.every((i) => typeof i.distance === 'number' && i.distance >= 0)).toBe(true);
    expect(plain.items.every((i) => !('distance' in i))).toBe(true);
  });

  it('refuses bad parameters with a 400 and a message naming them', async () => {
    await expectError('/api/properties/filter', { near: 'abc' }, 400, /near/);
    await expectError('/api/properties/filter', { near: '0' }, 400, /near/);
    await expectError('/api/properties/filter', { near: '1.5' }, 400, /near/);
    await expectError('/api/properties/filter', { near: hanoiSchool.id, within: 4 }, 400, /within/);
    await expectError('/api/properties/filter', { near: hanoiSchool.id, within: '3km' }, 400, /within/);
    await expectError('/api/properties/filter', { near: hanoiSchool.id, within: '-1' }, 400, /within/);
    await expectError('/api/properties/filter', { within: 3 }, 400, /within needs near/);
    await expectError('/api/properties/filter', { sort: 'nearest' }, 400, /nearest needs near/);
    await expectError('/api/properties/filter', { near: 2_000_000_000, within: 3 }, 400, /no place has id 2000000000/);
    await expectError('/api/properties/filter', { near: hidden.id }, 400, /no place/);
    await expectError('/api/properties/total-unit', { near: 2_000_000_000 }, 400, /no place/);
    await expectError('/api/properties/map', { near: 2_000_000_000, within: 3 }, 400, /no place/);
  });
});

describe('GET /api/places', () => {
  it('lists the published places of a city, by kind, in the language asked', async () => {
    const en = await getOk('/api/places', { city: HANOI });
    expect(en.length).toBeGreaterThan(5);
    expect(en.every((pl) => pl.cityId === HANOI)).toBe(true);
    expect(en.some((pl) => pl.id === hanoiSchool.id && pl.name === 'Test school, Hanoi')).toBe(true);
    expect(en.some((pl) => pl.id === hidden.id)).toBe(false);
    const jp = await getOk('/api/places', { city: HANOI, language: 'jp' });
    expect(jp.find((pl) => pl.id === hanoiSchool.id)?.name).toBe('テスト学校（ハノイ）');
    expect(jp.map((pl) => pl.id)).toEqual(en.map((pl) => pl.id));
    // The seed's real places name their source; its invented ones say so.
    expect(en.filter((pl) => !pl.isDemo).every((pl) => pl.source?.startsWith('https://www.openstreetmap.org/'))).toBe(true);
  });

  it('filters by kind, and refuses an unknown kind or a malformed city', async () => {
    const clinics = await getOk('/api/places', { kind: 'clinic' });
    expect(clinics.length).toBeGreaterThan(3);
    expect(clinics.every((pl) => pl.kind === 'clinic')).toBe(true);
    expect(new Set(clinics.map((pl) => pl.cityId)).size).toBeGreaterThan(1);
    await expectError('/api/places', { kind: 'school' }, 400, /kind/);
    await expectError('/api/places', { city: 'hanoi' }, 400, /city/);
    await expectError('/api/places', { language: 'vi' }, 400, /language/);
  });
});
