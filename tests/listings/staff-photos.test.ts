import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { districts, properties, propertyTypes } from '@/lib/server/db/schema';
import { OWNER_IMAGE_BYTES } from '@/lib/forms/values';
import { mediaDir } from '@/lib/server/media';
import { parseProperty } from '@/lib/server/listings/form';
import { photoUploadHandler } from '@/lib/server/listings/photo-upload';
import { STAFF_IMAGE_BYTES } from '@/lib/server/listings/staff-images';
import { createProperty } from '@/lib/server/listings/store';
import type { Staff } from '@/lib/server/staff/session';

/** Staff photos from a phone are re-encoded, not refused, and a bad file in a batch is named. */
const staff = (language: 'en' | 'ja'): Staff => ({ id: `t-photo-${language}`, name: 'Editor', email: 'e@example.com', role: 'editor', language, twoFactorEnabled: false, passwordChangeRequired: false });
let phone: Buffer;
let listingId = 0;

/** A 4000 × 3000 JPEG of some 6 MB, taken with the phone on its side (EXIF orientation 6), with camera metadata. */
async function phonePhoto(): Promise<Buffer> {
  const [w, h] = [4000, 3000];
  const raw = Buffer.alloc(w * h * 3);
  let x = 1;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = ((i % (w * 3)) >> 4) + ((x >> 24) % 48);
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality: 93 }).withExif({ IFD0: { Make: 'Phone', Model: 'Test' } }).withMetadata({ orientation: 6 }).toBuffer();
}

beforeAll(async () => {
  phone = await phonePhoto();
  const db = await getDb();
  const [district] = await db.select().from(districts).limit(1);
  const [type] = await db.select().from(propertyTypes).where(eq(propertyTypes.category, 0)).limit(1);
  const parsed = parseProperty('residence', { nameEn: 'Phone photos', nameJa: 'スマホ写真', cityId: String(district.cityId), districtId: String(district.id), typeId: String(type.id), leasePriceMin: '900', sizeMin: '40', bedroomMin: '0' });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const saved = await createProperty(db, parsed.data, { actor: staff('en'), clientAddress: '127.0.0.1' });
  if (!saved.ok) throw new Error('create');
  listingId = saved.id;
}, 60_000);

function upload(files: [Blob, string][], headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [blob, name] of files) form.append('photos', blob, name);
  return new Request(`http://localhost/admin/photos/property/${listingId}`, { method: 'POST', body: form, headers });
}
const as = (language: 'en' | 'ja') => photoUploadHandler({ staffOf: async () => staff(language) });
const imagesOf = async () => (await (await getDb()).select({ images: properties.images }).from(properties).where(eq(properties.id, listingId)))[0].images;

describe('staff photo uploads sized for phones', () => {
  it('keeps a staff limit of its own, far above the owner form', () => {
    expect(STAFF_IMAGE_BYTES).toBe(25 * 1024 * 1024);
    expect(STAFF_IMAGE_BYTES).toBeGreaterThan(OWNER_IMAGE_BYTES);
  });

  it('accepts a 4000 × 3000, ~6 MB phone JPEG: turned upright, resized to 2560 px, metadata gone, stored as WebP', async () => {
    expect(phone.length).toBeGreaterThan(OWNER_IMAGE_BYTES * 2.5);
    const res = await as('en')(upload([[new Blob([new Uint8Array(phone)]), 'IMG_0001.jpg']]), 'property', String(listingId));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'ok', added: 1 });
    const [name] = await imagesOf();
    const meta = await sharp(fs.readFileSync(path.join(mediaDir('images'), name))).metadata();
    expect(meta.format).toBe('webp');
    // Orientation 6 stood the 4000 × 3000 picture up; its long side is bounded to MAX_SIDE.
    expect([meta.width, meta.height]).toEqual([1920, 2560]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  }, 60_000);

  it('stores the good files of a batch and names the bad one with its reason, in the member\'s language', async () => {
    const before = (await imagesOf()).length;
    const small = new Blob([new Uint8Array(await sharp({ create: { width: 640, height: 480, channels: 3, background: '#369' } }).jpeg().toBuffer())]);
    const batch = () => upload([[small, 'kitchen.jpg'], [new Blob(['not a picture at all']), 'notes.pdf'], [small, 'bedroom.jpg']]);
    const en = await as('en')(batch(), 'property', String(listingId));
    expect(en.status).toBe(200);
    const body = (await en.json()) as { added: number; refused: { name: string; problem: string; message: string }[] };
    expect(body.added).toBe(2);
    expect(body.refused).toEqual([{ name: 'notes.pdf', problem: 'notImage', message: expect.stringMatching(/^notes\.pdf: not a JPEG/) }]);
    expect((await imagesOf()).length).toBe(before + 2);

    const ja = await as('ja')(batch(), 'property', String(listingId));
    expect(((await ja.json()) as typeof body).refused[0].message).toMatch(/^notes\.pdf：JPEG.*ではありません/);

    // A browser is sent back to the edit page, which names the file from the address.
    const browser = await as('en')(upload([[small, 'ok.jpg'], [new Blob(['x']), 'broken.jpg']], { accept: 'text/html' }), 'property', String(listingId));
    expect(browser.status).toBe(303);
    expect(browser.headers.get('location')).toBe(`/admin/listings/${listingId}?notice=photosAdded&refused=notImage%3Abroken.jpg#photos`);

    // Only bad files: nothing stored, 400, each named.
    const count = (await imagesOf()).length;
    const none = await as('en')(upload([[new Blob(['x']), 'a.heic']]), 'property', String(listingId));
    expect(none.status).toBe(400);
    expect(((await none.json()) as typeof body).refused.map((r) => r.name)).toEqual(['a.heic']);
    expect((await imagesOf()).length).toBe(count);
  }, 60_000);
});
