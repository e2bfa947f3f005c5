import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { allows } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { auditLog, districts, ownerSubmissionImages, ownerSubmissions, properties, propertyTypes } from '@/lib/server/db/schema';
import { mediaDir } from '@/lib/server/media';
import { parseProperty } from '@/lib/server/listings/form';
import { copyOwnerPhotos, createFromOwner, ownerDraft } from '@/lib/server/listings/from-owner';
import { addPhotos, changePhoto, reorder, setFloorPlan } from '@/lib/server/listings/photos';
import { photoMethodNotAllowed, photoUploadHandler } from '@/lib/server/listings/photo-upload';
import { createProperty, deleteProperty } from '@/lib/server/listings/store';
import { createUploads } from '@/lib/server/submissions/uploads';
import type { Staff } from '@/lib/server/staff/session';

const staff = (role: Staff['role']): Staff => ({ id: `t-${role}`, name: role, email: `${role}@example.com`, role, language: 'en', twoFactorEnabled: false, passwordChangeRequired: false });
const by = { actor: staff('editor'), clientAddress: '127.0.0.1' };
let jpeg: Uint8Array<ArrayBuffer>;
let listingId = 0;

beforeAll(async () => {
  jpeg = new Uint8Array(await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a7' } }).jpeg().toBuffer());
  const db = await getDb();
  const [district] = await db.select().from(districts).limit(1);
  const [type] = await db.select().from(propertyTypes).where(eq(propertyTypes.category, 0)).limit(1);
  const parsed = parseProperty('residence', {
    nameEn: 'Photo test', nameJa: '写真テスト', cityId: String(district.cityId), districtId: String(district.id), typeId: String(type.id),
    leasePriceMin: '900', sizeMin: '40', bedroomMin: '0',
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const saved = await createProperty(db, parsed.data, by);
  if (!saved.ok) throw new Error('create');
  listingId = saved.id;
});

function upload(files: Blob[], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const f of files) form.append('photos', f, 'photo.jpg');
  return new Request(`http://localhost/admin/photos/property/${listingId}`, { method: 'POST', body: form, headers });
}
const as = (role: Staff['role'] | null) => photoUploadHandler({ staffOf: async () => (role ? staff(role) : null) });
const imagesOf = async (id: number) => (await (await getDb()).select({ images: properties.images }).from(properties).where(eq(properties.id, id)))[0].images;

describe('photo uploads (/admin/photos)', () => {
  it('answers 401 without a session and 403 to an agent, storing nothing', async () => {
    const anonymous = await as(null)(upload([new Blob([jpeg])]), 'property', String(listingId));
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: expect.any(String) });
    const agent = await as('agent')(upload([new Blob([jpeg])]), 'property', String(listingId));
    expect(agent.status).toBe(403);
    expect(await agent.json()).toEqual({ message: expect.any(String) });
    expect(allows('agent', 'listings')).toBe(false);
    expect(await imagesOf(listingId)).toEqual([]);
  });

  it('re-encodes several photos to WebP in the listing images, and a browser post is sent back to the edit page', async () => {
    const res = await as('editor')(upload([new Blob([jpeg]), new Blob([jpeg])]), 'property', String(listingId));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'ok', added: 2 });
    const images = await imagesOf(listingId);
    expect(images).toHaveLength(2);
    for (const name of images) {
      expect(name).toMatch(/^listings\/[0-9a-f-]+\.webp$/);
      const meta = await sharp(fs.readFileSync(path.join(mediaDir('images'), name))).metadata();
      expect(meta.format).toBe('webp');
    }
    const browser = await as('admin')(upload([new Blob([jpeg])], { accept: 'text/html' }), 'property', String(listingId));
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(`/admin/listings/${listingId}?notice=photosAdded#photos`);
  });

  it('refuses what is not a picture, too many files and cross-site posts', async () => {
    const before = await imagesOf(listingId);
    const bad = await as('editor')(upload([new Blob(['<script>alert(1)</script>'])]), 'property', String(listingId));
    expect(bad.status).toBe(400);
    const many = await as('editor')(upload(Array.from({ length: 11 }, () => new Blob([jpeg]))), 'property', String(listingId));
    expect(many.status).toBe(400);
    const none = await as('editor')(upload([]), 'property', String(listingId));
    expect(none.status).toBe(400);
    const cross = await as('editor')(upload([new Blob([jpeg])], { origin: 'https://evil.example', host: 'localhost' }), 'property', String(listingId));
    expect(cross.status).toBe(403);
    // Without Origin, a browser still says where the post came from: another site,
    // or a sibling subdomain, is refused as a foreign Origin is.
    for (const site of ['cross-site', 'same-site']) {
      const unsaid = await as('editor')(upload([new Blob([jpeg])], { 'sec-fetch-site': site, host: 'localhost' }), 'property', String(listingId));
      expect(unsaid.status, site).toBe(403);
      expect(await unsaid.json()).toEqual({ message: 'Cross-site uploads are refused.' });
    }
    const sandboxed = await as('editor')(upload([new Blob([jpeg])], { origin: 'null', host: 'localhost' }), 'property', String(listingId));
    expect(sandboxed.status).toBe(403);
    const unknown = await as('editor')(upload([new Blob([jpeg])]), 'property', '99999999');
    expect(unknown.status).toBe(404);
    expect(await imagesOf(listingId)).toEqual(before);
  });

  it('reorders, makes a cover and removes a photo (with its file)', async () => {
    expect(reorder(['a', 'b', 'c'], { op: 'up', name: 'b' })).toEqual(['b', 'a', 'c']);
    expect(reorder(['a', 'b', 'c'], { op: 'down', name: 'c' })).toEqual(['a', 'b', 'c']);
    expect(reorder(['a', 'b', 'c'], { op: 'cover', name: 'c' })).toEqual(['c', 'a', 'b']);
    expect(reorder(['a', 'b', 'c'], { op: 'remove', name: 'b' })).toEqual(['a', 'c']);
    expect(reorder(['a'], { op: 'remove', name: 'x' })).toBeNull();
    const db = await getDb();
    const [first, second] = await imagesOf(listingId);
    expect(await changePhoto(db, 'property', listingId, { op: 'cover', name: second }, by)).toBe(true);
    expect((await imagesOf(listingId)).slice(0, 2)).toEqual([second, first]);
    expect(await changePhoto(db, 'property', listingId, { op: 'remove', name: first }, by)).toBe(true);
    expect(await imagesOf(listingId)).not.toContain(first);
    expect(fs.existsSync(path.join(mediaDir('images'), first))).toBe(false);
    const logged = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(listingId)));
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['listing.photos.add', 'listing.photos.cover', 'listing.photos.remove']));
  });
});

