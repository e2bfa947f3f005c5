import { describe, expect, it } from 'vitest';
import { expectError, get, getOk } from '../support/api';
import { and, eq } from 'drizzle-orm';
import { RESIDENCE } from '@/lib/api/properties';
import { getDb } from '@/lib/server/db/client';
import { properties } from '@/lib/server/db/schema';
import { makeStaff, sessionCookie } from '../support/staff';

async function cityIds() {
  return (await getOk('/api/cities', {})).map((c) => c.cityId);
}

describe('latest and hot listings', () => {
  it('gives each city its own latest and hot residences and offices', async () => {
    for (const cityId of await cityIds()) {
      for (const path of ['/api/properties/latest', '/api/properties/hot'] as const) {
        const residences = await getOk(path, { cityId, propertiesType: 0, pageSize: 6 });
        expect(residences.items.length, `${path} city ${cityId}`).toBeGreaterThan(0);
        expect(residences.items.every((i) => i.cityId === cityId && i.propertyType === 0)).toBe(true);
        const offices = await getOk(path, { cityId, propertiesType: 2, pageSize: 8 });
        expect(offices.items.every((i) => i.cityId === cityId && i.propertyType === 2)).toBe(true);
      }
    }
  });

  it('has a full home page of 6 latest and 6 hot residences in the big cities', async () => {
    const [hanoi, hcm] = await cityIds();
    for (const cityId of [hanoi, hcm]) {
      expect((await getOk('/api/properties/latest', { cityId, pageSize: 6 })).items).toHaveLength(6);
      expect((await getOk('/api/properties/hot', { cityId, pageSize: 6 })).items).toHaveLength(6);
    }
  });

  it('rejects an unknown propertiesType', async () => {
    await expectError('/api/properties/latest', { propertiesType: 5 }, 400, /propertiesType/);
  });
});

describe('GET /api/properties/similar', () => {
  it('offers listings like the current one, never the current one', async () => {
    const current = (await getOk('/api/properties/filter', { pageSize: 1, sort: 'leasePriceMin', leasePriceMin: 1000 })).items[0];
    const similar = await getOk('/api/properties/similar', { currentId: current.id, propertiesType: 0, pageSize: 6 });
    expect(similar.items.length).toBeGreaterThan(0);
    expect(similar.items.map((i) => i.id)).not.toContain(current.id);
    expect(similar.items.every((i) => i.cityId === current.cityId && i.propertyType === 0)).toBe(true);
  });

  it('answers 404 for an unknown current listing and 400 without one', async () => {
    await expectError('/api/properties/similar', { currentId: 99999999 }, 404, /99999999/);
    await expectError('/api/properties/similar', {}, 400, /currentId is required/);
  });
});

describe('GET /api/properties/get-favorite-by-ids', () => {
  it('returns exactly the listings asked for, residences and offices alike, in the order asked', async () => {
    const residences = (await getOk('/api/properties/filter', { pageSize: 3 })).items;
    const offices = (await getOk('/api/properties/filter', { propertyType: 2, pageSize: 2 })).items;
    const ids = [offices[0].id, residences[0].id, residences[1].id, 99999999, offices[1].id, residences[2].id];
    const page = await getOk('/api/properties/get-favorite-by-ids', { propertyId: ids.join(','), pageSize: 9 });
    expect(page.items.map((i) => i.id)).toEqual(ids.filter((id) => id !== 99999999));
    expect(page.totalRecords).toBe(5);
    const second = await getOk('/api/properties/get-favorite-by-ids', { propertyId: ids.join(','), pageSize: 2, pageIndex: 2 });
    expect(second.items.map((i) => i.id)).toEqual([residences[1].id, offices[1].id]);
    expect(second.pageCount).toBe(3);
  });

  it('answers an empty page when none of the ids exists', async () => {
    const page = await getOk('/api/properties/get-favorite-by-ids', { propertyId: '99999998,99999999' });
    expect(page.items).toEqual([]);
    expect(page.totalRecords).toBe(0);
  });

  it('rejects malformed and oversized id lists', async () => {
    await expectError('/api/properties/get-favorite-by-ids', {}, 400, /propertyId is required/);
    await expectError('/api/properties/get-favorite-by-ids', { propertyId: '1,abc' }, 400, /propertyId/);
    await expectError('/api/properties/get-favorite-by-ids', { propertyId: '-4' }, 400, /propertyId/);
    const many = Array.from({ length: 1001 }, (_, i) => i + 1).join(',');
    await expectError('/api/properties/get-favorite-by-ids', { propertyId: many }, 400, /at most 1000/);
  });
});

describe('GET /api/properties/get-by-project', () => {
  it('lists the listings of one building', async () => {
    const projects = await getOk('/api/projects/all', { pageSize: 60 });
    const project = projects.items.find((p) => p.count > 3)!;
    const page = await getOk('/api/properties/get-by-project', { projectId: project.id, pageSize: 9 });
    expect(page.totalRecords).toBe(project.count);
    const detail = await getOk('/api/properties/detail', { id: page.items[0].id });
    expect(detail.projectId).toBe(project.id);
  });

  it('answers an empty page for a building without listings', async () => {
    expect((await getOk('/api/properties/get-by-project', { projectId: 1 })).totalRecords).toBe(0);
  });
});

