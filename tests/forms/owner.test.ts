import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/owners/route';
import { OWNER_IMAGE_BYTES } from '@/lib/forms/values';
import { getDb } from '@/lib/server/db/client';
import { ownerSubmissionImages, ownerSubmissions } from '@/lib/server/db/schema';
import { createRateLimiter } from '@/lib/server/security/rate-limit';
import { createVerifier } from '@/lib/server/security/verification';
import { diskStorage, type UploadStorage } from '@/lib/server/storage';
import { ownerHandler } from '@/lib/server/submissions/owner-handler';
import { answer, freshAddress, gif, jpeg, jpegOfSize, noise, PDF, png, postMultipart, unique, type Part } from './support';

// The route's own storage is UPLOAD_DIR: point it at a scratch directory, never the demo's .data.
const uploadRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-uploads-'));
process.env.UPLOAD_DIR = uploadRoot;
afterAll(() => fs.rmSync(uploadRoot, { recursive: true, force: true }));

const TOO_LARGE = 'Each photo must be 1.9 MB or smaller';

function files(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile()).sort();
}

function owner(patch: Record<string, Part | Part[]> = {}): Record<string, Part | Part[]> {
  return {
    language: 'en',
    location: 'Hanoi',
    fullName: 'Nguyễn Văn A',
    phone: '0901234567',
    email: `${unique('owner')}@example.vn`,
    cityId: '1',
    propertyType: 'apartment',
    currency: 'USD',
    numberOfBedroom: '2',
    numberOfBadroom: '1',
    addressForLease: '12 Tô Ngọc Vân, Tây Hồ',
    leasableArea: '85 m2',
    descriptionFacilities: 'Pool, gym',
    descriptionAmentities: 'Washer, dryer',
    leasePrice: '1200',
    ...patch,
  };
}

async function rowsFor(email: string) {
  const db = await getDb();
  return db.select().from(ownerSubmissions).where(eq(ownerSubmissions.email, email));
}

async function imagesOf(submissionId: number) {
  const db = await getDb();
  return db.select().from(ownerSubmissionImages).where(eq(ownerSubmissionImages.submissionId, submissionId)).orderBy(asc(ownerSubmissionImages.position));
}

function scratchStorage() {
  return diskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-owner-')));
}

const image = async (name = 'photo.jpg') => ({ name, type: 'image/jpeg', bytes: await jpeg() });

