import 'server-only';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type DbHandle } from '../db/client';
import { resolvePath, settings } from '../settings';
import { imageStorage, uploadStorage, type UploadStorage } from '../storage';
import { countRows, forExec, listTables, migrationLevel, runTool, splitPassword, withoutUnknownSettings, type TableCounts } from './database';
import { BackupProblem, DATABASE_FILE, verifyBackup, type Manifest, type StoreName } from './manifest';

/**
 * Loads a backup (lib/server/backup/make.ts) into an empty database and puts its files back:
 * the manifest's checksums are checked first, a database that holds any table is refused untouched,
 * then the files go into the configured storage, database.sql is loaded in one transaction
 * (PostgreSQL: psql --single-transaction; embedded: one exec into a new data directory, removed
 * again if the load fails), and the restored rows are counted against the manifest.
 */
export type RestoreOptions = {
  /** Restore into this PostgreSQL database; default DATABASE_URL (unset: the embedded one). */
  databaseUrl?: string;
  /** Restore into this embedded data directory; default PGLITE_DIR. */
  pgliteDir?: string;
  stores?: Partial<Record<StoreName, UploadStorage>>;
  /** Progress lines for an operator. */
  log?: (line: string) => void;
};

export type TableCheck = { table: string; expected: number; restored: number | null };
export type RestoreReport = {
  manifest: Manifest;
  target: string;
  tables: TableCheck[];
  /** Tables whose rows differ from the manifest's, or that are missing or unexpected. */
  mismatches: TableCheck[];
  files: number;
  migrations: number;
  trigram: boolean;
  /** Every table's rows as in the manifest, the migrations as many, and pg_trgm installed. */
  ok: boolean;
};

const MIGRATIONS_JOURNAL = path.join(process.cwd(), 'drizzle', 'meta', '_journal.json');

/** A PostgreSQL address fit to print: no password. */
export function printableUrl(url: string): string {
  return splitPassword(url).url;
}

