/**
 * Every file the site writes while it runs, on a real S3 server (s3rver, started here) configured
 * as an operator configures it (S3_*): an owner's photos, the inbox's view of them, a listing made
 * from the registration, listing photos uploaded, reordered, made cover and removed, and the media
 * library. Nothing lands on this instance's disk, and `/images/…` is served from the bucket.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { districts, media, ownerSubmissionImages, ownerSubmissions, properties } from '@/lib/server/db/schema';
import { addMedia, deleteMedia, imageExists } from '@/lib/server/content-admin/media';
import { readOwnerUpload } from '@/lib/server/inbox/uploads';
import { createFromOwner, ownerDraft } from '@/lib/server/listings/from-owner';
import { parseProperty } from '@/lib/server/listings/form';
import { changePhoto } from '@/lib/server/listings/photos';
import { photoUploadHandler } from '@/lib/server/listings/photo-upload';
import { serveImage } from '@/lib/server/media';
import { s3Storage } from '@/lib/server/storage';
import { ownerHandler } from '@/lib/server/submissions/owner-handler';
import { mediaUploadHandler } from '@/lib/server/content-admin/media-upload';
import type { Staff } from '@/lib/server/staff/session';
import { freshAddress, jpeg, postMultipart, unique } from '../forms/support';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bucket-flows-'));
const uploadDir = path.join(scratch, 'uploads');
const mediaDir = path.join(scratch, 'media');
let s3: S3rver;
let endpoint = '';
let bucketStopped = false;
const editor: Staff = { id: 't-bucket-editor', name: 'Editor', email: 'editor@example.com', role: 'editor', language: 'en', twoFactorEnabled: false, passwordChangeRequired: false };
const by = { actor: editor, clientAddress: '127.0.0.1' };

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(scratch, 's3'), configureBuckets: [{ name: 'site', configs: [] }] });
  const { port } = (await s3.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
  // Read once by lib/server/settings.ts, before anything in this file asks it.
  vi.stubEnv('S3_ENDPOINT', endpoint);
  vi.stubEnv('S3_BUCKET', 'site');
  vi.stubEnv('S3_ACCESS_KEY_ID', 'S3RVER');
  vi.stubEnv('S3_SECRET_ACCESS_KEY', 'S3RVER');
  vi.stubEnv('UPLOAD_DIR', uploadDir);
  // A media directory of this file's own: the other files of a run write theirs to the shared one.
  vi.stubEnv('MEDIA_DIR', mediaDir);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  if (!bucketStopped) await s3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** The bucket as an operator's own tool sees it. */
const bucket = () => s3Storage({ endpoint, bucket: 'site', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());
const imageRequest = (name: string, headers: Record<string, string> = {}) => new Request(`http://site.test/images/${name}`, { headers });
const served = (name: string, headers: Record<string, string> = {}) => serveImage(name.split('/'), imageRequest(name, headers));
const imagesOf = async (id: number) => (await (await getDb()).select({ images: properties.images }).from(properties).where(eq(properties.id, id)))[0].images;
/** Files written under a directory of this instance (none should be, with a bucket). */
const filesUnder = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name) : []);

