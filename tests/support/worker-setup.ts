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

// Component tests (happy-dom): findBy/waitFor wait up to 5 s rather than Testing Library's 1 s, which
// a busy two-core machine running the files side by side can overrun (saved-view failed so).
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
