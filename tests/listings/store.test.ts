import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, districts, facilities, properties, propertyFacilities, propertyTexts, propertyTypes } from '@/lib/server/db/schema';
import { parseProperty, type Posted } from '@/lib/server/listings/form';
import { createProperty, deleteProperty, loadProperty, setPublished, updateProperty } from '@/lib/server/listings/store';
import { propertyValues } from '@/lib/server/listings/values';
import { LISTINGS_PER_PART, sitemapPart } from '@/lib/server/sitemap';
import { get, getOk } from '../support/api';

const by = { actor: { id: 'test-staff', email: 'editor@example.com' }, clientAddress: '127.0.0.1' };
let posted: Posted;

beforeAll(async () => {
  const db = await getDb();
  const [district] = await db.select().from(districts).limit(1);
  const [type] = await db.select().from(propertyTypes).where(eq(propertyTypes.category, 0)).limit(1);
  const building = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.kind, 'building')).limit(2);
  posted = {
    nameEn: 'Zyxwv admin test loft',
    nameJa: 'ジクスウ管理テストロフト',
    cityId: String(district.cityId),
    districtId: String(district.id),
    typeId: String(type.id),
    leasePriceMin: '1500',
    leasePriceMax: '',
    sizeMin: '80',
    sizeMax: '',
    bedroomMin: '2',
    bedroomMax: '',
    bathroomMin: '2',
    bathroomMax: '',
    projectId: '',
    descriptionEn: 'A bright loft.',
    descriptionJa: '明るいロフトです。',
    facilityIds: building.map((f) => String(f.id)),
  };
});

async function create(values: Posted = posted) {
  const parsed = parseProperty('residence', values);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const saved = await createProperty(await getDb(), parsed.data, by);
  if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
  return saved.id;
}

async function inSitemap(id: number) {
  const part = await sitemapPart(`listings-${Math.floor((id - 1) / LISTINGS_PER_PART)}`);
  return (part ?? []).flat().some((e) => e.url.includes(`/residence/detail/${id}/`));
}

describe('a listing written in the back office', () => {
  it('is a draft until published, then shows in the search API and the sitemap, and leaves both when unpublished', async () => {
    const db = await getDb();
    const id = await create();
    const [row] = await db.select().from(properties).where(eq(properties.id, id));
    expect(row.isPublished).toBe(false);
    expect(row.code).toMatch(/^[A-Z]{2}R\d{6}$/);
    expect(row.bedroomOptionIds.length).toBeGreaterThan(0);
    const [texts] = await db.select().from(propertyTexts).where(eq(propertyTexts.propertyId, id));
    expect(texts.descriptionJa).toBe('明るいロフトです。');
    expect(await db.select().from(propertyFacilities).where(eq(propertyFacilities.propertyId, id))).toHaveLength(2);

    const search = () => get('/api/properties/filter', { keyword: 'zyxwv', propertyType: 0 });
    expect((await search()).body).toMatchObject({ totalRecords: 0 });
    expect(await inSitemap(id)).toBe(false);

    expect(await setPublished(db, id, true, by)).toBe(true);
    expect((await search()).body).toMatchObject({ totalRecords: 1, items: [expect.objectContaining({ id })] });
    expect(await inSitemap(id)).toBe(true);
    expect((await get('/api/properties/detail', { id })).status).toBe(200);

    expect(await setPublished(db, id, false, by)).toBe(true);
    expect((await search()).body).toMatchObject({ totalRecords: 0 });
    expect(await inSitemap(id)).toBe(false);
    // A preview without a staff session is an ordinary read: the draft is not found.
    expect((await get('/api/properties/detail', { id, isPreview: 'true' })).status).toBe(404);

    const actions = await db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'property'), eq(auditLog.entityId, String(id))));
    expect(actions.map((a) => a.action)).toEqual(['listing.create', 'listing.publish', 'listing.unpublish']);
  });

  it('is updated in place, texts and facilities included, and deleted with them', async () => {
    const db = await getDb();
    const id = await create({ ...posted, nameEn: 'Qwzx edit me' });
    const parsed = parseProperty('residence', { ...posted, nameEn: 'Qwzx edited', descriptionEn: 'Changed.', facilityIds: [] });
    if (!parsed.ok) throw new Error('parse');
    expect(await updateProperty(db, id, parsed.data, by)).toEqual({ ok: true, id });
    const [row] = await db.select().from(properties).where(eq(properties.id, id));
    expect(row.nameEn).toBe('Qwzx edited');
    expect(row.searchText).toContain('qwzx edited');
    expect(row.facilityIds).toEqual([]);
    expect(await db.select().from(propertyFacilities).where(eq(propertyFacilities.propertyId, id))).toHaveLength(0);
    expect(await deleteProperty(db, id, by)).toEqual([]);
    expect(await db.select().from(properties).where(eq(properties.id, id))).toHaveLength(0);
    expect(await db.select().from(propertyTexts).where(eq(propertyTexts.propertyId, id))).toHaveLength(0);
  });
});