describe('a listing\'s floor plan (/admin/photos/floor-plan)', () => {
  const post = (files: Blob[], headers: Record<string, string> = {}) => {
    const form = new FormData();
    for (const f of files) form.append('plan', f, 'plan.jpg');
    return as('editor')(new Request(`http://localhost/admin/photos/floor-plan/${listingId}`, { method: 'POST', body: form, headers }), 'floor-plan', String(listingId));
  };
  const planOf = async (id: number) => (await (await getDb()).select({ floorPlan: properties.floorPlan }).from(properties).where(eq(properties.id, id)))[0]?.floorPlan;
  const stored = (name: string) => fs.existsSync(path.join(mediaDir('images'), name));

  it('stores one drawing as WebP, a new one replacing it (and its file), and a browser is sent back to the section', async () => {
    const photos = await imagesOf(listingId);
    const first = await post([new Blob([jpeg])]);
    expect(first.status).toBe(200);
    const name = (await planOf(listingId))!;
    expect(name).toMatch(/^listings\/[a-f0-9-]+\.webp$/);
    expect(stored(name)).toBe(true);
    const again = await post([new Blob([jpeg])], { accept: 'text/html' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/admin/listings/${listingId}?notice=floorPlanSaved#floor-plan`);
    const replaced = (await planOf(listingId))!;
    expect(replaced).not.toBe(name);
    expect(stored(name)).toBe(false);
    // The photos are not touched.
    expect(await imagesOf(listingId)).toEqual(photos);
  });

  it('refuses two files, none or a non-image, keeping the drawing; an unknown listing is 404', async () => {
    const before = await planOf(listingId);
    expect((await post([new Blob([jpeg]), new Blob([jpeg])])).status).toBe(400);
    expect((await post([])).status).toBe(400);
    const bad = await post([new Blob(['not a picture'])], { accept: 'text/html' });
    expect(bad.headers.get('location')).toMatch(new RegExp(`^/admin/listings/${listingId}\\?planError=notImage&refused=.*#floor-plan$`));
    expect(await planOf(listingId)).toBe(before);
    const form = new FormData();
    form.append('plan', new Blob([jpeg]), 'plan.jpg');
    expect((await as('editor')(new Request('http://localhost/admin/photos/floor-plan/99999999', { method: 'POST', body: form }), 'floor-plan', '99999999')).status).toBe(404);
  });

  it('is removed with its file and audited; deleting a listing answers its floor plan for removal', async () => {
    const db = await getDb();
    const name = (await planOf(listingId))!;
    expect(await setFloorPlan(db, listingId, null, by)).toBe(true);
    expect(await setFloorPlan(db, listingId, null, by)).toBe(false);
    expect(await planOf(listingId)).toBeNull();
    expect(stored(name)).toBe(false);
    const logged = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, String(listingId)));
    expect(logged.filter((l) => l.action === 'listing.floorPlan').length).toBeGreaterThanOrEqual(3);

    const parsed = parseProperty('residence', { nameEn: 'Plan test', nameJa: '間取りテスト', cityId: '1', districtId: '1', typeId: '1', leasePriceMin: '900', sizeMin: '40', bedroomMin: '1' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const saved = await createProperty(db, parsed.data, by);
    if (!saved.ok) throw new Error('create');
    expect(await setFloorPlan(db, saved.id, 'plan-1br-01.jpg', by)).toBe(true);
    expect(await deleteProperty(db, saved.id, by)).toEqual(['plan-1br-01.jpg']);
  });
});

describe('every answer of the upload route', () => {
  it('carries the security headers, a policy for an answer that is no page, and the back office\'s no-store and noindex', async () => {
    const id = String(listingId);
    const held = createUploads(64 * 1024 * 1024);
    const under = held.begin('staff:t-editor', upload([]), 1_000_000, 'tooLarge');
    expect(under.ok).toBe(true);
    const declared = (length: number) => new Request(`http://localhost/admin/photos/property/${id}`, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(length) }, body: '--x--' });
    const failing = photoUploadHandler({ staffOf: async () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) });
    const broken = photoUploadHandler({ staffOf: async () => Promise.reject(new Error('bug')) });
    const answers: [string, Response][] = [
      ['401', await as(null)(upload([new Blob([jpeg])]), 'property', id)],
      ['403 role', await as('agent')(upload([new Blob([jpeg])]), 'property', id)],
      ['403 cross-site', await as('editor')(upload([new Blob([jpeg])], { origin: 'https://evil.example', host: 'localhost' }), 'property', id)],
      ['404', await as('editor')(upload([new Blob([jpeg])]), 'listing', 'x')],
      ['413', await as('editor')(declared(50_000_000), 'property', id)],
      ['415', await as('editor')(new Request('http://localhost/', { method: 'POST', body: 'x' }), 'property', id)],
      ['400', await as('editor')(upload([]), 'property', id)],
      ['303', await as('editor')(upload([new Blob([jpeg])], { accept: 'text/html' }), 'property', id)],
      ['200', await as('editor')(upload([new Blob([jpeg])]), 'property', id)],
      ['429', await photoUploadHandler({ staffOf: async () => staff('editor'), uploads: held })(upload([new Blob([jpeg])]), 'property', id)],
      ['503 memory', await photoUploadHandler({ staffOf: async () => staff('editor'), uploads: createUploads(1_000) })(upload([new Blob([jpeg])]), 'property', id)],
      ['503 database', await failing(upload([new Blob([jpeg])]), 'property', id)],
      ['500', await broken(upload([new Blob([jpeg])]), 'property', id)],
      ['405', photoMethodNotAllowed()],
    ];
    for (const [what, res] of answers) {
      expect(String(res.status), what).toBe(what.split(' ')[0]);
      expect(res.headers.get('content-security-policy'), what).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
      expect([res.headers.get('x-content-type-options'), res.headers.get('x-frame-options'), res.headers.get('x-robots-tag'), res.headers.get('cache-control')], what).toEqual(['nosniff', 'DENY', 'noindex, nofollow', 'private, no-store']);
    }
    // A member of staff has one upload under way at a time; the process, UPLOAD_MEMORY_MB of them.
    expect(answers.find(([what]) => what === '429')![1].headers.get('retry-after')).toBe('5');
    expect(answers.find(([what]) => what === '503 memory')![1].headers.get('retry-after')).toBe('5');
    if (under.ok) under.upload.release();
  });
});

