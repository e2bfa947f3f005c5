import Negotiator from 'negotiator';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CURRENCY_COOKIE } from '@/lib/format/currency';
import { CITY_COOKIE, LANGUAGE_COOKIE, splitPrefix } from '@/lib/i18n/config';
import { pageCookies, serializeCookie } from '@/lib/i18n/page-cookies';
import { busyPage, cookieHeader, ownAnswer, type Refusal } from '@/lib/security/front-door';
import type { WorkQueue } from '@/lib/work-queue';
import { COMPRESS_MIN_BYTES, deflated, inflated, packBody, plainBody, type StoredBody } from './packed-body';
import { apiRequest, cookieValue, pageRequest, type FillRequest } from './page-key';
import { nonceOf, type PageStore, storable, storableApi, withNonce } from './page-store';
import { unavailableLang, unavailablePage } from './unavailable';
import { log } from '@/lib/observability/log';

/**
 * The page cache in front of Next's request handler (scripts/serve.ts wires it up).
 *
 * A cacheable page request (see page-key.ts) is answered from the store while the content version
 * it was rendered under is current (HEAD as GET, without the body). Otherwise the page is rendered
 * once by Next for its canonical address (a `fill`: a GET made to Next without compression, with
 * only the cookies and language the key holds, so the middleware and the page run as for any
 * request and what is stored is a function of the key alone) and stored when it is a complete
 * 200 HTML page; concurrent requests
 * for the same key wait for that one render, and renders wait their turn in the server's render
 * queue (lib/work-queue.ts), which refuses past its bound with 503. Every response gets a fresh CSP nonce
 * and form token, the page's cookies (never stored: lib/i18n/page-cookies.ts), is compressed as
 * the browser accepts, and carries `X-Page-Cache: HIT` or `MISS`.
 * A page that fails while the database is unreachable answers 503; an address too long to keep,
 * 414. The API's read endpoints are kept the same way (200 JSON answers, keyed by their parsed
 * query, under the content version), without a nonce, in a store of their own so that a flood of
 * API reads cannot push the pages out, and their fills wait in a line of their own.
 * Requests that are not cacheable go to Next.
 */
export type Rendered = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export type PageCacheOptions = {
  /** Where pages are kept. */
  store: PageStore;
  /** Where the API's answers are kept (default: with the pages). */
  apiStore?: PageStore;
  /** Renders the request through Next for the canonical address, with only the given cookies and language, uncompressed. */
  fill: (req: IncomingMessage, target: FillRequest) => Promise<Rendered>;
  /** The current content version, or undefined when none is known yet. */
  version: () => number | undefined;
  newNonce: () => string;
  /** Next's own handling, for a request whose render could not be fetched. */
  fallback: (req: IncomingMessage, res: ServerResponse) => void;
  /** Whether the database can be reached now; undefined when the app has not said yet. */
  databaseReachable?: () => Promise<boolean> | undefined;
  /**
   * Where renders wait their turn: renders are CPU work on the thread that also answers every
   * cached page, so past a few they only slow everything down. None means unbounded.
   */
  renders?: WorkQueue;
  /** Where the API's fills wait their turn (database reads: cheaper than renders, but not free). None means unbounded. */
  apiFills?: WorkQueue;
  /**
   * Per-answer values other than the nonce that a render puts in a page (the form token): every
   * match of `pattern` in a stored page is replaced by a value `issue` makes for each answer.
   */
  freshValues?: { pattern: RegExp; issue: () => string };
  /** The site is served over https (SITE_URL): cookies are Secure whatever the request's scheme. */
  secureSite?: boolean;
};

/** A copy of a string that shares no memory with the string it was cut from. */
const ownString = (value: string) => Buffer.from(value, 'utf8').toString('utf8');

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'content-encoding', 'x-page-cache']);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * An answer to send: a packed body with the values of its slots at render time (the nonce first
 * for a page), or a plain body. `page` answers carry the request's page cookies.
 */
type Answer = { status: number; headers: [string, string][]; page: boolean } & (
  | { stored: StoredBody; slotValues: string[] }
  | { body: string; slotValues: string[] }
);

function keptHeaders(headers: Rendered['headers'], page: boolean): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || (page && name === 'set-cookie')) continue;
    for (const v of Array.isArray(value) ? value : [value]) kept.push([name, v]);
  }
  return kept;
}

function nonceFromHeaders(headers: Rendered['headers']): string | undefined {
  const csp = headers['content-security-policy'];
  return nonceOf(typeof csp === 'string' ? csp : undefined);
}

