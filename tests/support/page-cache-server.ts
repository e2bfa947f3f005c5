import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { FillRequest } from '@/lib/cache/page-key';
import { createPageCache, type Rendered } from '@/lib/cache/page-server';
import { PageStore } from '@/lib/cache/page-store';
import type { WorkQueue } from '@/lib/work-queue';

/**
 * The page cache in front of a stand-in for Next: a fill that renders a page with a nonce of its
 * own each time, the way the middleware and the page do, and counts its renders.
 */
export type Setup = {
  version?: number;
  fill?: (req: http.IncomingMessage, url: string, target: FillRequest) => Promise<Rendered>;
  reachable?: () => Promise<boolean>;
  renders?: WorkQueue;
  apiFills?: WorkQueue;
  /** A store of the API's own (default: the pages'). */
  apiStore?: PageStore;
  pageStore?: PageStore;
  tokens?: boolean;
};

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

let counter = 0;
export function renderPage(url: string, extra: Partial<Rendered> = {}): Rendered {
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
    body: Buffer.from(`<html><head><script nonce="${nonce}">1</script></head><body>${url} <input name="formToken" value="tok-${counter}-render"> ${'x'.repeat(3000)}</body></html>`),
    ...extra,
  };
}

export async function start(setup: Setup = {}) {
  const state: { version: number | undefined; fills: number; fallbacks: number; passed: number; targets: FillRequest[] } = { version: setup.version ?? 1, fills: 0, fallbacks: 0, passed: 0, targets: [] };
  const cache = createPageCache({
    store: setup.pageStore ?? new PageStore(10_000_000, 60_000),
    apiStore: setup.apiStore,
    fill: async (req, target) => {
      state.fills++;
      state.targets.push(target);
      return setup.fill ? setup.fill(req, target.url, target) : renderPage(target.url);
    },
    version: () => state.version,
    newNonce: () => `fresh-${Math.random().toString(36).slice(2)}-nonce`,
    fallback: (_req, res) => {
      state.fallbacks++;
      res.end('from next');
    },
    databaseReachable: setup.reachable,
    renders: setup.renders,
    apiFills: setup.apiFills,
    freshValues: setup.tokens ? { pattern: /tok-\d+-[a-z]+/g, issue: () => `tok-${++counter}-fresh` } : undefined,
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

export function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

export const nonceIn = (res: { headers: http.IncomingHttpHeaders }) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
