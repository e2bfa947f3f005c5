/** The per-worker PostgreSQL databases of a Vitest run (tests/support/pg-worker-database.ts). */
import os from 'node:os';

/** As many workers on PostgreSQL as on the embedded database: one a core. */
export const TEST_WORKERS = os.availableParallelism();

export function workerDatabaseName(database: string, worker: number): string {
  return `${database}_w${worker}`;
}

export function workerDatabaseUrl(url: string, worker: number): string {
  const u = new URL(url);
  u.pathname = `/${workerDatabaseName(decodeURIComponent(u.pathname.slice(1)), worker)}`;
  return u.toString();
}

/** Makes (again) each worker's database from the seeded one; returns a function that drops them. */
export async function cloneForWorkers(url: string, workers: number): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  const seeded = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const names = Array.from({ length: workers }, (_, i) => workerDatabaseName(seeded, i + 1));
  const run = async (statements: string[]) => {
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      for (const s of statements) await client.query(s);
    } finally {
      await client.end();
    }
  };
  const drop = () => run(names.map((n) => `DROP DATABASE IF EXISTS ${ident(n)} WITH (FORCE)`));
  await drop();
  await run(names.map((n) => `CREATE DATABASE ${ident(n)} TEMPLATE ${ident(seeded)}`));
  return drop;
}
