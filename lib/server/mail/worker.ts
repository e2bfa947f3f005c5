import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { settings } from '../settings';
import { mailConfig } from './config';
import { startImapPoller } from './imap';
import { mailWakeListeners, type OutboxRow } from './outbox';
import { defaultTransport, type MailTransport } from './transport';
import { log as logger } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

/**
 * The delivery worker. Each tick claims due rows in a short transaction (`FOR UPDATE SKIP LOCKED`,
 * so concurrent workers take different rows; the claim sets a lease and counts the attempt),
 * then delivers them outside any transaction and records the outcome. A worker that dies after
 * claiming leaves its rows pending: once the lease runs out they are due again and go out with
 * the same Message-ID (at-least-once). The outcome is written only by the claim that made the
 * attempt (`attempts` is its fencing token), so a late worker cannot reopen a row another one holds.
 */
export const LEASE_MS = 2 * 60 * 1000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 60 * 60 * 1000;

export type WorkerOptions = {
  db?: () => Promise<Db>;
  transport?: MailTransport;
  leaseMs?: number;
  /** Rows claimed per tick. */
  batch?: number;
  maxAttempts?: number;
  /** 0 ≤ x < 1, for the backoff's jitter (tests pass a constant). */
  random?: () => number;
  log?: (line: string) => void;
};

export type TickResult = { claimed: number; sent: number; retried: number; failed: number };

/** 30 s × 2^(attempt−1), at most an hour, ±20 % so that a burst of failures does not retry in step. */
export function backoffMs(attempts: number, random = Math.random): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(attempts - 1, 0), BACKOFF_CAP_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The worker's lines go to the process's structured log, never with an address in them. */
const defaultLog = (line: string) => logger('mail').warn(line);

/** A server's error text names the recipient often ("550 5.1.1 <a@b.example>: unknown"): not in logs. */
export function withoutAddresses(text: string): string {
  return text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '<address>');
}

export function createMailWorker(options: WorkerOptions = {}) {
  const db = options.db ?? getDb;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const batch = options.batch ?? 10;
  const maxAttempts = options.maxAttempts ?? mailConfig().maxAttempts;
  const random = options.random ?? Math.random;
  const log = options.log ?? defaultLog;
  let transport = options.transport;

  /** Claims up to `limit` due rows for this worker until now + lease; returns them with their new attempt count. */
  async function claim(now: Date, limit = batch): Promise<OutboxRow[]> {
    const handle = await db();
    const claimed = await handle.transaction(async (tx) => {
      const result = await tx.execute(sql`
        WITH due AS (
          SELECT id FROM mail_outbox
          WHERE status = 'pending' AND next_attempt_at <= ${at(now)}
            AND (claimed_until IS NULL OR claimed_until <= ${at(now)})
          ORDER BY next_attempt_at, id
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED
        )
        UPDATE mail_outbox AS m SET claimed_until = ${at(new Date(now.getTime() + leaseMs))}, attempts = m.attempts + 1
        FROM due WHERE m.id = due.id
        RETURNING m.id`);
      return (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
    });
    if (!claimed.length) return [];
    return handle.select().from(mailOutbox).where(inArray(mailOutbox.id, claimed)).orderBy(mailOutbox.id);
  }

  /** Delivers one claimed row and records the outcome. */
  async function deliver(row: OutboxRow, now: Date): Promise<'sent' | 'retried' | 'failed'> {
    const handle = await db();
    transport ??= defaultTransport();
    const mine = and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.attempts, row.attempts));
    try {
      const deliveredTo = await transport.send(row);
      // Sent is sent: recorded even if the lease ran out meanwhile (only a pending row changes).
      await handle
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: now, deliveredTo, claimedUntil: null, lastError: null })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
      return 'sent';
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      if (row.attempts >= maxAttempts) {
        await handle.update(mailOutbox).set({ status: 'failed', lastError: message, claimedUntil: null }).where(mine);
        log(`[mail] #${row.id} failed for good after ${row.attempts} attempts: ${withoutAddresses(message)}`);
        return 'failed';
      }
      const next = new Date(now.getTime() + backoffMs(row.attempts, random));
      await handle.update(mailOutbox).set({ nextAttemptAt: next, lastError: message, claimedUntil: null }).where(mine);
      log(`[mail] #${row.id} attempt ${row.attempts} of ${maxAttempts} failed (${withoutAddresses(message)}); next at ${next.toISOString()}`);
      return 'retried';
    }
  }

  /** One round: claim what is due at `now`, deliver it, record the outcomes. */
  async function tick(now = new Date()): Promise<TickResult> {
    const result: TickResult = { claimed: 0, sent: 0, retried: 0, failed: 0 };
    const rows = await claim(now);
    result.claimed = rows.length;
    // In parallel, so that a batch of slow servers still ends well inside the lease.
    for (const outcome of await Promise.all(rows.map((row) => deliver(row, now)))) {
      result[outcome] += 1;
      metrics().mailsSent.inc({ result: outcome });
    }
    return result;
  }

  return { claim, deliver, tick, close: () => transport?.close() };
}

export type MailWorker = ReturnType<typeof createMailWorker>;

/**
 * Runs the worker in this process: a tick every MAIL_POLL_MS, at once after a mail is committed
 * here, and again at once while ticks find full batches. `stop()` waits for the tick in flight.
 */
export function startMailWorker(options: WorkerOptions & { pollMs?: number; imapUrl?: string } = {}): { stop(): Promise<void> } {
  const worker = createMailWorker(options);
  // Customers' answers are read where mail is sent: IMAP_URL unset means not at all.
  const imapUrl = options.imapUrl ?? settings().IMAP_URL;
  const imap = imapUrl ? startImapPoller(imapUrl, settings().IMAP_POLL_MS, options.log) : undefined;
  const pollMs = options.pollMs ?? mailConfig().pollMs;
  const log = options.log ?? defaultLog;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let failing = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = (async () => {
      let busy = false;
      try {
        const result = await worker.tick();
        busy = result.claimed >= (options.batch ?? 10);
        if (failing) log('[mail] the outbox can be read again');
        failing = false;
      } catch (err) {
        // The database is down or similar: said once, not on every poll.
        if (!failing) log(`[mail] could not read the outbox: ${withoutAddresses(err instanceof Error ? err.message : String(err))}`);
        failing = true;
      } finally {
        running = undefined;
        schedule(again || busy ? 0 : pollMs);
      }
    })();
  }
  // A wake during a tick is remembered (that tick's claim may have run before the commit).
  const wake = () => {
    again = true;
    if (!running) schedule(0);
  };
  mailWakeListeners().add(wake);
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      mailWakeListeners().delete(wake);
      await Promise.all([running, imap?.stop()]);
      worker.close();
    },
  };
}
