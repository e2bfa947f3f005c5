import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { deferScripts } from './defer-scripts';
import { apiCacheKey, pageCacheKey } from './page-key';
import { isHtml, nonceOf, type PageStore, storable, storableApi, withNonce } from './page-store';
import { unavailableLang, unavailablePage } from './unavailable';

/**
 * The page cache in front of Next's request handler (scripts/serve.ts wires it up).
 *
 * A cacheable page request (see page-key.ts) is answered from the store while the content version
 * it was rendered under is current. Otherwise the page is rendered once by Next (a `fill`: the
 * same request made to Next without compression, so the middleware and the page run as for any
 * request) and stored when it is a complete 200 HTML page; concurrent requests for the same key
 * wait for that one render. Every response gets a fresh CSP nonce and is compressed here (Brotli
 * or gzip, as the browser accepts), and carries `X-Page-Cache: HIT` or `MISS`.
 * A page that fails while the database is unreachable answers 503. The API's read endpoints are
 * kept the same way (200 JSON answers, by address, under the content version), without a nonce.
 * Requests that are not cacheable go to Next.
 */
export type Rendered = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export type PageCacheOptions = {
  store: PageStore;
  /** Renders the request through Next, uncompressed. */
  fill: (req: IncomingMessage) => Promise<Rendered>;
  /** The current content version, or undefined when none is known yet. */
  version: () => number | undefined;
  newNonce: () => string;
  /** Next's own handling, for a request whose render could not be fetched. */
  fallback: (req: IncomingMessage, res: ServerResponse) => void;
  /** Whether the database can be reached now; undefined when the app has not said yet. */
  databaseReachable?: () => Promise<boolean> | undefined;
};

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'content-encoding', 'x-page-cache']);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Below this the compressed framing costs more than it saves (the same threshold as Next's). */
const COMPRESS_MIN_BYTES = 1024;

type Answer = { status: number; headers: [string, string][]; body: string; nonce?: string };

function keptHeaders(headers: Rendered['headers']): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) kept.push([name, v]);
  }
  return kept;
}

function nonceFromHeaders(headers: Rendered['headers']): string | undefined {
  const csp = headers['content-security-policy'];
  return nonceOf(typeof csp === 'string' ? csp : undefined);
}

export function encodingFor(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const header = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase();
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().split(';');
    if (!coding) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(coding.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (c: string) => (accepted.get(c) ?? accepted.get('*') ?? 0) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

async function send(req: IncomingMessage, res: ServerResponse, answer: Answer, state: 'HIT' | 'MISS', newNonce: () => string) {
  let { headers, body } = answer;
  if (answer.nonce) ({ headers, body } = withNonce({ ...answer, nonce: answer.nonce }, newNonce()));
  let payload: Buffer = Buffer.from(body);
  const encoding = payload.length >= COMPRESS_MIN_BYTES ? encodingFor(req.headers['accept-encoding']) : undefined;
  if (encoding === 'br') payload = await brotli(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length } });
  else if (encoding === 'gzip') payload = await gzip(payload, { level: 6 });
  res.statusCode = answer.status;
  const cookies: string[] = [];
  let vary = '';
  for (const [name, value] of headers) {
    if (name === 'set-cookie') cookies.push(value);
    else if (name === 'vary') vary = value;
    else res.setHeader(name, value);
  }
  if (cookies.length) res.setHeader('set-cookie', cookies);
  res.setHeader('vary', vary ? (/accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`) : 'Accept-Encoding');
  if (encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', payload.length);
  res.setHeader('x-page-cache', state);
  res.end(payload);
}

export function createPageCache(options: PageCacheOptions) {
  const { store, fill, version, newNonce, fallback, databaseReachable } = options;
  const rendering = new Map<string, Promise<Answer>>();
  const stats = { hits: 0, misses: 0, stored: 0, passed: 0 };

  async function render(key: string, req: IncomingMessage, at: number | undefined, api: boolean): Promise<Answer> {
    const rendered = await fill(req);
    const body = rendered.body.toString('utf8');
    const headers = keptHeaders(rendered.headers);
    if (api) {
      if (storableApi(rendered.status, rendered.headers) && at !== undefined && version() === at) {
        store.set(key, { status: rendered.status, headers, body, version: at });
        stats.stored++;
      }
      return { status: rendered.status, headers, body };
    }
    // A page that failed while the database is away is a temporary unavailability, not a bug: 503
    // with Retry-After (Next's error boundary can only answer 500) and a page that says so in the
    // visitor's language, scripts or not.
    if (rendered.status === 500 && (await databaseReachable?.()) === false) {
      const lang = unavailableLang(req.url, typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined);
      const kept = headers.filter(([name]) => name !== 'content-type' && name !== 'set-cookie');
      return { status: 503, headers: [...kept, ['content-type', 'text/html; charset=utf-8'], ['retry-after', '5']], body: unavailablePage(lang, req.url ?? '/') };
    }
    const stored = storable(rendered.status, rendered.headers, body);
    const nonce = stored ?? nonceFromHeaders(rendered.headers);
    // The page's largest image before the framework's scripts (see defer-scripts.ts).
    const page = nonce && isHtml(rendered.headers) ? deferScripts(body, nonce) : body;
    // A render that began under an older version may hold older content: answer with it, keep it not.
    if (stored && at !== undefined && version() === at) {
      store.set(key, { status: rendered.status, headers, body: page, nonce: stored, version: at });
      stats.stored++;
    }
    // Requests that waited for this render share it, each with a nonce of its own.
    return { status: rendered.status, headers, body: page, nonce };
  }

  /** Answers the request and returns true, or returns false to leave it to Next. */
  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const pageKey = pageCacheKey(req);
    const key = pageKey ?? apiCacheKey(req);
    if (key === undefined) {
      stats.passed++;
      return false;
    }
    // Before the first content version is known (a fresh process, or the database away since the
    // start) pages still go through a fill, for the 503 above, but none is stored.
    const at = version();
    const page = at === undefined ? undefined : store.get(key, at);
    if (page) {
      stats.hits++;
      void send(req, res, page, 'HIT', newNonce).catch(() => res.destroy());
      return true;
    }
    stats.misses++;
    const flight = `${at ?? '-'}\u0000${key}`;
    let pending = rendering.get(flight);
    if (!pending) {
      pending = render(key, req, at, pageKey === undefined).finally(() => rendering.delete(flight));
      rendering.set(flight, pending);
    }
    pending.then(
      (answer) => send(req, res, answer, 'MISS', newNonce),
      (err: unknown) => {
        console.error('[page-cache] render failed, handing the request to Next:', err instanceof Error ? err.message : err);
        fallback(req, res);
      },
    ).catch(() => res.destroy());
    return true;
  }

  return { handle, stats, store };
}