async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(await fs.readFile(MIGRATIONS_JOURNAL, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

type Target =
  | { engine: 'postgres'; url: string; label: string }
  | { engine: 'pglite'; dir: string; label: string };

function targetOf(options: RestoreOptions): Target {
  const url = options.databaseUrl ?? (options.pgliteDir ? undefined : settings().DATABASE_URL);
  if (url) return { engine: 'postgres', url, label: `PostgreSQL at ${printableUrl(url)}` };
  const dir = resolvePath(options.pgliteDir ?? settings().PGLITE_DIR);
  return { engine: 'pglite', dir, label: `the embedded database in ${dir}` };
}

/** Refuses a target that holds anything, without changing it. */
async function assertEmpty(target: Target): Promise<void> {
  if (target.engine === 'pglite') {
    const entries = await fs.readdir(target.dir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    if (entries.length) {
      throw new BackupProblem(
        `${target.dir} already holds an embedded database. A restore only loads into an empty one, so nothing was changed: ` +
          'set PGLITE_DIR to a new directory (or move this one away, with the site stopped) and run the restore again.',
      );
    }
    return;
  }
  const { Client } = await import('pg');
  const client = new Client({ connectionString: target.url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupProblem(`Could not connect to ${target.label}: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    const tables = await listTables(async (t) => (await client.query<Record<string, unknown>>(t)).rows);
    const drizzle = (await client.query(`SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle'`)).rowCount;
    if (tables.length || drizzle) {
      const named = tables.slice(0, 5).join(', ') + (tables.length > 5 ? ', …' : '');
      throw new BackupProblem(
        `${target.label} already holds ${tables.length} table(s)${named ? ` (${named})` : ' (and a drizzle schema)'}. ` +
          'A restore only loads into an empty database, so nothing was changed: create a new one (e.g. `createdb`) and point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
}

async function putFiles(folder: string, manifest: Manifest, stores: Record<StoreName, UploadStorage>): Promise<number> {
  let n = 0;
  for (const entry of manifest.files) {
    if (!entry.store || !entry.key) continue;
    const body = new Uint8Array(await fs.readFile(path.join(folder, entry.path)));
    await stores[entry.store].put(entry.key, body, entry.type ?? 'application/octet-stream');
    n++;
  }
  return n;
}

async function loadPostgres(file: string, url: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  let known: Set<string>;
  try {
    known = new Set((await client.query<{ name: string }>('SELECT name FROM pg_settings')).rows.map((r) => r.name));
  } finally {
    await client.end();
  }
  const { url: bare, password } = splitPassword(url);
  const input = createReadStream(file).pipe(withoutUnknownSettings(known));
  await runTool('psql', ['-X', '-q', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--dbname=${bare}`], password, input);
}

async function loadEmbedded(file: string, dir: string): Promise<void> {
  const existed = await fs.stat(dir).catch(() => undefined);
  let handle: DbHandle | undefined;
  try {
    handle = await openEmbedded(dir);
    await handle.exec(forExec(await fs.readFile(file, 'utf8')));
    await handle.close();
  } catch (err) {
    await handle?.close().catch(() => {});
    // The directory was empty (or absent) before: leave it so, not half loaded.
    await fs.rm(dir, { recursive: true, force: true });
    if (existed) await fs.mkdir(dir, { recursive: true });
    throw err;
  }
}

/** The embedded database in `dir`, even with DATABASE_URL set (an empty address means none), as it is: no migration. */
export function openEmbedded(dir: string, migrate = false): Promise<DbHandle> {
  return openDatabase({ databaseUrl: '', pgliteDir: dir, migrate });
}

/** Counts, migrations and the trigram extension, read from the restored database. */
async function readBack(target: Target, tables: string[]): Promise<{ counts: TableCounts; migrations: number; trigram: boolean }> {
  const handle = target.engine === 'postgres' ? await openDatabase({ databaseUrl: target.url, migrate: false }) : await openEmbedded(target.dir);
  try {
    const query = async (t: string) => rowsOf<Record<string, unknown>>(handle.db, sql.raw(t));
    const present = new Set(await listTables(query));
    const counts = await countRows(
      query,
      tables.filter((t) => present.has(t)),
    );
    for (const t of present) if (!tables.includes(t)) counts[t] = (await countRows(query, [t]))[t];
    const migrations = (await migrationLevel(query)).applied;
    const trigram = (await query(`SELECT 1 AS ok FROM pg_extension WHERE extname = 'pg_trgm'`)).length > 0;
    return { counts, migrations, trigram };
  } finally {
    await handle.close();
  }
}

export async function restoreBackup(folder: string, options: RestoreOptions = {}): Promise<RestoreReport> {
  const log = options.log ?? (() => {});
  const source = path.resolve(folder);
  const manifest = await verifyBackup(source);
  log(`Checked ${manifest.files.length} file(s) of the backup against manifest.json (made ${manifest.createdAt} from ${manifest.engine === 'pglite' ? 'the embedded database' : 'PostgreSQL'}).`);
  const known = await knownMigrations();
  if (manifest.migrations.applied > known) {
    throw new BackupProblem(
      `The backup was made by a newer version of the site (${manifest.migrations.applied} migrations applied; this version knows ${known}). Restore it with that version or a later one.`,
    );
  }
  const target = targetOf(options);
  await assertEmpty(target);

  const stores = { uploads: uploadStorage(), images: imageStorage(), ...options.stores };
  const files = await putFiles(source, manifest, stores);
  if (files) log(`Put ${files} stored file(s) back (uploads: ${stores.uploads.kind}, images: ${stores.images.kind}).`);

  log(`Loading ${DATABASE_FILE} into ${target.label}…`);
  const sqlFile = path.join(source, DATABASE_FILE);
  if (target.engine === 'postgres') await loadPostgres(sqlFile, target.url);
  else await loadEmbedded(sqlFile, target.dir);

  const tableNames = Object.keys(manifest.tables).sort();
  const back = await readBack(target, tableNames);
  const tables: TableCheck[] = [...new Set([...tableNames, ...Object.keys(back.counts)])].sort().map((table) => ({
    table,
    expected: manifest.tables[table] ?? 0,
    restored: back.counts[table] ?? null,
  }));
  const mismatches = tables.filter((t) => t.restored !== t.expected || !(t.table in manifest.tables));
  const ok = mismatches.length === 0 && back.migrations === manifest.migrations.applied && back.trigram;
  return { manifest, target: target.label, tables, mismatches, files, migrations: back.migrations, trigram: back.trigram, ok };
}

/** The report as an operator reads it: every table's rows in the backup and restored. */
export function describeRestore(report: RestoreReport): string {
  const width = Math.max(5, ...report.tables.map((t) => t.table.length));
  const lines = [`${'table'.padEnd(width)}  ${'backup'.padStart(8)}  ${'restored'.padStart(8)}`];
  for (const t of report.tables) {
    const bad = report.mismatches.includes(t);
    lines.push(`${t.table.padEnd(width)}  ${String(t.expected).padStart(8)}  ${(t.restored === null ? 'missing' : String(t.restored)).padStart(8)}${bad ? '  DIFFERS' : ''}`);
  }
  lines.push(
    `Migrations applied: ${report.migrations} (backup: ${report.manifest.migrations.applied}); pg_trgm: ${report.trigram ? 'installed' : 'MISSING'}; stored files put back: ${report.files}.`,
  );
  return lines.join('\n');
}
