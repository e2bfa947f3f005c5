/**
 * POST /api/owners and the memory it holds: a forged form token is refused before the
 * photos are read, a client has one upload under way at a time, and the process's upload memory
 * refuses a body that does not fit (503 with Retry-After) before reading it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/forms/guard';
import { rateLimitKey } from '@/lib/security/forwarded';
import { diskStorage } from '@/lib/server/storage';
import { ownerHandler, TOKEN_BEFORE_PHOTOS } from '@/lib/server/submissions/owner-handler';
import { createUploads, UPLOAD_UNDER_WAY, UPLOADS_BUSY } from '@/lib/server/submissions/uploads';
import { answer, freshAddress, jpeg, multipartRequest, pastToken, postMultipart, unique, type Part } from './support';

const storage = () => diskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-owner-uploads-')));
const owner = (images: Part[] = []): Record<string, Part | Part[]> => ({ language: 'en', fullName: 'Lê Văn C', phone: '0901234567', email: `${unique('upload')}@example.vn`, images });

/**
 * The request's body as a stream that counts what the handler pulled from it: the form's bytes,
 * each photo followed by `padding` more bytes of it, in chunks of 64 kB.
 */
async function counted(request: Request): Promise<{ request: Request; pulled: () => number; total: number }> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + 65_536));
      at += 65_536;
    },
  });
  const headers = new Headers(request.headers);
  headers.set('content-length', String(bytes.length));
  return { request: new Request(request.url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit), pulled: () => Math.min(at, bytes.length), total: bytes.length };
}

describe('POST /api/owners holds little for what it refuses', () => {
  it('refuses a forged form token before reading the photos that follow the fields', async () => {
    const photo: Part = { name: 'large.jpg', type: 'image/jpeg', bytes: new Uint8Array(1_800_000) };
    const forged = multipartRequest({ ...owner(Array.from({ length: 10 }, () => photo)), [TOKEN_FIELD]: 'forged', [HONEYPOT_FIELD]: '' });
    const { request, pulled, total } = await counted(forged);
    const res = await answer(await ownerHandler({ storage: storage() })(request));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/form token/);
    expect(total).toBeGreaterThan(18_000_000);
    // The fields and the first chunk of the first photo: not the 18 MB after them.
    expect(pulled()).toBeLessThan(256 * 1024);
  });

  it('says so when the form token comes after the photos, as the site\'s form never sends it', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(owner())) if (typeof value === 'string') form.append(name, value);
    form.append('images', new File([new Uint8Array(await jpeg())], 'p.jpg', { type: 'image/jpeg' }));
    form.append(TOKEN_FIELD, pastToken());
    const res = await answer(await ownerHandler({ storage: storage() })(new Request('http://localhost/api/owners', { method: 'POST', headers: { 'x-forwarded-for': freshAddress() }, body: form })));
    expect(res).toMatchObject({ status: 400, body: { message: TOKEN_BEFORE_PHOTOS } });
  });

  it('stops reading at the first photo over 1.9 MB', async () => {
    const big: Part = { name: 'big.jpg', type: 'image/jpeg', bytes: new Uint8Array(1_950_000) };
    const { request, pulled } = await counted(multipartRequest(owner([big, big, big, big, big])));
    const res = await answer(await ownerHandler({ storage: storage() })(request));
    expect(res).toMatchObject({ status: 400, body: { message: 'Each photo must be 1.9 MB or smaller' } });
    expect(pulled()).toBeLessThan(2_200_000);
  });

  it('lets a client have one upload under way at a time, and others theirs meanwhile', async () => {
    const uploads = createUploads(64 * 1024 * 1024);
    const handler = ownerHandler({ storage: storage(), uploads });
    const address = freshAddress();
    const photo: Part = { name: 'p.jpg', type: 'image/jpeg', bytes: await jpeg() };
    const underWay = uploads.begin(rateLimitKey(address), multipartRequest(owner()), 1_000_000, 'too large');
    expect(underWay.ok).toBe(true);
    const second = await postMultipart(handler, owner([photo]), { address });
    expect(second).toMatchObject({ status: 429, body: { message: UPLOAD_UNDER_WAY } });
    expect(second.headers.get('retry-after')).toBe('5');
    // Another address of the same IPv6 /64 is the same client, as for the rate limit.
    expect((await postMultipart(handler, owner([photo]), { address: address.replace(/::1$/, '::2') })).status).toBe(429);
    expect((await postMultipart(handler, owner([photo]))).status).toBe(200);
    if (underWay.ok) underWay.upload.release();
    expect((await postMultipart(handler, owner([photo]), { address })).status).toBe(200);
    expect(uploads.held).toBe(0);
  });

  it('answers 503 with Retry-After, before reading it, a body the upload memory cannot take, and stores nothing', async () => {
    const uploads = createUploads(3_000_000);
    const files = storage();
    const handler = ownerHandler({ storage: files, uploads });
    const photo: Part = { name: 'p.jpg', type: 'image/jpeg', bytes: await jpeg() };
    const large: Part = { name: 'large.jpg', type: 'image/jpeg', bytes: new Uint8Array(1_800_000) };
    const other = uploads.begin('someone else', multipartRequest(owner()), 2_000_000, 'too large');
    if (!other.ok) throw new Error('not admitted');
    expect(other.upload.hold(1_500_000)).toBe(true);
    const { request, pulled } = await counted(multipartRequest(owner([large, photo])));
    const busy = await answer(await handler(request));
    expect(busy).toMatchObject({ status: 503, body: { message: UPLOADS_BUSY } });
    expect(busy.headers.get('retry-after')).toBe('5');
    // A stream fills its queue with one chunk by itself: the handler read nothing.
    expect(pulled()).toBeLessThanOrEqual(65_536);
    expect(fs.readdirSync(files.root)).toEqual([]);
    // What fits by its length is taken (a chunked body may be as long as the limit: it does not
    // fit), and every byte is given back after.
    expect((await postMultipart(handler, owner([photo]))).status).toBe(503);
    expect((await answer(await handler((await counted(multipartRequest(owner([photo])))).request))).status).toBe(200);
    other.upload.release();
    expect((await answer(await handler((await counted(multipartRequest(owner([large, photo])))).request))).status).toBe(400);
    expect(uploads.held).toBe(0);
  });

  it('counts the bytes as they arrive: past the memory, the upload is refused where it stands', () => {
    const uploads = createUploads(1_000);
    const request = new Request('http://localhost/api/owners', { method: 'POST', headers: { 'content-length': '600' }, body: 'x'.repeat(600) });
    const one = uploads.begin('a', request, 10_000, 'too large');
    const two = uploads.begin('b', request, 10_000, 'too large');
    if (!one.ok || !two.ok) throw new Error('not admitted');
    expect([one.upload.hold(600), two.upload.hold(300), two.upload.hold(300)]).toEqual([true, true, false]);
    expect(two.upload.full).toMatchObject({ status: 503, message: UPLOADS_BUSY, headers: { 'retry-after': '5' } });
    expect(uploads.begin('c', request, 10_000, 'too large')).toMatchObject({ ok: false, status: 503 });
    one.upload.release();
    one.upload.release();
    expect(uploads.held).toBe(300);
    expect(uploads.begin('a', request, 500, 'too large')).toMatchObject({ ok: false, status: 413, message: 'too large' });
    two.upload.release();
    expect(uploads.held).toBe(0);
  });
});
