import 'server-only';
import { processShared } from '@/lib/process-shared';
import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { resolvePath, settings } from '../settings';

export type Schema = typeof schema;
/** The one database type every caller sees, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction on it, as `db.transaction` hands it to its callback: helpers that write inside the caller's transaction take one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type DbHandle = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Run raw SQL (several statements allowed); used by maintenance scripts and tests. */
  exec(sqlText: string): Promise<void>;
  /**
   * How many queries sent now would each find a connection free, with none waiting: room for work
   * run beside a request's own queries. The embedded engine runs one query at a time: 0.
   */
  spareConnections(): number;
  /** PostgreSQL's pool: connections open, idle, and queries waiting for one (metrics); none embedded. */
  connections?(): { total: number; idle: number; waiting: number };
  /**
   * The embedded engine's data as a tarball (tests snapshot a seeded database with it; backups copy
   * it). gzip by default; 'none' is larger but made without blocking the event loop.
   */
  dump?(compression?: 'gzip' | 'none'): Promise<Blob>;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** PostgreSQL connection string; default: the `DATABASE_URL` setting. */
  databaseUrl?: string;
  /** PGlite data directory, or `memory://`; default: the `PGLITE_DIR` setting. */
  pgliteDir?: string;
  /** Start an in-memory PGlite from a dump made with `dump()`. */
  pgliteDump?: Blob;
  /** Apply pending migrations after connecting (default true). */
  migrate?: boolean;
};

const MIGRATIONS = path.join(process.cwd(), 'drizzle');
const MIGRATION_LOCK = 727_001; // advisory lock id: one instance migrates at a time

/** Opens a connection to the configured engine and brings its schema up to date. */
export async function openDatabase(options: OpenOptions = {}): Promise<DbHandle> {
  const url = options.databaseUrl ?? settings().DATABASE_URL;
  const handle = url ? await openPostgres(url) : await openPglite(options);
  if (options.migrate !== false) await migrateHandle(handle, url);
  return handle;
}

async function openPostgres(url: string): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const max = settings().DB_POOL_MAX;
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    spareConnections: () => (pool.waitingCount > 0 ? 0 : pool.idleCount + max - pool.totalCount),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenOptions): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = options.pgliteDump ? 'memory://' : (options.pgliteDir ?? settings().PGLITE_DIR);
  const onDisk = !dir.startsWith('memory://');
  const target = onDisk ? resolvePath(dir) : dir;
  const releaseLock = onDisk ? takeDirectoryLock(target) : () => {};
  try {
    if (onDisk) fs.mkdirSync(target, { recursive: true });
    const client = await PGlite.create(target, {
      extensions: { pg_trgm, btree_gist, cube, earthdistance },
      ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
    });
    const db = drizzle({ client, schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      exec: async (sqlText) => {
        await client.exec(sqlText);
      },
      spareConnections: () => 0,
      dump: async (compression = 'gzip') => {
        const file = await client.dumpDataDir(compression);
        return file;
      },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (err) {
    releaseLock();
    throw err;
  }
}

async function migrateHandle(handle: DbHandle, url: string | undefined) {
  if (handle.engine === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS });
    return;
  }
  // Several app instances may start together: serialise migrations on one connection.
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/**
 * The embedded database may be opened by exactly one process. A lock file beside the data
 * directory names the owner; a second opener gets a clear message instead of a corrupted store.
 */
function takeDirectoryLock(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database at ${dir} is in use by process ${owner} (is the server running?). ` +
            'Stop that process first, or work through the HTTP API.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock the embedded database at ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// One handle per process: every server bundle shares it.
const holder = processShared<{ handle?: Promise<DbHandle>; opener?: () => Promise<DbHandle> }>('db', () => ({}));

/** The rows a raw SQL statement answers (both drivers answer `{ rows }`), typed as the caller says. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The process-wide database, opened (and migrated) on first use. */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

export function getDbHandle(): Promise<DbHandle> {
  if (!holder.handle) {
    const opening = (holder.opener ?? openDatabase)();
    // A failed open (server down) is not cached: the next request tries again.
    opening.catch(() => {
      if (holder.handle === opening) delete holder.handle;
    });
    holder.handle = opening;
  }
  return holder.handle;
}

/**
 * Says how the process-wide database is opened on first use, instead of from the settings (tests:
 * each test file's copy of the seeded database, opened only if the file reaches the database).
 */
export function useDbOpener(open: () => Promise<DbHandle>): void {
  holder.opener = open;
}

/** Installs an already open handle as the process-wide database (tests, scripts). */
export function useDbHandle(handle: DbHandle): void {
  holder.handle = Promise.resolve(handle);
}

export async function closeDb(): Promise<void> {
  const opening = holder.handle;
  delete holder.handle;
  if (opening) await (await opening).close();
}