describe('GET /api/properties/detail and /offices/detail', () => {
  it('describes a residence with every field, in both languages', async () => {
    const card = (await getOk('/api/properties/filter', { pageSize: 1 })).items[0];
    const en = await getOk('/api/properties/detail', { id: card.id, language: 'en' });
    const jp = await getOk('/api/properties/detail', { id: card.id, language: 'jp' });
    expect(en.id).toBe(card.id);
    expect(en.propertyIdC).toBe(card.propertyId);
    expect(en.images.length).toBeGreaterThanOrEqual(4);
    expect(en.lastUpdateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(en.description).toBeTruthy();
    expect(en.interiorFacilities.length).toBeGreaterThan(0);
    expect(en.buildingFacilities.length).toBeGreaterThan(0);
    expect(jp.name).not.toBe(en.name);
    expect(jp.name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(jp.description).toMatch(/[\u3040-\u30ff]/);
    expect(jp.district).not.toBe(en.district);
    expect(jp.leasePrice).toBe(en.leasePrice);
    expect(await getOk('/api/properties/detail', { id: card.id, language: 'ja' })).toEqual(jp);
  });

  it('answers the floor plan, the same file in both languages, or null', async () => {
    const cards = (await getOk('/api/properties/filter', { pageSize: 15 })).items;
    const plans = await Promise.all(cards.map(async (c) => (await getOk('/api/properties/detail', { id: c.id })).floorPlan));
    expect(plans.filter(Boolean).length).toBeGreaterThan(0);
    for (const plan of plans) expect(plan === null || /^plan-(studio|[1-4]br|house)-\d{2}\.jpg$/.test(plan)).toBe(true);
    const withPlan = cards[plans.findIndex(Boolean)];
    expect((await getOk('/api/properties/detail', { id: withPlan.id, language: 'jp' })).floorPlan).toBe(plans[plans.findIndex(Boolean)]);
    const office = (await getOk('/api/properties/filter', { propertyType: 2, pageSize: 15 })).items;
    const officePlans = await Promise.all(office.map(async (c) => (await getOk('/api/properties/offices/detail', { id: c.id })).floorPlan));
    expect(officePlans.find(Boolean)).toMatch(/^plan-office-\d{2}\.jpg$/);
  });

  it('describes an office with its office fields', async () => {
    const card = (await getOk('/api/properties/filter', { propertyType: 2, pageSize: 1 })).items[0];
    const office = await getOk('/api/properties/offices/detail', { id: card.id });
    expect(office.propertyId).toBe(card.propertyId);
    expect(office.priceFrom).toBe(card.leasePriceMin);
    expect(office.serviceChargeSqm).toBeGreaterThan(0);
    expect(office.workingHour).toBeTruthy();
    expect(office.funitures.length).toBeGreaterThan(0);
    expect(office.image).toBe(office.images[0]);
  });

  it('does not mix residences and offices', async () => {
    const office = (await getOk('/api/properties/filter', { propertyType: 2, pageSize: 1 })).items[0];
    const residence = (await getOk('/api/properties/filter', { pageSize: 1 })).items[0];
    await expectError('/api/properties/detail', { id: office.id }, 404, String(office.id));
    await expectError('/api/properties/offices/detail', { id: residence.id }, 404, String(residence.id));
  });

  it('shows an unpublished listing only as a preview to signed-in staff', async () => {
    const db = await getDb();
    const [row] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.isPublished, false), eq(properties.category, RESIDENCE)))
      .limit(1);
    expect(row).toBeDefined();
    const hidden = row.id;
    // isPreview alone is an ordinary read: nothing.
    await expectError('/api/properties/detail', { id: hidden }, 404, String(hidden));
    await expectError('/api/properties/detail', { id: hidden, isPreview: true }, 404, String(hidden));
    const staff = await makeStaff('agent');
    const cookie = await sessionCookie(staff.email);
    // A forged or stale cookie is no session either.
    expect((await get('/api/properties/detail', { id: hidden, isPreview: true }, { headers: { cookie: cookie.replace(/=([^;]{4})/, '=xxxx') } })).status).toBe(404);
    const res = await get('/api/properties/detail', { id: hidden, isPreview: true }, { headers: { cookie } });
    expect(res.status).toBe(200);
    const preview = res.body as { isPublished: boolean; propertyIdC: string };
    expect(preview.isPublished).toBe(false);
    // The session without isPreview still reads published listings only.
    expect((await get('/api/properties/detail', { id: hidden }, { headers: { cookie } })).status).toBe(404);
    const search = await getOk('/api/properties/filter', { keyword: preview.propertyIdC });
    expect(search.totalRecords).toBe(0);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    await expectError('/api/properties/detail', { id: 99999999 }, 404, /99999999/);
    await expectError('/api/properties/detail', { id: 'abc' }, 400, /id must be an integer/);
    await expectError('/api/properties/detail', { id: '1.5' }, 400, /id/);
    await expectError('/api/properties/detail', {}, 400, /id is required/);
    await expectError('/api/properties/detail', { id: 1, isPreview: 'maybe' }, 400, /isPreview/);
    await expectError('/api/properties/offices/detail', { id: 0 }, 400, /id/);
  });
});
