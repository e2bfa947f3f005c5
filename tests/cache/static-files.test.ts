import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticFiles, staticFileOf } from '@/lib/cache/static-files';

/** The build's static folder served through the handler, with a stand-in for Next behind it. */
let dir: string;
let root: string;
let base: string;
let server: http.Server;
let warmed: number;
const passed: string[] = [];
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  root = path.join(dir, 'static');
  fs.mkdirSync(path.join(root, 'chunks'), { recursive: true });
  fs.mkdirSync(path.join(root, 'media'));
  fs.writeFileSync(path.join(root, 'chunks', 'app-1a2b.js'), script);
  fs.writeFileSync(path.join(root, 'chunks', 'page.css'), 'body{margin:0}'.repeat(50));
  fs.writeFileSync(path.join(root, 'media', 'font.woff2'), Buffer.alloc(500, 7));
  fs.writeFileSync(path.join(dir, 'secret.js'), 'outside the static folder');
  const statics = createStaticFiles({
    root,
    fallback: (req, res) => {
      passed.push(req.url ?? '');
      res.statusCode = 404;
      res.end('next');
    },
  });
  warmed = await statics.warm();
  server = http.createServer((req, res) => {
    if (!statics.handle(req, res)) {
      passed.push(req.url ?? '');
      res.end('next');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  fs.rmSync(dir, { recursive: true, force: true });
});

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the build\u2019s scripts and stylesheets', () => {
  it('are sent with Brotli 11 to a browser that takes it, smaller than gzip, and decode to the file', async () => {
    const res = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
    // Quality 11: what the audit counts as Brotli is what is sent.
    expect(res.body.length).toBe(zlib.brotliCompressSync(script, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length);
    expect(res.body.length).toBeLessThan(zlib.gzipSync(script, { level: 9 }).length);
  });

  it('are sent with gzip 9 when Brotli is not accepted, and as they are when nothing is', async () => {
    const gz = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    expect(gz.body.length).toBe(zlib.gzipSync(script, { level: 9 }).length);
    const plain = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const css = await get('/_next/static/chunks/page.css?v=1', { 'accept-encoding': 'br' });
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(zlib.brotliDecompressSync(css.body).toString()).toBe('body{margin:0}'.repeat(50));
  });

  it('answer HEAD without a body and a matching If-None-Match with 304', async () => {
    const head = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    const etag = String(head.headers.etag);
    const again = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('were all compressed ahead of the first request', () => {
    expect(warmed).toBe(2);
  });

  it('leave other files, ranges, other methods and missing files to Next', async () => {
    passed.length = 0;
    const font = await get('/_next/static/media/font.woff2', { 'accept-encoding': 'br' });
    expect(font.body.toString()).toBe('next');
    await get('/_next/static/chunks/app-1a2b.js', { range: 'bytes=0-10' });
    await get('/_next/static/chunks/app-1a2b.js', {}, 'POST');
    const missing = await get('/_next/static/chunks/nothing-here.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    await get('/en', { 'accept-encoding': 'br' });
    expect(passed).toEqual([
      '/_next/static/media/font.woff2',
      '/_next/static/chunks/app-1a2b.js',
      '/_next/static/chunks/app-1a2b.js',
      '/_next/static/chunks/nothing-here.js',
      '/en',
    ]);
  });

  it('never reach outside the static folder', async () => {
    for (const url of ['/_next/static/../secret.js', '/_next/static/%2e%2e/secret.js', '/_next/static/chunks/%2e%2e%2f%2e%2e%2fsecret.js', '/_next/static/%E0%A4%A.js']) {
      expect(staticFileOf(root, url)).toBeUndefined();
    }
    const res = await get('/_next/static/%2e%2e/secret.js', { 'accept-encoding': 'identity' });
    expect(res.body.toString()).not.toContain('outside the static folder');
    expect(staticFileOf(root, '/_next/static/chunks/app-1a2b.js?dpl=1')).toBe(path.join(root, 'chunks', 'app-1a2b.js'));
  });
});
