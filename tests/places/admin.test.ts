import { asc, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// The server actions read the session cookie through next/headers: the test hands them one.
const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('../support/staff-request').then((m) => m.nextCache));

import { deletePlaceAction, publishPlaceAction, savePlaceAction } from '@/app/admin/(office)/places/actions';
import { deletePlace, getPlace, listAdminPlaces, savePlace, setPlacePublished } from '@/lib/server/content-admin/places';
import { getDb } from '@/lib/server/db/client';
import { auditLog, cities, places } from '@/lib/server/db/schema';
import { listPlaces } from '@/lib/server/places';
import { forbidden, formOf, staffSessions } from '../support/action-roles';
import { makeStaff } from '../support/staff';

const { cookies } = staffSessions();
const redirectTo = (path: string) => expect.objectContaining({ digest: expect.stringContaining(path) });

let cityId = 0;
beforeAll(async () => {
  const db = await getDb();
  [{ id: cityId }] = await db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id)).limit(1);
});

const placeForm = (extra: Record<string, string> = {}) => ({
  cityId: String(cityId),
  kind: 'clinic',
  nameEn: 'Test Clinic',
  nameJa: 'テストクリニック',
  addressEn: '1 Test Street',
  addressJa: 'テスト通り1番',
  latitude: '21.0285',
  longitude: '105.8542',
  source: 'https://www.openstreetmap.org/?mlat=21.0285&mlon=105.8542#map=17/21.0285/105.8542',
  isPublished: 'on',
  position: '4',
  ...extra,
});

async function editor() {
  const made = await makeStaff('editor');
  return { id: made.id, email: made.email };
}

async function placeActions(id: number) {
  const db = await getDb();
  const rows = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(id))).orderBy(desc(auditLog.id));
  return rows.map((r) => r.action).filter((a) => a.startsWith('place.'));
}

describe('places in the back office', () => {
  it('creates a place the public list shows, edits, hides, shows and deletes it, each step audited', async () => {
    const db = await getDb();
    const actor = await editor();
    const created = await savePlace(db, actor, null, placeForm());
    if (!created?.ok) throw new Error(`not created: ${JSON.stringify(created)}`);
    expect(await getPlace(db, created.id)).toMatchObject({ cityId, kind: 'clinic', nameEn: 'Test Clinic', nameJa: 'テストクリニック', latitude: 21.0285, longitude: 105.8542, isDemo: false, isPublished: true, position: 4 });
    expect((await listPlaces({ language: 'jp', city: cityId })).find((p) => p.id === created.id)).toMatchObject({ name: 'テストクリニック', address: 'テスト通り1番' });

    // Edited: a pair pasted into the latitude field fills both, the address emptied, marked as demo data.
    expect(await savePlace(db, actor, created.id, placeForm({ nameEn: 'Clinic renamed', addressEn: '', latitude: '10.7769, 106.7009', longitude: '', isDemo: 'on' }))).toEqual({ ok: true, id: created.id });
    expect(await getPlace(db, created.id)).toMatchObject({ nameEn: 'Clinic renamed', addressEn: null, latitude: 10.7769, longitude: 106.7009, isDemo: true });

    expect(await setPlacePublished(db, actor, created.id, false)).toBe(true);
    expect((await listPlaces({ language: 'en', city: cityId })).some((p) => p.id === created.id)).toBe(false);
    // The back office still lists it, hidden.
    expect((await listAdminPlaces(db, { cityId, kind: 'clinic' })).find((p) => p.id === created.id)).toMatchObject({ isPublished: false, isDemo: true });
    expect(await setPlacePublished(db, actor, created.id, true)).toBe(true);
    expect((await listPlaces({ language: 'en', city: cityId })).some((p) => p.id === created.id)).toBe(true);

    expect(await deletePlace(db, actor, created.id)).toBe(true);
    expect(await getPlace(db, created.id)).toBeNull();
    expect(await deletePlace(db, actor, created.id)).toBe(false);
    expect(await placeActions(created.id)).toEqual(['place.delete', 'place.show', 'place.hide', 'place.update', 'place.create']);
  });

  it('stores nothing for bad input, with a message per field', async () => {
    const db = await getDb();
    const actor = await editor();
    const [before] = await db.select({ n: count() }).from(places);
    expect(await savePlace(db, actor, null, placeForm({ nameEn: ' ', nameJa: '', latitude: '35.68', longitude: '139.76', source: 'javascript:alert(1)' }))).toEqual({
      ok: false,
      fields: { nameEn: 'required', nameJa: 'required', latitude: 'latitudeRange', longitude: 'longitudeRange', source: 'urlInvalid' },
    });
    expect(await savePlace(db, actor, null, placeForm({ latitude: 'north', longitude: '', source: 'ftp://example.com/x', kind: 'museum', cityId: '987654321' }))).toEqual({
      ok: false,
      fields: { latitude: 'latitudeRange', longitude: 'required', source: 'urlInvalid', kind: 'choose' },
    });
    expect(await savePlace(db, actor, null, placeForm({ cityId: '987654321' }))).toEqual({ ok: false, fields: { cityId: 'choose' } });
    const [after] = await db.select({ n: count() }).from(places);
    expect(after.n).toBe(before.n);
  });

  it('answers null for a place that no longer exists, storing nothing', async () => {
    const db = await getDb();
    expect(await savePlace(db, await editor(), 900_000_001, placeForm())).toBeNull();
    expect(await setPlacePublished(db, await editor(), 900_000_001, false)).toBe(false);
  });
});

