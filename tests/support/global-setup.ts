/**
 * Seeds one database for the whole run. On PostgreSQL (DATABASE_URL set) the throw-away database
 * is migrated and seeded in place, then copied once for each worker (tests/support/pg-workers.ts);
 * otherwise an in-memory PGlite is seeded once and its data
 * directory dumped to a file that every test worker starts from.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/lib/server/db/client';
import { seedDatabase } from '@/scripts/seed/seed';
import { cloneForWorkers, TEST_WORKERS } from './pg-workers';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  if (process.env.DATABASE_URL) {
    const handle = await openDatabase();
    await seedDatabase(handle.db);
    await handle.close();
    const dropCopies = await cloneForWorkers(process.env.DATABASE_URL, TEST_WORKERS);
    project.provide('pgliteDump', '');
    console.log(`[tests] seeded PostgreSQL and copied it for ${TEST_WORKERS} workers in ${Date.now() - started} ms`);
    return dropCopies;
  }
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  await seedDatabase(handle.db);
  const dump = await handle.dump!();
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-test-')), 'seeded.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  console.log(`[tests] seeded the embedded database in ${Date.now() - started} ms`);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
