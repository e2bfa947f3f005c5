import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { DOVECOT, dovecotUrl } from './tests/mail/dovecot';

/**
 * Browser tests against the built app (`npm start`: build if needed, migrate, seed, serve) on its
 * own embedded database under .data/e2e, so they never touch a developer's .data/pglite.
 * Debian's Chromium is used where it exists (this machine and CI); elsewhere Playwright's own.
 * Its headless shell (Debian package chromium-headless-shell, the old headless mode Playwright's
 * own browsers also use for headless runs) comes first: the whole browser in its new headless mode
 * took 1.8 min for the blogs and useful-information specs where the shell took 1.2 (README).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The test mail server (e2e/support/smtp-sink.ts): SMTP for the app, HTTP for the tests to read. */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 25);
const SMTP_SINK = `http://127.0.0.1:${SMTP_PORT + 1}`;
/**
 * The replies mailbox (e2e/support/imap-server.ts, Debian's dovecot) the app reads customers'
 * answers from, where dovecot is installed (.ci/run installs it); without it the app reads none
 * and the journey that needs one skips that part.
 */
const IMAP_PORT = SMTP_PORT + 2;
const IMAP: Record<string, string> = fs.existsSync(DOVECOT) ? { IMAP_URL: dovecotUrl(IMAP_PORT), IMAP_POLL_MS: '2000' } : {};
const baseURL = `http://127.0.0.1:${PORT}`;
const executablePath = [process.env.E2E_CHROMIUM, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(
  (p): p is string => !!p && fs.existsSync(p),
);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    // A trace records every test's screenshots and DOM as it runs, kept only when one fails; on CI
    // nobody opens it, and recording costs both cores a share of the browser step: off there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `npx tsx e2e/support/smtp-sink.ts --smtp ${SMTP_PORT} --http ${SMTP_PORT + 1}`,
      url: SMTP_SINK,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
    },
    ...(IMAP.IMAP_URL ? [{ command: `npx tsx e2e/support/imap-server.ts --port ${IMAP_PORT}`, port: IMAP_PORT, reuseExistingServer: !process.env.CI, stdout: 'pipe' as const, gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 3_000 } }] : []),
    {
      command: 'npm start',
      url: `${baseURL}/api/cities`,
      timeout: 600_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        PGLITE_DIR: '.data/e2e/pglite',
        // A JSON line per request would bury the test report (Playwright prints the server's output).
        LOG_LEVEL: 'warn',
        // Shared with the measurement scripts (scripts/lib/serve.ts DEMO_MEDIA_DIR): drawn once.
        MEDIA_DIR: '.data/demo-media',
        SITE_URL: baseURL,
        // The form specs name a client of their own per test (X-Forwarded-For, e2e/support/forms.ts),
        // as a balancer on loopback would: trusted here only.
        TRUST_PROXY: 'loopback',
        NEXT_TELEMETRY_DISABLED: '1',
        // The back office's first admin, with a known password (e2e/support/staff.ts).
        // The viewings' reminders are looked for every 2 s, so the journey sees one go out once it is due.
        VIEWING_REMINDERS_CHECK_MS: '2000',
        STAFF_FIRST_ADMIN_PASSWORD: 'e2e-admin-password-0001',
        // Mail goes through a real SMTP server, the tests' own (e2e/support/smtp-sink.ts).
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_OUTBOX_DIR: '.data/e2e/outbox',
        ...IMAP,
      },
    },
  ],
});