describe('the places actions', () => {
  it('refuse an agent (403) and change nothing', async () => {
    const db = await getDb();
    const [place] = await db.select().from(places).orderBy(asc(places.id)).limit(1);
    const [audits] = await db.select({ n: count() }).from(auditLog);
    request.cookie = cookies.agent;
    await expect(savePlaceAction({}, formOf(placeForm()))).rejects.toEqual(forbidden);
    await expect(savePlaceAction({}, formOf(placeForm({ id: String(place.id) })))).rejects.toEqual(forbidden);
    await expect(publishPlaceAction(formOf({ id: String(place.id), publish: 'false' }))).rejects.toEqual(forbidden);
    await expect(deletePlaceAction(formOf({ id: String(place.id) }))).rejects.toEqual(forbidden);
    expect(await getPlace(db, place.id)).toEqual(place);
    expect((await db.select({ n: count() }).from(auditLog))[0].n).toBe(audits.n);
  });

  it('send a visitor without a session to the sign-in page', async () => {
    request.cookie = '';
    await expect(savePlaceAction({}, formOf(placeForm()))).rejects.toEqual(redirectTo('/admin/sign-in'));
  });

  it('let an editor save (to the place, with a notice), return a bad form with its values, hide and delete', async () => {
    request.cookie = cookies.editor;
    const bad = await savePlaceAction({}, formOf(placeForm({ nameEn: 'Typed name', latitude: '123.4' })));
    expect(bad).toEqual({ fields: { latitude: 'latitudeRange' }, values: expect.objectContaining({ nameEn: 'Typed name', latitude: '123.4' }), seq: 1 });

    let id = 0;
    await savePlaceAction({}, formOf(placeForm({ nameEn: 'Action clinic' }))).catch((e: { digest: string }) => {
      const m = /\/admin\/places\/(\d+)\?notice=saved/.exec(e.digest);
      if (!m) throw e;
      id = Number(m[1]);
    });
    expect(id).toBeGreaterThan(0);
    await expect(publishPlaceAction(formOf({ id: String(id), publish: 'false', returnTo: `/admin/places?city=${cityId}` }))).rejects.toEqual(redirectTo(`/admin/places?city=${cityId}&notice=unpublished`));
    // A return address outside the area is not followed.
    await expect(publishPlaceAction(formOf({ id: String(id), publish: 'true', returnTo: 'https://evil.example/' }))).rejects.toEqual(redirectTo(`/admin/places/${id}?notice=published`));
    await expect(deletePlaceAction(formOf({ id: String(id) }))).rejects.toEqual(redirectTo('/admin/places?notice=deleted'));
    await expect(deletePlaceAction(formOf({ id: String(id) }))).rejects.toEqual(redirectTo('/admin/places?notice=notFound'));
    expect(await placeActions(id)).toEqual(['place.delete', 'place.show', 'place.hide', 'place.create']);
  });
});
