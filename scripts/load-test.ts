/**
 * npm run test:load [-- --connections 200 --seconds 60 --base http://127.0.0.1:3000]
 *
 * Load: 200 concurrent connections for 60 s on a residence detail page, then on the
 * residence search page (and the search API behind the result counts), against the production
 * build on the scripts' own demo data. Prints throughput and latency percentiles; exits 1 on any
 * connection error, timeout or non-2xx answer (the target is 0 errors).
 */
import { load, loadArgs } from './lib/cannon';
import { sampleRoutes, withBenchServer } from './lib/serve';

const { seconds, connections, base: given } = loadArgs({ seconds: 60, connections: 200 });

async function main() {
  await withBenchServer(given, async (base) => {
    let failed = false;
    const r = await sampleRoutes(base, 'en');
    const targets: [string, string][] = [
      ['residence detail', r['residence detail']],
      ['residence search', `${r['residence search']}?cityId=1&bedroom=2`],
      ['search API', '/api/properties/filter?language=en&propertyType=0&cityId=1&bedroom=2&pageIndex=2&pageSize=15'],
    ];
    console.log(`Load: ${connections} connections × ${seconds} s per target, ${new Date().toISOString()}`);
    console.log('| target | path | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | errors | timeouts | non-2xx |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const [name, p] of targets) {
      const row = await load(base + p, connections, seconds);
      if (row.errors || row.timeouts || row.non2xx) failed = true;
      console.log(`| ${name} | ${p} | ${row.requests} | ${row.rps.toFixed(1)} | ${row.p50} | ${row.p90} | ${row.p99} | ${row.max} | ${row.errors} | ${row.timeouts} | ${row.non2xx} |`);
    }
    console.log(failed ? '\nFAILED: some requests errored, timed out or were not 2xx.' : '\nNo errors, timeouts or non-2xx answers.');
    if (failed) process.exitCode = 1;
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