/** negotiator 1's `encodings` with the server's order for ties (its types know only the first argument). */
type EncodingNegotiator = { encodings(available: string[], options: { preferred: string[] }): string[] };
const CODINGS = ['br', 'gzip', 'deflate'];

/**
 * The codings of ours a client accepts (RFC 9110 Accept-Encoding, read by negotiator), best first:
 * the one it ranks higher, ours (Brotli, gzip, deflate) on a tie, as Chrome sends "gzip, deflate,
 * br, zstd"; a q of 0 refuses one, and `*` stands for the rest.
 */
function acceptedCodings(acceptEncoding: string | string[] | undefined): string[] {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return [];
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as EncodingNegotiator;
  return negotiator.encodings(CODINGS, { preferred: CODINGS });
}

/** Brotli or gzip, whichever the client takes (Brotli when it takes both), or none. */
export function encodingFor(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = acceptedCodings(acceptEncoding);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
}

/** The Set-Cookie values of a page answer, from the request as the middleware reads it. */
function cookiesOf(req: IncomingMessage, secureSite: boolean): string[] {
  const url = req.url ?? '/';
  const at = url.indexOf('?');
  const cookie = cookieHeader(req);
  const cookies = pageCookies({
    prefixLang: splitPrefix(at < 0 ? url : url.slice(0, at)).lang,
    cookieLang: cookieValue(cookie, LANGUAGE_COOKIE),
    search: new URLSearchParams(at < 0 ? '' : url.slice(at + 1)),
    cookieCity: cookieValue(cookie, CITY_COOKIE),
    cookieCurrency: cookieValue(cookie, CURRENCY_COOKIE),
  });
  const secure = secureSite || req.headers['x-forwarded-proto'] === 'https';
  return cookies.map((c) => serializeCookie(c, secure));
}

