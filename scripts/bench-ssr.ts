/**
 * npm run bench [-- --seconds 10 --connections 10 --modes data,none,cached --base http://127.0.0.1:3000]
 *
 * Server-rendering throughput of the production build: home, residence search and residence
 * detail in both languages, and the bare Next page of the same build (/bench/bare), each loaded by
 * autocannon at 10 connections for the given time, one after the other on the same server. Prints
 * requests per second, latency percentiles and each page's throughput as a ratio of the bare
 * page's, so that the machine's speed cancels out, and what each page weighs (HTML, its RSC
 * payload, the markup; scripts/lib/page-weight.ts). When it started the server itself, it also
 * gives the server's CPU time per request (from /proc) and the bare page's over each page's: the
 * same ratio with the other tenants of a shared machine taken out, steadier from run to run than
 * requests per second.
 *
 * Each mode is a server of its own, started with:
 * - data: the SSR figure, a render: the page cache off (PAGE_CACHE=off), rarely changing data
 *   still cached (≥ 0.5 × bare);
 * - none: a render with nothing cached (PAGE_CACHE=off DATA_CACHE=off), every request reads the
 *   database (≥ 0.3 × bare);
 * - cached: as deployed, the page cache and the data cache on: serving stored HTML, not rendering
 *   (≥ 0.7 × bare), reported apart.
 * It ends with each page's cached rate over its uncached one (target ≥ 5). With --base, only the
 * given server is measured, whatever its settings.
 */
import { load, loadArgs, type Load } from './lib/cannon';
import { htmlTarget, pageWeight, type PageWeight } from './lib/page-weight';
import { usage } from './lib/proc';
import { sampleRoutes, startBenchServer, stopServer } from './lib/serve';

const { seconds, connections, base: given, extra } = loadArgs({ seconds: 10, connections: 10 }, { modes: 'data,none,cached' });

const MODES = {
  data: { label: 'SSR (a render): page cache off, data cache on', env: { PAGE_CACHE: 'off' }, target: 0.5 },
  none: { label: 'SSR with nothing cached: page and data caches off', env: { PAGE_CACHE: 'off', DATA_CACHE: 'off' }, target: 0.3 },
  cached: { label: 'served from the page cache (as deployed; not a render)', env: {}, target: 0.7 },
} as const;
type Mode = keyof typeof MODES;

/** cpuMs: the server process's CPU time (user + system) per request, when the script started the server. */
type Row = { name: string; path: string; load: Load; weight: PageWeight; cpuMs?: number };

async function measure(base: string, pid?: number): Promise<Row[]> {
  const pages: [string, string][] = [['bare Next page (baseline)', '/bench/bare']];
  for (const lang of ['en', 'jp'] as const) {
    const r = await sampleRoutes(base, lang);
    pages.push([`home (${lang})`, r.home], [`residence search (${lang})`, r['residence search']], [`residence detail (${lang})`, r['residence detail']]);
  }
  // Warm-up: a few seconds on each page first, so no page pays for first compilation or cold caches.
  for (const [, p] of pages) await load(base + p, 2, 2);
  const rows: Row[] = [];
  for (const [name, p] of pages) {
    const weight = pageWeight(await (await fetch(base + p, { headers: { 'accept-language': 'en' } })).text());
    const before = pid ? usage(pid).cpuMs : 0;
    const row = await load(base + p, connections, seconds);
    const cpuMs = pid && row.requests ? (usage(pid).cpuMs - before) / row.requests : undefined;
    rows.push({ name, path: p, load: row, weight, cpuMs });
    console.error(`${name}: ${row.rps.toFixed(1)} req/s`);
  }
  return rows;
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function print(title: string, rows: Row[], target?: number) {
  const bare = rows[0].load.rps;
  console.log(`\n${title}: ${connections} connections × ${seconds} s per page, ${new Date().toISOString()}`);
  const bareCpu = rows[0].cpuMs;
  console.log(`| page | path | req/s | ratio to bare${target ? ` (target ≥ ${target})` : ''} | CPU ms per request | bare's CPU over the page's | p50 ms | p90 ms | p99 ms | errors | non-2xx |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [i, { name, path, load: r, cpuMs }] of rows.entries()) {
    const ratio = r.rps / bare;
    const mark = target && i > 0 ? (ratio >= target ? ' met' : ' not met') : '';
    const cpu = cpuMs === undefined ? '' : cpuMs.toFixed(1);
    const cpuRatio = cpuMs && bareCpu ? (bareCpu / cpuMs).toFixed(2) : '';
    console.log(`| ${name} | ${path} | ${r.rps.toFixed(1)} | ${ratio.toFixed(2)}${mark} | ${cpu} | ${cpuRatio} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  }
}

/** What each page weighs as this server sent it (kB = 1000 bytes, uncompressed). */
function printWeights(rows: Row[]) {
  console.log('\nPage weight, uncompressed: HTML ≤ 120 kB (home, search) or ≤ 90 kB (detail), RSC payload ≤ markup');
  console.log('| page | HTML kB | target | RSC payload kB | markup kB | RSC ≤ markup | inputs |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, weight: w } of rows) {
    const target = htmlTarget(name);
    const html = target ? `${w.html <= target ? 'met' : 'not met'} (${kB(target)})` : '';
    const rsc = target ? (w.rsc <= w.markup ? 'met' : 'not met') : '';
    console.log(`| ${name} | ${kB(w.html)} | ${html} | ${kB(w.rsc)} | ${kB(w.markup)} | ${rsc} | ${w.inputs} |`);
  }
}

async function main() {
  if (given) {
    const rows = await measure(given.replace(/\/$/, ''));
    print(`SSR throughput of ${given}`, rows);
    printWeights(rows);
    return;
  }
  const modes = extra.modes.split(',').filter((m): m is Mode => m in MODES);
  const results = new Map<Mode, Row[]>();
  for (const mode of modes) {
    const server = await startBenchServer(MODES[mode].env);
    try {
      console.error(`\n${MODES[mode].label}: ${server.url}`);
      results.set(mode, await measure(server.url, server.child.pid));
    } finally {
      await stopServer(server);
    }
    print(`SSR throughput, ${MODES[mode].label}`, results.get(mode)!, MODES[mode].target);
  }
  const rendered = results.get('data') ?? results.get('none') ?? results.get('cached');
  if (rendered) printWeights(rendered);
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
