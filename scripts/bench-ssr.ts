/**
 * npm run bench [-- --seconds 10 --connections 10 --modes cached,data,none --base http://127.0.0.1:3000]
 *
 * Server-rendering throughput of the production build (issue 9 "server speed"): home, residence
 * search and residence detail in both languages, and the bare Next page of the same build
 * (/bench/bare), each loaded by autocannon at 10 connections for the given time, one after the
 * other on the same server. Prints requests per second, latency percentiles and each page's
 * throughput as a ratio of the bare page's (target ≥ 0.7), so that the machine's speed cancels out.
 *
 * Each mode is a server of its own, started with:
 * - cached: as deployed, the page cache and the data cache on;
 * - data: the page cache off (PAGE_CACHE=off), rarely changing data still cached;
 * - none: both off (PAGE_CACHE=off DATA_CACHE=off), every request renders from the database.
 * It ends with each page's cached rate over its uncached one (target ≥ 5). With --base, only the
 * given server is measured, whatever its settings.
 */
import { load, loadArgs, type Load } from './lib/cannon';
import { sampleRoutes, startBenchServer, stopServer } from './lib/serve';

const { seconds, connections, base: given, extra } = loadArgs({ seconds: 10, connections: 10 }, { modes: 'cached,data,none' });

const MODES = {
  cached: { label: 'page and data caches on (as deployed)', env: {} },
  data: { label: 'page cache off, data cache on', env: { PAGE_CACHE: 'off' } },
  none: { label: 'no cache', env: { PAGE_CACHE: 'off', DATA_CACHE: 'off' } },
} as const;
type Mode = keyof typeof MODES;

type Row = { name: string; path: string; load: Load };

async function measure(base: string): Promise<Row[]> {
  const pages: [string, string][] = [['bare Next page (baseline)', '/bench/bare']];
  for (const lang of ['en', 'jp'] as const) {
    const r = await sampleRoutes(base, lang);
    pages.push([`home (${lang})`, r.home], [`residence search (${lang})`, r['residence search']], [`residence detail (${lang})`, r['residence detail']]);
  }
  // Warm-up: a few seconds on each page first, so no page pays for first compilation or cold caches.
  for (const [, p] of pages) await load(base + p, 2, 2);
  const rows: Row[] = [];
  for (const [name, p] of pages) {
    const row = await load(base + p, connections, seconds);
    rows.push({ name, path: p, load: row });
    console.error(`${name}: ${row.rps.toFixed(1)} req/s`);
  }
  return rows;
}

function print(title: string, rows: Row[]) {
  const bare = rows[0].load.rps;
  console.log(`\n${title}: ${connections} connections × ${seconds} s per page, ${new Date().toISOString()}`);
  console.log('| page | path | req/s | ratio to bare | p50 ms | p90 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { name, path, load: r } of rows) {
    console.log(`| ${name} | ${path} | ${r.rps.toFixed(1)} | ${(r.rps / bare).toFixed(2)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  }
}

async function main() {
  if (given) {
    print(`SSR throughput of ${given}`, await measure(given.replace(/\/$/, '')));
    return;
  }
  const modes = extra.modes.split(',').filter((m): m is Mode => m in MODES);
  const results = new Map<Mode, Row[]>();
  for (const mode of modes) {
    const server = await startBenchServer(MODES[mode].env);
    try {
      console.error(`\n${MODES[mode].label}: ${server.url}`);
      results.set(mode, await measure(server.url));
    } finally {
      await stopServer(server);
    }
    print(`SSR throughput, ${MODES[mode].label}`, results.get(mode)!);
  }
  const cached = results.get('cached');
  const uncached = results.get('none') ?? results.get('data');
  if (cached && uncached) {
    const against = results.has('none') ? 'no cache' : 'page cache off';
    console.log(`\nCached rate over uncached (${against}), target ≥ 5:`);
    console.log('| page | cached req/s | uncached req/s | ratio |');
    console.log('|---|---|---|---|');
    for (const [i, row] of cached.entries()) {
      if (i === 0) continue; // the bare page is not cached in any mode
      const other = uncached[i].load.rps;
      console.log(`| ${row.name} | ${row.load.rps.toFixed(1)} | ${other.toFixed(1)} | ${(row.load.rps / other).toFixed(1)} |`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
