/**
 * Prometheus metrics (prom-client), served by the production server on METRICS_PORT
 * (scripts/serve.ts; unset = off). One registry per process (lib/process-shared.ts): the server
 * script and Next's bundles each load their own copy of this module, and a rate limit refused inside
 * a route must count in the same registry the server reads out. No `server-only`: the server script
 * imports it outside the app's bundles.
 *
 * What lives outside this module is read when Prometheus scrapes (probes the server registers):
 * the render queue, the page cache's memory, the outbox and the database pool.
 */
import { processShared } from '@/lib/process-shared';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What a request is, for its labels: a handful of families, never the path itself (unbounded). */
export type RouteFamily = 'page' | 'api' | 'admin' | 'static' | 'media' | 'other';

export type Probes = {
  renders?: () => { running: number; waiting: number };
  pageCache?: () => { bytes: number; pages: number };
  outbox?: () => Promise<{ due: number; failed: number; oldestDueSeconds: number }>;
  dbPool?: () => Promise<{ total: number; idle: number; waiting: number } | undefined>;
};

export type Metrics = {
  registry: Registry;
  probes: Probes;
  requests: Counter<'family' | 'method' | 'status'>;
  duration: Histogram<'family'>;
  pageCache: Counter<'result'>;
  renderRefusals: Counter;
  rateLimited: Counter<'limit'>;
  digestsSent: Counter;
  mailsSent: Counter<'result'>;
  backups: Counter<'result'>;
  backupLastSuccess: Gauge;
};

/** The process's metrics, made on first use. */
export function metrics(): Metrics {
  return processShared('metrics', createMetrics);
}

/** A fresh registry with every metric (tests make their own; the process uses `metrics()`). */
export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const probes: Probes = {};
  collectDefaultMetrics({ register: registry });

  const gauge = (name: string, help: string, read: (g: Gauge) => void | Promise<void>, labelNames: string[] = []) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        await read(this);
      },
    });
  gauge('render_queue_running', 'Page renders running now.', (g) => {
    const r = probes.renders?.();
    if (r) g.set(r.running);
  });
  gauge('render_queue_waiting', 'Page renders waiting for their turn now.', (g) => {
    const r = probes.renders?.();
    if (r) g.set(r.waiting);
  });
  gauge('page_cache_bytes', 'Memory held by the page cache, as it counts it.', (g) => {
    const c = probes.pageCache?.();
    if (c) g.set(c.bytes);
  });
  gauge('page_cache_pages', 'Pages and API answers the page cache holds.', (g) => {
    const c = probes.pageCache?.();
    if (c) g.set(c.pages);
  });
  // The three outbox gauges share one query: a scrape collects them one after the other, so an
  // answer younger than a second is theirs (a scrape comes every 15 s or so).
  let outboxRead: { at: number; answer: Promise<Awaited<ReturnType<NonNullable<Probes['outbox']>>> | undefined> } | undefined;
  const outbox = () => {
    if (!outboxRead || Date.now() - outboxRead.at > 1000) outboxRead = { at: Date.now(), answer: probes.outbox?.().catch(() => undefined) ?? Promise.resolve(undefined) };
    return outboxRead.answer;
  };
  gauge('mail_outbox_due', 'Mails waiting to be sent whose time has come.', async (g) => {
    const o = await outbox();
    if (o) g.set(o.due);
  });
  gauge('mail_outbox_failed', 'Mails given up after their last attempt.', async (g) => {
    const o = await outbox();
    if (o) g.set(o.failed);
  });
  gauge('mail_outbox_oldest_due_seconds', 'How long the oldest due mail has waited (0 when none).', async (g) => {
    const o = await outbox();
    if (o) g.set(o.oldestDueSeconds);
  });
  gauge(
    'db_pool_connections',
    'PostgreSQL pool: connections in use, idle, and queries waiting for one.',
    async (g) => {
      const p = await probes.dbPool?.().catch(() => undefined);
      if (!p) return;
      g.set({ state: 'in_use' }, p.total - p.idle);
      g.set({ state: 'idle' }, p.idle);
      g.set({ state: 'waiting' }, p.waiting);
    },
    ['state'],
  );

  return {
    registry,
    probes,
    requests: new Counter({ name: 'http_requests_total', help: 'Requests answered, by route family, method and status.', labelNames: ['family', 'method', 'status'], registers }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route family.',
      labelNames: ['family'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    pageCache: new Counter({ name: 'page_cache_requests_total', help: 'Requests the page cache looked up: hit, miss (rendered and stored) or bypass.', labelNames: ['result'], registers }),
    renderRefusals: new Counter({ name: 'render_refusals_total', help: 'Page requests answered 503 because the render queue was full.', registers }),
    rateLimited: new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused by a rate limit (429), by limit.', labelNames: ['limit'], registers }),
    digestsSent: new Counter({ name: 'alert_digests_sent_total', help: 'Saved-search alert digests sent.', registers }),
    mailsSent: new Counter({ name: 'mail_deliveries_total', help: 'Mail delivery attempts by the outbox worker: sent, retry or failed.', labelNames: ['result'], registers }),
    backups: new Counter({ name: 'backups_total', help: 'Backups this process made (on request or on schedule): ok or failed.', labelNames: ['result'], registers }),
    backupLastSuccess: new Gauge({ name: 'backup_last_success_timestamp_seconds', help: 'When this process last finished a backup (Unix seconds; 0 before its first).', registers }),
  };
}

const PREFIXES: [string, RouteFamily][] = [
  ['/_next/', 'static'],
  ['/api/', 'api'],
  ['/admin/', 'admin'],
  ['/images/', 'media'],
  ['/files/', 'media'],
];

/** The family of a request path (its query left off). */
export function routeFamily(pathname: string): RouteFamily {
  for (const [prefix, family] of PREFIXES) if (pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix)) return family;
  if (/\.(?:ico|png|jpe?g|webp|avif|gif|svg|webmanifest|js|css|woff2?)$/i.test(pathname)) return 'static';
  return pathname.startsWith('/') ? 'page' : 'other';
}
