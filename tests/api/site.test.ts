import { describe, expect, it } from 'vitest';
import { expectError, getOk } from '../support/api';

describe('cities, districts and locations', () => {
  it('lists the four cities with their maps and default locations', async () => {
    const cities = await getOk('/api/cities', {});
    expect(cities.map((c) => c.code)).toEqual(['hanoi', 'hcm', 'danang', 'haiphong']);
    expect(cities.map((c) => c.blogCode).sort()).toEqual([0, 1, 2, 3]);
    for (const city of cities) {
      expect(city.mapSVG).toMatch(/^<svg/);
      expect(city.defaultLocationName).toBeTruthy();
      const districts = await getOk('/api/districts/get-by-city', { cityId: city.cityId });
      expect(districts.length).toBeGreaterThanOrEqual(5);
      for (const d of districts) expect(city.mapSVG).toContain(`data-district-id="${d.id}"`);
    }
    const jp = await getOk('/api/cities', { language: 'jp' });
    expect(jp[0].cityName).toBe('ハノイ');
  });

  it('names districts with their Vietnamese diacritics', async () => {
    const [hanoi] = await getOk('/api/cities', {});
    const names = (await getOk('/api/districts/get-by-city', { cityId: hanoi.cityId })).map((d) => d.districtName);
    expect(names).toEqual(expect.arrayContaining(['Tây Hồ', 'Ba Đình']));
  });

  it('finds the nearest city to the visitor, or the default city', async () => {
    const saigon = await getOk('/api/locations/get-location', { lon: 106.70, lat: 10.78 });
    expect(saigon.code).toBe('hcm');
    const daNang = await getOk('/api/locations/get-location', { lon: '108.2', lat: '16.05' });
    expect(daNang.code).toBe('danang');
    const fallback = await getOk('/api/locations/get-location', {});
    expect(fallback.code).toBe('hanoi');
    await expectError('/api/locations/get-location', { lon: 'east', lat: 10 }, 400, /lon/);
    await expectError('/api/locations/get-location', { lon: 200, lat: 10 }, 400, /lon/);
  });

  it('answers 404 for the districts of an unknown city', async () => {
    await expectError('/api/districts/get-by-city', { cityId: 77 }, 404, /77/);
    await expectError('/api/districts/get-by-city', {}, 400, /cityId is required/);
  });
});

describe('search conditions and ranges', () => {
  it('lists every condition of the search and owner forms in the visitor’s language', async () => {
    const en = await getOk('/api/filters', {});
    const jp = await getOk('/api/filters', { language: 'jp' });
    expect(en.bedrooms[0].name).toBe('Studio');
    expect(jp.bedrooms[0].name).toBe('スタジオ');
    expect(en.sizes.length).toBeGreaterThan(3);
    expect(en.types.length).toBeGreaterThan(2);
    expect(en.buildingFacilities.length).toBeGreaterThan(5);
    expect(en.interiorFacilities.length).toBeGreaterThan(5);
    expect(en.owner.bedrooms.length).toBeGreaterThan(0);
    expect(en.owner.bathrooms.length).toBeGreaterThan(0);
    expect(en.owner.propertyTypes.map((t) => t.key)).toContain('apartment');
    expect(en.owner.cities).toHaveLength(4);
  });

  it('serves the default slider ranges', async () => {
    const ranges = await getOk('/api/filters/range-setting', {});
    expect(ranges).toMatchObject({ residencePriceMin: 0, residencePriceMax: 5000, officePriceMax: 100, officeBudgetMax: 30000, officeSizeMax: 3000 });
  });
});

describe('banners, partners, support contacts, magazines and offices', () => {
  it('gives each city an office and a residence banner', async () => {
    for (const city of await getOk('/api/cities', {})) {
      const banners = await getOk('/api/banners', { cityId: city.cityId, language: 'en' });
      expect([...new Set(banners.map((b) => b.name))].sort()).toEqual(['OFFICE', 'RESIDENCE']);
      expect(banners.every((b) => b.imageUrl.startsWith('/images/'))).toBe(true);
    }
  });

  it('lists partners, support contacts per city and the magazines', async () => {
    expect((await getOk('/api/partners', { language: 'en', categorySlug: 'partner-list' })).length).toBeGreaterThanOrEqual(4);
    const [, hcm] = await getOk('/api/cities', {});
    const support = await getOk('/api/customersupports', { cityId: hcm.cityId });
    expect(support.cityId).toBe(hcm.cityId);
    expect(support.emailSupport1).toMatch(/@/);
    await expectError('/api/customersupports', { cityId: 99 }, 404, /99/);
    const magazines = await getOk('/api/magazine/download-pdf', { language: 'jp' });
    expect(magazines.map((m) => m.key)).toEqual(['danang-map', 'haiphong-map', 'yearly-2022', 'yearly-2023', 'yearly-2024', 'yearly-2025']);
    expect(magazines.every((m) => m.url.startsWith('/files/') && m.url.endsWith('-ja.pdf'))).toBe(true);
  });

  it('gives up to three footer offices and the contact-us markers', async () => {
    const footer = await getOk('/api/generalinformations/get-contact-us-no-long-lat', {});
    expect(footer.length).toBeGreaterThan(0);
    expect(footer.length).toBeLessThanOrEqual(3);
    const markers = await getOk('/api/generalinformations/get-contact-us', { language: 'jp' });
    expect(markers.length).toBe(3);
    expect(markers.every((m) => m.lat > 8 && m.lat < 24 && m.lng > 102 && m.lng < 110)).toBe(true);
  });
});
