/**
 * First-load JavaScript per page, as a modern browser receives it: fetches each page, collects the
 * scripts its HTML loads from /_next/static (leaving out `nomodule` polyfills, which modern
 * browsers neither fetch nor run), and sums their compressed sizes (gzip level 9 and brotli 11).
 *
 *   npm run audit:js                       serve the current build, measure every route family
 *   npm run audit:js -- --budget 200       … and exit 1 when a page's gzip size is above 200 kB
 *   npm run measure:js -- --base http://127.0.0.1:3000 /en /en/residences/search
 *
 * With --serve (what audit:js does) it starts the build on its own demo data with the bare
 * baseline page (/bench/bare) on, and prints that page first: the framework's own share.
 * kB = 1000 bytes.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { deferredScripts } from '../lib/cache/defer-scripts';
import { sampleRoutes, withBenchServer } from './lib/serve';

type Row = { name: string; path: string; scripts: number; raw: number; gzip: number; brotli: number };

function args() {
  const argv = process.argv.slice(2);
  let base = process.env.BASE_URL;
  let budget: number | undefined;
  let serve = false;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--base') base = argv[++i];
    else if (argv[i] === '--budget') budget = Number(argv[++i]);
    else if (argv[i] === '--serve') serve = true;
    else paths.push(argv[i]);
  }
  return { base: base?.replace(/\/$/, ''), budget, serve: serve || !base, paths };
}

const cache = new Map<string, { raw: number; gzip: number; brotli: number }>();

async function scriptSize(url: string) {
  const hit = cache.get(url);
  if (hit) return hit;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const size = {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  cache.set(url, size);
  return size;
}

export async function firstLoadJs(base: string, name: string, path: string): Promise<Row> {
  const res = await fetch(base + path, { headers: { 'accept-language': 'en' } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const html = await res.text();
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  const srcs = new Set(
    [...tags.filter((attrs) => !/\bnomodule\b/i.test(attrs)).map((attrs) => /\bsrc="([^"]*\/_next\/static\/[^"]+\.js)"/.exec(attrs)?.[1]), ...deferredScripts(html)]
      .filter((src): src is string => Boolean(src))
      .map((src) => new URL(src, base).toString()),
  );
  // Every page of the site hydrates: none found means the page's format changed, not a page without JS.
  if (srcs.size === 0) throw new Error(`${path}: no /_next/static scripts found in the page (has the HTML or the loader changed?)`);
  const row: Row = { name, path, scripts: srcs.size, raw: 0, gzip: 0, brotli: 0 };
  for (const src of srcs) {
    const size = await scriptSize(src);
    row.raw += size.raw;
    row.gzip += size.gzip;
    row.brotli += size.brotli;
  }
  return row;
}

async function main() {
  const opts = args();
  await withBenchServer(opts.serve ? undefined : opts.base, async (base) => {
    // Only a server started here has the bare baseline page on.
    const withBare = opts.serve;
    const routes: [string, string][] = opts.paths.length
      ? opts.paths.map((p) => [p, p])
      : [...Object.entries(await sampleRoutes(base, 'en')), ...Object.entries(await sampleRoutes(base, 'jp')).map(([k, v]): [string, string] => [`${k} (jp)`, v])];
    const rows: Row[] = [];
    if (withBare) rows.push(await firstLoadJs(base, 'bare Next page (baseline)', '/bench/bare'));
    for (const [name, path] of routes) rows.push(await firstLoadJs(base, name, path));
    const kb = (n: number) => (n / 1000).toFixed(1);
    const bare = withBare ? rows[0] : undefined;
    console.log(`| page | path | scripts | raw kB | gzip kB | brotli kB |${bare ? ' gzip over bare kB |' : ''}`);
    console.log(`|---|---|---|---|---|---|${bare ? '---|' : ''}`);
    for (const r of rows) {
      console.log(`| ${r.name} | ${r.path} | ${r.scripts} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} |${bare ? ` ${kb(r.gzip - bare.gzip)} |` : ''}`);
    }
    if (opts.budget !== undefined) {
      const over = rows.filter((r) => r !== bare && r.gzip / 1000 > opts.budget!);
      for (const r of over) console.error(`over budget: ${r.path} ${kb(r.gzip)} kB gzip > ${opts.budget} kB`);
      if (over.length) process.exitCode = 1;
      else console.log(`Every page is within ${opts.budget} kB gzip.`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