export function createPageCache(options: PageCacheOptions) {
  const { store, fill, version, newNonce, fallback, databaseReachable, renders, apiFills, freshValues, secureSite = false } = options;
  const apiStore = options.apiStore ?? store;
  const rendering = new Map<string, Promise<Answer>>();
  const stats = { hits: 0, misses: 0, stored: 0, passed: 0, busy: 0, refused: 0 };

  /** An answer the cache gives itself (414, 503), without a body for HEAD. */
  function answerOwn(req: IncomingMessage, res: ServerResponse, answer: Refusal) {
    res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body);
  }

  /**
   * The render's slot values (its nonce, then each form token it holds), for packing or replacing.
   * Each is a string of its own: a match is a slice of the body, which V8 keeps whole behind it (a
   * kept page's token held its 190 kB render in memory, uncounted).
   */
  function slotValuesOf(body: string, nonce: string | undefined): string[] {
    const tokens = freshValues ? [...new Set(body.match(freshValues.pattern) ?? [])] : [];
    return [...(nonce ? [nonce] : []), ...tokens].map(ownString);
  }

  async function send(req: IncomingMessage, res: ServerResponse, answer: Answer, state: 'HIT' | 'MISS') {
    // Fresh values for this answer: a nonce where the render had its own, a new token for each token.
    const nonce = answer.page && answer.slotValues.length ? newNonce() : undefined;
    const values = answer.slotValues.map((_, i) => (i === 0 && nonce ? nonce : (freshValues?.issue() ?? '')));
    const headers = nonce ? withNonce(answer.headers, answer.slotValues[0], nonce) : answer.headers;
    const accepted = encodingFor(req.headers['accept-encoding']);
    // What is sent as it is (already coded, or plain), and what is still to be compressed here.
    let payload: Buffer;
    let coded: 'br' | 'deflate' | undefined;
    let compress: 'br' | 'gzip' | undefined;
    const worth = (b: Buffer) => (b.length >= COMPRESS_MIN_BYTES ? accepted : undefined);
    const stored = 'stored' in answer ? answer.stored : undefined;
    if (stored?.kind === 'plain') {
      const { identity, br } = stored;
      if (accepted === 'br' && br) [payload, coded] = [br, 'br'];
      else [payload, compress] = [identity, worth(identity) === 'gzip' ? 'gzip' : undefined];
    } else if (stored) {
      // Brotli makes a page a third smaller than deflate on the wire: worth its few milliseconds
      // for a phone. A client that takes deflate but not Brotli gets the stored bytes as they are.
      if (accepted !== 'br' && acceptedCodings(req.headers['accept-encoding']).includes('deflate')) [payload, coded] = [deflated(stored, values), 'deflate'];
      else payload = inflated(stored, values);
      compress = coded ? undefined : worth(payload);
    } else {
      let body = 'body' in answer ? answer.body : '';
      answer.slotValues.forEach((old, i) => (body = body.replaceAll(old, values[i])));
      payload = Buffer.from(body);
      compress = worth(payload);
    }
    if (compress === 'br') payload = await brotli(payload, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: payload.length } });
    else if (compress === 'gzip') payload = await gzip(payload, { level: 6 });
    const encoding = coded ?? compress;
    res.statusCode = answer.status;
    const cookies: string[] = answer.page ? cookiesOf(req, secureSite) : [];
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
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  async function render(key: string, at: number | undefined, api: boolean, filled: Promise<Rendered>, req: IncomingMessage): Promise<Answer> {
    const rendered = await filled;
    const body = rendered.body.toString('utf8');
    const headers = keptHeaders(rendered.headers, !api);
    if (api) {
      if (storableApi(rendered.status, rendered.headers)) {
        const stored = plainBody(body);
        if (at !== undefined && version() === at) {
          apiStore.set(key, { status: rendered.status, headers, body: stored, slotValues: [], version: at });
          stats.stored++;
        }
        return { status: rendered.status, headers, page: false, stored, slotValues: [] };
      }
      return { status: rendered.status, headers, page: false, body, slotValues: [] };
    }
    // A page that failed while the database is away is a temporary unavailability, not a bug: 503
    // with Retry-After (Next's error boundary can only answer 500) and a page that says so in the
    // visitor's language, scripts or not.
    if (rendered.status === 500 && (await databaseReachable?.()) === false) {
      const lang = unavailableLang(req.url, cookieHeader(req));
      const kept = headers.filter(([name]) => name !== 'content-type');
      return { status: 503, headers: [...kept, ['content-type', 'text/html; charset=utf-8'], ['retry-after', '5']], page: false, body: unavailablePage(lang, req.url ?? '/'), slotValues: [] };
    }
    const stored = storable(rendered.status, rendered.headers, body);
    const nonce = stored ?? nonceFromHeaders(rendered.headers);
    const slotValues = slotValuesOf(body, nonce);
    if (!stored) return { status: rendered.status, headers, page: true, body, slotValues: nonce ? slotValues : [] };
    const packed = packBody(body, slotValues);
    // A render that began under an older version may hold older content: answer with it, keep it not.
    if (at !== undefined && version() === at) {
      store.set(key, { status: rendered.status, headers, body: packed, slotValues, version: at });
      stats.stored++;
    }
    // Requests that waited for this render share it, each with values of its own.
    return { status: rendered.status, headers, page: true, stored: packed, slotValues };
  }

  /** Answers the request and returns true, or returns false to leave it to Next. */
  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    const pageReq = pageRequest(req);
    if (pageReq && 'tooLong' in pageReq) {
      stats.refused++;
      answerOwn(req, res, ownAnswer(414, { url: req.url ?? '/', cookie: cookieHeader(req) }, { api: false, page: 'tooLong' }));
      return true;
    }
    const target = pageReq ?? apiRequest(req);
    if (target === undefined) {
      stats.passed++;
      return false;
    }
    const { key } = target;
    const api = pageReq === undefined;
    // Before the first content version is known (a fresh process, or the database away since the
    // start) pages still go through a fill, for the 503 above, but none is stored.
    const at = version();
    const kept = at === undefined ? undefined : (api ? apiStore : store).get(key, at);
    if (kept) {
      stats.hits++;
      const answer: Answer = { status: kept.status, headers: kept.headers, page: !api, stored: kept.body, slotValues: kept.slotValues };
      void send(req, res, answer, 'HIT').catch(() => res.destroy());
      return true;
    }
    stats.misses++;
    const flight = `${at ?? '-'}\u0000${key}`;
    let pending = rendering.get(flight);
    if (!pending) {
      // Page renders and API reads each wait their turn in a line of their own.
      const line = api ? apiFills : renders;
      const filled = line ? line.run(() => fill(req, target)) : fill(req, target);
      if (!filled) {
        stats.busy++;
        answerOwn(req, res, api ? ownAnswer(503, { url: req.url ?? '/', cookie: undefined }, { api: true, message: 'The server is busy. Please try again in a moment.' }, { 'retry-after': '2' }) : busyPage(req));
        return true;
      }
      pending = render(key, at, api, filled, req).finally(() => rendering.delete(flight));
      rendering.set(flight, pending);
    }
    pending.then(
      (answer) => send(req, res, answer, 'MISS'),
      (err: unknown) => {
        log('page-cache').error({ id: req.headers['x-request-id'], error: err instanceof Error ? err.message : String(err) }, 'render failed, handing the request to Next');
        fallback(req, res);
      },
    ).catch(() => res.destroy());
    return true;
  }

  return { handle, stats, store, apiStore };
}
