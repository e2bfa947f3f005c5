/** Each test file gets its own copy of the seeded database (or the shared PostgreSQL one). */
import fs from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb, openDatabase, useDbHandle } from '@/lib/server/db/client';

beforeAll(async () => {
  const dump = inject('pgliteDump');
  if (!dump) return; // PostgreSQL: the app opens DATABASE_URL itself
  const handle = await openDatabase({ pgliteDump: new Blob([fs.readFileSync(dump)]), migrate: false });
  useDbHandle(handle);
});

afterAll(async () => {
  await closeDb();
});
