/**
 * The production server: Next's request handler behind the page cache (lib/cache/page-server.ts),
 * the build's scripts and stylesheets sent with Brotli 11 or gzip 9 (lib/cache/static-files.ts),
 * and the redirect of plain http to the https site (lib/security/https-redirect.ts).
 * `npm run serve [-- -p PORT -H HOST]` serves an existing build (`npm start` builds, migrates and
 * seeds first, then runs this). Run it without the react-server condition: Next loads its own React.
 *
 * Every request is first read at the front door: the client's address and scheme decided once
 * from the connection and TRUST_PROXY (lib/security/forwarded.ts) and written into
 * X-Forwarded-For and X-Forwarded-Proto for everything behind (Next, the page cache, the rate
 * limits), the security headers put on whatever answers, and a malformed address or a method the
 * site does not serve refused (lib/security/front-door.ts). Page renders wait their turn in a
 * bounded queue (lib/work-queue.ts).
 *
 * Settings are the app's one schema (lib/settings/settings.ts, docs/SETTINGS.md): the server reads
 * PORT and HOSTNAME (or -p / -H), the page cache's, the connections' and bodies' limits, the
 * renders' queue, TRUST_PROXY and the metrics' there; a bad value stops it before it listens.
 *
 * Every request gets an id (a trusted proxy's X-Request-Id, else a new one) that it is answered
 * with and that its log line carries: one JSON line per request (lib/observability/log.ts).
 *
 * The background work (the mail worker, the alerts' digest, the backups, the content version's
 * poll) is the app's own, started by Next through instrumentation.ts as under `npm run dev`; this
 * server only lets it finish on SIGTERM (lib/process-shared.ts shutdownHooks).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import path from 'node:path';
import { parseArgs } from 'node:util';
import inject from 'light-my-request';
import type { FillRequest } from '@/lib/cache/page-key';
import { createPageCache, type Rendered } from '@/lib/cache/page-server';
import { PageStore } from '@/lib/cache/page-store';
import { inTurn } from '@/lib/cache/render-turn';
import { createStaticFiles } from '@/lib/cache/static-files';
import { contentVersionSignal } from '@/lib/cache/signal';
import { FORM_TOKEN_PATTERN, issueFormToken } from '@/lib/security/form-token';
import { parseTrustProxy, resolveForwarded } from '@/lib/security/forwarded';
import { answerText, busyPage, cookieHeader, frontDoor, isPagePath, type Refusal } from '@/lib/security/front-door';
import { securityHeaders } from '@/lib/security/headers';
import { httpsRedirect } from '@/lib/security/https-redirect';
import { guardBody } from '@/lib/security/request-bodies';
import { createWorkQueue } from '@/lib/work-queue';
import { log } from '@/lib/observability/log';
import { settings } from '@/lib/settings/settings';
import { metrics, routeFamily } from '@/lib/observability/metrics';
import { shutdownHooks } from '@/lib/process-shared';
import { requestIdOf, serveMetrics } from '@/lib/observability/serve';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  allowPositionals: true,
});
// -p and -H win over PORT and HOSTNAME; the rest is the app's one schema (lib/settings/settings.ts).
if (values.port) process.env.PORT = values.port;
if (values.hostname) process.env.HOSTNAME = values.hostname;
const config = (() => {
  try {
    return settings();
  } catch (err) {
    log('serve').fatal({ err }, 'the server could not start');
    process.exit(1);
  }
})();
const port = config.PORT;
const hostname = config.HOSTNAME;
// Without SITE_URL, the site's own links (canonical, hreflang, og:url, sitemap, robots, mails) name
// the address this server answers on, not a fixed port: the schema's default, handed to Next's side.
process.env.SITE_URL = config.SITE_URL;
const cacheOn = config.PAGE_CACHE;
const cacheBytes = config.PAGE_CACHE_MB * 1024 * 1024;
const cacheTtl = config.PAGE_CACHE_TTL * 1000;
// Longer than a balancer's idle timeout (60 s is common) and than a client's pause between requests:
// with Node's 5 s, a client that sends on an idle connection just as the server closes it gets a
// reset (seen in the browser tests), and a balancer answers 502.
const keepAlive = config.KEEP_ALIVE_TIMEOUT * 1000;
// Slow clients hold a connection and memory: headers must arrive within HEADERS_TIMEOUT, a body
// within BODY_TIMEOUT plus a second for every BODY_MIN_RATE bytes that arrived (so ten photos keep
// coming at a phone's pace, and a trickle is cut off whatever length it declares), any request
// within REQUEST_TIMEOUT (ten photos of 1.9 MB over a slow upload), and at most MAX_CONNECTIONS
// are open at once (lib/security/request-bodies.ts).
const headersTimeout = config.HEADERS_TIMEOUT * 1000;
const bodyLimits = { timeoutMs: config.BODY_TIMEOUT * 1000, minRate: config.BODY_MIN_RATE };
const requestTimeout = config.REQUEST_TIMEOUT * 1000;
const maxConnections = config.MAX_CONNECTIONS;
const renderConcurrency = config.RENDER_CONCURRENCY;
const renderQueue = config.RENDER_QUEUE;
const trust = parseTrustProxy(config.TRUST_PROXY);

function listen(server: http.Server, p: number, host: string | undefined): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(p, host, () => resolve(server.address() as AddressInfo));
  });
}

/** The visitor's headers a fill does not carry: its session and language, what belonged to its connection, and its encodings (a fill is read uncompressed). */
const FILL_DROPS = new Set(['accept-encoding', 'connection', 'cookie', 'accept-language', 'authorization', 'content-length', 'transfer-encoding']);

