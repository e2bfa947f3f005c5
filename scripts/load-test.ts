/**
 * npm run test:load [-- --connections 200 --seconds 60 --base http://127.0.0.1:3000]
 *
 * Load of issue 9: 200 concurrent connections for 60 s on a residence detail page, then on the
 * residence search page (and the search API behind the result counts), against the production
 * build on the scripts' own demo data. Prints throughput and latency percentiles; exits 1 on any
 * connection error, timeout or non-2xx answer (the target is 0 errors).
 */
import { parseArgs } from 'node:util';
import { load } from './lib/cannon';
import { sampleRoutes, startBenchServer, stopServer } from './lib/serve';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    base: { type: 'string' },
  },
});

async function main() {
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const server = values.base ? undefined : await startBenchServer();
  const base = (values.base ?? server!.url).replace(/\/$/, '');
  let failed = false;
  try {
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
  } finally {
    if (server) await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
