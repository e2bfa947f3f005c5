import { describe, expect, it } from 'vitest';
import { packBody } from '@/lib/cache/packed-body';
import { nonceOf, PageStore, storable, withNonce } from '@/lib/cache/page-store';

const NONCE = 'ZjU4YzUxM2UtZGZiMy00ODI4LTlhYjk';
const csp = (nonce: string) => `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`;
const html = (nonce: string, extra = '') => `<!DOCTYPE html><html><head><script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></head><body>${extra}</body></html>`;
const page = (body: string, version = 1) => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body: packBody(body, []), slotValues: [], version });

/** Text that does not compress, so that its stored size is about its length. */
function randomText(length: number): string {
  let seed = 7;
  return Array.from({ length }, () => String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90))).join('');
}

describe('page store', () => {
  it('keeps pages until their time is up, and only under the content version they were made with', () => {
    let now = 0;
    const store = new PageStore(1_000_000, 1000, () => now);
    store.set('a', page('<p>a</p>', 7));
    expect(store.get('a', 7)?.body).toMatchObject({ kind: 'packed', plainLength: '<p>a</p>'.length });
    expect(store.get('a', 8)).toBeUndefined();
    expect(store.size).toBe(0); // a page of another version is dropped on sight
    store.set('b', page('<p>b</p>', 7));
    now = 1000;
    expect(store.get('b', 7)).toBeUndefined();
    expect(store.bytes).toBe(0);
  });

  it('drops the least recently used pages first when it holds too many bytes, and never keeps one too big', () => {
    const body = randomText(1200);
    const probe = new PageStore(1_000_000, 60_000);
    probe.set('a', page(body));
    const each = probe.bytes; // compressed body, headers, key and bookkeeping
    const store = new PageStore(8 * each, 60_000);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) store.set(key, page(body));
    expect(store.size).toBe(8);
    expect(store.get('a', 1)).toBeDefined(); // a is now the most recently used
    store.set('i', page(body));
    expect(store.get('b', 1)).toBeUndefined();
    expect(store.get('a', 1)).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(8 * each);
    store.set('big', page(randomText(each * 2)));
    expect(store.get('big', 1)).toBeUndefined();
  });

  it('counts what a page holds: its compressed bytes, not its text', () => {
    const store = new PageStore(10_000_000, 60_000);
    const text = `<p>${'賃貸マンション '.repeat(5000)}</p>`; // 40 000 characters, 120 kB of UTF-8
    store.set('jp', page(text));
    expect(store.bytes).toBeLessThan(5_000);
    store.set('noise', page(randomText(50_000)));
    expect(store.bytes).toBeGreaterThan(30_000); // random text does not compress: counted in full
  });

  it('puts a new nonce in the policy where the render had its own', () => {
    expect(withNonce([['content-security-policy', csp(NONCE)], ['x-other', NONCE]], NONCE, 'fresh123')).toEqual([
      ['content-security-policy', csp('fresh123')],
      ['x-other', NONCE],
    ]);
    expect(nonceOf(csp(NONCE))).toBe(NONCE);
    expect(nonceOf("script-src 'self'")).toBeUndefined();
  });

  it('stores only complete 200 HTML pages whose scripts carry the CSP nonce and hold no error', () => {
    const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp(NONCE) };
    expect(storable(200, headers, html(NONCE))).toBe(NONCE);
    expect(storable(404, headers, html(NONCE))).toBeUndefined();
    expect(storable(500, headers, html(NONCE))).toBeUndefined();
    expect(storable(200, { ...headers, 'content-type': 'application/json' }, html(NONCE))).toBeUndefined();
    expect(storable(200, { ...headers, 'content-encoding': 'gzip' }, html(NONCE))).toBeUndefined();
    expect(storable(200, { 'content-type': 'text/html' }, html(NONCE))).toBeUndefined();
    expect(storable(200, headers, html('another-nonce-value-123'))).toBeUndefined();
    const failed = html(NONCE).replace('</head>', '<script>self.__next_f.push([1,"5:E{\\"digest\\":\\"123\\"}"])</script></head>');
    expect(storable(200, headers, failed)).toBeUndefined();
  });
});
