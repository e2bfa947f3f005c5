/**
 * The production server's side of observability (scripts/serve.ts): the request id and the
 * metrics port. No `server-only`: the server script imports it outside the app's bundles.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { Registry } from 'prom-client';
import { log } from './log';

/** An id a proxy may hand on: short, printable, nothing a log reader's terminal would act on. */
const FORWARDED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The request's id: the one a trusted proxy sent in X-Request-Id (the balancer's, so its logs and
 * ours name the request alike), else a new UUID. A client's own X-Request-Id is its word: replaced.
 */
export function requestIdOf(header: string | string[] | undefined, viaTrustedProxy: boolean): string {
  const sent = Array.isArray(header) ? header[header.length - 1] : header;
  if (viaTrustedProxy && sent && FORWARDED_ID.test(sent)) return sent;
  return crypto.randomUUID();
}

/** Whether the scraper showed the token (compared in constant time). */
export function tokenAccepted(authorization: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const shown = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1] ?? '';
  const [a, b] = [crypto.createHash('sha256').update(shown).digest(), crypto.createHash('sha256').update(token).digest()];
  return crypto.timingSafeEqual(a, b);
}

/** Where the metrics are served: METRICS_PORT, METRICS_HOST and METRICS_TOKEN, as the settings parsed them. */
export type MetricsEndpoint = { port?: number; host?: string; token?: string };

/**
 * Serves `GET /metrics` on METRICS_PORT (and METRICS_HOST, default all addresses) when set; a
 * port of its own, so the balancer never routes the public to it. With METRICS_TOKEN, a scrape
 * must send `Authorization: Bearer <token>`.
 */
export async function serveMetrics(registry: Registry, endpoint: MetricsEndpoint): Promise<http.Server | undefined> {
  if (endpoint.port === undefined) return undefined;
  const token = endpoint.token;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed\n');
    if (!tokenAccepted(req.headers.authorization, token)) {
      return void res.writeHead(401, { 'www-authenticate': 'Bearer realm="metrics"', 'content-type': 'text/plain' }).end('A bearer token is needed\n');
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text),
      (err: unknown) => {
        log('metrics').error({ err }, 'metrics could not be collected');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(endpoint.port, endpoint.host, () => resolve());
  });
  const address = server.address();
  log('metrics').info({ port: typeof address === 'object' && address ? address.port : endpoint.port, token: Boolean(token) }, 'Metrics served at /metrics');
  return server;
}
