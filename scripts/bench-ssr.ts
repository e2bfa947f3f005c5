/**
 * npm run bench [-- --seconds 10 --connections 10 --base http://127.0.0.1:3000]
 *
 * Server-rendering throughput of the production build (issue 9 "server speed"): home, residence
 * search and residence detail in both languages, and the bare Next page of the same build
 * (/bench/bare), each loaded by autocannon at 10 connections for the given time, one after the
 * other on the same server. Prints requests per second, latency percentiles and each page's
 * throughput as a ratio of the bare page's (target ≥ 0.7), so that the machine's speed cancels out.
 */
import { load, loadArgs, type Load } from './lib/cannon';
import { sampleRoutes, withBenchServer } from './lib/serve';

const { seconds, connections, base: given } = loadArgs({ seconds: 10, connections: 10 });

async function main() {
  await withBenchServer(given, async (base) => {
    const pages: [string, string][] = [['bare Next page (baseline)', '/bench/bare']];
    for (const lang of ['en', 'jp'] as const) {
      const r = await sampleRoutes(base, lang);
      pages.push([`home (${lang})`, r.home], [`residence search (${lang})`, r['residence search']], [`residence detail (${lang})`, r['residence detail']]);
    }
    // Warm-up: a few seconds on each page first, so no page pays for first compilation or cold caches.
    for (const [, p] of pages) await load(base + p, 2, 2);
    const rows: [string, string, Load][] = [];
    for (const [name, p] of pages) {
      const row = await load(base + p, connections, seconds);
      rows.push([name, p, row]);
      console.error(`${name}: ${row.rps.toFixed(1)} req/s`);
    }
    const bare = rows[0][2].rps;
    console.log(`SSR throughput, ${connections} connections × ${seconds} s per page, ${new Date().toISOString()}`);
    console.log('| page | path | req/s | ratio to bare | p50 ms | p90 ms | p99 ms | errors | non-2xx |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [name, p, r] of rows) {
      console.log(`| ${name} | ${p} | ${r.rps.toFixed(1)} | ${(r.rps / bare).toFixed(2)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
