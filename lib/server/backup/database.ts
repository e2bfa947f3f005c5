import 'server-only';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import type { DbHandle } from '../db/client';

/**
 * The database half of a backup: a plain SQL dump that PostgreSQL's `psql` and the embedded
 * engine's `exec` both load (INSERT statements, no COPY blocks, no owners or grants), and the row
 * count of every table as the dump holds it, read in the same snapshot.
 */

/** Rows per table, keyed `schema.table`. */
export type TableCounts = Record<string, number>;
export type MigrationLevel = { applied: number; last: string | null };
export type DumpResult = { counts: TableCounts; migrations: MigrationLevel; serverVersion: string };

type Query = (sqlText: string) => Promise<Record<string, unknown>[]>;

const TABLES_SQL = `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
  WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table outside PostgreSQL's own schemas, as `schema.table`. */
export async function listTables(query: Query): Promise<string[]> {
  return (await query(TABLES_SQL)).map((r) => `${String(r.schema)}.${String(r.name)}`);
}

/** The row count of each table (one statement, so one snapshot). */
export async function countRows(query: Query, tables?: string[]): Promise<TableCounts> {
  const names = tables ?? (await listTables(query));
  if (!names.length) return {};
  const parts = names.map((t, i) => {
    const [schema, ...rest] = t.split('.');
    return `SELECT ${i} AS i, count(*)::bigint AS n FROM ${ident(schema)}.${ident(rest.join('.'))}`;
  });
  const rows = await query(parts.join(' UNION ALL '));
  const counts: TableCounts = {};
  for (const r of rows) counts[names[Number(r.i)]] = Number(r.n);
  return counts;
}

/** How many of drizzle's migrations the database has applied, and the last one's stamp. */
export async function migrationLevel(query: Query): Promise<MigrationLevel> {
  const [found] = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!found?.present) return { applied: 0, last: null };
  const [row] = await query('SELECT count(*)::int AS n, max(created_at)::text AS last FROM drizzle.__drizzle_migrations');
  return { applied: Number(row?.n ?? 0), last: row?.last == null ? null : String(row.last) };
}

async function serverVersion(query: Query): Promise<string> {
  const [row] = await query('SHOW server_version');
  return String(row?.server_version ?? 'unknown');
}

/**
 * The embedded database, dumped while the site keeps using it. PGlite is one session: pg_dump run
 * on the live instance would interleave its own transaction with the site's queries (and it
 * leaves that session in a read-only transaction, so every later write fails). So the live
 * instance is only asked for a copy of its data directory (a consistent tarball, taken between two
 * queries, without blocking the event loop when uncompressed); the copy is started in memory in a
 * worker thread (./copy-worker.mjs), counted there, and pg_dump runs on it.
 */
export async function dumpEmbedded(handle: DbHandle, file: string): Promise<DumpResult> {
  if (!handle.dump) throw new Error('This database handle cannot copy its data directory.');
  const tarball = await (await handle.dump('none')).arrayBuffer();
  const copy = await startCopy(tarball);
  try {
    const counts = await countRows(copy.query);
    const migrations = await migrationLevel(copy.query);
    const version = await serverVersion(copy.query);
    await copy.call({ op: 'dump', file, args: ['--no-owner', '--no-privileges'] });
    return { counts, migrations, serverVersion: version };
  } finally {
    await copy.close();
  }
}

/**
 * The worker's file, found from the project root: this module also runs inside Next's bundle (the
 * backup service starts from instrumentation.ts), where webpack rewrites `new URL(…, import.meta.url)`
 * into an address Worker does not take.
 */
const COPY_WORKER = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/server/backup/copy-worker.mjs');

type WorkerAnswer = { id: number; rows?: Record<string, unknown>[]; error?: string };

async function startCopy(tarball: ArrayBuffer) {
  const { Worker } = await import('node:worker_threads');
  const worker = new Worker(COPY_WORKER, { workerData: { tarball }, transferList: [tarball] });
  const waiting = new Map<number, { resolve: (a: WorkerAnswer) => void; reject: (e: Error) => void }>();
  let failure: Error | undefined;
  const failAll = (err: Error) => {
    failure ??= err;
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
  };
  worker.on('message', (answer: WorkerAnswer) => {
    const w = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (!w) return;
    if (answer.error) w.reject(new Error(answer.error));
    else w.resolve(answer);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the database copy's worker stopped (exit ${code})`)));
  let next = 1;
  const expect = (id: number) =>
    new Promise<WorkerAnswer>((resolve, reject) => {
      if (failure) return reject(failure);
      waiting.set(id, { resolve, reject });
    });
  const call = (message: Record<string, unknown>) => {
    const id = next++;
    const answered = expect(id);
    worker.postMessage({ id, ...message });
    return answered;
  };
  try {
    await expect(0); // the copy has started
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  const query: Query = async (sqlText) => (await call({ op: 'query', sql: sqlText })).rows ?? [];
  return {
    query,
    call,
    close: async () => {
      await call({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}

/** `url` without its password, and the password apart (handed to libpq tools through PGPASSWORD, never on a command line). */
export function splitPassword(url: string): { url: string; password?: string } {
  const u = new URL(url);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { url: u.toString(), password };
}

/**
 * PostgreSQL, dumped with its own pg_dump in a snapshot this function exports, so that the row
 * counts read here are those of the dump exactly, whatever the site writes meanwhile.
 */
export async function dumpPostgres(url: string, file: string): Promise<DumpResult> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const query: Query = async (sqlText) => (await client.query<Record<string, unknown>>(sqlText)).rows;
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [snap] = await query('SELECT pg_export_snapshot() AS id');
    const counts = await countRows(query);
    const migrations = await migrationLevel(query);
    const version = await serverVersion(query);
    const { url: bare, password } = splitPassword(url);
    await runTool(
      'pg_dump',
      ['--format=plain', '--no-owner', '--no-privileges', '--rows-per-insert=500', `--snapshot=${String(snap.id)}`, `--file=${file}`, `--dbname=${bare}`],
      password,
    );
    await client.query('COMMIT');
    return { counts, migrations, serverVersion: version };
  } finally {
    await client.end();
  }
}

/** Runs a PostgreSQL client tool; its error output becomes the error's message. */
export function runTool(tool: 'pg_dump' | 'psql', args: string[], password: string | undefined, stdin?: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
    const child = spawn(tool, args, { env, stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 8_000) stderr += chunk.toString('utf8');
    });
    child.on('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'ENOENT'
          ? new Error(`${tool} was not found: install the PostgreSQL client tools (the server's major version or newer) and put them on the PATH.`)
          : err,
      );
    });
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no message'}`));
    });
    if (stdin && child.stdin) {
      child.stdin.on('error', () => {}); // the tool stopped reading: its exit code tells why
      stdin.on('error', (err) => child.kill() && reject(err));
      stdin.pipe(child.stdin);
    }
  });
}

