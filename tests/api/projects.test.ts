import { describe, expect, it } from 'vitest';
import { EXCLUDED_PROJECT_IDS } from '@/lib/server/projects';
import { expectError, getOk } from '../support/api';

async function city(code: string) {
  return (await getOk('/api/cities', {})).find((c) => c.code === code)!;
}

describe('projects', () => {
  it('lists a city’s buildings with thumbnails and listing counts', async () => {
    const hanoi = await city('hanoi');
    const page = await getOk('/api/projects/all', { cityId: hanoi.cityId, pageSize: 9 });
    expect(page.totalRecords).toBeGreaterThanOrEqual(10);
    expect(page.items).toHaveLength(9);
    expect(page.items.every((p) => p.thumnail)).toBe(true);
    const counted = page.items.find((p) => p.count > 0)!;
    const listings = await getOk('/api/properties/get-by-project', { projectId: counted.id });
    expect(listings.totalRecords).toBe(counted.count);
    const home = await getOk('/api/projects', { cityId: hanoi.cityId });
    expect(home.pageSize).toBe(8);
    expect(home.items).toHaveLength(8);
  });

  it('has at least 24 buildings in all', async () => {
    expect((await getOk('/api/projects/all', {})).totalRecords).toBeGreaterThanOrEqual(24);
  });

  it('builds the search form’s building list without the excluded projects, sorted by name', async () => {
    const all = await getOk('/api/projects/get-by-city-district', {});
    const ids = all.items.map((b) => b.id);
    for (const excluded of EXCLUDED_PROJECT_IDS) expect(ids).not.toContain(excluded);
    const names = all.items.map((b) => b.projectName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(all.pageSize).toBe(999);
    const excludedExist = await Promise.all(EXCLUDED_PROJECT_IDS.map((id) => getOk('/api/projects/detail', { id })));
    expect(excludedExist.map((p) => p.id)).toEqual(EXCLUDED_PROJECT_IDS);
  });

  it('narrows the building list by city and district', async () => {
    const hcm = await city('hcm');
    const inCity = await getOk('/api/projects/get-by-city-district', { cityId: hcm.cityId });
    const districts = await getOk('/api/districts/get-by-city', { cityId: hcm.cityId });
    const withBuilding = [];
    for (const d of districts) {
      const inDistrict = await getOk('/api/projects/get-by-city-district', { cityId: hcm.cityId, districtId: d.id });
      withBuilding.push(...inDistrict.items);
    }
    expect(withBuilding.map((b) => b.id).sort()).toEqual(inCity.items.map((b) => b.id).sort());
  });

  it('describes a project with every info box field in both languages', async () => {
    const first = (await getOk('/api/projects/all', { pageSize: 60 })).items.find((p) => p.count > 0)!;
    const en = await getOk('/api/projects/detail', { id: first.id });
    const jp = await getOk('/api/projects/detail', { id: first.id, language: 'jp' });
    for (const key of ['developer', 'security', 'bedroom', 'unitSize', 'pool', 'gym', 'kitchen', 'flooring', 'description'] as const) {
      expect(en[key], key).toBeTruthy();
      expect(jp[key], key).toBeTruthy();
    }
    expect(en.completionYear).toBeGreaterThan(2000);
    expect(en.latitude).not.toBeNull();
    expect(en.propertyCount).toBe(first.count);
    expect(en.seo.title).toBeTruthy();
    expect(jp.name).not.toBe(en.name);
  });

  it('answers 404 for an unknown project', async () => {
    await expectError('/api/projects/detail', { id: 424242 }, 404, /424242/);
    await expectError('/api/projects/detail', { id: 'x' }, 400, /id/);
  });
});

describe('special lists', () => {
  it('lists the special lists of a city and those for every city', async () => {
    const hanoi = await city('hanoi');
    const lists = await getOk('/api/speciallists', { cityId: hanoi.cityId, pageSize: 6 });
    expect(lists.items.length).toBeGreaterThan(0);
    expect((await getOk('/api/speciallists', { pageSize: 50 })).totalRecords).toBeGreaterThanOrEqual(6);
  });

  it('gives a list’s name and its listings', async () => {
    const lists = await getOk('/api/speciallists', { pageSize: 50 });
    const list = lists.items[0];
    const detail = await getOk('/api/speciallists/detail', { specialId: list.id });
    expect(detail.name).toBe(list.name);
    const listings = await getOk('/api/speciallists/properties', { specialId: list.id });
    expect(listings.items.length).toBeGreaterThan(0);
    const jp = await getOk('/api/speciallists/detail', { specialId: list.id, language: 'jp' });
    expect(jp.name).not.toBe(list.name);
  });

  it('answers 404 for an unknown list', async () => {
    await expectError('/api/speciallists/detail', { specialId: 9999 }, 404, /9999/);
    await expectError('/api/speciallists/properties', { specialId: 9999 }, 404, /9999/);
    await expectError('/api/speciallists/detail', {}, 400, /specialId is required/);
  });
});
