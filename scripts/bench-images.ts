/**
 * npm run bench:images [-- --copies 10 --parallel 4 --queue 8]
 *
 * What decompression bombs cost the production server. Starts the built server on the
 * scripts' own data (uploads under .data/bench/uploads, the owner rate limit lifted) and posts to
 * POST /api/owners, watching the server process in /proc (resident memory sampled every 10 ms
 * and its peak, CPU time):
 * 1. each hostile picture of scripts/lib/image-bombs.ts alone, `--copies` of it in one request;
 * 2. `--parallel` requests at once, each with `--copies` hostile pictures of every kind;
 * 3. `--queue` requests at once, each with ten 12 MP phone photos: the image queue and the upload
 *    memory must keep the server's image work to one core and turn the surplus away with 503 and
 *    Retry-After.
 * Every request comes from a client of its own (X-Forwarded-For, the server trusting loopback).
 * Prints each request's answer and time, and the server's memory and CPU before and after each
 * phase; writes bench-results/images-<time>.json. Exits 1 when a bound is exceeded: a hostile
 * request not answered as expected, a refusal (400) taking over 1 s, a picture made harmless and
 * stored (200) costing the server over 200 ms of CPU, memory growing by 150 MB or more in phases
 * 1-2, or phase 3 using more than 1.3 cores.
 *
 * It builds nothing: run `npm run build` first (it says so when .next is missing).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hostileImages, ownerForm, phoneImages, type NamedImage } from './lib/image-bombs';
import { usage, type Usage } from './lib/proc';
import { BENCH_DATA, formGuardFields, root, startBenchServer, stopServer } from './lib/serve';

const { values } = parseArgs({
  options: {
    copies: { type: 'string', default: '10' },
    parallel: { type: 'string', default: '4' },
    queue: { type: 'string', default: '8' },
  },
});
const COPIES = Number(values.copies);
const PARALLEL = Number(values.parallel);
const QUEUE = Number(values.queue);

const BOUNDS = { refusedMs: 1_000, storedCpuMsPerPicture: 200, growthMB: 150, queueCores: 1.3 };

// ---------------------------------------------------------------- the server process in /proc

/** Watches a phase: resident memory sampled every 10 ms, and the kernel's peak reset where allowed. */
async function watched<T>(pid: number, run: () => Promise<T>): Promise<{ result: T; before: Usage; after: Usage; peakMB: number; wallMs: number }> {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
  } catch {
    // Not allowed here: the samples alone give the peak.
  }
  const before = usage(pid);
  let peakMB = before.rssMB;
  const timer = setInterval(() => {
    peakMB = Math.max(peakMB, usage(pid).rssMB);
  }, 10);
  const started = performance.now();
  try {
    const result = await run();
    const wallMs = performance.now() - started;
    const after = usage(pid);
    return { result, before, after, peakMB: Math.max(peakMB, after.peakMB, after.rssMB), wallMs };
  } finally {
    clearInterval(timer);
  }
}

// ---------------------------------------------------------------- requests

type Answer = { status: number; message: string; retryAfter: string | null; ms: number };

let serial = 0;
async function post(base: string, images: NamedImage[]): Promise<Answer> {
  serial += 1;
  const form = ownerForm(images, `bench${serial}@example.vn`, formGuardFields());
  const started = performance.now();
  const res = await fetch(`${base}/api/owners`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `198.51.100.${1 + (serial % 250)}` } });
  const text = await res.text();
  const ms = performance.now() - started;
  let message = text.slice(0, 200);
  try {
    message = String((JSON.parse(text) as { message?: unknown }).message ?? message);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, message, retryAfter: res.headers.get('retry-after'), ms };
}

// ---------------------------------------------------------------- report

const failures: string[] = [];
const fmt = (n: number) => n.toFixed(0);
const cores = (u: { before: Usage; after: Usage; wallMs: number }) => (u.after.cpuMs - u.before.cpuMs) / u.wallMs;

function summary(label: string, w: { before: Usage; after: Usage; peakMB: number; wallMs: number }) {
  const growth = w.peakMB - w.before.rssMB;
  console.log(
    `\n${label}: ${fmt(w.wallMs)} ms; server RSS ${fmt(w.before.rssMB)} → ${fmt(w.after.rssMB)} MB, peak ${fmt(w.peakMB)} MB (+${fmt(growth)}); CPU ${fmt(w.after.cpuMs - w.before.cpuMs)} ms (${cores(w).toFixed(2)} cores)`,
  );
  return growth;
}