/**
 * The dump's opening `SET name = …;` lines for settings the target server does not know removed
 * (a dump of the embedded engine, PostgreSQL 17+, sets transaction_timeout, which PostgreSQL 15
 * refuses). Only the header, before the first CREATE, is looked at, line by line as bytes (a
 * newline byte is never part of a longer UTF-8 character); the rest is passed on untouched.
 */
export function withoutUnknownSettings(known: Set<string>): Transform {
  let header = true;
  let pending = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (!header) return done(null, chunk);
      const buf = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const out: Buffer[] = [];
      let start = 0;
      for (let nl = buf.indexOf(10, start); nl >= 0 && header; nl = buf.indexOf(10, start)) {
        const line = buf.subarray(start, nl).toString('utf8');
        if (line.startsWith('CREATE ')) {
          header = false;
          break;
        }
        const set = /^SET ([a-z_]+) = .*;$/.exec(line);
        if (!set || known.has(set[1])) out.push(buf.subarray(start, nl + 1));
        start = nl + 1;
      }
      if (header) pending = Buffer.from(buf.subarray(start));
      else {
        out.push(buf.subarray(start));
        pending = Buffer.alloc(0);
      }
      done(null, Buffer.concat(out));
    },
    flush(done) {
      done(null, pending);
    },
  });
}

/**
 * A dump as the embedded engine's `exec` takes it: pg_dump 15.14 and later (and 16.10, 17.6…)
 * open and close the file with psql's `\restrict` / `\unrestrict` meta-commands, which only psql
 * understands. They are the first and last lines of their kind: only the file's head and tail are looked at.
 */
export function forExec(dump: string): string {
  const meta = /^\\(?:un)?restrict\b[^\n]*\n?/gm;
  const edge = 4096;
  if (dump.length <= 2 * edge) return dump.replace(meta, '');
  return dump.slice(0, edge).replace(meta, '') + dump.slice(edge, -edge) + dump.slice(-edge).replace(meta, '');
}
