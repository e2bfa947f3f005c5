/**
 * npm run profile:ssr [-- --pages home,search,detail --lang en --seconds 8 --modes data,none --top 15]
 *
 * Where a server render's time goes: for each page and mode, a production server of the
 * current build (as `npm run bench` starts it: its own data, the bare page on) is started under
 * `node --cpu-prof`, loaded by autocannon at 10 connections (2 s of warm-up, then `--seconds`),
 * stopped, and its CPU profile, from the end of the warm-up on, summed by what ran:
 * React's HTML renderer and the RSC client that feeds it, the RSC (flight) server, next-intl,
 * the embedded database, the garbage collector, Node's streams… and the top functions by self time.
 *
 * Modes as in `npm run bench`: data (page cache off, data cache on) and none (nothing cached).
 * The profiles stay in .data/bench/profiles (open one in Chrome DevTools' Performance panel).
 */
import fs from 'node:fs';
import path from 'node:path';
import { load, loadArgs } from './lib/cannon';
import { root, sampleRoutes, startBenchServer, stopServer } from './lib/serve';

const { seconds, connections, extra } = loadArgs({ seconds: 8, connections: 10 }, { pages: 'home,search,detail', lang: 'en', modes: 'data,none', top: '15' });
const MODES: Record<string, Record<string, string>> = { data: { PAGE_CACHE: 'off' }, none: { PAGE_CACHE: 'off', DATA_CACHE: 'off' } };
const ROUTE: Record<string, string> = { home: 'home', search: 'residence search', detail: 'residence detail' };

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = { nodes: { id: number; callFrame: Frame }[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** What a server chunk of the build holds, told by a string only that library writes (minified chunks keep no paths). */
const chunkKinds = new Map<string, string>();
function chunkKind(url: string, name: string): string {
  let kind = chunkKinds.get(url);
  if (kind === undefined) {
    let text = '';
    try {
      text = fs.readFileSync(url.replace(/^file:\/\//, ''), 'utf8');
    } catch {
      // not on disk: keep the chunk's name
    }
    kind = /MISSING_MESSAGE/.test(text) ? 'next-intl (use-intl, ICU messages)' : /UnrecognizedActionError/.test(text) ? "Next: the app router's client components" : `app bundle: ${name}`;
    chunkKinds.set(url, kind);
  }
  return kind;
}

/** The part of the server a sampled function belongs to. */
function category({ url, functionName, lineNumber }: Frame): string {
  if (!url) return functionName === '(garbage collector)' ? 'garbage collector' : `native: ${functionName}`;
  if (url.includes('app-page.runtime.prod.js')) {
    // Next's bundled runtime: line 1 holds react-dom's server renderer and the RSC client, line 14 the RSC server.
    if (lineNumber === 1) return 'React: HTML render (react-dom/server) and RSC client';
    if (lineNumber === 14) return 'React: RSC (flight) server';
    return 'Next: app render glue';
  }
  if (url.startsWith('wasm') || url.includes('pglite')) return 'embedded database (PGlite)';
  if (url.includes('drizzle-orm')) return 'drizzle-orm';
  if (url.includes('next/dist')) return 'Next: server';
  if (url.startsWith('node:')) return `Node: ${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const chunk = /\.next\/server\/(.+)$/.exec(url);
  if (chunk) return chunkKind(url, chunk[1]);
  return url.replace(`${root}/`, '');
}

function summarise(file: string, fromUs: number, toUs: number, top: number): string[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byCategory = new Map<string, number>();
  const bySelf = new Map<string, number>();
  let t = profile.startTime;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const frame = nodes.get(profile.samples[i]);
    if (t < fromUs || t > toUs || !frame || frame.functionName === '(idle)') continue;
    busy += dt;
    const c = category(frame);
    byCategory.set(c, (byCategory.get(c) ?? 0) + dt);
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(`${root}/`, '').replace(/^.*node_modules\//, '')}:${frame.lineNumber}:${frame.columnNumber}`;
    bySelf.set(key, (bySelf.get(key) ?? 0) + dt);
  }
  const pct = (v: number) => `${((100 * v) / busy).toFixed(1)} %`;
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `CPU busy ${(busy / 1e6).toFixed(2)} s`,
    '| part | share of CPU |',
    '|---|---|',
    ...sorted(byCategory).map(([k, v]) => `| ${k} | ${pct(v)} |`),
    '',
    '| function (self time) | share |',
    '|---|---|',
    ...sorted(bySelf).map(([k, v]) => `| \`${k}\` | ${pct(v)} |`),
  ];
}

async function main() {
  const top = Number(extra.top);
  const out = path.join(root, '.data', 'bench', 'profiles');
  for (const mode of extra.modes.split(',').filter((m) => m in MODES)) {
    for (const page of extra.pages.split(',').filter((p) => p in ROUTE)) {
      const dir = path.join(out, `${mode}-${page}-${extra.lang}`);
      fs.rmSync(dir, { recursive: true, force: true });
      const server = await startBenchServer(MODES[mode], ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
      let measured: Awaited<ReturnType<typeof load>>;
      // V8 stamps a profile's samples with the machine's monotonic clock in microseconds, the
      // clock process.hrtime reads here: the measured load is the window between these two.
      const now = () => Number(process.hrtime.bigint() / 1000n);
      let from: number;
      let to: number;
      try {
        const routes = await sampleRoutes(server.url, extra.lang === 'jp' ? 'jp' : 'en');
        const url = server.url + routes[ROUTE[page]];
        await load(url, connections, 2);
        from = now();
        measured = await load(url, connections, seconds);
        to = now();
      } finally {
        await stopServer(server);
      }
      const files = fs.readdirSync(dir).map((f) => path.join(dir, f));
      const main = files.sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
      if (!main) throw new Error(`no CPU profile written in ${dir}`);
      console.log(`\n### ${page} (${extra.lang}), mode ${mode}: ${measured.rps.toFixed(1)} req/s over ${seconds} s; ${path.relative(root, main)}`);
      for (const line of summarise(main, from, to, top)) console.log(line);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
