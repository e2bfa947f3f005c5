import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import fs from 'node:fs';
import path from 'node:path';
import { ACTION_BODY_LIMIT } from './lib/security/server-actions';

type WebpackModule = { nameForCondition?: () => string | null };
type ChunkGraph = { getModuleChunksIterable(module: WebpackModule): Iterable<{ name?: string | null }> };
type WebpackConfig = { optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } }; plugins?: unknown[] };
type BuiltModule = WebpackModule & { modules?: BuiltModule[] };
type BuiltChunk = { files: Iterable<string> };
type Compilation = { chunks: Iterable<BuiltChunk>; chunkGraph: { getChunkModulesIterable(chunk: BuiltChunk): Iterable<BuiltModule> } };
type Compiler = { outputPath: string; hooks: { afterEmit: { tap(name: string, fn: (compilation: Compilation) => void): void } } };
const root = path.resolve('.') + path.sep;

/** The client chunks every page of the site loads with its own: the [lang] layout and its error boundary. */
const EVERY_PAGE = new Set(['app/[lang]/layout', 'app/[lang]/error']);

/**
 * The site's own modules of the layout (and its error boundary) in one chunk that pages share
 * (first-load JavaScript). Webpack sees the layout and each page as separate entries,
 * and its default split makes a shared chunk only past 20 kB, so a small module that both the
 * layout and a page import (the API client, storage, i18n paths, verification) was sent twice,
 * once in each. In one named chunk it is sent once; the layout keeps a single file of its own
 * code, so pages without such modules pay only the chunk's few bytes of wrapping.
 */
const layoutShared = {
  chunks: 'all',
  name: 'layout-shared',
  minChunks: 1,
  minSize: 0,
  priority: 10,
  enforce: true,
  test: (module: WebpackModule, { chunkGraph }: { chunkGraph: ChunkGraph }) => {
    const file = module.nameForCondition?.() ?? '';
    if (!file.startsWith(root) || file.includes('node_modules')) return false;
    return [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => EVERY_PAGE.has(chunk.name ?? ''));
  },
};

/** The npm package a module file belongs to (`@scope/name` or `name`), or undefined for the site's own. */
function packageOf(file: string): string | undefined {
  const at = file.lastIndexOf(`node_modules${path.sep}`);
  if (at < 0) return undefined;
  const [first, second] = file.slice(at + 'node_modules'.length + 1).split(path.sep);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * Writes `.next/chunk-packages.json`: for every browser script of the build, the npm packages whose
 * code it holds. `npm run audit:js` reads it to say which of the design card's libraries a route
 * loads with the page and which only later (docs/PERFORMANCE.md). It changes nothing in the build.
 */
class ChunkPackages {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('ChunkPackages', (compilation) => {
      const out: Record<string, string[]> = {};
      for (const chunk of compilation.chunks) {
        const packages = new Set<string>();
        const visit = (built: BuiltModule) => {
          const name = packageOf(built.nameForCondition?.() ?? '');
          if (name) packages.add(name);
          built.modules?.forEach(visit);
        };
        for (const built of compilation.chunkGraph.getChunkModulesIterable(chunk)) visit(built);
        for (const file of chunk.files) if (file.endsWith('.js')) out[file] = [...packages].sort();
      }
      fs.writeFileSync(path.join(compiler.outputPath, 'chunk-packages.json'), JSON.stringify(out));
    });
  }
}

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const config: NextConfig = {
  // The embedded database ships WASM and data files that must be loaded from node_modules as is.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'prom-client'],
  poweredByHeader: false,
  // The site draws no next/image: its pictures are the media routes' own files (/images/…), resized
  // when stored. Unused, Next's optimiser still answered /_next/image, with a 500 and a stack trace
  // for a source address that does not decode; turned off, every /_next/image is a 404.
  images: { unoptimized: true },
  reactStrictMode: true,
  // Types are checked once, by `npm run typecheck` (next typegen, then tsc over the app and Next's
  // route validators in .next/types): CI's typecheck step, before any build. The build does not
  // check them a second time (50 s of every `npm start` after a change, and of every CI run).
  typescript: { ignoreBuildErrors: true },
  // Browser tests and local checks use 127.0.0.1; next dev refuses its dev channels to other hosts.
  allowedDevOrigins: ['127.0.0.1'],
  experimental: {
    // The middleware buffers the body of every request it sees (10 MB by default) and hands on no
    // more than this. It sees no API route and no upload (its matcher): the only bodies it sees
    // are the back office's server actions, which it checks before Next decodes them
    // (lib/security/server-actions.ts) and which must arrive whole: the largest, a blog post at
    // its limits, is 2.4 MB (cut at the former 64 kB, a long post could not be saved).
    proxyClientMaxBodySize: ACTION_BODY_LIMIT,
    serverActions: {
      bodySizeLimit: ACTION_BODY_LIMIT,
      // Next compares an action's Origin with the host the request was sent to; a balancer that
      // rewrites Host (and is not trusted to say X-Forwarded-Host) leaves SITE_URL's as the site's own.
      allowedOrigins: process.env.SITE_URL ? [new URL(process.env.SITE_URL).host] : [],
    },
    // forbidden() answers the back office's 403 (lib/server/staff/session.ts).
    authInterrupts: true,
  },
  webpack(webpackConfig: WebpackConfig, { isServer, dev }: { isServer: boolean; dev: boolean }) {
    const split = webpackConfig.optimization?.splitChunks;
    if (!isServer && !dev && split) split.cacheGroups = { ...split.cacheGroups, layoutShared };
    if (!isServer && !dev) webpackConfig.plugins = [...(webpackConfig.plugins ?? []), new ChunkPackages()];
    return webpackConfig;
  },
  // Next's own assets bypass the middleware (which puts these on everything else).
  async headers() {
    return [{ source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] }];
  },
};

export default withNextIntl(config);
