/**
 * npm run bench:api [-- --sizes 1000,100000 --requests 1500 --concurrency 1 --cache warm,cold --slowest 10 --db-prefix vn_rentals_bench --mix all]
 *
 * Latency of GET /api/properties/filter on PostgreSQL, against the built server, over a fixed mix
 * of filters, sorts and pages, at each catalogue size. Each size gets its own database
 * (<db-prefix>_<size>), seeded once and reused by later runs. The server migrates the database it
 * is given, so two checkouts with different migrations measure on different prefixes. Prints p50/p95/p99 per size
 * and the p95 ratio of the largest to the smallest size; writes the figures to bench-results/.
 * `--slowest N` also prints, per size, the N queries of the mix with the highest median time.
 *
 * The server remembers search answers and totals until the content changes (SEARCH_CACHE, see
 * docs/SETTINGS.md), and the production server keeps the API's answers (PAGE_CACHE). Each size is measured
 * twice: "warm", as deployed (the warm-up pass fills those caches, so this is mostly the cost of
 * answering from memory), and "cold", with the server started with SEARCH_CACHE=off and
 * PAGE_CACHE=off, so every request runs its query and counts its matches.
 * `--cache warm` or `--cache cold` measures only one of them. `--mix base` measures the first 200
 * queries of the mix only (the mix before the renters' filters and the newest sort joined it), to
 * compare with figures taken before; `--mix renters` adds 50 with them, and `all` (the default) 30 more
 * searching near a place (within a radius, nearest first). Cold figures depend on how much of
 * the table and its indexes PostgreSQL holds in shared_buffers: the script prints the setting.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client } from 'pg';
import { openDatabase } from '@/lib/server/db/client';
import { seedDatabase, seedPlaces } from './seed/seed';
import { Random } from './seed/random';
import { NEXT_BUILD, serverCommand } from './lib/serve';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,100000' },
    requests: { type: 'string', default: '1500' },
    concurrency: { type: 'string', default: '1' },
    port: { type: 'string', default: '3187' },
    slowest: { type: 'string', default: '0' },
    cache: { type: 'string', default: 'warm,cold' },
    'db-prefix': { type: 'string', default: 'vn_rentals_bench' },
    mix: { type: 'string', default: 'all' },
    'server-url': { type: 'string', default: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const port = Number(values.port);
const slowest = Number(values.slowest);
const modes = values.cache.split(',').filter((m): m is 'warm' | 'cold' => m === 'warm' || m === 'cold');
const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

async function ensureDatabase(size: number): Promise<string> {
  const name = `${values['db-prefix']}_${size}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--db-prefix must make a plain database name, not ${name}`);
  const admin = new Client({ connectionString: `${values['server-url']}/postgres` });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = `${values['server-url']}/${name}`;
  const handle = await openDatabase({ databaseUrl: url });
  try {
    const client = new Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM properties WHERE category = 0');
    if (rows[0].n !== size) {
      console.log(`Seeding ${name} with ${size} residences…`);
      const report = await seedDatabase(handle.db, { residences: size, offices: Math.max(160, Math.round(size / 10)), log: console.log });
      console.log(`  seeded in ${(report.ms / 1000).toFixed(0)} s`);
    }
    // A database seeded before the places (migration 0027) gets the seed's places: the mix searches near them.
    if ((await client.query('SELECT count(*)::int AS n FROM places')).rows[0].n === 0) await seedPlaces(handle.db);
    // Measure the steady state autovacuum keeps (statistics, and the visibility map that index-only
    // scans need), also right after seeding or after a migration that rewrote rows. Quick when
    // nothing changed.
    await client.query('VACUUM ANALYZE');
    // How much a cold search may have to read: the listings' indexes, against shared_buffers (printed
    // at the end). Rewriting every listing (giving term bits) leaves them 2.5 × this until REINDEX.
    const indexes = await client.query<{ size: string }>("SELECT pg_size_pretty(pg_indexes_size('properties')) AS size");
    console.log(`  ${name}: the listings' indexes take ${indexes.rows[0].size}`);
    await client.end();
  } finally {
    await handle.close();
  }
  return url;
}

async function ensureBuild() {
  if (fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) return;
  console.log('Building…');
  await new Promise<void>((resolve, reject) =>
    spawn(process.execPath, [nextBin, ...NEXT_BUILD], { stdio: 'inherit' }).on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed')))),
  );
}

async function startServer(databaseUrl: string, mode: 'warm' | 'cold') {
  const cache = mode === 'cold' ? { SEARCH_CACHE: 'off', PAGE_CACHE: 'off' } : {};
  const [command, args] = serverCommand(port, '127.0.0.1');
  const child = spawn(command, args, {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production', ...cache },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/cities`);
      if (res.ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the server did not start');
}

type Q = Record<string, string | number>;

/** The fixed mix: every filter, every sort, shallow and deep pages, both kinds of listing. */
async function queryMix(base: string): Promise<Q[]> {
  const cities: { cityId: number }[] = await (await fetch(`${base}/api/cities`)).json();
  const districts: Record<number, { id: number }[]> = {};
  for (const c of cities) districts[c.cityId] = await (await fetch(`${base}/api/districts/get-by-city?cityId=${c.cityId}`)).json();
  const buildings: { items: { id: number }[] } = await (await fetch(`${base}/api/projects/get-by-city-district`)).json();
  const random = new Random('bench-mix');
  const sorts = ['sqmmin', '-sqmmin', 'leasePriceMin', '-leasePriceMin'];
  const keywords = ['tay ho', 'Thảo Điền', 'garden', 'quan 1', 'apartment', 'bright 2-bedroom', 'ロータス', 'son tra'];
  const mix: Q[] = [];
  for (let i = 0; i < 200; i++) {
    const city = random.pick(cities).cityId;
    const q: Q = { language: random.pick(['en', 'jp']), sort: random.pick(sorts), pageSize: random.pick([15, 30, 90]) };
    const kind = i % 5;
    if (kind !== 4) q.cityId = city;
    if (random.chance(0.35)) q.districtId = random.sample(districts[city], random.int(1, 3)).map((d) => d.id).join(',');
    if (random.chance(0.3)) q.bedroom = random.sample([1, 2, 3, 4, 5], random.int(1, 2)).join(',');
    if (random.chance(0.2)) q.size = random.sample([11, 12, 13, 14, 15, 16], 2).join(',');
    if (random.chance(0.2)) q.type = random.int(1, 4);
    if (random.chance(0.15)) q.facilities = random.pick(['101', '102', '101,102', '111']);
    if (random.chance(0.1)) q.project = random.pick(buildings.items).id;
    if (random.chance(0.2)) q.keyword = random.pick(keywords);
    if (random.chance(0.5)) Object.assign(q, { leasePriceMin: random.pick([0, 500, 1000]), leasePriceMax: random.pick([1500, 2500, 5000]) });
    // Pages: mostly the first, some further, some deep.
    q.pageIndex = random.chance(0.6) ? 1 : random.chance(0.6) ? random.int(2, 5) : random.int(20, 200);
    if (kind === 3) Object.assign(q, { propertyType: 2, officePriceSearchType: random.pick([1, 2]), officeSizeFrom: 0, officeSizeTo: random.pick([300, 3000]) });
    mix.push(q);
  }
  if (values.mix === 'base') return mix;
  // The renters' filters and the newest sort, from a stream of their own: the 200 above stay as they were.
  const renters = new Random('bench-mix-renters');
  const month = new Date().toISOString().slice(0, 7);
  for (let i = 0; i < 50; i++) {
    const q: Q = { language: renters.pick(['en', 'jp']), sort: renters.pick([...sorts, 'newest', 'newest']), pageSize: renters.pick([15, 30, 90]) };
    if (i % 5 !== 4) q.cityId = renters.pick(cities).cityId;
    if (renters.chance(0.5)) q.furnished = renters.pick([1, 1, 2, 0]);
    if (renters.chance(0.4)) q.petsAllowed = 1;
    if (renters.chance(0.4)) q.moveIn = month;
    if (renters.chance(0.3)) q.bedroom = renters.sample([1, 2, 3, 4, 5], renters.int(1, 2)).join(',');
    if (renters.chance(0.15)) q.keyword = renters.pick(keywords);
    if (renters.chance(0.4)) Object.assign(q, { leasePriceMin: renters.pick([0, 500, 1000]), leasePriceMax: renters.pick([1500, 2500, 5000]) });
    q.pageIndex = renters.chance(0.7) ? 1 : renters.int(2, 20);
    mix.push(q);
  }
  if (values.mix === 'renters') return mix;
  // Distance to a place (issue 47), from a stream of its own: within a radius, nearest first, or
  // both, with the other filters as renters combine them.
  const places: { id: number; cityId: number }[] = await (await fetch(`${base}/api/places`)).json();
  const near = new Random('bench-mix-places');
  for (let i = 0; i < 30; i++) {
    const place = near.pick(places);
    const q: Q = { language: near.pick(['en', 'jp']), near: place.id, pageSize: near.pick([15, 30, 90]) };
    q.sort = near.chance(0.5) ? 'nearest' : near.pick(sorts);
    if (q.sort !== 'nearest' || near.chance(0.7)) q.within = near.pick([1, 2, 3, 5, 10]);
    if (near.chance(0.8)) q.cityId = place.cityId;
    if (near.chance(0.2)) q.propertyType = 2;
    if (near.chance(0.3)) q.bedroom = near.sample([1, 2, 3, 4, 5], near.int(1, 2)).join(',');
    if (near.chance(0.3)) Object.assign(q, { leasePriceMin: near.pick([0, 500, 1000]), leasePriceMax: near.pick([1500, 2500, 5000]) });
    if (near.chance(0.1)) q.keyword = near.pick(keywords);
    q.pageIndex = near.chance(0.7) ? 1 : near.int(2, 10);
    mix.push(q);
  }
  return mix;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(base: string, mix: Q[]) {
  const urls = mix.map((q) => `${base}/api/properties/filter?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`);
  for (const url of urls) await (await fetch(url)).arrayBuffer(); // warm-up: one pass over the mix
  const times: number[] = [];
  const byUrl: number[][] = urls.map(() => []);
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const i = next++ % urls.length;
      const t = performance.now();
      const res = await fetch(urls[i]);
      await res.arrayBuffer();
      const ms = performance.now() - t;
      times.push(ms);
      byUrl[i].push(ms);
      if (!res.ok) errors++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  times.sort((a, b) => a - b);
  if (slowest > 0) {
    const medians = byUrl
      .map((ts, i) => ({ i, ts: [...ts].sort((a, b) => a - b) }))
      .filter((u) => u.ts.length)
      .map(({ i, ts }) => ({ url: urls[i].slice(base.length), median: percentile(ts, 50), max: ts[ts.length - 1] }))
      .sort((a, b) => b.median - a.median)
      .slice(0, slowest);
    for (const u of medians) console.log(`  ${u.median.toFixed(1).padStart(6)} ms (max ${u.max.toFixed(0)})  ${u.url}`);
  }
  // The searches near a place on their own, beside the whole mix's figures.
  const near = byUrl.filter((_, i) => urls[i].includes('near=')).flat().sort((a, b) => a - b);
  if (near.length) console.log(`  near a place: p50 ${percentile(near, 50).toFixed(1)} ms, p95 ${percentile(near, 95).toFixed(1)} ms, ${near.length} requests`);
  return { requests: times.length, errors, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: times[times.length - 1] };
}

type Figures = Awaited<ReturnType<typeof measure>>;

/** The server settings the figures depend on most: how much of the catalogue PostgreSQL keeps in its own memory. */
async function serverSettings(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `SELECT name, current_setting(name) AS setting FROM unnest(ARRAY['server_version', 'shared_buffers', 'work_mem', 'max_parallel_workers_per_gather']) AS name`,
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  } finally {
    await client.end();
  }
}