/**
 * The request made again to Next in this process (light-my-request hands Next's handler a request
 * and a response of its own, with no socket) as a GET of the canonical address, uncompressed, and
 * read whole. It carries the visitor's headers but for the cookies and the language, which are the
 * key's alone (lib/cache/page-key.ts): no session, nothing the key does not hold.
 */
function fillInProcess(toNext: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  return async (req: http.IncomingMessage, target: FillRequest): Promise<Rendered> => {
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined || FILL_DROPS.has(name)) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    if (target.cookie) headers.cookie = target.cookie;
    if (target.acceptLanguage) headers['accept-language'] = target.acceptLanguage;
    const res = await inject(toNext, { method: 'GET', url: target.url, headers, remoteAddress: req.socket.remoteAddress });
    const answered: Rendered['headers'] = {};
    for (const [name, value] of Object.entries(res.headers)) answered[name] = typeof value === 'number' ? String(value) : value;
    return { status: res.statusCode, headers: answered, body: res.rawPayload };
  };
}

async function main() {
  Object.assign(process.env, { NODE_ENV: 'production' });
  const { default: next } = await import('next');
  // Next builds its internal URLs (and tells its own rewrites from proxying) with this name, whatever
  // address the server listens on: keep it 'localhost', or rewrites behind an https balancer are
  // mistaken for external ones.
  const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
  const handle = app.getRequestHandler();
  await app.prepare();

  const site = config.SITE_URL;
  const toNext = (req: http.IncomingMessage, res: http.ServerResponse) => void handle(req, res);
  const statics = createStaticFiles({ root: path.join(process.cwd(), '.next', 'static'), fallback: toNext });
  const renders = createWorkQueue(renderConcurrency, renderQueue);
  const logger = log('serve');
  const measured = metrics();
  measured.probes.renders = () => ({ running: renders.running, waiting: renders.waiting });
  const answerOwn = (req: http.IncomingMessage, res: http.ServerResponse, answer: Refusal, why: string) => {
    logger.warn({ id: req.headers['x-request-id'], status: answer.status, method: req.method, path: (req.url ?? '').split('?')[0].slice(0, 200), why }, 'refused at the front door');
    res.writeHead(answer.status, answer.headers).end(req.method === 'HEAD' ? undefined : answer.body);
  };
  /** Page requests Next renders itself (router payloads, previews, or every page with the cache off) wait their turn too. */
  const gated = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!isPagePath((req.url ?? '/').split('?')[0])) return toNext(req, res);
    const turn = inTurn(renders, req, res, toNext);
    if (!turn) answerOwn(req, res, busyPage(req), 'render queue full');
  };
  let serve = gated;
  const closers: (() => void)[] = [];
  if (cacheOn) {
    // The API's answers get a quarter of the memory, the pages the rest: neither can push the other out.
    const store = new PageStore(cacheBytes - Math.floor(cacheBytes / 4), cacheTtl);
    const apiStore = new PageStore(Math.floor(cacheBytes / 4), cacheTtl);
    const signal = contentVersionSignal();
    signal.listeners.add(() => {
      store.clear();
      apiStore.clear();
    });
    const cache = createPageCache({
      store,
      apiStore,
      // API reads the cache cannot answer wait in a line of the renders' size, of their own.
      apiFills: createWorkQueue(renderConcurrency, renderQueue),
      fill: fillInProcess(toNext),
      version: () => signal.version,
      newNonce: () => crypto.randomBytes(18).toString('base64url'),
      fallback: toNext,
      databaseReachable: () => signal.databaseReachable?.(),
      renders,
      // A stored page's form token would get older on every answer, and a script could post the
      // moment it fetched a page: each answer gets a token issued when it is sent.
      freshValues: { pattern: FORM_TOKEN_PATTERN, issue: () => issueFormToken() },
      secureSite: site?.startsWith('https://') ?? false,
    });
    serve = (req, res) => {
      if (!cache.handle(req, res)) gated(req, res);
    };
    measured.probes.pageCache = () => ({ bytes: store.bytes + apiStore.bytes, pages: store.size + apiStore.size });
  }

  const baseline = Object.entries(securityHeaders(site));
  // Checked every second rather than Node's 30: a client trickling its headers is cut off on time.
  const server = http.createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    // Whatever answers below (Next, its static files and redirects, the cache, this server) sends these.
    for (const [name, value] of baseline) res.setHeader(name, value);
    const forwarded = resolveForwarded({
      socketAddress: req.socket.remoteAddress,
      encrypted: 'encrypted' in req.socket && req.socket.encrypted === true,
      forwardedFor: req.headers['x-forwarded-for'],
      forwardedProto: req.headers['x-forwarded-proto'],
      trust,
    });
    // From here on these headers are this server's word, not the client's: Next reads them for
    // the scheme of cookies and redirects, the page cache for its key, the rate limits for the address.
    req.headers['x-forwarded-for'] = forwarded.client;
    req.headers['x-forwarded-proto'] = forwarded.proto;
    delete req.headers['x-real-ip'];
    delete req.headers.forwarded;
    if (!forwarded.viaTrustedProxy) {
      delete req.headers['x-forwarded-host'];
      delete req.headers['x-forwarded-port'];
    }
    // The request's id: a trusted proxy's, else a new one; answered, logged, and seen by the app.
    const id = requestIdOf(req.headers['x-request-id'], forwarded.viaTrustedProxy);
    req.headers['x-request-id'] = id;
    res.setHeader('X-Request-Id', id);
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const path = (req.url ?? '/').split('?')[0];
      const family = routeFamily(path);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = res.writableFinished ? res.statusCode : 499; // 499: the client went away first
      const cache = res.getHeader('x-page-cache');
      measured.requests.inc({ family, method: req.method ?? '-', status: String(status) });
      measured.duration.observe({ family }, seconds);
      if (cache === 'HIT' || cache === 'MISS') measured.pageCache.inc({ result: cache.toLowerCase() });
      if (status === 503 && res.hasHeader('retry-after')) measured.renderRefusals.inc();
      logger.info({ id, method: req.method, path: path.slice(0, 200), status, ms: Math.round(seconds * 10_000) / 10, family, cache, client: forwarded.client }, 'request');
    });

    // Before anything answers: an answer sent before the body has arrived closes the connection.
    guardBody(req, res, bodyLimits);
    const refused = frontDoor(req.method, req.url, cookieHeader(req));
    if (refused) return answerOwn(req, res, refused, refused.status === 400 ? 'malformed address' : 'method not served');
    // Plain http is redirected only when a trusted balancer says so: this server speaks no TLS, so
    // with an https site every connection it sees is http, and its own scheme says nothing.
    const upgrade = httpsRedirect(req.url, forwarded.protoForwarded ? forwarded.proto : undefined, site);
    if (upgrade) {
      res.writeHead(upgrade.status, upgrade.headers).end();
      return;
    }
    if (!statics.handle(req, res)) serve(req, res);
  });
  server.keepAliveTimeout = keepAlive;
  server.headersTimeout = headersTimeout;
  server.requestTimeout = requestTimeout;
  server.maxConnections = maxConnections;
  // Node hands CONNECT to this event (unheard, it drops the connection without a word): answered
  // as the front door answers any method the site does not serve.
  server.on('connect', (req: http.IncomingMessage, socket: Duplex) => {
    const refused = frontDoor('CONNECT', req.url, cookieHeader(req));
    if (!refused) return void socket.destroy(); // never: no page or route takes CONNECT
    logger.warn({ status: refused.status, method: 'CONNECT', client: req.socket.remoteAddress }, 'refused at the front door: method not served');
    socket.on('error', () => {});
    // Closed once the answer is flushed, as Node closes a connection after Connection: close.
    socket.end(answerText(refused, Object.fromEntries(baseline)), () => socket.destroy());
  });
  const address = await listen(server, port, hostname);
  const metricsServer = await serveMetrics(measured.registry, { port: config.METRICS_PORT, host: config.METRICS_HOST, token: config.METRICS_TOKEN });
  if (metricsServer) closers.push(() => metricsServer.close());
  // Compressing the build's scripts takes a second or two of the thread pool: done before anyone asks.
  void statics.warm();
  logger.info(
    `Serving on http://${hostname ?? 'localhost'}:${address.port} (page cache ${cacheOn ? `on, ${cacheBytes / 1024 / 1024} MB, ${cacheTtl / 1000} s` : 'off'}; ${renderConcurrency} renders at a time, ${renderQueue} waiting; trusted proxies: ${config.TRUST_PROXY || 'none'})`,
  );

  const stop = () => {
    // The background work (instrumentation.ts) finishes what is in flight: the mail worker its mails
    // (their rows would otherwise wait for the lease to run out), a backup its copy.
    const background = [...shutdownHooks()].map((hook) => hook());
    server.close(() => {
      for (const close of closers) close();
      void Promise.allSettled([...background, app.close()]).finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  log('serve').fatal({ err }, 'the server could not start');
  process.exit(1);
});
