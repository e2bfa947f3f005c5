import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaDir } from '@/lib/server/media';
import { getUrl } from '../support/api';

beforeAll(async () => {
  fs.mkdirSync(mediaDir('images'), { recursive: true });
  fs.mkdirSync(mediaDir('files'), { recursive: true });
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } }).jpeg().toFile(path.join(mediaDir('images'), 'test-room.jpg'));
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a73' } }).webp().toFile(path.join(mediaDir('images'), 'test-room-w640.webp'));
  fs.writeFileSync(path.join(mediaDir('files'), 'guide.pdf'), '%PDF-1.4\n%test\n');
  fs.writeFileSync(path.join(mediaDir('images'), '.hidden.jpg'), 'secret');
});

describe('GET /images/{file} and /files/{file}', () => {
  it('serves images with their content type and a year-long cache', async () => {
    const res = await getUrl('http://localhost/images/test-room.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(res.body as ArrayBuffer)).metadata();
    expect(meta.width).toBe(64);
    const webp = await getUrl('http://localhost/images/test-room-w640.webp');
    expect(webp.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await getUrl('http://localhost/images/test-room.jpg');
    const again = await getUrl('http://localhost/images/test-room.jpg', { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('serves the magazine PDFs', async () => {
    const res = await getUrl('http://localhost/files/guide.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
  });

  it('never leaves the media folder and hides unknown or hidden files', async () => {
    for (const url of [
      'http://localhost/images/missing.jpg',
      'http://localhost/images/..%2F..%2Fpackage.json',
      'http://localhost/images/%2E%2E/%2E%2E/package.json',
      'http://localhost/images/.hidden.jpg',
      'http://localhost/images/test-room.exe',
      'http://localhost/files/..%2Fimages%2Ftest-room.jpg',
    ]) {
      const res = await getUrl(url);
      expect(res.status, url).toBe(404);
    }
  });
});
