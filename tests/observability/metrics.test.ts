import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMetrics, metrics, routeFamily } from '@/lib/observability/metrics';
import { requestIdOf, serveMetrics, tokenAccepted } from '@/lib/observability/serve';
import { createRateLimiter } from '@/lib/server/security/rate-limit';

function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('metrics', () => {
  it('put each request in a family of a few, never its own path', () => {
    expect(['/', '/jp/hanoi/residences', '/en/properties/abc-123'].map(routeFamily)).toEqual(['page', 'page', 'page']);
    expect(routeFamily('/api/properties/filter')).toBe('api');
    expect(routeFamily('/admin')).toBe('admin');
    expect(routeFamily('/admin/inbox/4')).toBe('admin');
    expect(routeFamily('/administrators')).toBe('page');
    expect(routeFamily('/_next/static/chunks/a.js')).toBe('static');
    expect(routeFamily('/images/listings/x.webp')).toBe('media');
    expect(routeFamily('/files/a.pdf')).toBe('media');
    expect(routeFamily('/favicon.ico')).toBe('static');
  });

  it('read the probes when scraped', async () => {
    const m = createMetrics();
    let waiting = 3;
    m.probes.renders = () => ({ running: 4, waiting });
    let outboxQueries = 0;
    m.probes.outbox = async () => (outboxQueries++, { due: 7, failed: 2, oldestDueSeconds: 95 });
    m.probes.dbPool = async () => ({ total: 6, idle: 2, waiting: 1 });
    m.requests.inc({ family: 'page', method: 'GET', status: '200' });
    m.requests.inc({ family: 'page', method: 'GET', status: '200' });
    m.duration.observe({ family: 'page' }, 0.03);
    let text = await m.registry.metrics();
    expect(sample(text, 'http_requests_total', '{family="page",method="GET",status="200"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', '{le="0.05",family="page"}')).toBe(1);
    expect(sample(text, 'render_queue_running')).toBe(4);
    expect(sample(text, 'render_queue_waiting')).toBe(3);
    expect(sample(text, 'mail_outbox_due')).toBe(7);
    expect(sample(text, 'mail_outbox_failed')).toBe(2);
    expect(sample(text, 'mail_outbox_oldest_due_seconds')).toBe(95);
    expect(outboxQueries).toBe(1); // one query for the three outbox gauges of a scrape
    expect(sample(text, 'db_pool_connections', '{state="in_use"}')).toBe(4);
    expect(sample(text, 'db_pool_connections', '{state="waiting"}')).toBe(1);
    // No probe (the page cache off): the gauge reads 0; the pool's labelled one is left out.
    expect(sample(text, 'page_cache_bytes')).toBe(0);
    m.probes.dbPool = async () => undefined;
    expect(sample(await createMetrics().registry.metrics(), 'db_pool_connections', '{state="idle"}')).toBeUndefined();
    waiting = 0;
    text = await m.registry.metrics();
    expect(sample(text, 'render_queue_waiting')).toBe(0);
  });

  it('count the requests a rate limit refuses, by limit', async () => {
    const read = async () => sample(await metrics().registry.metrics(), 'rate_limit_refusals_total', '{limit="contact"}') ?? 0;
    const before = await read();
    const limiter = await createRateLimiter({ points: { contact: 2 }, keyPrefix: `metrics-${Date.now()}` });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await limiter.consume('contact', '203.0.113.40')).ok);
    expect(answers).toEqual([true, true, false, false]);
    expect(await read()).toBe(before + 2);
    await limiter.close();
  });
});

describe('the request id', () => {
  it("is the trusted proxy's when it sends a sane one, else new", () => {
    expect(requestIdOf('lb-7f3a9c', true)).toBe('lb-7f3a9c');
    const mine = requestIdOf('lb-7f3a9c', false);
    expect(mine).not.toBe('lb-7f3a9c');
    expect(mine).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf('evil\u001b[2Jid', true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf('x'.repeat(129), true)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(undefined, true)).not.toBe(requestIdOf(undefined, true));
  });
});

describe('the metrics port', () => {
  it('is off without METRICS_PORT (a bad one is refused by the settings, tests/lib/switch.test.ts)', async () => {
    const m = createMetrics();
    expect(await serveMetrics(m.registry, {})).toBeUndefined();
  });

  it('answers /metrics, asking for the token when one is set', async () => {
    expect(tokenAccepted(undefined, undefined)).toBe(true);
    expect(tokenAccepted('Bearer right-token-0123456789', 'right-token-0123456789')).toBe(true);
    expect(tokenAccepted('Bearer wrong', 'right-token-0123456789')).toBe(false);
    const m = createMetrics();
    m.requests.inc({ family: 'api', method: 'GET', status: '429' });
    const server = (await serveMetrics(m.registry, { port: 0, host: '127.0.0.1', token: 'right-token-0123456789' }))!;
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const refused = await fetch(`${base}/metrics`);
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
      const scraped = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer right-token-0123456789' } });
      expect(scraped.status).toBe(200);
      expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await scraped.text();
      expect(sample(text, 'http_requests_total', '{family="api",method="GET",status="429"}')).toBe(1);
      expect(text).toContain('process_resident_memory_bytes');
      expect((await fetch(`${base}/other`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST', headers: { authorization: 'Bearer right-token-0123456789' } })).status).toBe(405);
    } finally {
      server.close();
    }
  });
});
