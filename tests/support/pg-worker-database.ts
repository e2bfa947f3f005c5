/**
 * On PostgreSQL (DATABASE_URL set) each Vitest worker gets its own copy of the seeded database,
 * made by global-setup.ts as `<database>_w<N>` from the seeded one as a template, so that the
 * workers run side by side as they do on the embedded database. This file must run before anything
 * reads the settings (lib/server/settings.ts keeps what it first read), so it is the first setup
 * file and imports nothing of the app's. Child processes a test starts inherit the worker's URL.
 */
import { workerDatabaseUrl } from './pg-workers';

// The seeded database's URL is kept aside: a worker process that runs several files rewrites once.
const seeded = process.env.TEST_SEEDED_DATABASE_URL ?? process.env.DATABASE_URL;
if (seeded) {
  process.env.TEST_SEEDED_DATABASE_URL = seeded;
  process.env.DATABASE_URL = workerDatabaseUrl(seeded, Number(process.env.VITEST_POOL_ID ?? 1));
}
