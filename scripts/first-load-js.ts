/**
 * First-load JavaScript per page, as a browser receives it: fetches each page from a running
 * server, collects the scripts its HTML loads from /_next/static, and sums their gzip sizes.
 *
 *   npm run measure:js -- --base http://127.0.0.1:3000 [--budget 120] /en /en/residences/search …
 *
 * Prints a table (kB = 1000 bytes, gzip level 9). With --budget it exits 1 when a page is above it.
 */
import { gzipSync } from 'node:zlib';

type Row = { path: string; scripts: number; raw: number; gzip: number };

function args() {
  const argv = process.argv.slice(2);
  let base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
  let budget: number | undefined;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--base') base = argv[++i];
    else if (argv[i] === '--budget') budget = Number(argv[++i]);
    else paths.push(argv[i]);
  }
  return { base: base.replace(/\/$/, ''), budget, paths: paths.length ? paths : ['/en', '/en/residences/search', '/en/projects'] };
}

const cache = new Map<string, { raw: number; gzip: number }>();

async function scriptSize(url: string) {
  const hit = cache.get(url);
  if (hit) return hit;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  const size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  cache.set(url, size);
  return size;
}

async function measure(base: string, path: string): Promise<Row> {
  const res = await fetch(base + path, { headers: { 'accept-language': 'en' } });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const html = await res.text();
  const srcs = new Set([...html.matchAll(/<script[^>]+src="([^"]*\/_next\/static\/[^"]+\.js)"/g)].map((m) => new URL(m[1], base).toString()));
  let raw = 0;
  let gzip = 0;
  for (const src of srcs) {
    const size = await scriptSize(src);
    raw += size.raw;
    gzip += size.gzip;
  }
  return { path, scripts: srcs.size, raw, gzip };
}

async function main() {
  const { base, budget, paths } = args();
  const rows: Row[] = [];
  for (const path of paths) rows.push(await measure(base, path));
  const kb = (n: number) => (n / 1000).toFixed(1);
  console.log('| page | scripts | raw kB | gzip kB |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.path} | ${r.scripts} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
  if (budget !== undefined) {
    const over = rows.filter((r) => r.gzip / 1000 > budget);
    for (const r of over) console.error(`over budget: ${r.path} ${kb(r.gzip)} kB > ${budget} kB`);
    if (over.length) process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