describe('two editors changing the photos at once', () => {
  it('lose neither change: each works on the list the other left', async () => {
    const db = await getDb();
    const names = ['demo/a.jpg', 'demo/b.jpg', 'demo/c.jpg', 'demo/d.jpg'];
    for (let round = 0; round < 3; round++) {
      await db.update(properties).set({ images: names }).where(eq(properties.id, listingId));
      // Make d the cover and remove a, together: in either order the result is d, b, c.
      const [covered, removed] = await Promise.all([
        changePhoto(db, 'property', listingId, { op: 'cover', name: 'demo/d.jpg' }, by),
        changePhoto(db, 'property', listingId, { op: 'remove', name: 'demo/a.jpg' }, by),
      ]);
      expect([covered, removed]).toEqual([true, true]);
      expect(await imagesOf(listingId)).toEqual(['demo/d.jpg', 'demo/b.jpg', 'demo/c.jpg']);
    }
    // An upload and a move at once: the new photo and the move are both kept.
    await db.update(properties).set({ images: ['demo/a.jpg', 'demo/b.jpg'] }).where(eq(properties.id, listingId));
    const webp = await sharp(jpeg).webp().toBuffer();
    const [added, moved] = await Promise.all([
      addPhotos(db, 'property', listingId, [{ data: webp, contentType: 'image/webp', ext: 'webp', width: 320, height: 240 }], by),
      changePhoto(db, 'property', listingId, { op: 'cover', name: 'demo/b.jpg' }, by),
    ]);
    expect(added).toEqual({ ok: true, added: 1 });
    expect(moved).toBe(true);
    const after = await imagesOf(listingId);
    expect(after).toHaveLength(3);
    expect(after.slice(0, 2)).toEqual(['demo/b.jpg', 'demo/a.jpg']);
    expect(after[2]).toMatch(/^listings\/[a-z0-9-]+\.webp$/);
  });
});

