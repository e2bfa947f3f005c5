/**
 * First-load JavaScript per page, as a modern browser receives it: fetches each page, collects the
 * scripts its HTML loads from /_next/static, by tag or named in its RSC payload (leaving out `nomodule` polyfills, which modern
 * browsers neither fetch nor run), and sums the bytes the server sends for them when asked as
 * Chromium asks (`Accept-Encoding: gzip, deflate, br`; Chromium adds zstd, which Node 20 cannot
 * decode and neither Next nor our server sends), next to their sizes compressed here
 * with gzip level 9 and Brotli 11 (the same whoever serves them).
 *
 *   npm run audit:js                       serve the current build, measure every route family
 *   npm run audit:js -- --over-bare 35     … and exit 1 when a page's scripts as sent are more than
 *                                          35 kB above the bare page's of the same build
 *   npm run audit:js -- --budget 200       … or above 200 kB, whatever the bare page sends
 *   npm run measure:js -- --base http://127.0.0.1:3000 /en /en/residences/search
 *
 * With --serve (what audit:js does) it starts the build on its own demo data with the bare
 * baseline page (/bench/bare) on, and prints that page first: the framework's own share.
 * kB = 1000 bytes.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { root, sampleRoutes, withBenchServer } from './lib/serve';

type Size = { raw: number; gzip: number; brotli: number; sent: number; encoding: string };
type Row = { name: string; path: string; scripts: number; encodings: Set<string>; packages: Set<string> } & Omit<Size, 'encoding'>;

/**
 * The heavy libraries that should load only where needed: which of them a page's first-load
 * scripts hold is printed beside its size (docs/PERFORMANCE.md says where each should load).
 */
const CARD_LIBRARIES = [
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
  'react-google-recaptcha-v3',
  '@vis.gl/react-google-maps',
  'next-intl',
  'use-intl',
  'date-fns',
  'web-vitals',
  'embla-carousel-react',
  'sonner',
];

/**
 * `.next/chunk-packages.json`, written by the build (next.config.ts): for each browser script, the
 * npm packages whose code it holds. Null for a build without it (then the column is left out).
 */
function chunkPackages(): Map<string, string[]> | null {
  const file = path.join(root, '.next', 'chunk-packages.json');
  if (!fs.existsSync(file)) return null;
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string[]>));
}
const packagesOf = chunkPackages();

function args() {
  const argv = process.argv.slice(2);
  let base = process.env.BASE_URL;
  let budget: number | undefined;
  let overBare: number | undefined;
  let serve = false;
  const paths: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--base') base = argv[++i];
    else if (argv[i] === '--budget') budget = Number(argv[++i]);
    else if (argv[i] === '--over-bare') overBare = Number(argv[++i]);
    else if (argv[i] === '--serve') serve = true;
    else paths.push(argv[i]);
  }
  if (budget !== undefined && !Number.isFinite(budget)) throw new Error('--budget takes a number of kB');
  if (overBare !== undefined && !Number.isFinite(overBare)) throw new Error('--over-bare takes a number of kB');
  return { base: base?.replace(/\/$/, ''), budget, overBare, serve: serve || !base, paths };
}

const cache = new Map<string, Size>();

/** The response's bytes as they came over the wire, and how they are encoded. */
function wire(url: string): Promise<{ bytes: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          res.statusCode === 200 ? resolve({ bytes: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'identity') }) : reject(new Error(`${url}: HTTP ${res.statusCode}`)),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const decoders: Record<string, (b: Buffer) => Buffer> = { identity: (b) => b, gzip: gunzipSync, br: brotliDecompressSync };

