/**
 * npm run test:ops: the metrics and the logs of the production server, read as an operator's
 * monitoring reads them, against the build (run `npm run build` first).
 *
 * One server behind a balancer (TRUST_PROXY=1) with METRICS_PORT and METRICS_TOKEN: a scrape
 * without the token is refused; pages, a stored page, an API read, a missing page and contact
 * posts past the rate limit move the counters they should (requests by family and status, page
 * cache hits, rate-limit refusals); the balancer's X-Request-Id is answered and logged, a request
 * without one gets an id of its own; the log is one JSON line per request, and the e-mail address
 * and phone number the posts carried appear nowhere in it. Exit 1 on any failure.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { get, post, record, summarise } from './abuse/kit';
import { BENCH_LOG, freePort, startBenchServer, stopServer } from './lib/serve';

const TOKEN = `ops-check-${randomBytes(12).toString('hex')}`;

type Samples = Map<string, number>;

async function scrape(port: number, token = TOKEN): Promise<{ status: number; samples: Samples; text: string }> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  const samples: Samples = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    samples.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return { status: res.status, samples, text };
}

const moved = (before: Samples, after: Samples, key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);

async function main() {
  const started = Date.now();
  console.log(`Metrics and logs of the production server, ${new Date().toISOString()}`);
  const metricsPort = await freePort();
  const logFrom = fs.existsSync(BENCH_LOG) ? fs.statSync(BENCH_LOG).size : 0;
  const server = await startBenchServer({ TRUST_PROXY: '1', METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1', METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' });
  const email = `ops-${randomBytes(4).toString('hex')}@example.vn`;
  const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  try {
    const refused = await scrape(metricsPort, '');
    record('42.5', 'a scrape without the bearer token is refused', refused.status === 401, String(refused.status));

    const before = await scrape(metricsPort);
    const page = '/en/residences/search';
    const pages = [await get(server.url, page), await get(server.url, page), await get(server.url, page)];
    const api = await get(server.url, '/api/cities');
    const missing = await get(server.url, '/en/no-such-page-here');
    const client = '198.51.100.77';
    const contacts: number[] = [];
    for (let i = 0; i < 7; i++) contacts.push(await post(server.url, '/api/contacts', { 'x-forwarded-for': client }, JSON.stringify({ email, phone, fullName: 'Ops Check' })));
    const traced = await get(server.url, '/en', { 'x-request-id': 'lb-ops-check-0001' });
    const untraced = await get(server.url, '/en');
    const after = await scrape(metricsPort);

    const pagesOk = moved(before.samples, after.samples, 'http_requests_total{family="page",method="GET",status="200"}');
    record('42.5', 'three searches and two home pages count as five page requests answered 200', pages.every((p) => p.status === 200) && pagesOk >= 5, `+${pagesOk}`);
    const hits = moved(before.samples, after.samples, 'page_cache_requests_total{result="hit"}');
    record('42.5', 'the search asked again is counted as a page-cache hit', hits >= 2 && pages.slice(1).every((p) => p.headers.get('x-page-cache') === 'HIT'), `+${hits} hits`);
    const apiOk = moved(before.samples, after.samples, 'http_requests_total{family="api",method="GET",status="200"}');
    record('42.5', 'an API read counts in the api family', api.status === 200 && apiOk >= 1, `+${apiOk}`);
    const notFound = moved(before.samples, after.samples, 'http_requests_total{family="page",method="GET",status="404"}');
    record('42.5', 'a missing page counts as a 404 page request', missing.status === 404 && notFound === 1, `${missing.status}, +${notFound}`);
    const limited = moved(before.samples, after.samples, 'rate_limit_refusals_total{limit="contact"}');
    const posted429 = contacts.filter((s) => s === 429).length;
    record('42.5', 'contact posts past the rate limit are counted as its refusals', posted429 >= 2 && limited === posted429, `${contacts.join(' ')}; +${limited} refusals`);
    const histogram = after.samples.get('http_request_duration_seconds_count{family="page"}') ?? 0;
    record('42.5', 'page latencies are in the histogram', histogram >= 6, `${histogram} observed`);
    const probes = ['render_queue_waiting', 'page_cache_bytes', 'mail_outbox_due', 'mail_outbox_failed', 'mail_outbox_oldest_due_seconds', 'process_resident_memory_bytes'];
    const missingProbes = probes.filter((name) => !after.samples.has(name));
    record('42.5', 'the render queue, page cache, outbox and process are reported', missingProbes.length === 0 && (after.samples.get('page_cache_bytes') ?? 0) > 0, missingProbes.length ? `missing: ${missingProbes.join(', ')}` : `page cache ${after.samples.get('page_cache_bytes')} bytes`);

    const ownId = untraced.headers.get('x-request-id') ?? '';
    record('42.5', "the balancer's X-Request-Id is answered back; a request without one gets its own", traced.headers.get('x-request-id') === 'lb-ops-check-0001' && /^[0-9a-f-]{36}$/.test(ownId), `${traced.headers.get('x-request-id')} / ${ownId}`);

    await new Promise((r) => setTimeout(r, 500)); // the log is written as each answer ends
    const logged = fs.readFileSync(BENCH_LOG).subarray(logFrom).toString('utf8');
    const lines = logged.split('\n').filter((l) => l.startsWith('{'));
    const parsed = lines.flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
    const requestLines = parsed.filter((l) => l.msg === 'request');
    const tracedLine = requestLines.find((l) => l.id === 'lb-ops-check-0001');
    record(
      '42.5',
      "one JSON line per request, carrying the request's id, status and time",
      requestLines.length >= 13 && tracedLine?.status === 200 && typeof tracedLine.ms === 'number' && tracedLine.path === '/en' && requestLines.some((l) => l.id === ownId),
      `${requestLines.length} request lines of ${parsed.length} JSON lines; the traced one: ${JSON.stringify(tracedLine)?.slice(0, 160)}`,
    );
    record('42.5', 'the e-mail address and phone number the contact posts carried are nowhere in the log', !logged.includes(email) && !logged.includes(phone), `${logged.length} bytes read`);
  } finally {
    await stopServer(server);
  }
  summarise(started);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