describe("a listing's available-from day", () => {
  it('is stored, shown in the form again, sent by the detail API, and cleared when emptied', async () => {
    const db = await getDb();
    const id = await create({ ...posted, nameEn: 'Qwzx move-in', availableFrom: '2027-03-01' });
    const loaded = await loadProperty(db, id);
    expect(propertyValues(loaded!).availableFrom).toBe('2027-03-01');
    expect(await setPublished(db, id, true, by)).toBe(true);
    expect((await get('/api/properties/detail', { id })).body).toMatchObject({ id, availableFrom: '2027-03-01' });

    const parsed = parseProperty('residence', { ...posted, nameEn: 'Qwzx move-in', availableFrom: '' });
    if (!parsed.ok) throw new Error('parse');
    expect(await updateProperty(db, id, parsed.data, by)).toEqual({ ok: true, id });
    expect(propertyValues((await loadProperty(db, id))!).availableFrom).toBe('');
    expect((await get('/api/properties/detail', { id })).body).toMatchObject({ id, availableFrom: null });
    await deleteProperty(db, id, by);
  });
});

describe("a listing's furnishing and pets", () => {
  it('are stored, shown in the form again, found by the search filters, and cleared when emptied', async () => {
    const db = await getDb();
    const id = await create({ ...posted, nameEn: 'Qwzx pets loft', furnished: '1', petsAllowed: 'on' });
    const values = propertyValues((await loadProperty(db, id))!);
    expect(values).toMatchObject({ furnished: '1', petsAllowed: 'on' });
    expect(await setPublished(db, id, true, by)).toBe(true);
    const found = (query: Record<string, string>) =>
      getOk('/api/properties/filter', { keyword: 'qwzx pets', ...query }).then((page) => page.items.map((i) => i.id));
    expect(await found({ furnished: '1', petsAllowed: '1' })).toEqual([id]);
    expect(await found({ furnished: '2' })).toEqual([]);

    const parsed = parseProperty('residence', { ...posted, nameEn: 'Qwzx pets loft', furnished: '' });
    if (!parsed.ok) throw new Error('parse');
    expect(await updateProperty(db, id, parsed.data, by)).toEqual({ ok: true, id });
    expect(propertyValues((await loadProperty(db, id))!)).toMatchObject({ furnished: '', petsAllowed: '' });
    expect(await found({ petsAllowed: '1' })).toEqual([]);
    expect(parseProperty('residence', { ...posted, furnished: '3' })).toMatchObject({ ok: false, errors: { furnished: 'range' } });
    await deleteProperty(db, id, by);
  });
});

describe('bad input', () => {
  it('answers a code for each bad field and stores nothing', async () => {
    const db = await getDb();
    const before = await db.$count(properties);
    const parsed = parseProperty('residence', { ...posted, nameJa: '  ', leasePriceMin: 'abc', sizeMin: '-5', videoLink: 'javascript:alert(1)', bedroomMax: '1', latitude: '91' });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({ nameJa: 'required', leasePriceMin: 'integer', sizeMin: 'outOfBounds', videoLink: 'url', latitude: 'range' });
    expect(await db.$count(properties)).toBe(before);
  });

  it('refuses a district of another city, a type of the other kind and an unknown facility', async () => {
    const db = await getDb();
    const before = await db.$count(properties);
    const [other] = await db.select().from(districts).where(eq(districts.cityId, Number(posted.cityId) + 1)).limit(1);
    const [officeType] = await db.select().from(propertyTypes).where(eq(propertyTypes.category, 2)).limit(1);
    const parsed = parseProperty('residence', { ...posted, districtId: String(other?.id ?? 999999), typeId: String(officeType.id), facilityIds: ['999999'] });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const saved = await createProperty(db, parsed.data, by);
    expect(saved).toEqual({ ok: false, errors: { districtId: other ? 'notInCity' : 'unknown', typeId: 'unknown', facilityIds: 'unknown' } });
    expect(await db.$count(properties)).toBe(before);
  });

  it('keeps a reference code unique', async () => {
    const db = await getDb();
    const [existing] = await db.select({ code: properties.code }).from(properties).limit(1);
    const parsed = parseProperty('residence', { ...posted, code: existing.code.toLowerCase() });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(await createProperty(db, parsed.data, by)).toEqual({ ok: false, errors: { code: 'taken' } });
  });
});
