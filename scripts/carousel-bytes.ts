/**
 * What embla-carousel would cost against the carousels we have (docs/FEATURES.md, Carousels): bundles
 * embla-carousel-react (with embla-carousel and its utilities) and, separately, all of our own
 * carousel code (the snap rows and the home banner's controls) with esbuild from node_modules,
 * minified for the browser with React left out (every page has it already), and prints their
 * sizes raw, gzip -9 and Brotli 11. kB = 1000 bytes.
 *
 *   npm install --no-save embla-carousel-react@8.6.0 && npx tsx scripts/carousel-bytes.ts
 *
 * embla is not a dependency of the site (it runs none of it), so the measurement installs it
 * without saving it first.
 */
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Each entry as the browser would get it: one minified ES module, React external. */
const ENTRIES = {
  'embla-carousel-react 8 (+ embla-carousel)': `export { default as useEmblaCarousel } from 'embla-carousel-react';`,
  'ours: snap rows + banner controls': [
    `export { SnapRow, useSnapRow } from '@/components/ui/snap-row.client';`,
    `export { NearSnapRow } from '@/components/ui/near-snap-row.client';`,
    `export { BannerTrack } from '@/components/home/banner-track.client';`,
  ].join('\n'),
  'ours: the home banner island alone': `export { BannerTrack } from '@/components/home/banner-track.client';`,
} as const;

try {
  await import.meta.resolve?.('embla-carousel-react');
} catch {
  console.error('embla-carousel-react is not installed: run `npm install --no-save embla-carousel-react@8.6.0` first.');
  process.exit(1);
}

async function bundle(source: string): Promise<Buffer> {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'tsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.join(root, 'tsconfig.json'),
    write: false,
    logLevel: 'error',
  });
  return Buffer.from(result.outputFiles[0]!.contents);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const rows: { name: string; raw: number; gzip: number; brotli: number }[] = [];
for (const [name, source] of Object.entries(ENTRIES)) {
  const code = await bundle(source);
  rows.push({
    name,
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  });
}

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'bundle'.padEnd(width)}  ${'minified'.padStart(9)}  ${'gzip'.padStart(8)}  ${'brotli'.padStart(8)}`);
for (const r of rows) console.log(`${r.name.padEnd(width)}  ${kB(r.raw).padStart(9)}  ${kB(r.gzip).padStart(8)}  ${kB(r.brotli).padStart(8)}`);
const [embla, ours] = rows;
console.log(`\nembla would add ${kB(embla!.brotli)} (brotli) to every page with a carousel before any code of ours to drive it;`);
console.log(`all our carousel code together is ${kB(ours!.brotli)} (brotli).`);
