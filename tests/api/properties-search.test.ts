import { describe, expect, it } from 'vitest';
import { expectError, get, getOk, getUrl } from '../support/api';

const filter = (query: Record<string, string | number | undefined> = {}) => getOk('/api/properties/filter', query);

async function hanoi() {
  const cities = await getOk('/api/cities', {});
  return cities.find((c) => c.code === 'hanoi')!;
}

describe('GET /api/properties/filter', () => {
  it('answers a page of residences in the contract shape, 15 by default', async () => {
    const page = await filter();
    expect(page.pageIndex).toBe(1);
    expect(page.pageSize).toBe(15);
    expect(page.items).toHaveLength(15);
    expect(page.totalRecords).toBeGreaterThanOrEqual(400);
    expect(page.pageCount).toBe(Math.ceil(page.totalRecords / 15));
    expect(page.items.every((i) => i.propertyType === 0)).toBe(true);
  });

  it('answers offices for propertyType 2', async () => {
    const page = await filter({ propertyType: 2, pageSize: 16 });
    expect(page.totalRecords).toBeGreaterThanOrEqual(150);
    expect(page.items.every((i) => i.propertyType === 2 && i.bedroommin === null)).toBe(true);
  });

  it('sorts by each of the four orders', async () => {
    const field = { sqmmin: 'sqmmin', leasePriceMin: 'leasePriceMin' } as const;
    for (const sort of ['sqmmin', '-sqmmin', 'leasePriceMin', '-leasePriceMin'] as const) {
      const page = await filter({ sort, pageSize: 60 });
      const values = page.items.map((i) => i[field[sort.replace('-', '') as keyof typeof field]]);
      const sorted = [...values].sort((a, b) => (sort.startsWith('-') ? b - a : a - b));
      expect(values, sort).toEqual(sorted);
    }
  });

  it('pages through the whole result without gaps or repeats', async () => {
    const city = await hanoi();
    const all = await filter({ cityId: city.cityId, pageSize: 100, sort: 'leasePriceMin' });
    const ids: number[] = [];
    for (let pageIndex = 1; pageIndex <= Math.ceil(all.totalRecords / 30); pageIndex++) {
      const page = await filter({ cityId: city.cityId, pageSize: 30, pageIndex, sort: 'leasePriceMin' });
      ids.push(...page.items.map((i) => i.id));
    }
    expect(ids).toHaveLength(all.totalRecords);
    expect(new Set(ids).size).toBe(all.totalRecords);
    const beyond = await filter({ cityId: city.cityId, pageSize: 30, pageIndex: 999 });
    expect(beyond.items).toEqual([]);
    expect(beyond.totalRecords).toBe(all.totalRecords);
  });

  it('narrows by city and district', async () => {
    const city = await hanoi();
    const everywhere = await filter();
    const inCity = await filter({ cityId: city.cityId, pageSize: 100 });
    expect(inCity.totalRecords).toBeLessThan(everywhere.totalRecords);
    expect(inCity.items.every((i) => i.cityId === city.cityId)).toBe(true);
    const districts = await getOk('/api/districts/get-by-city', { cityId: city.cityId });
    const tayHo = districts.find((d) => d.slug === 'tay-ho')!;
    const baDinh = districts.find((d) => d.slug === 'ba-dinh')!;
    const one = await filter({ cityId: city.cityId, districtId: tayHo.id, pageSize: 100 });
    expect(one.totalRecords).toBeGreaterThan(0);
    expect(one.items.every((i) => i.district === tayHo.districtName)).toBe(true);
    const two = await filter({ cityId: city.cityId, districtId: `${tayHo.id},${baDinh.id}`, pageSize: 100 });
    const other = await filter({ cityId: city.cityId, districtId: baDinh.id, pageSize: 100 });
    expect(two.totalRecords).toBe(one.totalRecords + other.totalRecords);
  });

  it('splits lists on plain and encoded commas alike', async () => {
    const city = await hanoi();
    const districts = await getOk('/api/districts/get-by-city', { cityId: city.cityId });
    const [a, b] = districts;
    const plain = await filter({ districtId: `${a.id},${b.id}` });
    const encoded = await getUrl(`http://localhost/api/properties/filter?districtId=${a.id}%2C${b.id}`);
    const doubleEncoded = await getUrl(`http://localhost/api/properties/filter?districtId=${a.id}%252C${b.id}`);
    expect((encoded.body as typeof plain).totalRecords).toBe(plain.totalRecords);
    expect((doubleEncoded.body as typeof plain).totalRecords).toBe(plain.totalRecords);
  });

  it('narrows by bedroom option, studio included', async () => {
    const { bedrooms } = await getOk('/api/filters', {});
    const studio = bedrooms[0];
    const two = bedrooms[2];
    const studios = await filter({ bedroom: studio.id, pageSize: 100 });
    expect(studios.totalRecords).toBeGreaterThan(0);
    expect(studios.items.every((i) => i.bedroommin === 0)).toBe(true);
    const twos = await filter({ bedroom: two.id, pageSize: 100 });
    expect(twos.items.every((i) => i.bedroommin! <= 2 && (i.bedroomMax ?? i.bedroommin!) >= 2)).toBe(true);
  });

  it('narrows by size band, type, building and facilities', async () => {
    const f = await getOk('/api/filters', {});
    const band = f.sizes[2]; // 80 – 120 m²
    const sized = await filter({ size: band.id, pageSize: 100 });
    expect(sized.items.every((i) => i.sqmmin <= 119 && (i.sqmMax ?? i.sqmmin) >= 80)).toBe(true);

    const serviced = await filter({ type: f.types[0].id });
    const all = await filter();
    expect(serviced.totalRecords).toBeGreaterThan(0);
    expect(serviced.totalRecords).toBeLessThan(all.totalRecords);

    const pool = f.buildingFacilities.find((x) => x.name === 'Swimming pool')!;
    const gym = f.buildingFacilities.find((x) => x.name === 'Gym')!;
    const withPool = await filter({ facilities: pool.id });
    const withBoth = await filter({ facilities: `${pool.id},${gym.id}`, pageSize: 5 });
    expect(withPool.totalRecords).toBeGreaterThan(0);
    expect(withBoth.totalRecords).toBeLessThanOrEqual(withPool.totalRecords);
    for (const item of withBoth.items) {
      const detail = await getOk('/api/properties/detail', { id: item.id });
      const names = detail.buildingFacilities.map((b) => b.facilityName);
      expect(names).toEqual(expect.arrayContaining(['Swimming pool', 'Gym']));
    }

    const buildings = await getOk('/api/projects/get-by-city-district', { cityId: (await hanoi()).cityId });
    const withListings = await getOk('/api/projects/all', { cityId: (await hanoi()).cityId, pageSize: 60 });
    const project = withListings.items.find((p) => p.count > 0)!;
    expect(buildings.items.map((b) => b.id)).toContain(project.id);
    const inBuilding = await filter({ project: project.id, pageSize: 100 });
    expect(inBuilding.totalRecords).toBe(project.count);
  });

  it('narrows residences by rent, treating the slider maximum as open-ended', async () => {
    const band = await filter({ leasePriceMin: 1000, leasePriceMax: 1500, pageSize: 100 });
    expect(band.totalRecords).toBeGreaterThan(0);
    expect(band.items.every((i) => i.leasePriceMin <= 1500 && (i.leasePriceMax ?? i.leasePriceMin) >= 1000)).toBe(true);
    const top = await filter({ leasePriceMin: 0, leasePriceMax: 5000 });
    const unbounded = await filter({});
    expect(top.totalRecords).toBe(unbounded.totalRecords);
    const expensive = await filter({ sort: '-leasePriceMin', pageSize: 1 });
    expect(expensive.items[0].leasePriceMin).toBeGreaterThan(5000);
  });

  it('narrows offices by unit price, by total budget and by size', async () => {
    const unit = await filter({ propertyType: 2, officePriceSearchType: 1, leasePriceMin: 20, leasePriceMax: 30, pageSize: 100 });
    expect(unit.totalRecords).toBeGreaterThan(0);
    expect(unit.items.every((i) => i.leasePriceMin <= 30 && (i.leasePriceMax ?? i.leasePriceMin) >= 20)).toBe(true);
    const budget = await filter({ propertyType: 2, officePriceSearchType: 2, leasePriceMin: 0, leasePriceMax: 3000, pageSize: 100 });
    expect(budget.totalRecords).toBeGreaterThan(0);
    expect(budget.items.every((i) => i.leasePriceMin * i.sqmmin <= 3000)).toBe(true);
    const sized = await filter({ propertyType: 2, officeSizeFrom: 100, officeSizeTo: 300, pageSize: 100 });
    expect(sized.totalRecords).toBeGreaterThan(0);
    expect(sized.items.every((i) => i.sqmmin <= 300 && (i.sqmMax ?? i.sqmmin) >= 100)).toBe(true);
  });

  it('matches keywords with or without Vietnamese diacritics, in any case', async () => {
    const accented = await filter({ keyword: 'Tây Hồ', pageSize: 100 });
    expect(accented.totalRecords).toBeGreaterThan(0);
    for (const variant of ['tay ho', 'TAY HO', '  tây   hồ ', 'Tay Ho']) {
      const page = await filter({ keyword: variant, pageSize: 100 });
      expect(page.items.map((i) => i.id), variant).toEqual(accented.items.map((i) => i.id));
    }
    const dStroke = await filter({ keyword: 'Ba Đình' });
    const plainD = await filter({ keyword: 'ba dinh' });
    expect(dStroke.totalRecords).toBeGreaterThan(0);
    expect(plainD.totalRecords).toBe(dStroke.totalRecords);
  });

  it('finds the areas by the names expats use and by their Vietnamese ones', async () => {
    // 2区 is what Japanese renters say for Thảo Điền and An Phú (now in Thủ Đức): exactly those two.
    const ja = await filter({ keyword: '2区', cityId: 2, language: 'jp', pageSize: 100 });
    expect(ja.totalRecords).toBeGreaterThan(0);
    expect(new Set(ja.items.map((i) => i.district))).toEqual(new Set(['タオディエン（2区・トゥードゥック）', 'アンフー（2区・トゥードゥック）']));
    // "District 2" finds every one of them (a keyword's words are matched one by one, so others too).
    const d2 = await filter({ keyword: 'District 2', cityId: 2, pageSize: 1 });
    expect(d2.totalRecords).toBeGreaterThanOrEqual(ja.totalRecords);
    // District 1 reads in English and is still found by its Vietnamese name.
    const quan1 = await filter({ keyword: 'Quận 1', cityId: 2, pageSize: 100 });
    expect(quan1.totalRecords).toBeGreaterThan(0);
    expect(quan1.items.some((i) => i.district === 'District 1')).toBe(true);
    expect(quan1.items.some((i) => i.district.startsWith('Quận'))).toBe(false);
    expect((await filter({ keyword: 'west lake', cityId: 1 })).totalRecords).toBe((await filter({ keyword: 'tay ho', cityId: 1 })).totalRecords);
  });

  it('matches a property code and Japanese names', async () => {
    const first = (await filter({ pageSize: 1 })).items[0];
    const byCode = await filter({ keyword: first.propertyId.toLowerCase() });
    expect(byCode.items.map((i) => i.id)).toEqual([first.id]);
    const ja = await filter({ keyword: 'タイホー', language: 'jp' });
    expect(ja.totalRecords).toBeGreaterThan(0);
  });

  it('treats hostile keywords as plain text', async () => {
    for (const keyword of ["' OR 1=1 --", '%', '_', '\\', '"; DROP TABLE properties; --', '%%%___', '<script>']) {
      const res = await get('/api/properties/filter', { keyword });
      expect(res.status, keyword).toBe(200);
      expect((res.body as { totalRecords: number }).totalRecords, keyword).toBe(0);
    }
    // Control characters (NUL included) are dropped like spaces, never passed to the database.
    const nul = await get('/api/properties/filter', { keyword: 'tay\u0000ho' });
    expect(nul.status).toBe(200);
    expect((nul.body as { totalRecords: number }).totalRecords).toBe((await filter({ keyword: 'tay ho' })).totalRecords);
    expect((await filter()).totalRecords).toBeGreaterThan(400); // nothing was harmed
  });

  it('rejects bad parameters with a 400 naming them', async () => {
    await expectError('/api/properties/filter', { pageSize: -1 }, 400, /pageSize/);
    await expectError('/api/properties/filter', { pageSize: 100000 }, 400, /pageSize/);
    await expectError('/api/properties/filter', { pageIndex: 0 }, 400, /pageIndex/);
    await expectError('/api/properties/filter', { pageIndex: 'two' }, 400, /pageIndex/);
    await expectError('/api/properties/filter', { sort: 'price' }, 400, /sort/);
    await expectError('/api/properties/filter', { language: 'fr' }, 400, /language/);
    await expectError('/api/properties/filter', { cityId: 'hanoi' }, 400, /cityId/);
    await expectError('/api/properties/filter', { districtId: '1,two' }, 400, /districtId/);
    await expectError('/api/properties/filter', { districtId: '1;2' }, 400, /districtId/);
    await expectError('/api/properties/filter', { bedroom: Array.from({ length: 30 }, (_, i) => i + 1).join(',') }, 400, /bedroom/);
    await expectError('/api/properties/filter', { propertyType: 1 }, 400, /propertyType/);
    await expectError('/api/properties/filter', { leasePriceMin: 2000, leasePriceMax: 1000 }, 400, /leasePriceMin/);
    await expectError('/api/properties/filter', { keyword: 'x'.repeat(1000) }, 400, /keyword/);
    await expectError('/api/properties/filter', { cityId: '99999999999' }, 400, /cityId/);
  });
});

describe('GET /api/properties/total-unit', () => {
  it('counts what the search would find', async () => {
    const city = await hanoi();
    const query = { cityId: city.cityId, leasePriceMin: 500, leasePriceMax: 2000 };
    const count = await getOk('/api/properties/total-unit', query);
    const page = await filter(query);
    expect(count.message).toBe(page.totalRecords);
    expect(count.message).toBeGreaterThan(0);
  });

  it('rejects the same bad input as the search', async () => {
    await expectError('/api/properties/total-unit', { sort: 'nope' }, 400, /sort/);
  });
});
