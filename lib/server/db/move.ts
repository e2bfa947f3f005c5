import 'server-only';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Db, type DbHandle, type Tx } from './client';

/**
 * Moving the embedded database into PostgreSQL (`npm run db:move`).
 *
 * The target is opened (and migrated) like the site opens it, so it has the same schema as the
 * source; it must hold no data. Every table of the `public` schema is then copied in foreign-key
 * order, read from the catalogue so that a table added by a later migration is covered without a
 * change here, in one transaction on the target: a move that fails leaves the target as empty as
 * it found it. The tables' own triggers (the content version, the search counts and bit maps kept
 * by drizzle/0004, 0007, 0009, 0012) are disabled inside that transaction, because the rows they
 * maintain are copied too and would otherwise be counted twice. Then every sequence is set to the
 * source's value, and the rows of every table are counted on both sides.
 */

export type TableCount = { table: string; source: number; target: number };

export type MoveReport = {
  tables: TableCount[];
  sequences: { name: string; value: number | null }[];
  /** The migration both databases are at (drizzle's journal: the latest `created_at`). */
  migration: number | null;
  ms: number;
};

export type MoveOptions = {
  /** Rows read and written at a time (default 2000). */
  batchRows?: number;
  /** Progress lines (a table copied); silent by default. */
  log?: (line: string) => void;
};

/** A refusal the operator can act on: its message is the whole story (no stack trace needed). */
export class MoveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoveRefused';
  }
}

/**
 * The table the migrations themselves fill (drizzle/0004 writes the first content version), so a
 * freshly migrated database holds its one row and still counts as empty; the move replaces it.
 */
const FILLED_BY_MIGRATIONS = new Set(['content_version']);

const ident = (name: string) => sql.identifier(name);

/** The tables of `public` (ordinary and partitioned), parents before the tables that refer to them. */
export async function tablesInForeignKeyOrder(db: Db): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      db,
      sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname`,
    )
  ).map((r) => r.name);
  const edges = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
        JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
        WHERE k.contype = 'f' AND cn.nspname = 'public' AND pn.nspname = 'public'`,
  );
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set<string>()]));
  // A table referring to itself is copied in its primary key's order (parents are made first).
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (!ready.length) {
      const left = tables.filter((t) => !placed.has(t));
      throw new MoveRefused(`The tables ${left.join(', ')} refer to each other in a cycle; they cannot be copied in order.`);
    }
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/** The columns a copy writes: all but generated ones (PostgreSQL computes those), in table order. */
async function copiedColumns(db: Db, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT a.attname AS name FROM pg_attribute a
        WHERE a.attrelid = ${`public.${quoteIdent(table)}`}::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY a.attnum`,
  );
  return rows.map((r) => r.name);
}

/** The primary key's columns (the order rows are read in), or none. */
async function primaryKey(db: Db, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT a.attname AS name FROM pg_index i
        JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, n) ON true
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE i.indrelid = ${`public.${quoteIdent(table)}`}::regclass AND i.indisprimary ORDER BY k.n`,
  );
  return rows.map((r) => r.name);
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

async function countRows(db: Db | Tx, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(db as Db, sql`SELECT count(*) AS n FROM ${ident(table)}`);
  return Number(row.n);
}

/** The sequences of `public` with their state (`last_value`, and whether `nextval` has used it). */
async function sequences(db: Db): Promise<{ name: string; last: string; called: boolean }[]> {
  const names = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const out: { name: string; last: string; called: boolean }[] = [];
  for (const { name } of names) {
    const [row] = await rowsOf<{ last: string | number; called: boolean }>(db, sql`SELECT last_value::text AS last, is_called AS called FROM ${ident(name)}`);
    out.push({ name, last: String(row.last), called: row.called });
  }
  return out;
}

