import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, encodingFor, type Rendered } from '@/lib/cache/page-server';
import { PageStore } from '@/lib/cache/page-store';

/**
 * The page cache in front of a stand-in for Next: a fill that renders a page with a nonce of its
 * own each time, the way the middleware and the page do, and counts its renders.
 */
type Setup = { version?: number; fill?: (req: http.IncomingMessage) => Promise<Rendered>; reachable?: () => Promise<boolean> };

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

let counter = 0;
function renderPage(req: http.IncomingMessage, extra: Partial<Rendered> = {}): Rendered {
  const nonce = `render-nonce-${++counter}-abcdefgh`;
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
      'set-cookie': ['language=jp; Path=/; HttpOnly'],
      vary: 'rsc',
      'x-render': String(counter),
    },
    body: Buffer.from(`<html><head><script nonce="${nonce}">1</script></head><body>${req.url} ${'x'.repeat(3000)}</body></html>`),
    ...extra,
  };
}

async function start(setup: Setup = {}) {
  const state: { version: number | undefined; fills: number; fallbacks: number; passed: number } = { version: setup.version ?? 1, fills: 0, fallbacks: 0, passed: 0 };
  const cache = createPageCache({
    store: new PageStore(10_000_000, 60_000),
    fill: async (req) => {
      state.fills++;
      return setup.fill ? setup.fill(req) : renderPage(req);
    },
    version: () => state.version,
    newNonce: () => `fresh-${Math.random().toString(36).slice(2)}-nonce`,
    fallback: (_req, res) => {
      state.fallbacks++;
      res.end('from next');
    },
    databaseReachable: setup.reachable,
  });
  const server = http.createServer((req, res) => {
    if (!cache.handle(req, res)) {
      state.passed++;
      res.end('passed to next');
    }
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { state, base, cache };
}

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const nonceIn = (res: { headers: http.IncomingHttpHeaders }) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];

describe('page cache server', () => {
  it('renders a page once, then answers from the store, each time with a nonce of its own that matches its policy', async () => {
    const { state, base } = await start();
    const first = await get(`${base}/en`);
    const second = await get(`${base}/en`);
    const third = await get(`${base}/en`);
    expect(state.fills).toBe(1);
    expect([first, second, third].map((r) => r.headers['x-page-cache'])).toEqual(['MISS', 'HIT', 'HIT']);
    const nonces = [first, second, third].map(nonceIn);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, res] of [first, second, third].entries()) {
      expect(res.raw.toString()).toContain(`<script nonce="${nonces[i]}">`);
      expect(res.raw.toString()).not.toContain('render-nonce');
      expect(res.headers['set-cookie']).toEqual(['language=jp; Path=/; HttpOnly']);
      expect(res.headers['content-length']).toBe(String(res.raw.length));
      expect(res.headers.vary).toBe('rsc, Accept-Encoding');
    }
  });

  it('renders once for many requests that arrive together', async () => {
    const { state, base } = await start({
      fill: async (req) => {
        await new Promise((r) => setTimeout(r, 50));
        return renderPage(req);
      },
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${base}/en/faq`)));
    expect(state.fills).toBe(1);
    expect(new Set(answers.map(nonceIn)).size).toBe(8);
  });

  it('renders again once the content version moves, and keeps no render begun under an older one', async () => {
    const { state, base } = await start({
      fill: async (req) => {
        const rendered = renderPage(req);
        if (state.fills === 1) state.version = 2; // the content changed while this page rendered
        return rendered;
      },
    });
    expect((await get(`${base}/en`)).headers['x-page-cache']).toBe('MISS');
    expect((await get(`${base}/en`)).headers['x-page-cache']).toBe('MISS'); // the first was not kept
    expect((await get(`${base}/en`)).headers['x-page-cache']).toBe('HIT');
    state.version = 3;
    expect((await get(`${base}/en`)).headers['x-page-cache']).toBe('MISS');
    expect(state.fills).toBe(3);
  });

  it('compresses as the browser accepts, to the same page', async () => {
    const { base } = await start();
    const plain = await get(`${base}/en`);
    const br = await get(`${base}/en`, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get(`${base}/en`, { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const strip = (s: string) => s.replace(/nonce="[^"]+"/g, '');
    expect(strip(zlib.brotliDecompressSync(br.raw).toString())).toBe(strip(plain.raw.toString()));
    expect(strip(zlib.gunzipSync(gz.raw).toString())).toBe(strip(plain.raw.toString()));
    expect(br.raw.length).toBeLessThan(plain.raw.length / 4);
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('identity')).toBeUndefined();
    expect(encodingFor('*')).toBe('br');
  });

  it('passes on what it does not keep: errors, redirects and requests that are not cacheable', async () => {
    let status = 500;
    const { state, base } = await start({ fill: async (req) => renderPage(req, { status }) });
    const failed = await get(`${base}/en`);
    expect(failed.status).toBe(500);
    expect(failed.headers['x-page-cache']).toBe('MISS');
    status = 200;
    expect((await get(`${base}/en`)).headers['x-page-cache']).toBe('MISS');
    expect((await get(`${base}/en`)).headers['x-page-cache']).toBe('HIT');
    expect((await get(`${base}/api/health`)).raw.toString()).toBe('passed to next');
    expect((await get(`${base}/en`, { rsc: '1' })).raw.toString()).toBe('passed to next');
    expect(state.passed).toBe(2);
  });

  it('keeps 200 JSON answers of the API by address under the content version, and asks again for errors', async () => {
    let status = 200;
    let setCookie: string[] | undefined = undefined;
    const { state, base } = await start({
      fill: async (req) => ({
        status,
        headers: { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', ...(setCookie ? { 'set-cookie': setCookie } : {}) },
        body: Buffer.from(JSON.stringify({ url: req.url, render: state.fills, pad: 'x'.repeat(2000) })),
      }),
    });
    const first = await get(`${base}/api/properties/filter?cityId=1`, { 'accept-encoding': 'gzip' });
    const again = await get(`${base}/api/properties/filter?cityId=1`);
    expect(first.headers['x-page-cache']).toBe('MISS');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(again.headers['x-page-cache']).toBe('HIT');
    expect(again.headers['content-type']).toBe('application/json');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect(JSON.parse(zlib.gunzipSync(first.raw).toString())).toEqual(JSON.parse(again.raw.toString()));
    expect(JSON.parse(again.raw.toString())).toMatchObject({ url: '/api/properties/filter?cityId=1', render: 1 });
    // Another query is another answer.
    expect(JSON.parse((await get(`${base}/api/properties/filter?cityId=2`)).raw.toString())).toMatchObject({ url: '/api/properties/filter?cityId=2' });
    expect(state.fills).toBe(2);
    // A new content version asks again.
    state.version = 2;
    expect((await get(`${base}/api/properties/filter?cityId=1`)).headers['x-page-cache']).toBe('MISS');
    expect(state.fills).toBe(3);
    // Errors, and answers that set a cookie, are never kept.
    status = 400;
    expect((await get(`${base}/api/properties/detail?id=x`)).status).toBe(400);
    expect((await get(`${base}/api/properties/detail?id=x`)).headers['x-page-cache']).toBe('MISS');
    status = 200;
    setCookie = ['a=1'];
    await get(`${base}/api/cities`);
    expect((await get(`${base}/api/cities`)).headers['x-page-cache']).toBe('MISS');
    expect(state.fills).toBe(7);
    expect(state.passed).toBe(0);
  });

  it('hands the request to Next when the render cannot be fetched', async () => {
    const { state, base } = await start({ fill: async () => Promise.reject(new Error('socket hang up')) });
    const res = await get(`${base}/en`);
    expect(res.raw.toString()).toBe('from next');
    expect(state.fallbacks).toBe(1);
  });

  it('renders but stores nothing before the first content version is known', async () => {
    const { state, base, cache } = await start();
    state.version = undefined;
    expect((await get(`${base}/en`)).headers['x-page-cache']).toBe('MISS');
    expect((await get(`${base}/en`)).headers['x-page-cache']).toBe('MISS');
    expect(state.fills).toBe(2);
    expect(cache.store.size).toBe(0);
  });

  it('answers a page that failed while the database is away with 503 and Retry-After, and other failures as they were', async () => {
    let reachable = false;
    const { base } = await start({ fill: async (req) => renderPage(req, { status: 500 }), reachable: () => Promise.resolve(reachable) });
    const away = await get(`${base}/en`);
    expect(away.status).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.raw.toString()).toContain('<html lang="en">');
    expect(away.raw.toString()).toContain('role="alert"');
    expect(away.raw.toString()).toContain('Something went wrong');
    const ja = await get(`${base}/jp/faq?x="<b>`);
    expect(ja.status).toBe(503);
    expect(ja.raw.toString()).toContain('エラーが発生しました');
    expect(ja.raw.toString()).toMatch(/href="\/jp\/faq\?x=[^"<]*"/);
    reachable = true;
    const bug = await get(`${base}/en`);
    expect(bug.status).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
  });
});