async function main() {
  await ensureBuild();
  let settings: Record<string, string> = {};
  const results: Record<string, Record<string, Figures>> = {};
  for (const mode of modes) results[mode] = {};
  for (const size of sizes) {
    const url = await ensureDatabase(size);
    settings = await serverSettings(url);
    for (const mode of modes) {
      const server = await startServer(url, mode);
      try {
        const base = `http://127.0.0.1:${port}`;
        results[mode][size] = await measure(base, await queryMix(base));
      } finally {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      const r = results[mode][size];
      console.log(
        `${String(size).padStart(7)} residences, ${mode}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(0)} ms, ${r.requests} requests, ${r.errors} errors (concurrency ${concurrency})`,
      );
    }
  }
  for (const mode of modes) {
    const small = results[mode][Math.min(...sizes)];
    const large = results[mode][Math.max(...sizes)];
    console.log(`p95 ratio largest/smallest, ${mode}: ${(large.p95 / small.p95).toFixed(2)}`);
  }
  console.log(`PostgreSQL: ${Object.entries(settings).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  fs.mkdirSync('bench-results', { recursive: true });
  const file = path.join('bench-results', `api-${new Date().toISOString().slice(0, 19).replace(/:/g, '')}.json`);
  fs.writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), concurrency, settings, databases: `${values['db-prefix']}_<size>`, results }, null, 2));
  console.log(`Figures written to ${file}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