async function scriptSize(url: string): Promise<Size> {
  const hit = cache.get(url);
  if (hit) return hit;
  const { bytes, encoding } = await wire(url);
  const decode = decoders[encoding];
  if (!decode) throw new Error(`${url}: unknown Content-Encoding ${encoding}`);
  const body = decode(bytes);
  const size = {
    sent: bytes.length,
    encoding,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  cache.set(url, size);
  return size;
}

export async function firstLoadJs(base: string, name: string, page: string): Promise<Row> {
  const res = await fetch(base + page, { headers: { 'accept-language': 'en' } });
  if (!res.ok) throw new Error(`${page}: HTTP ${res.status}`);
  const html = await res.text();
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  const scriptSrc = (attrs: string) => /\bsrc="([^"]*\/_next\/static\/[^"]+\.js)"/.exec(attrs)?.[1];
  const legacy = new Set(tags.filter((attrs) => /\bnomodule\b/i.test(attrs)).map(scriptSrc));
  // The script tags, and the chunks the page's RSC payload names: a client component rendered
  // inside a Suspense boundary (a page handing it a promise) is loaded from there, not from a tag.
  const named = [...html.matchAll(/(?:\/_next\/)?static\/chunks\/[\w./~-]+?\.js/g)].map((m) => `/_next/${m[0].replace(/^\/_next\//, '')}`);
  const srcs = new Set(
    [...tags.map(scriptSrc), ...named]
      .filter((src): src is string => Boolean(src) && !legacy.has(src))
      .map((src) => new URL(src, base).toString()),
  );
  // Every page of the site hydrates: none found means the page's format changed, not a page without JS.
  if (srcs.size === 0) throw new Error(`${page}: no /_next/static scripts found in the page (has the HTML changed?)`);
  const row: Row = { name, path: page, scripts: srcs.size, raw: 0, gzip: 0, brotli: 0, sent: 0, encodings: new Set(), packages: new Set() };
  for (const src of srcs) {
    const file = new URL(src).pathname.replace(/^\/_next\//, '');
    for (const pkg of packagesOf?.get(file) ?? []) if (CARD_LIBRARIES.includes(pkg)) row.packages.add(pkg);
    const size = await scriptSize(src);
    row.raw += size.raw;
    row.gzip += size.gzip;
    row.brotli += size.brotli;
    row.sent += size.sent;
    row.encodings.add(size.encoding);
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
    const libs = packagesOf !== null;
    console.log(`| page | path | scripts | raw kB | gzip 9 kB | brotli 11 kB | sent kB (encoding) |${bare ? ' sent over bare kB |' : ''}${libs ? ' design-card libraries with the page |' : ''}`);
    console.log(`|---|---|---|---|---|---|---|${bare ? '---|' : ''}${libs ? '---|' : ''}`);
    for (const r of rows) {
      const sent = `${kb(r.sent)} (${[...r.encodings].join(', ')})`;
      const withPage = libs ? ` ${[...r.packages].sort().join(', ') || 'none'} |` : '';
      console.log(`| ${r.name} | ${r.path} | ${r.scripts} | ${kb(r.raw)} | ${kb(r.gzip)} | ${kb(r.brotli)} | ${sent} |${bare ? ` ${kb(r.sent - bare.sent)} |` : ''}${withPage}`);
    }
    if (!libs) console.log('(This build has no .next/chunk-packages.json, so the libraries each page loads are not listed.)');
    if (opts.budget !== undefined) {
      const over = rows.filter((r) => r !== bare && r.sent / 1000 > opts.budget!);
      for (const r of over) console.error(`over budget: ${r.path} ${kb(r.sent)} kB sent > ${opts.budget} kB`);
      if (over.length) process.exitCode = 1;
      else console.log(`Every page's first-load scripts, as sent, are within ${opts.budget} kB.`);
    }
    if (opts.overBare !== undefined) {
      if (!bare) throw new Error('--over-bare needs the bare page: measure a server started here (no --base)');
      const limit = bare.sent + opts.overBare * 1000;
      const over = rows.filter((r) => r !== bare && r.sent > limit);
      for (const r of over) console.error(`over bare + ${opts.overBare} kB: ${r.path} ${kb(r.sent)} kB sent > ${kb(bare.sent)} + ${opts.overBare} = ${kb(limit)} kB`);
      if (over.length) process.exitCode = 1;
      else {
        const worst = rows.filter((r) => r !== bare).reduce((a, b) => (b.sent > a.sent ? b : a));
        console.log(
          `Every page's first-load scripts, as sent, are within the bare page's ${kb(bare.sent)} kB + ${opts.overBare} kB = ${kb(limit)} kB (largest: ${worst.path}, ${kb(worst.sent - bare.sent)} kB over bare).`,
        );
      }
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
