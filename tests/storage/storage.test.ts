/**
 * The upload storage's contract (lib/server/storage), the same on a directory and on an S3 bucket:
 * the bucket is a real implementation of the S3 protocol (s3rver, started here), not a stub.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadReader } from '@/lib/server/listings/from-owner';
import { serveStored } from '@/lib/server/media';
import { diskStorage, s3Storage, underPrefix, type UploadStorage } from '@/lib/server/storage';
import { readAll } from '@/lib/server/storage/types';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
let s3: S3rver;
let endpoint = '';

beforeAll(async () => {
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(scratch, 's3'), configureBuckets: [{ name: 'uploads', configs: [] }] });
  const { port } = (await s3.run()) as { port: number };
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const bucket = (name = 'uploads') => s3Storage({ endpoint, bucket: name, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
const stores: [string, () => UploadStorage][] = [
  ['a directory', () => diskStorage(path.join(scratch, 'disk'))],
  ['an S3 bucket (s3rver)', () => bucket()],
];

describe.each(stores)('upload storage on %s', (_, make) => {
  const photo = new Uint8Array(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));

  it('gives back what was put, with its size, and null for a key never put', async () => {
    const store = make();
    await store.put('owners/12/a1b2.jpg', photo, 'image/jpeg');
    const file = await store.get('owners/12/a1b2.jpg');
    expect(file?.bytes).toBe(photo.byteLength);
    expect(Buffer.from(await readAll(file!)).equals(Buffer.from(photo))).toBe(true);
    if (store.kind === 's3') expect(file?.contentType).toBe('image/jpeg');
    expect(await store.get('owners/12/none.jpg')).toBeNull();
  });

  it('lists the keys under a prefix, nested ones too, and not its neighbours', async () => {
    const store = make();
    for (const key of ['owners/13/x.jpg', 'owners/13/sizes/x-640.webp', 'owners/130/y.jpg', 'owners/14/z.jpg']) await store.put(key, photo.subarray(0, 10), 'image/jpeg');
    expect(await store.list('owners/13')).toEqual(['owners/13/sizes/x-640.webp', 'owners/13/x.jpg']);
    expect(await store.list('owners/13/x.jpg')).toEqual(['owners/13/x.jpg']);
    expect(await store.list('owners/99')).toEqual([]);
    await expect(store.list('../etc')).rejects.toThrow(/Invalid storage key/);
  });

  it('deletes, and deleting what is gone is no error', async () => {
    const store = make();
    await store.put('owners/15/gone.jpg', photo, 'image/jpeg');
    await store.delete('owners/15/gone.jpg');
    expect(await store.get('owners/15/gone.jpg')).toBeNull();
    await expect(store.delete('owners/15/gone.jpg')).resolves.toBeUndefined();
    expect(await store.list('owners/15')).toEqual([]);
  });

  it("reads an owner's photo for a listing made from the registration", async () => {
    const store = make();
    await store.put('owners/16/p.jpg', photo, 'image/jpeg');
    const read = uploadReader(store);
    expect((await read('owners/16/p.jpg'))?.byteLength).toBe(photo.byteLength);
    expect(await read('owners/16/missing.jpg')).toBeNull();
  });
});

describe('an S3 bucket that does not answer', () => {
  it('fails a put with a clear error rather than storing half of it', async () => {
    const missing = bucket('no-such-bucket');
    await expect(missing.put('owners/17/a.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg')).rejects.toThrow(/S3 PUT owners\/17\/a\.jpg answered 404/);
    const down = s3Storage({ endpoint: 'http://127.0.0.1:9', bucket: 'uploads', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    await expect(down.put('owners/17/a.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow();
    expect(await bucket().get('owners/17/a.jpg')).toBeNull();
  });
});

describe('images written while the site runs, served from the bucket', () => {
  const webp = new Uint8Array(Array.from({ length: 5_000 }, (_, i) => (i * 7) % 256));
  const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://site.test/images/${path}`, { headers });

  it('keeps them under images/ in the bucket, beside the uploads, and lists them by their own names', async () => {
    const images = underPrefix(bucket(), 'images');
    await images.put('listings/0f3c.webp', webp, 'image/webp');
    expect(await bucket().list('images/listings')).toContain('images/listings/0f3c.webp');
    expect(await images.list('listings')).toContain('listings/0f3c.webp');
    expect(await bucket().get('listings/0f3c.webp')).toBeNull();
  });

  it('answers the bytes with a validator and a year of caching, 304 when unchanged, 404 when gone or misnamed', async () => {
    const images = underPrefix(bucket(), 'images');
    await images.put('media/5e2a.webp', webp, 'image/webp');
    const ok = await serveStored(images, ['media', '5e2a.webp'], get('media/5e2a.webp'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/webp');
    expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(ok.headers.get('last-modified')).toMatch(/GMT$/);
    const etag = ok.headers.get('etag')!;
    expect(etag).toMatch(/^"/);
    expect(Buffer.from(await ok.arrayBuffer()).equals(Buffer.from(webp))).toBe(true);
    const again = await serveStored(images, ['media', '5e2a.webp'], get('media/5e2a.webp', { 'if-none-match': etag }));
    expect(again.status).toBe(304);
    expect((await serveStored(images, ['media', 'none.webp'], get('media/none.webp'))).status).toBe(404);
    expect((await serveStored(images, ['media', '..', 'x.webp'], get('x'))).status).toBe(404);
    expect((await serveStored(images, ['media', '5e2a.exe'], get('x'))).status).toBe(404);
  });

  it('redirects to MEDIA_PUBLIC_URL when the images are public there', async () => {
    const res = await serveStored(underPrefix(bucket(), 'images'), ['listings', '0f3c.webp'], get('listings/0f3c.webp'), 'https://cdn.example.com/site/');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://cdn.example.com/site/images/listings/0f3c.webp');
  });
});
