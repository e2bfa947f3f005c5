/**
 * Each test file gets its own copy of the seeded database (or the shared PostgreSQL one), opened
 * when the file first reaches the database: a file of pure units never loads it.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb, openDatabase, useDbOpener } from '@/lib/server/db/client';

beforeAll(() => {
  const dump = inject('pgliteDump');
  if (!dump) return; // PostgreSQL: the app opens DATABASE_URL itself
  useDbOpener(() => openDatabase({ pgliteDump: new Blob([fs.readFileSync(dump)]), migrate: false }));
});

afterAll(async () => {
  await closeDb();
});