async function main() {
  // Each request comes from a client of its own (a client has one upload under way at a time):
  // the script stands in for a balancer on loopback that names them.
  const server = await startBenchServer({ RATE_LIMIT_OWNER_POINTS: '1000000', TRUST_PROXY: 'loopback', UPLOAD_DIR: path.join(path.dirname(BENCH_DATA.MEDIA_DIR), 'uploads') });
  const pid = server.child.pid!;
  const report: Record<string, unknown> = { date: new Date().toISOString(), copies: COPIES, parallel: PARALLEL, queue: QUEUE, bounds: BOUNDS };
  try {
    console.error('making the pictures…');
    const [hostile, phone] = await Promise.all([hostileImages(), phoneImages()]);
    const photo = phone[0];
    // Warm-up: the route compiled, sharp loaded.
    for (let i = 0; i < 2; i++) await post(server.url, [photo]);
    const start = usage(pid);
    console.log(`server ${server.url} (pid ${pid}) after warm-up: RSS ${fmt(start.rssMB)} MB, CPU ${fmt(start.cpuMs)} ms`);

    console.log(`\n1. One request of ${COPIES} copies per picture, one after another`);
    console.log('| picture | bytes | expected | status | ms | server CPU ms | peak RSS growth MB | message |');
    console.log('|---|---|---|---|---|---|---|---|');
    const single = [];
    for (const image of hostile) {
      const w = await watched(pid, () => post(server.url, Array.from({ length: COPIES }, () => image)));
      const growth = w.peakMB - w.before.rssMB;
      const cpu = w.after.cpuMs - w.before.cpuMs;
      console.log(`| ${image.name} | ${image.bytes.length} | ${image.status} | ${w.result.status} | ${fmt(w.result.ms)} | ${fmt(cpu)} | ${fmt(growth)} | ${w.result.message.slice(0, 110)} |`);
      single.push({ name: image.name, what: image.what, bytes: image.bytes.length, expected: image.status, ...w.result, cpuMs: cpu, growthMB: growth });
      if (w.result.status !== image.status) failures.push(`${image.name}: answered ${w.result.status}, expected ${image.status}`);
      if (image.status === 400 && w.result.ms > BOUNDS.refusedMs) failures.push(`${image.name}: refused in ${fmt(w.result.ms)} ms (bound ${BOUNDS.refusedMs})`);
      if (image.status === 200 && cpu > COPIES * BOUNDS.storedCpuMsPerPicture) {
        failures.push(`${image.name}: ${fmt(cpu / COPIES)} ms of CPU a picture (bound ${BOUNDS.storedCpuMsPerPicture})`);
      }
      if (growth >= BOUNDS.growthMB) failures.push(`${image.name}: the server grew by ${fmt(growth)} MB (bound ${BOUNDS.growthMB})`);
    }
    report.single = single;

    console.log(`\n2. ${PARALLEL} requests at once, each with ${COPIES} hostile pictures of every kind`);
    const mixes = Array.from({ length: PARALLEL }, (_, r) => Array.from({ length: COPIES }, (_, i) => hostile[(r * 3 + i) % hostile.length]));
    const parallel = await watched(pid, () => Promise.all(mixes.map((images) => post(server.url, images))));
    for (const [r, answer] of parallel.result.entries()) {
      console.log(`- request ${r + 1}: ${answer.status} in ${fmt(answer.ms)} ms: ${answer.message.slice(0, 110)}`);
      if (answer.status !== 400) failures.push(`parallel request ${r + 1}: answered ${answer.status}, expected 400`);
      if (answer.ms > BOUNDS.refusedMs) failures.push(`parallel request ${r + 1}: refused in ${fmt(answer.ms)} ms (bound ${BOUNDS.refusedMs})`);
    }
    const parallelGrowth = summary('phase 2', parallel);
    if (parallelGrowth >= BOUNDS.growthMB) failures.push(`phase 2: the server grew by ${fmt(parallelGrowth)} MB (bound ${BOUNDS.growthMB})`);
    report.parallel = { answers: parallel.result, wallMs: parallel.wallMs, growthMB: parallelGrowth, cpuMs: parallel.after.cpuMs - parallel.before.cpuMs };

    console.log(`\n3. ${QUEUE} requests at once, each with ten ${photo.what}s (${photo.bytes.length} bytes each)`);
    const queued = await watched(pid, () => Promise.all(Array.from({ length: QUEUE }, () => post(server.url, Array.from({ length: 10 }, () => photo)))));
    const counts = new Map<string, number>();
    for (const answer of queued.result) counts.set(`${answer.status}`, (counts.get(`${answer.status}`) ?? 0) + 1);
    console.log(`- answers: ${[...counts].map(([s, n]) => `${n} × ${s}`).join(', ')}; times ${queued.result.map((a) => `${a.status}:${fmt(a.ms)}`).join(' ')} ms`);
    const busy = queued.result.find((a) => a.status === 503);
    if (busy) console.log(`- 503: "${busy.message}", Retry-After ${busy.retryAfter}`);
    const queueGrowth = summary('phase 3', queued);
    for (const answer of queued.result) {
      if (answer.status !== 200 && !(answer.status === 503 && answer.retryAfter)) failures.push(`queue: answered ${answer.status} (${answer.message})`);
    }
    if (cores(queued) > BOUNDS.queueCores) failures.push(`queue: the server used ${cores(queued).toFixed(2)} cores (bound ${BOUNDS.queueCores})`);
    report.queue = { answers: queued.result, wallMs: queued.wallMs, growthMB: queueGrowth, cpuMs: queued.after.cpuMs - queued.before.cpuMs, cores: cores(queued) };
  } finally {
    await stopServer(server);
  }

  report.failures = failures;
  const dir = path.join(root, 'bench-results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `images-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`);
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\n${failures.length ? `${failures.length} bound(s) exceeded:\n- ${failures.join('\n- ')}` : 'every bound held'}\n(${path.relative(root, file)})`);
  if (failures.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