describe('an owner registration as a draft listing', () => {
  it('pre-fills the form and copies the photos into the new listing', async () => {
    const db = await getDb();
    const [district] = await db.select().from(districts).limit(1);
    const [submission] = await db
      .insert(ownerSubmissions)
      .values({
        language: 'en', fullName: 'Nguyen Owner', phone: '0901234567', email: 'owner@example.com', cityId: district.cityId, propertyType: 'apartment',
        currency: 'USD', numberOfBedroom: 2, numberOfBathroom: 1, addressForLease: '12 Xuan Dieu, Tay Ho', leasableArea: '85 m2',
        descriptionFacilities: 'Pool and gym.', descriptionAmenities: 'Near the lake.', leasePrice: 1400,
      })
      .returning({ id: ownerSubmissions.id });
    const webp = await sharp(jpeg).webp().toBuffer();
    await db.insert(ownerSubmissionImages).values([1, 2].map((position) => ({
      submissionId: submission.id, storageKey: `owners/2026-11/test-${position}.webp`, contentType: 'image/webp', width: 320, height: 240, bytes: webp.byteLength, position,
    })));
    const read = async (key: string) => (key.startsWith('owners/2026-11/test-') ? new Uint8Array(webp) : null);

    const draft = await ownerDraft(db, submission.id);
    expect(draft).toMatchObject({
      kind: 'residence',
      submission: { id: submission.id, fullName: 'Nguyen Owner', photos: 2 },
      values: { nameEn: '', address: '12 Xuan Dieu, Tay Ho', cityId: String(district.cityId), bedroomMin: '2', bathroomMin: '1', leasePriceMin: '1400', sizeMin: '85', descriptionEn: 'Pool and gym.\n\nNear the lake.' },
    });
    expect(await ownerDraft(db, 99999999)).toBeNull();

    // The staff member completes what the owner did not give (the Japanese name, the district).
    const parsed = parseProperty('residence', { ...draft!.values, nameEn: 'Xuan Dieu apartment', nameJa: 'スアンジウ通りのアパートメント', districtId: String(district.id) });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    // Refused input keeps no copies (before the registration is converted: a second conversion is refused anyway).
    const copies = await copyOwnerPhotos(db, submission.id, read);
    expect(copies).toHaveLength(2);
    const refused = await createFromOwner(db, { ...parsed.data, typeId: 999999 }, submission.id, by, read);
    expect(refused).toEqual({ ok: false, errors: { typeId: 'unknown' } });
    const saved = await createFromOwner(db, parsed.data, submission.id, by, read);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const images = await imagesOf(saved.id);
    expect(images).toHaveLength(2);
    for (const name of images) expect(fs.existsSync(path.join(mediaDir('images'), name))).toBe(true);
    const [row] = await db.select({ isPublished: properties.isPublished }).from(properties).where(eq(properties.id, saved.id));
    expect(row.isPublished).toBe(false);
  });
});
