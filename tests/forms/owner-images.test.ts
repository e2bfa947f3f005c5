/**
 * POST /api/owners against decompression bombs: hostile pictures are refused by their
 * headers with the size and the format's limit, what can be made harmless is, a phone's photos
 * still pass, and the image queue turns requests away with 503 rather than queue without end.
 * Costs (time, memory) are measured by `npm run bench:images`, not here.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, asc } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { ownerSubmissionImages } from '@/lib/server/db/schema';
import { diskStorage } from '@/lib/server/storage';
import { createWorkQueue } from '@/lib/work-queue';
import { IMAGE_QUEUE_WAITING, imageQueue } from '@/lib/server/submissions/images';
import { ownerHandler } from '@/lib/server/submissions/owner-handler';
import { hostileImages, phoneImages, zeroPng, type HostileImage, type NamedImage } from '@/scripts/lib/image-bombs';
import { jpeg, postMultipart, unique, type Part } from './support';

function owner(images: Part[]): Record<string, Part | Part[]> {
  return { language: 'en', fullName: 'Trần Thị B', phone: '0901234567', email: `${unique('bomb')}@example.vn`, images };
}

const part = ({ name, type, bytes }: NamedImage): Part => ({ name, type, bytes });

function setup() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-owner-images-'));
  const files = () => (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
  return { handler: ownerHandler({ storage: diskStorage(root) }), files };
}

async function stored(id: number) {
  const db = await getDb();
  const rows = await db.select().from(ownerSubmissionImages).where(eq(ownerSubmissionImages.submissionId, id)).orderBy(asc(ownerSubmissionImages.position));
  return rows.map((r) => [r.width, r.height]);
}

let hostile: HostileImage[];
let phone: NamedImage[];
let photo: Part;
beforeAll(async () => {
  [hostile, phone] = await Promise.all([hostileImages(), phoneImages()]);
  photo = { name: 'small.jpg', type: 'image/jpeg', bytes: await jpeg() };
}, 60_000);

const byName = (name: string) => hostile.find((h) => h.name === name)!;

describe('POST /api/owners with decompression bombs', () => {
  it('refuses a picture too costly to decode for its format (pixels, scans) by its header, whatever precedes it', async () => {
    const { handler, files } = setup();
    const pixels = 'is too large in pixels';
    const cases: [string, string][] = [
      ['png16-interlaced-7000.png', `${pixels} (7000 × 7000); 16-bit or interlaced PNG images may be at most 4 megapixels`],
      ['png16-2100x2000.png', `${pixels} (2100 × 2000); 16-bit or interlaced PNG images may be at most 4 megapixels`],
      ['png-interlaced-3000x2000.png', `${pixels} (3000 × 2000); 16-bit or interlaced PNG images may be at most 4 megapixels`],
      ['png-7000.png', `${pixels} (7000 × 7000); PNG images may be at most 16 megapixels`],
      ['png-ihdr-7000-data-10.png', `${pixels} (7000 × 7000); PNG images may be at most 16 megapixels`],
      ['jpeg-claims-20000.jpg', `${pixels} (20000 × 20000); JPEG photos may be at most 50 megapixels`],
      ['jpeg-progressive-50mp.jpg', `${pixels} (8160 × 6120); progressive JPEG photos may be at most 13 megapixels`],
      ['jpeg-cmyk-4-scans.jpg', `${pixels} (4160 × 3120); CMYK JPEG photos may be at most 8 megapixels`],
      ['jpeg-1000-scans.jpg', 'is a JPEG in too many scans (1001); JPEG photos may have at most 40'],
      ['webp-7000.webp', `${pixels} (7000 × 7000); WebP images may be at most 16 megapixels`],
      ['avif-7000.avif', `${pixels} (7000 × 7000); AVIF images may be at most 4 megapixels`],
    ];
    expect(cases.map(([name]) => name).sort()).toEqual(hostile.filter((h) => h.status === 400).map((h) => h.name).sort());
    for (const [name, why] of cases) {
      // Nine photos first: the bomb is still refused before any of them is decoded.
      const res = await postMultipart(handler, owner([...Array.from({ length: 9 }, () => photo), part(byName(name))]));
      expect(res.status, name).toBe(400);
      expect(res.body.message).toBe(`images: File 10 ${why}`);
    }
    expect(files()).toEqual([]);
  });

  it('stores what can be made harmless: text chunks dropped, the first frame only, the size the IHDR says', async () => {
    const { handler } = setup();
    const expected: Record<string, [number, number]> = {
      'png-ztxt-200.png': [64, 64],
      'png-ihdr-1000-data-7000.png': [1000, 1000],
      'gif-800-frames.gif': [1000, 1000],
      'gif-canvas-7000.gif': [10, 10],
    };
    const accepted = hostile.filter((h) => h.status === 200);
    expect(accepted.map((h) => h.name).sort()).toEqual(Object.keys(expected).sort());
    const res = await postMultipart(handler, owner(accepted.map(part)));
    expect(res.status, res.body.message).toBe(200);
    expect(await stored(res.body.id!)).toEqual(accepted.map((h) => expected[h.name]));
  });

  it('accepts what a phone sends, and PNGs of 16 bits or interlaced up to 4 megapixels', async () => {
    const { handler, files } = setup();
    const small16 = zeroPng({ width: 2000, height: 2000, bitDepth: 16, colorType: 6, interlaced: true });
    const plain6mp = zeroPng({ width: 3000, height: 2000, bitDepth: 8, colorType: 6, interlaced: false });
    const res = await postMultipart(
      handler,
      owner([...phone.map(part), { name: 'deep.png', type: 'image/png', bytes: small16 }, { name: 'plan.png', type: 'image/png', bytes: plain6mp }]),
    );
    expect(res.status, res.body.message).toBe(200);
    expect(await stored(res.body.id!)).toEqual([
      [2560, 1920],
      [1170, 2532],
      [2000, 2000],
      [2560, 1707],
    ]);
    expect(files()).toHaveLength(4);
  });

  it('accepts a CMYK JPEG up to 8 megapixels and progressive JPEGs in libjpeg\'s scans', async () => {
    const { handler } = setup();
    const base = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a6' } });
    const res = await postMultipart(
      handler,
      owner([
        { name: 'print.jpg', type: 'image/jpeg', bytes: await sharp({ create: { width: 3264, height: 2448, channels: 3, background: '#a63' } }).toColourspace('cmyk').jpeg().toBuffer() },
        { name: 'cmyk-18-scans.jpg', type: 'image/jpeg', bytes: await base().toColourspace('cmyk').jpeg({ progressive: true }).toBuffer() },
        { name: 'progressive.jpg', type: 'image/jpeg', bytes: await base().jpeg({ progressive: true, chromaSubsampling: '4:4:4' }).toBuffer() },
      ]),
    );
    expect(res.status, res.body.message).toBe(200);
    expect(await stored(res.body.id!)).toEqual([
      [2560, 1920],
      [1200, 900],
      [1200, 900],
    ]);
  });

  it('refuses HEIC it cannot decode and files that only look like images, before decoding', async () => {
    const { handler } = setup();
    const heicBrand = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(64)]);
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).tiff().toBuffer();
    for (const bytes of [heicBrand, tiff, Buffer.from(zeroPng({ width: 8, height: 8, bitDepth: 8, colorType: 6, interlaced: false }).subarray(0, 40))]) {
      const res = await postMultipart(handler, owner([photo, { name: 'x.heic', type: 'image/heic', bytes }]));
      expect(res).toMatchObject({ status: 400, body: { message: 'images: File 2 is not a JPEG, PNG, WebP, GIF or AVIF image' } });
    }
  });

  it('answers 503 with Retry-After once the image queue is full, and takes photos again when it drains', async () => {
    const { handler } = setup();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // One request's photos being re-encoded and IMAGE_QUEUE_WAITING more waiting.
    const held = Array.from({ length: IMAGE_QUEUE_WAITING + 1 }, () => imageQueue.run(() => gate));
    expect(held.every(Boolean)).toBe(true);
    const busy = await postMultipart(handler, owner([photo]));
    expect(busy.status).toBe(503);
    expect(busy.body.message).toBe('The server is busy with other photos. Please try again in 5 seconds.');
    expect(busy.headers.get('retry-after')).toBe('5');
    // A bomb is still told what is wrong with it: headers are judged outside the queue.
    const bomb = await postMultipart(handler, owner([part(byName('png16-interlaced-7000.png'))]));
    expect(bomb.status).toBe(400);
    // Without photos there is nothing to queue.
    expect((await postMultipart(handler, owner([]))).status).toBe(200);
    release();
    await Promise.all(held);
    expect((await postMultipart(handler, owner([photo]))).status).toBe(200);
  });
});

describe('the work queue', () => {
  it('runs one job at a time in arrival order and turns away arrivals past the waiting bound', async () => {
    const queue = createWorkQueue(1, 2);
    const log: string[] = [];
    const gates: (() => void)[] = [];
    const job = (name: string) => () =>
      new Promise<string>((resolve) => {
        log.push(`start ${name}`);
        gates.push(() => {
          log.push(`end ${name}`);
          resolve(name);
        });
      });
    const a = queue.run(job('a'));
    const b = queue.run(job('b'));
    const c = queue.run(job('c'));
    expect(queue.run(job('d'))).toBeUndefined();
    expect([queue.running, queue.waiting]).toEqual([1, 2]);
    await Promise.resolve();
    gates.shift()!();
    await a;
    // a's slot went straight to b: c still waits, and there is room for one more.
    expect([queue.running, queue.waiting]).toEqual([1, 1]);
    const e = queue.run(job('e'));
    expect(e).toBeDefined();
    for (const p of [b, c, e]) {
      await new Promise((r) => setTimeout(r, 0));
      gates.shift()!();
      await p;
    }
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c', 'start e', 'end e']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a job fails', async () => {
    const queue = createWorkQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
