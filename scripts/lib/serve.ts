/**
 * The production server (scripts/serve.ts, as `npm start` ends with) for the measurement scripts:
 * started on a free port in its own process group, waited for, and stopped (SIGTERM, then SIGKILL
 * after 10 s). Nothing here builds: the scripts say so when .next is missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/forms/guard';
import { issueFormToken, MAX_MIN_FILL_MS } from '@/lib/security/form-token';

export const root = process.cwd();

/**
 * How the site is built (npm start, npm run build, the benchmarks): with webpack rather than
 * Next 16's default Turbopack, whose output sends 3-11 kB more first-load JavaScript a page
 * (bare page 116.0 against 110.8 kB Brotli; docs/PERFORMANCE.md), for a build of 54 s instead of 33.
 */
export const NEXT_BUILD = ['build', '--webpack'] as const;

/**
 * The command line of the production server: Next behind the page cache (scripts/serve.ts), run
 * through tsx's loader in the same process (no react-server condition: Next loads its own React).
 */
export function serverCommand(port: number | string, host?: string, nodeFlags: string[] = []): [string, string[]] {
  return [process.execPath, [...nodeFlags, '--import', 'tsx', path.join(root, 'scripts', 'serve.ts'), '-p', String(port), ...(host ? ['-H', host] : [])]];
}

/**
 * The fields a page's form posts beside its own, for the scripts that post forms to a
 * server they started: a form token as the page would carry, issued long enough ago to be past any
 * minimum fill time, and an empty honeypot. The script and its server share the secret: the same
 * FORM_SECRET in the environment, or the same .data/form-secret (both run in the project root).
 */
export function formGuardFields(): Record<string, string> {
  return { [TOKEN_FIELD]: issueFormToken(Date.now() - MAX_MIN_FILL_MS - 1_000), [HONEYPOT_FIELD]: '' };
}

export function requireBuild(): void {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('No production build in .next: run `npm run build` (or `npm start` once) first.');
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Server = { child: ChildProcess; port: number; url: string; exited: Promise<number | null> };

export function startServer(port: number, env: NodeJS.ProcessEnv, log: string, nodeFlags: string[] = []): Server {
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, 'a');
  // Its own process group, so that SIGKILL reaches the server and anything it spawned at once.
  const [command, args] = serverCommand(port, '127.0.0.1', nodeFlags);
  const child = spawn(command, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, exited };
}

export function signal(server: Server, sig: NodeJS.Signals): void {
  if (server.child.exitCode !== null || server.child.signalCode !== null || !server.child.pid) return;
  try {
    process.kill(-server.child.pid, sig);
  } catch {
    server.child.kill(sig);
  }
}

export async function stopServer(server: Server): Promise<void> {
  signal(server, 'SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([server.exited, timeout])) === 'timeout') {
    signal(server, 'SIGKILL');
    await server.exited;
  }
}

/** Waits until `probe` (a path) answers at all; fails early if the server exits. */
export async function waitUntilUp(server: Server, probe = '/api/cities', limitMs = 60_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with code ${server.child.exitCode} (see its log)`);
    try {
      // Any answer means up, a redirect to the https site included.
      const res = await fetch(`${server.url}${probe}`, { signal: AbortSignal.timeout(5_000), redirect: 'manual' });
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`the server did not answer within ${limitMs / 1000} s`);
}

/**
 * The generated demo media the measurement scripts and the browser tests share (playwright.config.ts):
 * the files are deterministic and written once (scripts/seed/media.ts skips what exists), so CI
 * draws the demo's ~800 pictures once, not once per data directory.
 */
export const DEMO_MEDIA_DIR = path.join(root, '.data', 'demo-media');

/** Where the measurement scripts keep their own demo database and media (never the developer's). */
export const BENCH_DATA = { PGLITE_DIR: path.join(root, '.data', 'bench', 'pglite'), MEDIA_DIR: DEMO_MEDIA_DIR };
/** The log a bench server appends to (a check may read what the server logged during it). */
export const BENCH_LOG = path.join(root, '.data', 'bench', 'server.log');

/** Seeds the scripts' database and media once (`npm run seed -- --if-empty`); later runs reuse them. */
export async function prepareBenchData(): Promise<void> {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['--conditions=react-server', 'scripts/seed-cli.ts', '--if-empty'], {
    cwd: root,
    env: { ...process.env, ...BENCH_DATA, DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seeding the benchmark database failed (exit ${code})`);
}

