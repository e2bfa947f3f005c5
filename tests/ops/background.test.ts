import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentVersionSignal } from '@/lib/cache/signal';
import { metrics } from '@/lib/observability/metrics';
import { shutdownHooks } from '@/lib/process-shared';
import { getDb } from '@/lib/server/db/client';
import { enqueueMail, mailEnqueued } from '@/lib/server/mail/outbox';
import { register } from '@/instrumentation';
import { unique } from '../forms/support';

/**
 * The background work starts from Next's instrumentation hook in any server process (`npm run dev`
 * as `npm start`): the mail worker delivers, the content version is read, the metrics' database
 * probes answer, and the production server's shutdown finds every stop.
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vn-rentals-background-'));
const outbox = path.join(scratch, 'outbox');
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(() => {
  // Settings are read on first use: set before anything here reads them.
  vi.stubEnv('MAIL_OUTBOX_DIR', outbox);
  vi.stubEnv('MAIL_POLL_MS', '600000');
  vi.stubEnv('ALERTS_CHECK_MS', '600000');
  vi.stubEnv('PGLITE_DIR', path.join(scratch, 'pglite'));
  vi.stubEnv('BACKUP_DIR', path.join(scratch, 'backups'));
});

afterAll(async () => {
  await Promise.allSettled([...shutdownHooks()].map((stop) => stop()));
  vi.unstubAllEnvs();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('background work from instrumentation.ts', () => {
  it('starts nothing in the edge runtime', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    await register();
    expect(shutdownHooks().size).toBe(0);
    expect(metrics().probes.outbox).toBeUndefined();
  });

  // On PostgreSQL the outbox and the alerts are shared by every test file running beside this one:
  // a worker here would deliver their mails. The embedded database is this file's own.
  it.skipIf(onPostgres)('delivers a mail committed after start, reads the content version, answers the metrics, and stops on shutdown', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    await register();
    // The mail worker, the alerts' digest, the viewings' reminders and, on the embedded database, the backup service.
    expect(shutdownHooks().size).toBe(4);

    const to = `${unique('background')}@example.vn`;
    const db = await getDb();
    await db.transaction((tx) => enqueueMail(tx, { kind: 'ack', language: 'en', to, subject: 'Background check', text: 'Delivered by the worker instrumentation.ts started.' }));
    // Woken by the commit, not by its poll (ten minutes away).
    mailEnqueued();
    const delivered = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => fs.readFileSync(path.join(outbox, f), 'utf8').includes(to)) : []);
    await expect.poll(delivered, { timeout: 15_000 }).toHaveLength(1);

    await expect.poll(() => contentVersionSignal().version, { timeout: 5_000 }).toBeTypeOf('number');
    const health = await metrics().probes.outbox!();
    expect(health).toEqual({ due: expect.any(Number), failed: expect.any(Number), oldestDueSeconds: expect.any(Number) });

    const stops = [...shutdownHooks()];
    await expect(Promise.all(stops.map((stop) => stop()))).resolves.toHaveLength(stops.length);
  });
});
