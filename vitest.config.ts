import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './tests/support/pg-workers';

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: path.resolve(__dirname) + '/' },
      // The marker package throws outside React Server Components; tests run the server code directly.
      { find: /^server-only$/, replacement: path.resolve(__dirname, 'tests/support/empty.ts') },
    ],
  },
  test: {
    // Component tests (.tsx) choose their DOM with `// @vitest-environment happy-dom`.
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/pg-worker-database.ts', 'tests/support/worker-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine
    // while the other core idles (the main process only gathers results). Each file has its own
    // copy of the embedded database, so as many run side by side as there are cores; on PostgreSQL
    // (DATABASE_URL) each worker has a copy of the seeded database (tests/support/pg-workers.ts).
    maxWorkers: TEST_WORKERS,
    // Tests write their own media files; never the demo's .data/media.
    // CONTENT_POLL_MS=0: cached data checks the content version on every use, so a test that changes
    // content sees the change at once.
    // FORM_SECRET: the form tokens' key, so that tests never write the demo's .data/form-secret.
    env: {
      MEDIA_DIR: path.join(os.tmpdir(), `vn-rentals-test-media-${process.pid}`),
      CONTENT_POLL_MS: '0',
      FORM_SECRET: 'vitest-form-secret-not-for-production-0123456789',
    },
  },
});