/** A production server of the current build on the scripts' data, with the bare baseline page on. */
export async function startBenchServer(extraEnv: Record<string, string> = {}, nodeFlags: string[] = []): Promise<Server> {
  requireBuild();
  await prepareBenchData();
  const port = await freePort();
  const server = startServer(
    port,
    { ...process.env, ...BENCH_DATA, DATABASE_URL: '', BENCH_PAGES: '1', SITE_URL: `http://127.0.0.1:${port}`, ...extraEnv },
    BENCH_LOG,
    nodeFlags,
  );
  try {
    await waitUntilUp(server);
  } catch (error) {
    await stopServer(server); // it holds the embedded database: never leave it running
    throw error;
  }
  return server;
}

/**
 * One real address per kind of page, found by following the site's own links, so the scripts need
 * no hard-coded ids: every route family of the site that has its own layout or islands.
 */
export async function sampleRoutes(base: string, lang: 'en' | 'jp' = 'en'): Promise<Record<string, string>> {
  const html = async (p: string) => (await fetch(base + p, { headers: { 'accept-language': 'en' } })).text();
  const first = async (page: string, pattern: RegExp) => {
    const match = pattern.exec(await html(page));
    if (!match) throw new Error(`no link matching ${pattern} on ${page}`);
    return match[0].replace(/&amp;/g, '&');
  };
  const p = `/${lang}`;
  return {
    home: p,
    'residence search': `${p}/residences/search`,
    'office search': `${p}/offices/search`,
    'residence detail': await first(`${p}/residences/search`, new RegExp(`${p}/residence/detail/\\d+/[^"?#]+`)),
    'office detail': await first(`${p}/offices/search`, new RegExp(`${p}/office/detail/\\d+(?:/[^"?#]+)?`)),
    projects: `${p}/projects`,
    'project detail': await first(`${p}/projects`, new RegExp(`${p}/project/detail/\\d+/[^"?#]+`)),
    blogs: `${p}/blogs/all`,
    'blog detail': await first(`${p}/blogs/all`, new RegExp(`${p}/blog/detail/\\d+(?:/[^"?#]+)?`)),
    'company page': `${p}/about-isn/company-profile`,
    'useful information': `${p}/useful-information/all`,
    favourites: `${p}/favorites`,
    'contact us': `${p}/about-isn/contact-us`,
    'owner registration': `${p}/for-owners/create-your-property`,
    'office home': `${p}/offices`,
    'special list': await first(p, new RegExp(`${p}/special/\\d+`)),
    'latest residences': `${p}/list-properties/latest/residence`,
    'project listings': await first(`${p}/projects`, new RegExp(`${p}/project/list/[^"?#]+/\\d+`)),
    histories: `${p}/histories`,
    'customer support': `${p}/our-customer-support-service`,
    'about us': `${p}/about-isn`,
    'team page': `${p}/about-isn/meet-our-team`,
    'news releases': `${p}/about-isn/news-release`,
    'serviced apartment guide': `${p}/useful-service-apartment`,
    'tenant guide': `${p}/useful-information-for-tenants`,
    faq: `${p}/faq`,
    'rental flow': `${p}/rental-flow`,
    'for owners': `${p}/for-owners`,
    'owner faqs': `${p}/for-owners/faqs`,
  };
}

/**
 * Runs `measure` against `base` when one is given (a server someone else runs), else against a
 * bench server started for it and stopped afterwards whatever happens.
 */
export async function withBenchServer<T>(base: string | undefined, measure: (base: string) => Promise<T>): Promise<T> {
  const server = base ? undefined : await startBenchServer();
  try {
    return await measure((base ?? server!.url).replace(/\/$/, ''));
  } finally {
    if (server) await stopServer(server);
  }
}

/** The median of `xs` (the mean of the middle two for an even count). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * The pages a browser measurement visits, as [name, path]: the bare baseline page first, then each
 * of `pages` (sampleRoutes' names, comma-separated, `-` for a space) in each of `langs`.
 */
export async function measuredPages(base: string, langs: string, pages: string): Promise<[string, string][]> {
  const out: [string, string][] = [['bare Next page (baseline)', '/bench/bare']];
  for (const lang of langs.split(',') as ('en' | 'jp')[]) {
    const routes = await sampleRoutes(base, lang);
    for (const name of pages.split(',').map((p) => p.trim().replace(/-/g, ' '))) {
      if (!routes[name]) throw new Error(`unknown page "${name}"; known: ${Object.keys(routes).join(', ')}`);
      out.push([`${name} (${lang})`, routes[name]]);
    }
  }
  return out;
}
