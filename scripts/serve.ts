/**
 * The production server: Next's request handler behind the page cache (lib/cache/page-server.ts),
 * the build's scripts and stylesheets sent with Brotli 11 or gzip 9 (lib/cache/static-files.ts),
 * and the redirect of plain http to the https site (lib/security/https-redirect.ts).
 * `npm run serve [-- -p PORT -H HOST]` serves an existing build (`npm start` builds, migrates and
 * seeds first, then runs this). Run it without the react-server condition: Next loads its own React.
 *
 * Settings: PORT / HOSTNAME (or -p / -H), PAGE_CACHE (on | off), PAGE_CACHE_MB (memory for
 * stored pages, default 64), PAGE_CACHE_TTL (seconds a page is kept at most, default 300),
 * KEEP_ALIVE_TIMEOUT (seconds an idle client connection is kept, default 65).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPageCache, type Rendered } from '@/lib/cache/page-server';
import { PageStore } from '@/lib/cache/page-store';
import { createStaticFiles } from '@/lib/cache/static-files';
import { contentVersionSignal } from '@/lib/cache/signal';
import { httpsRedirect } from '@/lib/security/https-redirect';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
  allowPositionals: true,
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of at least 0`);
  return value;
};
const cacheOn = !/^(off|false|0|no)$/i.test(process.env.PAGE_CACHE ?? '');
const cacheBytes = number('PAGE_CACHE_MB', 64) * 1024 * 1024;
const cacheTtl = number('PAGE_CACHE_TTL', 300) * 1000;
// Longer than a balancer's idle timeout (60 s is common) and than a client's pause between requests:
// with Node's 5 s, a client that sends on an idle connection just as the server closes it gets a
// reset (seen in the browser tests), and a balancer answers 502.
const keepAlive = number('KEEP_ALIVE_TIMEOUT', 65) * 1000;

function listen(server: http.Server, p: number, host: string | undefined): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(p, host, () => resolve(server.address() as AddressInfo));
  });
}

/** The request made again to Next through the fill server, uncompressed, and read whole. */
function fillThrough(fillPort: number, agent: http.Agent) {
  return (req: http.IncomingMessage): Promise<Rendered> =>
    new Promise((resolve, reject) => {
      const headers = { ...req.headers, 'accept-encoding': 'identity' };
      delete headers.connection;
      const inner = http.request({ host: '127.0.0.1', port: fillPort, path: req.url, method: 'GET', headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 500, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      inner.on('error', reject);
      inner.end();
    });
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

  const toNext = (req: http.IncomingMessage, res: http.ServerResponse) => void handle(req, res);
  const statics = createStaticFiles({ root: path.join(process.cwd(), '.next', 'static'), fallback: toNext });
  let serve: (req: http.IncomingMessage, res: http.ServerResponse) => void = toNext;
  const closers: (() => void)[] = [];
  if (cacheOn) {
    // Fills reach Next through a server of their own on loopback, so a fill is a plain request.
    const fillServer = http.createServer((req, res) => void handle(req, res));
    const { port: fillPort } = await listen(fillServer, 0, '127.0.0.1');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const store = new PageStore(cacheBytes, cacheTtl);
    const signal = contentVersionSignal();
    signal.listeners.add(() => store.clear());
    const cache = createPageCache({
      store,
      fill: fillThrough(fillPort, agent),
      version: () => signal.version,
      newNonce: () => crypto.randomBytes(18).toString('base64url'),
      fallback: toNext,
      databaseReachable: () => signal.databaseReachable?.(),
    });
    serve = (req, res) => {
      if (!cache.handle(req, res)) toNext(req, res);
    };
    closers.push(() => fillServer.close(), () => agent.destroy());
  }

  const site = process.env.SITE_URL;
  const server = http.createServer((req, res) => {
    const upgrade = httpsRedirect(req.url, req.headers['x-forwarded-proto'], site);
    if (upgrade) {
      res.writeHead(upgrade.status, upgrade.headers).end();
      return;
    }
    if (!statics.handle(req, res)) serve(req, res);
  });
  server.keepAliveTimeout = keepAlive;
  server.headersTimeout = keepAlive + 1000;
  const address = await listen(server, port, hostname);
  // Compressing the build's scripts takes a second or two of the thread pool: done before anyone asks.
  void statics.warm();
  console.log(`Serving on http://${hostname ?? 'localhost'}:${address.port} (page cache ${cacheOn ? `on, ${cacheBytes / 1024 / 1024} MB, ${cacheTtl / 1000} s` : 'off'})`);

  const stop = () => {
    server.close(() => {
      for (const close of closers) close();
      void app.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
