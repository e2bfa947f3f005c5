import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodingFor } from '@/lib/cache/page-server';
import { createWorkQueue } from '@/lib/work-queue';
import { get, nonceIn, renderPage, start } from '../support/page-cache-server';

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
      // The render's own Set-Cookie is never kept: every answer gets the cookies of its request.
      expect(res.headers['set-cookie']).toEqual(['language=en; Path=/; Max-Age=31536000; HttpOnly; SameSite=lax']);
      expect(res.headers['content-length']).toBe(String(res.raw.length));
      expect(res.headers.vary).toBe('rsc, Accept-Encoding');
    }
  });

  it('renders once for many requests that arrive together', async () => {
    const { state, base } = await start({
      fill: async (_req, url) => {
        await new Promise((r) => setTimeout(r, 50));
        return renderPage(url);
      },
    });
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${base}/en/faq`)));
    expect(state.fills).toBe(1);
    expect(new Set(answers.map(nonceIn)).size).toBe(8);
  });

  it('renders again once the content version moves, and keeps no render begun under an older one', async () => {
    const { state, base } = await start({
      fill: async (_req, url) => {
        const rendered = renderPage(url);
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
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('GZIP;q=1.0, BR;q=0.5')).toBe('br');
    expect(encodingFor('gzip;q=0, *')).toBe('br');
    expect(encodingFor(['deflate', 'gzip;q=0.1'])).toBe('gzip');
    expect(encodingFor('*;q=0')).toBeUndefined();
    expect(encodingFor('deflate')).toBeUndefined();
    expect(encodingFor(undefined)).toBeUndefined();
  });

  it('passes on what it does not keep: errors, redirects and requests that are not cacheable', async () => {
    let status = 500;
    const { state, base } = await start({ fill: async (_req, url) => renderPage(url, { status }) });
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
    const { base } = await start({ fill: async (_req, url) => renderPage(url, { status: 500 }), reachable: () => Promise.resolve(reachable) });
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

  it('renders a page for its canonical address: parameters it does not read are dropped, the rest in one order', async () => {
    const { state, base } = await start();
    const a = await get(`${base}/en/residences/search?utm_source=x&sort=sqmmin&cityId=2&bedroom=1&bedroom=3`);
    const b = await get(`${base}/en/residences/search?bedroom=1&cityId=2&random=${Math.random()}&sort=sqmmin&bedroom=3`);
    const c = await get(`${base}/en/faq?q=${Math.random()}`);
    expect(state.fills).toBe(2);
    expect(b.headers['x-page-cache']).toBe('HIT');
    expect(a.raw.toString()).toContain('/en/residences/search?cityId=2&bedroom=1&bedroom=3&sort=sqmmin ');
    expect(c.raw.toString()).toContain('<body>/en/faq ');
  });

  it('never keeps a Set-Cookie: a page rendered for https is not replayed with Secure cookies over http', async () => {
    const { base } = await start({
      fill: async (_req, url) => renderPage(url, { headers: { 'content-type': 'text/html', 'content-security-policy': "script-src 'nonce-render-nonce-0-abcdefgh'", 'set-cookie': ['language=jp; Path=/; HttpOnly; Secure'] } }),
    });
    const body = await get(`${base}/jp`, { 'x-forwarded-proto': 'https' });
    expect(body.headers['set-cookie']).toEqual(['language=jp; Path=/; Max-Age=31536000; Secure; HttpOnly; SameSite=lax']);
    const plain = await get(`${base}/jp`, { 'x-forwarded-proto': 'http' });
    expect(plain.headers['set-cookie']).toEqual(['language=jp; Path=/; Max-Age=31536000; HttpOnly; SameSite=lax']);
    const returning = await get(`${base}/jp?city=hcm`, { cookie: 'language=jp' });
    expect(returning.headers['set-cookie']).toEqual(['LOCATION_CITY=2; Path=/; Max-Age=31536000; SameSite=lax']);
  });

  it('gives each answer a form token of its own where the render put one', async () => {
    const { base } = await start({ tokens: true });
    const answers = [await get(`${base}/en`), await get(`${base}/en`)];
    const tokens = answers.map((r) => /tok-\d+-[a-z]+/.exec(r.raw.toString())?.[0]);
    expect(tokens.every((t) => t?.endsWith('-fresh'))).toBe(true);
    expect(new Set(tokens).size).toBe(2);
  });

  it('answers from the stored compressed bytes to a client that takes deflate', async () => {
    const { base } = await start();
    await get(`${base}/en`);
    const deflate = await get(`${base}/en`, { 'accept-encoding': 'gzip;q=0, deflate' });
    expect(deflate.headers['content-encoding']).toBe('deflate');
    const text = zlib.inflateSync(deflate.raw).toString();
    expect(text).toContain(`<script nonce="${nonceIn(deflate)}">`);
    expect(text).toContain('x'.repeat(3000));
  });

  it('renders a bounded number of pages at a time, queues a few and refuses the rest with 503', async () => {
    let finish: () => void = () => {};
    const slow = new Promise<void>((r) => (finish = r));
    const { state, base } = await start({
      renders: createWorkQueue(1, 1),
      fill: async (_req, url) => {
        if (url.startsWith('/api/')) return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('[]') };
        await slow;
        return renderPage(url);
      },
    });
    const first = get(`${base}/en/faq`);
    const same = get(`${base}/en/faq`); // shares the render in flight
    const queued = get(`${base}/en/about-isn`);
    await new Promise((r) => setTimeout(r, 50));
    const refused = await get(`${base}/en/member`);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.raw.toString()).toContain('<html lang="en">');
    // The API is not a render: it never waits at the gate.
    expect((await get(`${base}/api/cities`)).status).toBe(200);
    finish();
    expect((await Promise.all([first, same, queued])).map((r) => r.status)).toEqual([200, 200, 200]);
    expect(state.fills).toBe(3); // faq once for two requests, about-isn after it, the API; member never
  });

  it('answers HEAD from the store as GET, headers alone', async () => {
    const { state, base } = await start();
    const head = await get(`${base}/en/faq`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['x-page-cache']).toBe('MISS');
    expect(head.raw.length).toBe(0);
    const headAgain = await get(`${base}/en/faq`, {}, 'HEAD');
    const body = await get(`${base}/en/faq`);
    expect([headAgain, body].map((r) => r.headers['x-page-cache'])).toEqual(['HIT', 'HIT']);
    // The length a GET of it has (give or take its fresh nonce's).
    expect(Math.abs(Number(headAgain.headers['content-length']) - body.raw.length)).toBeLessThan(8);
    expect(state.fills).toBe(1);
  });

  it("renders a kept page with the key's cookies alone: a staff session or a made-up cookie never reaches the render", async () => {
    const { state, base } = await start();
    const cookie = 'better-auth.session_token=abc.def; LOCATION_CITY=x; language=' + 'j'.repeat(90) + '; theme=dark';
    const first = await get(`${base}/en/faq`, { cookie });
    const stranger = await get(`${base}/en/faq`);
    expect([first, stranger].map((r) => r.headers['x-page-cache'])).toEqual(['MISS', 'HIT']);
    expect(state.targets).toEqual([expect.objectContaining({ url: '/en/faq', cookie: undefined, acceptLanguage: undefined })]);
    for (let i = 0; i < 20; i++) await get(`${base}/en/faq?cityId=${1000 + i}&currency=x${i}`, { cookie: `LOCATION_CITY=${i + 10}; language=${i}` });
    expect(state.fills).toBe(1);
    // A preview, however its address is spelt, is Next's alone: never rendered into the store.
    for (const url of ['/en/residence/detail/389/is%50review', '/en/residence/detail/389/isPreview', '/api/properties/detail?id=389&is%50review=true']) {
      expect((await get(`${base}${url}`, { cookie })).raw.toString(), url).toBe('passed to next');
    }
  });

  it('refuses an address too long to keep with 414, in the visitor\'s language', async () => {
    const { state, base } = await start();
    const res = await get(`${base}/jp/residences/search?keyword=${'a'.repeat(2100)}`);
    expect(res.status).toBe(414);
    expect(res.raw.toString()).toContain('URLが長すぎます');
    expect(state.fills).toBe(0);
  });

});
