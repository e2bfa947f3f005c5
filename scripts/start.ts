/**
 * npm start: build if the sources changed since the last build, apply migrations, seed the demo
 * content when the database is empty, write the demo media, then serve on PORT (default 3000)
 * with the production server (scripts/serve.ts: Next behind the page cache).
 * The database is opened here and closed again before the server opens it: one process at a time.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@/lib/server/db/client';
import { mediaRoot } from '@/lib/server/media';
import { formMinFillMs } from '@/lib/security/form-token';
import { resolvePath, settings } from '@/lib/server/settings';
import { generateMedia } from './seed/media';
import { NEXT_BUILD, serverCommand } from './lib/serve';
import { isSeeded, seedDatabase } from './seed/seed';
import { createStaff, ensureFirstAdmin, staffCount } from '@/lib/server/staff/accounts';
import { giveDefaultAvailability } from '@/lib/server/viewings/hours';

const root = process.cwd();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const SOURCES = ['app', 'lib', 'components', 'messages', 'public', 'drizzle', 'middleware.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs'];
const FINGERPRINT = path.join(root, '.next', 'source-fingerprint');

function sourceFingerprint(): string {
  const hash = createHash('sha256').update(NEXT_BUILD.join(' '));
  const walk = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p).sort()) walk(path.join(p, entry));
    else hash.update(path.relative(root, p)).update(fs.readFileSync(p));
  };
  for (const source of SOURCES) walk(path.join(root, source));
  return hash.digest('hex');
}

function run(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nextBin, ...args], { stdio: 'inherit', env: process.env });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function buildIfNeeded() {
  const fingerprint = sourceFingerprint();
  const built = fs.existsSync(path.join(root, '.next', 'BUILD_ID')) && fs.existsSync(FINGERPRINT) && fs.readFileSync(FINGERPRINT, 'utf8') === fingerprint;
  if (built) return;
  console.log('Building the site (first start, or the sources changed)…');
  const code = await run([...NEXT_BUILD]);
  if (code !== 0) throw new Error(`next build failed with exit code ${code}`);
  fs.writeFileSync(FINGERPRINT, fingerprint);
}

/**
 * With no staff account yet, one admin is made (STAFF_FIRST_ADMIN_EMAIL, default admin@example.com)
 * and its one-time password printed here, once: its first sign-in must choose a new one.
 * STAFF_FIRST_ADMIN_PASSWORD gives it a known password instead (test servers), printed nowhere.
 */
async function firstAdmin(db: Parameters<typeof ensureFirstAdmin>[0]) {
  if ((await staffCount(db)) > 0) return;
  const { STAFF_FIRST_ADMIN_EMAIL: email, STAFF_FIRST_ADMIN_PASSWORD: known } = settings();
  if (known) {
    await createStaff(db, { email, name: 'Administrator', role: 'admin', password: known });
    await giveDefaultAvailability(db, email, demoAgent(db));
    console.log(`Made the first back-office admin, ${email}, with the password STAFF_FIRST_ADMIN_PASSWORD gives.`);
    return;
  }
  const password = await ensureFirstAdmin(db, email);
  if (password) await giveDefaultAvailability(db, email, demoAgent(db));
  if (password) {
    console.log(`\nMade the first back-office admin. Sign in at /admin/sign-in once with this one-time password, then choose your own:`);
    console.log(`  e-mail:   ${email}\n  password: ${password}\n(It is not stored anywhere readable and will not be shown again; \`npm run staff:add\` makes more accounts.)\n`);
  }
}

/**
 * A demo agent's account (lib/server/viewings/hours.ts DEMO_AGENTS): a random one-time password
 * nobody is told, so it signs in once an admin issues one from Staff.
 */
function demoAgent(db: Parameters<typeof ensureFirstAdmin>[0]) {
  return async (agent: { email: string; name: string; language: 'en' | 'ja' }) => (await createStaff(db, { ...agent, role: 'agent' })).id;
}

async function prepareDatabase() {
  const handle = await openDatabase();
  try {
    if (!(await isSeeded(handle.db))) {
      console.log('Seeding the demo content…');
      const report = await seedDatabase(handle.db, { ratesAsOf: new Date() });
      console.log(`Seeded ${report.residences} residences, ${report.offices} offices and ${report.blogs} posts in ${(report.ms / 1000).toFixed(1)} s.`);
    }
    await firstAdmin(handle.db);
  } finally {
    await handle.close();
  }
}

async function waitUntilServing(url: string, child: ReturnType<typeof spawn>) {
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return false;
}

async function main() {
  const port = String(settings().PORT);
  // The demo images and PDFs are drawn (sharp, on libvips' own threads) while Next builds and the
  // database is seeded: on a fresh clone the three took turns, though the build leaves a core idle.
  const drawing = generateMedia(mediaRoot());
  drawing.catch(() => {});
  await buildIfNeeded();
  await prepareDatabase();
  const media = await drawing;
  if (media.written) console.log(`Wrote ${media.written} demo images and PDFs in ${(media.ms / 1000).toFixed(1)} s.`);
  // Reads (or creates) the forms' secret now: a bad FORM_SECRET or secret file stops the start with
  // its message, rather than failing every page that carries a form.
  formMinFillMs();
  const [command, args] = serverCommand(port);
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
  const url = `http://localhost:${port}`;
  if (await waitUntilServing(`${url}/api/cities`, child)) {
    const where = settings().DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${resolvePath(settings().PGLITE_DIR)}`;
    console.log(`\nServing the site at ${url} with ${where}.`);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