describe('with S3_* set, the files the site writes live in the bucket', () => {
  let submissionId = 0;
  let ownerKeys: string[] = [];
  let listingId = 0;

  it("stores an owner's photos in the bucket, and the inbox shows them from there", async () => {
    const photos = await Promise.all([1, 2].map(async () => ({ name: 'p.jpg', type: 'image/jpeg', bytes: await jpeg(320, 240) })));
    const res = await postMultipart(ownerHandler(), { fullName: 'Bucket Owner', phone: '0901234567', email: `${unique('bucket')}@example.vn`, addressForLease: '5 Xuan Dieu, Tay Ho', images: photos }, { address: freshAddress() });
    expect(res.status, res.body.message).toBe(200);
    const rows = await (await getDb()).select().from(ownerSubmissionImages).orderBy(ownerSubmissionImages.submissionId, ownerSubmissionImages.position);
    const mine = rows.filter((r) => r.submissionId === rows[rows.length - 1].submissionId);
    expect(mine).toHaveLength(2);
    submissionId = mine[0].submissionId;
    ownerKeys = mine.map((r) => r.storageKey);
    expect((await bucket().list('owners')).filter((k) => ownerKeys.includes(k)).sort()).toEqual([...ownerKeys].sort());
    expect(filesUnder(uploadDir)).toEqual([]);

    const shown = await readOwnerUpload(await getDb(), ownerKeys[0]);
    expect(shown?.contentType).toBe('image/webp');
    const body = Buffer.from(await new Response(shown!.body).arrayBuffer());
    const stored = await bucket().get(ownerKeys[0]);
    expect(body.equals(Buffer.from(await new Response(stored!.body).arrayBuffer()))).toBe(true);
    expect(body.subarray(8, 12).toString()).toBe('WEBP');
  });

  it('makes a listing from the registration with copies of its photos in the bucket, served by /images', async () => {
    const db = await getDb();
    const draft = await ownerDraft(db, submissionId);
    expect(draft?.submission.photos).toBe(2);
    const [district] = await db.select().from(districts).limit(1);
    const parsed = parseProperty('residence', { ...draft!.values, nameEn: 'Xuan Dieu flat', nameJa: 'スアンジウのアパート', cityId: String(district.cityId), districtId: String(district.id), typeId: draft!.values.typeId || '1', leasePriceMin: '1200', sizeMin: '70', bedroomMin: '2' });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const saved = await createFromOwner(db, parsed.data, submissionId, by);
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    listingId = saved.id;
    const images = await imagesOf(listingId);
    expect(images).toHaveLength(2);
    for (const name of images) {
      expect(name).toMatch(/^listings\//);
      expect(await bucket().list(`images/${name}`)).toEqual([`images/${name}`]);
      const res = await served(name);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = res.headers.get('etag')!;
      expect((await bytesOf(res)).subarray(8, 12).toString()).toBe('WEBP');
      expect((await served(name, { 'if-none-match': etag })).status).toBe(304);
    }
    // The owner's originals stay where they were: the registration keeps its photos.
    for (const key of ownerKeys) expect(await bucket().list(key)).toEqual([key]);
  });

  it('uploads, reorders, makes a cover and removes listing photos, all in the bucket', async () => {
    const form = new FormData();
    for (const colour of ['#c33', '#36c']) form.append('photos', new Blob([new Uint8Array(await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).jpeg().toBuffer())]), 'photo.jpg');
    const res = await photoUploadHandler({ staffOf: async () => editor })(new Request(`http://localhost/admin/photos/property/${listingId}`, { method: 'POST', body: form }), 'property', String(listingId));
    expect(res.status).toBe(200);
    const images = await imagesOf(listingId);
    expect(images).toHaveLength(4);
    const [a, b, c, d] = images;
    for (const name of [c, d]) expect((await served(name)).status).toBe(200);

    const db = await getDb();
    expect(await changePhoto(db, 'property', listingId, { op: 'cover', name: d }, by)).toBe(true);
    expect(await changePhoto(db, 'property', listingId, { op: 'down', name: a }, by)).toBe(true);
    expect(await imagesOf(listingId)).toEqual([d, b, a, c]);
    expect(await changePhoto(db, 'property', listingId, { op: 'remove', name: b }, by)).toBe(true);
    expect(await imagesOf(listingId)).toEqual([d, a, c]);
    expect(await bucket().list(`images/${b}`)).toEqual([]);
    expect((await served(b)).status).toBe(404);
    expect((await served(d)).status).toBe(200);
    expect(filesUnder(path.join(mediaDir, 'images', 'listings'))).toEqual([]);
  });

  it('keeps the media library in the bucket: checked, served and deleted there', async () => {
    const db = await getDb();
    const data = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#393' } }).webp().toBuffer();
    const [item] = await addMedia(db, editor, [{ data, contentType: 'image/webp', ext: 'webp', width: 200, height: 100, name: 'garden.jpg' }], { altEn: 'Garden', altJa: '庭' });
    expect(item.file).toMatch(/^media\/.+\.webp$/);
    expect(await bucket().list(`images/${item.file}`)).toEqual([`images/${item.file}`]);
    expect(await imageExists(item.file)).toBe(true);
    expect((await bytesOf(await served(item.file))).equals(data)).toBe(true);
    expect(filesUnder(path.join(mediaDir, 'images', 'media'))).toEqual([]);
    const removed = await deleteMedia(db, editor, item.id);
    expect(removed.ok).toBe(true);
    expect(await bucket().list(`images/${item.file}`)).toEqual([]);
    expect(await imageExists(item.file)).toBe(false);
  });

  it('with the bucket unreachable, refuses every upload with 503, a message and Retry-After, and keeps nothing', async () => {
    const db = await getDb();
    const before = { listing: await imagesOf(listingId), owners: (await db.select({ id: ownerSubmissions.id }).from(ownerSubmissions)).length, media: (await db.select({ id: media.id }).from(media)).length };
    await s3.close();
    bucketStopped = true;
    const photo = new Uint8Array(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#963' } }).jpeg().toBuffer());

    const listingForm = new FormData();
    listingForm.append('photos', new Blob([photo]), 'photo.jpg');
    const staffPost = await photoUploadHandler({ staffOf: async () => editor })(new Request(`http://localhost/admin/photos/property/${listingId}`, { method: 'POST', body: listingForm }), 'property', String(listingId));
    expect(staffPost.status).toBe(503);
    expect(staffPost.headers.get('retry-after')).toBe('30');
    expect(await staffPost.json()).toEqual({ message: 'storageDown' });
    // A browser's post goes back to the edit page, which names the problem.
    const browserForm = new FormData();
    browserForm.append('photos', new Blob([photo]), 'photo.jpg');
    const browserPost = await photoUploadHandler({ staffOf: async () => editor })(new Request(`http://localhost/admin/photos/property/${listingId}`, { method: 'POST', body: browserForm, headers: { accept: 'text/html' } }), 'property', String(listingId));
    expect(browserPost.status).toBe(303);
    expect(browserPost.headers.get('location')).toBe(`/admin/listings/${listingId}?photoError=storageDown#photos`);

    const mediaForm = new FormData();
    mediaForm.append('files', new Blob([photo]), 'photo.jpg');
    const mediaPost = await mediaUploadHandler({ staffOf: async () => editor })(new Request('http://localhost/admin/photos/media', { method: 'POST', body: mediaForm }));
    expect(mediaPost.status).toBe(503);
    expect(await mediaPost.json()).toEqual({ message: 'storageDown' });

    const ownerPost = await postMultipart(ownerHandler(), { fullName: 'Bucket Down', phone: '0901234567', email: `${unique('down')}@example.vn`, images: [{ name: 'p.jpg', type: 'image/jpeg', bytes: await jpeg(320, 240) }] }, { address: freshAddress() });
    expect(ownerPost.status).toBe(503);
    expect(ownerPost.headers.get('retry-after')).toBe('5');
    expect(ownerPost.body.message).toMatch(/temporarily unavailable/);

    expect(await imagesOf(listingId)).toEqual(before.listing);
    expect((await db.select({ id: ownerSubmissions.id }).from(ownerSubmissions)).length).toBe(before.owners);
    expect((await db.select({ id: media.id }).from(media)).length).toBe(before.media);
    expect(filesUnder(uploadDir)).toEqual([]);
  });
});
