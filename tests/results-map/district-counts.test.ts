import { describe, expect, it } from 'vitest';
import { searchQuery } from '@/lib/api/properties';
import { MAP_MARKER_CAP } from '@/lib/api/results-map';
import { countByDistrict, districtCounts } from '@/lib/server/properties/district-counts';
import { expectError, get, getOk } from '../support/api';

type Params = Record<string, string | number>;

const parse = (params: Params) => searchQuery.parse(Object.fromEntries(Object.entries({ language: 'en', ...params }).map(([k, v]) => [k, String(v)])));

async function hanoi() {
  const cities = await getOk('/api/cities', {});
  const city = cities.find((c) => c.code === 'hanoi')!;
  const districts = await getOk('/api/districts/get-by-city', { cityId: city.cityId });
  return { city, districts };
}

/** Filter sets answered from the counts per group, and by counting the listings (facilities, keyword, project, office budget). */
async function filterSets(): Promise<Params[]> {
  const f = await getOk('/api/filters', {});
  const { city, districts } = await hanoi();
  return [
    {},
    { leasePriceMin: 1000, leasePriceMax: 2500 },
    { bedroom: `${f.bedrooms[1].id},${f.bedrooms[2].id}`, type: f.types[0].id },
    { districtId: `${districts[0].id},${districts[1].id}` },
    { facilities: f.buildingFacilities[0].id, leasePriceMax: 3000 },
    { keyword: 'apartment' },
    { cityId: city.cityId, size: f.sizes[1].id },
    { propertyType: 2 },
    { propertyType: 2, officePriceSearchType: 2, leasePriceMin: 0, leasePriceMax: 8000 },
    { propertyType: 2, officeSizeFrom: 100, officeSizeTo: 400 },
  ];
}

describe('listings per district on the results map', () => {
  it('counts for each district of the city exactly the total its link (the search in that district) lists', async () => {
    const { city } = await hanoi();
    for (const params of await filterSets()) {
      const counts = await districtCounts(parse(params), city.cityId, 'en');
      expect(counts.length, JSON.stringify(params)).toBeGreaterThan(3);
      for (const d of counts) {
        const { districtId: _ignored, ...rest } = params;
        const list = await getOk('/api/properties/filter', { ...rest, cityId: city.cityId, districtId: d.id, pageSize: 15 });
        expect(d.listings, `${JSON.stringify(params)} district ${d.id}`).toBe(list.totalRecords);
      }
      // Some district has listings, or this test could not fail.
      expect(counts.some((d) => d.listings > 0), JSON.stringify(params)).toBe(true);
    }
  }, 120_000);

  it('sums, over every district, to the search without a district filter', async () => {
    const { city } = await hanoi();
    const counts = await countByDistrict(parse({ cityId: city.cityId, leasePriceMax: 3000 }));
    const total = [...counts.values()].reduce((s, n) => s + n, 0);
    expect(total).toBe((await getOk('/api/properties/filter', { cityId: city.cityId, leasePriceMax: 3000 })).totalRecords);
    expect(total).toBeGreaterThan(0);
  });

  it('lists districts without a match with 0, in the city order, with localised names', async () => {
    const { city, districts } = await hanoi();
    const counts = await districtCounts(parse({ keyword: 'zqxwvnothing' }), city.cityId, 'en');
    expect(counts.map((d) => d.id)).toEqual(districts.map((d) => d.id));
    expect(counts.every((d) => d.listings === 0)).toBe(true);
    const ja = await districtCounts(parse({}), city.cityId, 'jp');
    const jaDistricts = await getOk('/api/districts/get-by-city', { cityId: city.cityId, language: 'jp' });
    expect(ja.map((d) => d.name)).toEqual(jaDistricts.map((d) => d.districtName));
  });
});

describe('GET /api/properties/map', () => {
  it('answers the published listings of a search with coordinates, within the search and its total', async () => {
    const { city } = await hanoi();
    const markers = await getOk('/api/properties/map', { cityId: city.cityId, leasePriceMax: 2000 });
    const list = await getOk('/api/properties/filter', { cityId: city.cityId, leasePriceMax: 2000, pageSize: 90 });
    expect(markers.items.length).toBeGreaterThan(0);
    expect(markers.totalRecords).toBeLessThanOrEqual(list.totalRecords);
    expect(markers.items.length).toBe(Math.min(markers.totalRecords, MAP_MARKER_CAP));
    expect(markers.capped).toBe(markers.totalRecords > MAP_MARKER_CAP);
    for (const m of markers.items) {
      expect(m.leasePriceMin).toBeLessThanOrEqual(2000);
      expect(Math.abs(m.latitude)).toBeLessThanOrEqual(90);
    }
    // Published only: each marker is a listing the search itself lists.
    const listed = new Set<number>();
    for (let page = 1; page <= list.pageCount; page++) {
      for (const item of (await getOk('/api/properties/filter', { cityId: city.cityId, leasePriceMax: 2000, pageSize: 90, pageIndex: page })).items) listed.add(item.id);
    }
    expect(markers.items.filter((m) => !listed.has(m.id))).toEqual([]);
  });

  it('never sends more than the cap', async () => {
    const markers = await getOk('/api/properties/map', {});
    expect(markers.items.length).toBeLessThanOrEqual(MAP_MARKER_CAP);
  });

  it('answers bad filters with 400 and a message, never a 5xx', async () => {
    await expectError('/api/properties/map', { cityId: 'hanoi' }, 400, /cityId/);
    await expectError('/api/properties/map', { leasePriceMin: 3000, leasePriceMax: 10 }, 400, /leasePriceMin/);
    await expectError('/api/properties/map', { language: 'fr' }, 400, /language/);
    const res = await get('/api/properties/map', { view: 'satellite', bounds: 'x' });
    expect(res.status).toBe(200);
  });
});