describe('POST /api/owners', () => {
  it('stores a valid registration with its photos, re-encoded upright and without metadata', async () => {
    const before = new Set(files(uploadRoot));
    const fields = owner({
      images: [
        { name: 'sideways.jpg', type: 'image/jpeg', bytes: await jpeg(80, 40, { orientation: 6 }) },
        { name: 'plan.png', type: 'image/png', bytes: await png(30, 20) },
      ],
    });
    const res = await postMultipart(POST, fields);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body).toMatchObject({ message: 'ok', id: expect.any(Number), images: 2 });

    const [row] = await rowsFor(fields.email as string);
    expect(row).toMatchObject({
      id: res.body.id,
      language: 'en',
      location: 'Hanoi',
      fullName: 'Nguyễn Văn A',
      phone: '0901234567',
      cityId: 1,
      propertyType: 'apartment',
      currency: 'USD',
      numberOfBedroom: 2,
      numberOfBathroom: 1,
      addressForLease: '12 Tô Ngọc Vân, Tây Hồ',
      leasableArea: '85 m2',
      descriptionFacilities: 'Pool, gym',
      descriptionAmenities: 'Washer, dryer',
      leasePrice: 1200,
    });
    const stored = await imagesOf(row.id);
    expect(stored.map((s) => [s.position, s.contentType, s.width, s.height])).toEqual([
      [1, 'image/webp', 40, 80], // turned upright by its EXIF orientation
      [2, 'image/webp', 30, 20],
    ]);
    const added = files(uploadRoot).filter((f) => !before.has(f));
    expect(added.sort()).toEqual(stored.map((s) => path.join(...s.storageKey.split('/'))).sort());
    for (const s of stored) {
      const bytes = fs.readFileSync(path.join(uploadRoot, s.storageKey));
      expect(bytes.byteLength).toBe(s.bytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes('Secret Model')).toBe(false);
    }
  });

  it('accepts a registration without photos and with the selects left on Select One', async () => {
    const fields = owner({ numberOfBedroom: '-1', numberOfBadroom: '-1', leasePrice: '', cityId: '', currency: 'VND' });
    const res = await postMultipart(POST, fields);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.images).toBe(0);
    const [row] = await rowsFor(fields.email as string);
    expect(row).toMatchObject({ numberOfBedroom: null, numberOfBathroom: null, leasePrice: null, cityId: null, currency: 'VND' });
  });

  it('bounds large photos to 2560 pixels on the long side', async () => {
    const big = await sharp({ create: { width: 3200, height: 1600, channels: 3, background: '#888' } }).jpeg().toBuffer();
    const fields = owner({ images: { name: 'wide.jpg', type: 'image/jpeg', bytes: big } });
    const res = await postMultipart(POST, fields);
    expect(res.status).toBe(200);
    expect((await imagesOf(res.body.id!)).map((s) => [s.width, s.height])).toEqual([[2560, 1280]]);
  });

  it('applies every field rule, naming the fields as posted', async () => {
    const cases: [Record<string, Part>, string][] = [
      [{ fullName: '' }, 'fullName: This field is required'],
      [{ phone: ' ' }, 'phone: This field is required'],
      [{ email: '' }, 'email: Invalid email address'],
      [{ email: 'owner@example' }, 'email: Invalid email address'],
      [{ leasePrice: '12.5' }, 'leasePrice: Invalid price'],
      [{ leasePrice: '1,200' }, 'leasePrice: Invalid price'],
      [{ currency: 'EUR' }, 'currency: This value is not valid'],
      [{ numberOfBedroom: 'three' }, 'numberOfBedroom: This value is not valid'],
      [{ numberOfBadroom: '99' }, 'numberOfBadroom: This value is not valid'],
      [{ descriptionAmentities: 'x'.repeat(2001) }, 'descriptionAmentities: This is too long'],
      [{ language: 'vi' }, 'language: The language must be en or jp'],
      [{ cityId: 'hanoi' }, 'cityId: This value is not valid'],
    ];
    for (const [patch, message] of cases) {
      const res = await postMultipart(POST, owner(patch));
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('stores script tags and SQL verbatim as text', async () => {
    const text = `<script>alert(document.cookie)</script>'; DELETE FROM owner_submissions; --`;
    const fields = owner({ fullName: text.slice(0, 100), descriptionFacilities: text, addressForLease: '<iframe src=//evil>' });
    const res = await postMultipart(POST, fields);
    expect(res.status).toBe(200);
    const [row] = await rowsFor(fields.email as string);
    expect(row).toMatchObject({ fullName: text.slice(0, 100).trim(), descriptionFacilities: text, addressForLease: '<iframe src=//evil>' });
  });

  it('refuses an eleventh photo', async () => {
    const storage = scratchStorage();
    const handler = ownerHandler({ storage });
    const photo = await image();
    const res = await postMultipart(handler, owner({ images: Array.from({ length: 11 }, () => photo) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('images: At most 10 images can be sent');
    expect(files(storage.root)).toEqual([]);
    const ten = await postMultipart(handler, owner({ images: Array.from({ length: 10 }, () => photo) }));
    expect(ten.status).toBe(200);
    expect(files(storage.root)).toHaveLength(10);
  });

  it('refuses photos over the size limit with the size-limit message', async () => {
    const storage = scratchStorage();
    const handler = ownerHandler({ storage });
    // A 20 MB file is over the whole body's limit: refused while it is read.
    const huge = await postMultipart(handler, owner({ images: { name: 'huge.jpg', type: 'image/jpeg', bytes: noise(20 * 1024 * 1024) } }));
    expect(huge).toMatchObject({ status: 413, body: { message: TOO_LARGE } });
    // One declared that large is refused before a byte is read.
    const declared = await answer(
      await handler(new Request('http://localhost/api/owners', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(25_000_000) }, body: '--x--' })),
    );
    expect(declared).toMatchObject({ status: 413, body: { message: TOO_LARGE } });
    // A real JPEG just over 1.9 MB.
    const over = await jpegOfSize(OWNER_IMAGE_BYTES + 1);
    expect((await sharp(over).metadata()).format).toBe('jpeg');
    const res = await postMultipart(handler, owner({ images: [await image(), { name: 'big.jpg', type: 'image/jpeg', bytes: over }] }));
    expect(res).toMatchObject({ status: 400, body: { message: TOO_LARGE } });
    // Just under the limit is fine.
    const under = await postMultipart(handler, owner({ images: { name: 'ok.jpg', type: 'image/jpeg', bytes: await jpegOfSize(OWNER_IMAGE_BYTES - 10) } }));
    expect(under.status).toBe(200);
    expect(files(storage.root)).toHaveLength(1);
  });

  it('judges a file by its bytes: a PDF named .jpg, an SVG, text and empty files are refused', async () => {
    const storage = scratchStorage();
    const handler = ownerHandler({ storage });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    const cases: Part[] = [
      { name: 'photo.jpg', type: 'image/jpeg', bytes: PDF },
      { name: 'photo.png', type: 'image/png', bytes: svg },
      { name: 'photo.webp', type: 'image/webp', bytes: new TextEncoder().encode('just text') },
      { name: 'empty.jpg', type: 'image/jpeg', bytes: new Uint8Array(0) },
      { name: 'cut.jpg', type: 'image/jpeg', bytes: (await jpeg(200, 200)).subarray(0, 300) },
    ];
    for (const part of cases) {
      const res = await postMultipart(handler, owner({ images: [await image(), part] }));
      expect(res.status, typeof part === 'string' ? part : part.name).toBe(400);
      expect(res.body.message).toBe('images: File 2 is not a JPEG, PNG, WebP, GIF or AVIF image');
    }
    expect(files(storage.root)).toEqual([]);
  });

  it('refuses a GIF header glued to a script, and strips a script appended to a real GIF', async () => {
    const storage = scratchStorage();
    const handler = ownerHandler({ storage });
    const script = new TextEncoder().encode('<script>alert("polyglot")</script>');
    const headerOnly = Buffer.concat([Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'), script]);
    const refused = await postMultipart(handler, owner({ images: { name: 'x.gif', type: 'image/gif', bytes: headerOnly } }));
    expect(refused.status).toBe(400);

    const realGif = Buffer.concat([await gif(), script]);
    const accepted = await postMultipart(handler, owner({ images: { name: 'x.gif', type: 'image/gif', bytes: realGif } }));
    expect(accepted.status).toBe(200);
    const [stored] = await imagesOf(accepted.body.id!);
    const bytes = fs.readFileSync(storage.pathOf(stored.storageKey));
    expect(bytes.includes('<script')).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });

  it('refuses broken and unexpected multipart bodies with 4xx', async () => {
    const handler = ownerHandler({ storage: scratchStorage() });
    const raw = async (body: BodyInit, contentType: string | undefined) =>
      answer(
        await handler(
          new Request('http://localhost/api/owners', {
            method: 'POST',
            headers: { ...(contentType ? { 'content-type': contentType } : {}), 'x-forwarded-for': freshAddress() },
            body,
          }),
        ),
      );
    const broken = await raw('--abc\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nA\r\n--abc', 'multipart/form-data; boundary=abc');
    expect(broken).toMatchObject({ status: 400, body: { message: 'The multipart body is malformed.' } });
    expect((await raw('garbage', 'multipart/form-data; boundary=zzz')).status).toBe(400);
    expect((await raw('garbage', 'multipart/form-data')).status).toBe(415);
    expect((await raw(JSON.stringify({ fullName: 'A' }), 'application/json')).status).toBe(415);
    expect((await raw('fullName=A', undefined)).status).toBe(415);

    const twice = await postMultipart(handler, owner({ fullName: ['A', 'B'] }));
    expect(twice).toMatchObject({ status: 400, body: { message: 'fullName: This field was sent more than once' } });
    const otherFile = await postMultipart(handler, owner({ avatar: await image() }));
    expect(otherFile).toMatchObject({ status: 400, body: { message: 'avatar: Only images can be sent as files' } });
    const textImages = await postMultipart(handler, owner({ images: 'photo.jpg' }));
    expect(textImages.status).toBe(400);
  });

  it('answers other methods with 405', async () => {
    const { GET, DELETE } = await import('@/app/api/owners/route');
    expect((await GET()).status).toBe(405);
    expect((await DELETE()).status).toBe(405);
  });
});

describe('owner submissions are all-or-nothing', () => {
  /** A disk storage whose `failOn`-th write fails, as a full disk or an S3 outage would. */
  function failingStorage(failOn: number) {
    const inner = scratchStorage();
    let puts = 0;
    const storage: UploadStorage = {
      kind: 'disk',
      put: async (key, body, type) => {
        puts += 1;
        if (puts === failOn) throw new Error('disk full');
        await inner.put(key, body, type);
      },
      delete: (key) => inner.delete(key),
      get: (key) => inner.get(key),
      list: (prefix) => inner.list(prefix),
    };
    return { storage, root: inner.root };
  }

  it('leaves neither row nor file when the third photo cannot be stored', async () => {
    const { storage, root } = failingStorage(3);
    const handler = ownerHandler({ storage });
    const fields = owner({ images: await Promise.all([1, 2, 3, 4].map(() => image())) });
    const res = await postMultipart(handler, fields);
    expect(res.status).toBe(500);
    expect(typeof res.body.message).toBe('string');
    expect(await rowsFor(fields.email as string)).toEqual([]);
    expect(files(root)).toEqual([]);
  });

  it('leaves neither row nor file when the database fails after the photos are written', async () => {
    const storage = scratchStorage();
    let seen: string[] = [];
    const handler = ownerHandler({
      storage,
      beforeCommit: async () => {
        seen = files(storage.root);
        throw new Error('connection lost before commit');
      },
    });
    const fields = owner({ images: await Promise.all([1, 2, 3].map(() => image())) });
    const res = await postMultipart(handler, fields);
    expect(res.status).toBe(500);
    expect(seen).toHaveLength(3); // the photos were on disk when the transaction failed…
    expect(files(storage.root)).toEqual([]); // …and are gone with it
    expect(await rowsFor(fields.email as string)).toEqual([]);
    const db = await getDb();
    const orphans = await db.select().from(ownerSubmissionImages).where(eq(ownerSubmissionImages.storageKey, seen[0].split(path.sep).join('/')));
    expect(orphans).toEqual([]);
  });

  it('checks the human before it stores anything', async () => {
    const storage = scratchStorage();
    const fetchFake = async () => Response.json({ success: true, action: 'owner', score: 0.1 });
    const handler = ownerHandler({ storage, verify: createVerifier({ secret: 'test-secret', fetch: fetchFake as typeof fetch }) });
    const fields = owner({ token: 'tok', images: await image() });
    const res = await postMultipart(handler, fields);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/verification/i);
    expect(files(storage.root)).toEqual([]);
    expect(await rowsFor(fields.email as string)).toEqual([]);
  });

  it('answers 429 past the owner limit', async () => {
    const limiter = await createRateLimiter({ points: { owner: 2 }, keyPrefix: unique('owner-test') });
    const handler = ownerHandler({ storage: scratchStorage(), limiter });
    const address = freshAddress();
    expect((await postMultipart(handler, owner(), { address })).status).toBe(200);
    expect((await postMultipart(handler, owner(), { address })).status).toBe(200);
    const limited = await postMultipart(handler, owner(), { address });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
