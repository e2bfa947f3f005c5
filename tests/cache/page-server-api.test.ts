import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageStore } from '@/lib/cache/page-store';
import { createWorkQueue } from '@/lib/work-queue';
import { get, renderPage, start } from '../support/page-cache-server';

/** The page cache's keeping of the API's read answers (tests/support/page-cache-server.ts: the cache in front of a stand-in for Next). */
describe('page cache server, the API', () => {
  it('keeps 200 JSON answers of the API by address under the content version, and asks again for errors', async () => {
    let status = 200;
    let setCookie: string[] | undefined = undefined;
    const { state, base } = await start({
      fill: async (_req, url) => ({
        status,
        headers: { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', ...(setCookie ? { 'set-cookie': setCookie } : {}) },
        body: Buffer.from(JSON.stringify({ url, render: state.fills, pad: 'x'.repeat(2000) })),
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
    const br = await get(`${base}/api/properties/filter?cityId=1`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br'); // made once, when stored
    expect(JSON.parse(zlib.brotliDecompressSync(br.raw).toString())).toEqual(JSON.parse(again.raw.toString()));
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
    expect((await get(`${base}/api/properties/detail?id=88`)).status).toBe(400);
    expect((await get(`${base}/api/properties/detail?id=88`)).headers['x-page-cache']).toBe('MISS');
    status = 200;
    setCookie = ['a=1'];
    await get(`${base}/api/cities`);
    expect((await get(`${base}/api/cities`)).headers['x-page-cache']).toBe('MISS');
    expect(state.fills).toBe(7);
    // A query the endpoint's own schema refuses is not even asked through the cache: Next answers its 400.
    expect((await get(`${base}/api/properties/detail?id=x`)).raw.toString()).toBe('passed to next');
    expect(state.passed).toBe(1);
  });

  it("keeps the API's answers by their parsed query in a store of their own, whose flood leaves the pages in place", async () => {
    const pageStore = new PageStore(200_000, 60_000);
    const apiStore = new PageStore(40_000, 60_000);
    const { state, base } = await start({
      pageStore,
      apiStore,
      fill: async (_req, url) => (url.startsWith('/api/') ? { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ url, pad: 'y'.repeat(1500) })) } : renderPage(url)),
    });
    await get(`${base}/en/faq`);
    for (let i = 0; i < 30; i++) await get(`${base}/api/cities?language=jp&zz=${i}`);
    expect(state.fills).toBe(2); // the page, then one answer for every made-up parameter
    for (let i = 0; i < 40; i++) await get(`${base}/api/properties/filter?keyword=k${i}`);
    expect(apiStore.bytes).toBeLessThanOrEqual(40_000);
    expect(apiStore.size).toBeGreaterThan(0);
    expect((await get(`${base}/en/faq`)).headers['x-page-cache']).toBe('HIT');
  });

  it("refuses API reads past their own line with 503 JSON, while pages still render", async () => {
    let finish: () => void = () => {};
    const slow = new Promise<void>((r) => (finish = r));
    const { base } = await start({
      apiFills: createWorkQueue(1, 0),
      fill: async (_req, url) => {
        if (!url.startsWith('/api/')) return renderPage(url);
        await slow;
        return { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('[]') };
      },
    });
    const first = get(`${base}/api/cities?language=en`);
    await new Promise((r) => setTimeout(r, 50));
    const refused = await get(`${base}/api/cities?language=jp`);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(JSON.parse(refused.raw.toString())).toEqual({ message: expect.stringMatching(/busy/) });
    expect((await get(`${base}/en/faq`)).status).toBe(200);
    finish();
    expect((await first).status).toBe(200);
  });
});