/** The migrations a database has had applied (drizzle's journal), oldest first; none when it has no journal. */
async function appliedMigrations(db: Db): Promise<{ hash: string; at: number }[]> {
  const [exists] = await rowsOf<{ t: string | null }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`);
  if (!exists.t) return [];
  const rows = await rowsOf<{ hash: string; at: string | number }>(db, sql`SELECT hash, created_at AS at FROM drizzle.__drizzle_migrations ORDER BY created_at, id`);
  return rows.map((r) => ({ hash: r.hash, at: Number(r.at) }));
}

/**
 * Refuses unless both databases are at the same migration (the same journal, entry by entry):
 * the rows of one schema cannot be poured into another.
 */
async function checkSameMigration(source: Db, target: Db): Promise<number | null> {
  const [from, to] = [await appliedMigrations(source), await appliedMigrations(target)];
  const same = from.length === to.length && from.every((m, i) => m.hash === to[i].hash);
  if (!same) {
    throw new MoveRefused(
      `The embedded database has ${from.length} migrations applied and the target ${to.length}, or not the same ones: ` +
        'both must be at the migration of this version of the site (run the move with the version that last ran the site).',
    );
  }
  return from.at(-1)?.at ?? null;
}

/** The tables of the target that hold data (rows beyond what the migrations wrote), with their row counts. */
export async function tablesHoldingData(db: Db): Promise<{ table: string; rows: number }[]> {
  const held: { table: string; rows: number }[] = [];
  for (const table of await tablesInForeignKeyOrder(db)) {
    const rows = await countRows(db, table);
    if (rows > (FILLED_BY_MIGRATIONS.has(table) ? 1 : 0)) held.push({ table, rows });
  }
  return held;
}

/** What a copy reads of one table: its columns (generated ones left out) and its primary key. */
type TablePlan = { table: string; columns: string[]; key: string[] };

/**
 * Copies one table's rows, `batchRows` at a time, in primary-key order, through a cursor in the
 * source's transaction (one pass over the table, however large, and one snapshot of it).
 */
async function copyTable(source: Tx, tx: Tx, plan: TablePlan, batchRows: number): Promise<number> {
  const { table, columns, key } = plan;
  const list = sql.join(columns.map(ident), sql`, `);
  const order = key.length ? sql.join(key.map(ident), sql`, `) : sql.raw('ctid');
  // Rows travel as JSON text: every type (bytea, arrays, jsonb, timestamps) round-trips through
  // its text form, and json_populate_recordset types each field by the target's own columns.
  await source.execute(sql`DECLARE move_rows NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS j FROM (SELECT ${list} FROM ${ident(table)} ORDER BY ${order}) r`);
  let copied = 0;
  try {
    for (;;) {
      const rows = await rowsOf<{ j: string }>(source as unknown as Db, sql`FETCH FORWARD ${sql.raw(String(batchRows))} FROM move_rows`);
      if (!rows.length) return copied;
      await tx.execute(
        sql`INSERT INTO ${ident(table)} (${list}) OVERRIDING SYSTEM VALUE
            SELECT ${list} FROM json_populate_recordset(null::${ident(table)}, ${`[${rows.map((r) => r.j).join(',')}]`}::json)`,
      );
      copied += rows.length;
    }
  } finally {
    await source.execute(sql`CLOSE move_rows`);
  }
}

const rowsWord = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** At most eight tables by name, then how many more. */
function listTables(held: { table: string; rows: number }[]): string {
  const named = held.slice(0, 8).map((h) => `${h.table} (${rowsWord(h.rows)})`);
  return held.length > 8 ? `${named.join(', ')} and ${held.length - 8} more tables` : named.join(', ');
}

function describe(err: unknown): string {
  const e = err as { message?: string; cause?: { message?: string } };
  return e.cause?.message ?? e.message ?? String(err);
}

/**
 * Copies every row of `source` (the embedded database, opened and migrated) into the empty
 * PostgreSQL database at `targetUrl`, sets its sequences, and counts both sides. Throws
 * `MoveRefused` when the target holds data, is at another migration, or the copy fails (the
 * target is then left as it was); the report's counts say whether every table arrived whole.
 */
export async function moveDatabase(source: DbHandle, targetUrl: string, options: MoveOptions = {}): Promise<MoveReport> {
  const started = Date.now();
  const batchRows = Math.max(1, Math.floor(options.batchRows ?? 2000));
  const log = options.log ?? (() => {});
  if (source.engine !== 'pglite') throw new MoveRefused('The source of a move is the embedded database.');
  let target: DbHandle;
  try {
    target = await openDatabase({ databaseUrl: targetUrl });
  } catch (err) {
    const missing = (err as { code?: string }).code === '3D000' ? ' Create it first (createdb, or CREATE DATABASE), empty.' : '';
    throw new MoveRefused(`Could not open the target database: ${describe(err)}.${missing}`);
  }
  try {
    const migration = await checkSameMigration(source.db, target.db);
    const held = await tablesHoldingData(target.db);
    if (held.length) {
      throw new MoveRefused(
        `The target database already holds data, so nothing was copied: ${listTables(held)}. ` +
          'Move into a new, empty database.',
      );
    }
    const tables = await tablesInForeignKeyOrder(source.db);
    const targetTables = new Set(await tablesInForeignKeyOrder(target.db));
    const missing = tables.filter((t) => !targetTables.has(t));
    if (missing.length) throw new MoveRefused(`The target database has no table ${missing.join(', ')}.`);
    const seqs = await sequences(source.db);
    const plans: TablePlan[] = [];
    for (const table of tables) plans.push({ table, columns: await copiedColumns(source.db, table), key: await primaryKey(source.db, table) });
    try {
      // The source is read in one transaction (its cursors need one; nothing else writes to it).
      await source.db.transaction(async (read) => {
        await target.db.transaction(async (tx) => {
          // The triggers the tables carry are the owner's to disable (no superuser needed), and the
          // change is part of the transaction: a failure or the commit leaves them as they were.
          for (const table of tables) await tx.execute(sql`ALTER TABLE ${ident(table)} DISABLE TRIGGER USER`);
          for (const plan of plans) {
            if (FILLED_BY_MIGRATIONS.has(plan.table)) await tx.execute(sql`DELETE FROM ${ident(plan.table)}`);
            const n = await copyTable(read, tx, plan, batchRows);
            log(`copied ${plan.table}: ${rowsWord(n)}`);
          }
          for (const table of tables) await tx.execute(sql`ALTER TABLE ${ident(table)} ENABLE TRIGGER USER`);
          for (const s of seqs) await tx.execute(sql`SELECT setval(${`public.${quoteIdent(s.name)}`}::regclass, ${s.last}::bigint, ${s.called})`);
        });
      });
    } catch (err) {
      const message = describe(err);
      if (/must be owner/i.test(message)) {
        throw new MoveRefused(`The target's user may not disable the tables' triggers (${message}): connect as the user that owns the tables (the one the site migrates with).`);
      }
      throw new MoveRefused(`The copy failed and was rolled back, so the target is still empty: ${message}`);
    }
    const counts: TableCount[] = [];
    for (const table of tables) counts.push({ table, source: await countRows(source.db, table), target: await countRows(target.db, table) });
    const after = await sequences(target.db);
    return {
      tables: counts,
      sequences: after.map((s) => ({ name: s.name, value: s.called ? Number(s.last) : null })),
      migration,
      ms: Date.now() - started,
    };
  } finally {
    await target.close();
  }
}

/** The report as the operator reads it: one line a table (source and target rows), then the verdict. */
export function formatCounts(report: MoveReport): { text: string; ok: boolean } {
  const width = Math.max(5, ...report.tables.map((t) => t.table.length));
  const lines = [`${'table'.padEnd(width)}  ${'source'.padStart(9)}  ${'target'.padStart(9)}`];
  const differ = report.tables.filter((t) => t.source !== t.target);
  for (const t of [...report.tables].sort((a, b) => a.table.localeCompare(b.table))) {
    lines.push(`${t.table.padEnd(width)}  ${String(t.source).padStart(9)}  ${String(t.target).padStart(9)}${t.source !== t.target ? '  DIFFERENT' : ''}`);
  }
  const rows = report.tables.reduce((n, t) => n + t.source, 0);
  lines.push(
    differ.length
      ? `${differ.length} table(s) differ: ${differ.map((t) => t.table).join(', ')}.`
      : `All ${report.tables.length} tables match (${rows} rows); ${report.sequences.length} sequences set, in ${(report.ms / 1000).toFixed(1)} s.`,
  );
  return { text: lines.join('\n'), ok: differ.length === 0 };
}
