/**
 * npm run test:durability [-- --pg] [--requests N] [--kill-after N]
 *
 * Every accepted submission must be durable when its 200 is sent. This starts the built
 * production server (scripts/serve.ts, the server `npm start` ends with) on a free port with its own
 * fresh database and upload directory under .data/durability/, posts N contact requests (1 000 by
 * default) all at once, kills the server with SIGKILL once `--kill-after` of them (400 by
 * default) have been answered 200, restarts it on the same data (which must open and accept a new
 * request), stops it, and then looks for every acknowledged request in the database: the PGlite
 * directory opened by this script once the server is gone, or PostgreSQL queried directly.
 * Prints acknowledged / present / lost and exits 1 if any acknowledged request is missing.
 *
 * Engines: PGlite by default; PostgreSQL with `--pg` or when DATABASE_URL is set. With `--pg`
 * and no DATABASE_URL, a scratch database is created on postgres://postgres@127.0.0.1:5432
 * (DURABILITY_PG_ADMIN_URL overrides) and dropped afterwards; with DATABASE_URL that database is
 * used as is and only this run's rows (marked by their e-mail domain) are counted.
 *
 * It builds nothing: run `npm run build` first (it says so when .next is missing).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/server/db/client';
import { formGuardFields, freePort, signal, startServer, stopServer, waitUntilUp, type Server } from './lib/serve';

const root = process.cwd();
const workDir = path.join(root, '.data', 'durability');

const { values: args } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    requests: { type: 'string', default: '1000' },
    'kill-after': { type: 'string', default: '400' },
  },
});
const REQUESTS = Number(args.requests);
const KILL_AFTER = Math.min(Number(args['kill-after']), REQUESTS);
const usePg = args.pg || Boolean(process.env.DATABASE_URL);
const runId = `r${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const domain = `${runId}.durability.example`;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

type Outcome = { index: number; email: string; status: number | 'error'; id?: number; error?: string };

function contact(index: number) {
  return {
    info: {
      language: 'en',
      expectedCheckInDate: '03/01/2027',
      expectedTourInspectionDate: '02/20/2027',
      fullName: `Durability ${index}`,
      email: `d${index}@${domain}`,
      phone: '+84 90 123 4567',
      otherRequirements: `run ${runId}, request ${index}`,
    },
  };
}

async function post(url: string, index: number): Promise<Outcome> {
  const body = contact(index);
  try {
    const res = await fetch(`${url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...body, ...formGuardFields() }),
      signal: AbortSignal.timeout(90_000),
    });
    const data = (await res.json()) as { id?: number; message?: string };
    return { index, email: body.info.email, status: res.status, id: data.id, error: res.status === 200 ? undefined : data.message };
  } catch (err) {
    return { index, email: body.info.email, status: 'error', error: err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err) };
  }
}

type Database = { url?: string; pgliteDir?: string; drop?: () => Promise<void> };

async function prepareDatabase(): Promise<Database> {
  if (!usePg) {
    const pgliteDir = path.join(workDir, runId, 'pglite');
    // Migrate before the server starts (as npm start does), so the run measures requests, not set-up.
    const handle = await openDatabase({ pgliteDir });
    await handle.close();
    return { pgliteDir };
  }
  if (process.env.DATABASE_URL) {
    const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
    await handle.close();
    return { url: process.env.DATABASE_URL };
  }
  const admin = process.env.DURABILITY_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `vn_durability_${runId}`;
  const { Client } = await import('pg');
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.close();
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The ids and e-mails of this run's rows, read straight from the database (the server is stopped). */
async function storedRows(database: Database): Promise<Map<string, number>> {
  const handle = database.url ? await openDatabase({ databaseUrl: database.url, migrate: false }) : await openDatabase({ pgliteDir: database.pgliteDir, migrate: false });
  try {
    const result = await handle.db.execute(sql`select id, email from contact_requests where email like ${`%@${domain}`}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: number; email: string }[];
    return new Map(rows.map((r) => [r.email, Number(r.id)]));
  } finally {
    await handle.close();
  }
}

async function main() {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.error('No production build in .next: run `npm run build` first. This script builds nothing itself.');
    process.exit(2);
  }
  if (!Number.isInteger(REQUESTS) || REQUESTS < 1 || !Number.isInteger(KILL_AFTER) || KILL_AFTER < 1) {
    console.error('--requests and --kill-after take positive whole numbers.');
    process.exit(2);
  }
  // Earlier runs' data is not needed again: start fresh.
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(workDir, runId), { recursive: true });

  const engine = usePg ? 'PostgreSQL' : 'PGlite';
  console.log(`durability (${engine}): run ${runId}, ${REQUESTS} contact requests at once, SIGKILL after ${KILL_AFTER} acknowledgements`);
  const database = await prepareDatabase();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    UPLOAD_DIR: path.join(workDir, runId, 'uploads'),
    // One client sends everything: lift its limit for the run (memory limiter, no verification).
    RATE_LIMIT_CONTACT_POINTS: String(REQUESTS * 10),
    RATE_LIMIT_DURATION: '60',
  };
  delete env.REDIS_URL;
  delete env.RECAPTCHA_SECRET_KEY;
  delete env.PORT;
  if (database.url) env.DATABASE_URL = database.url;
  else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = database.pgliteDir;
  }

  let exitCode = 1;
  let server: Server | undefined;
  try {
    server = startServer(await freePort(), env, path.join(workDir, runId, 'server-1.log'));
    await waitUntilUp(server);
    console.log(`  server up at ${server.url} (${elapsed()})`);

    const first = server;
    let acknowledged = 0;
    let killedAt = '';
    const sent = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        post(first.url, i).then((outcome) => {
          if (outcome.status === 200) acknowledged += 1;
          if (acknowledged >= KILL_AFTER && !killedAt) {
            killedAt = `${((Date.now() - sent) / 1000).toFixed(1)} s after the first request`;
            signal(first, 'SIGKILL');
          }
          return outcome;
        }),
      ),
    );
    await first.exited;
    const acks = outcomes.filter((o) => o.status === 200);
    const refused = outcomes.filter((o) => typeof o.status === 'number' && o.status !== 200);
    const unanswered = outcomes.filter((o) => o.status === 'error');
    console.log(`  killed with SIGKILL ${killedAt || '(never: every request was answered first)'}`);
    console.log(`  answers: ${acks.length} acknowledged (200), ${refused.length} refused, ${unanswered.length} unanswered (connection cut)`);
    if (refused.length) console.log(`  first refusal: ${refused[0].status} ${refused[0].error}`);

    server = startServer(await freePort(), env, path.join(workDir, runId, 'server-2.log'));
    await waitUntilUp(server);
    const after = await post(server.url, REQUESTS);
    console.log(`  restarted on the same data: ${after.status === 200 ? 'serving, a new request was acknowledged' : `new request answered ${after.status} ${after.error}`} (${elapsed()})`);
    await stopServer(server);
    server = undefined;

    const present = await storedRows(database);
    const lost = acks.filter((o) => !present.has(o.email));
    const wrongId = acks.filter((o) => present.has(o.email) && present.get(o.email) !== o.id);
    const acknowledgedEmails = new Set(acks.map((o) => o.email));
    const unacknowledgedStored = [...present.keys()].filter((email) => !acknowledgedEmails.has(email)).length - (after.status === 200 ? 1 : 0);
    console.log('');
    console.log(`  acknowledged: ${acks.length}`);
    console.log(`  present:      ${acks.length - lost.length}`);
    console.log(`  lost:         ${lost.length}${lost.length ? ` (first: ${lost.slice(0, 5).map((o) => o.email).join(', ')})` : ''}`);
    console.log(`  also stored, never acknowledged (in flight at the kill): ${unacknowledgedStored}`);
    if (wrongId.length) console.log(`  stored under another id than acknowledged: ${wrongId.length}`);
    console.log(`  total time: ${elapsed()}`);
    exitCode = lost.length || wrongId.length || after.status !== 200 ? 1 : 0;
    console.log(exitCode === 0 ? 'PASS: every acknowledged submission survived the SIGKILL.' : 'FAIL: acknowledged submissions are missing (or the restart failed).');
  } finally {
    if (server) await stopServer(server);
    if (database.drop) await database.drop().catch((err: unknown) => console.error('could not drop the scratch database:', err));
  }
  process.exit(exitCode);
}

main().catch((err: unknown) => {
  console.error('durability run failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
