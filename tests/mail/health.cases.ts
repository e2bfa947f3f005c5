import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { metrics } from '@/lib/observability/metrics';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { enqueueMail, outboxHealth } from '@/lib/server/mail/outbox';
import { createMailWorker, withoutAddresses } from '@/lib/server/mail/worker';
import { unique } from '../forms/support';
import { drain } from './support';

/** A counter's value for some labels, read the way Prometheus would read it. */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const metric = (await metrics().registry.getMetricsAsJSON()).find((m) => m.name === name);
  const value = metric?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l));
  return value?.value ?? 0;
}

describe('the outbox as the metrics read it', () => {
  it('counts due and failed mails and the oldest wait, and the worker logs no address', async () => {
    const db = await getDb();
    const to = `${unique('health')}@example.com`;
    const before = await outboxHealth(db);
    const ids = await db.transaction(async (tx) => [
      (await enqueueMail(tx, { kind: 'test', language: 'en', to, subject: 'One', text: 'hello' })).id,
      (await enqueueMail(tx, { kind: 'test', language: 'en', to, subject: 'Two', text: 'hello' })).id,
    ]);
    // Waiting two minutes: the oldest due mail's age says so.
    await db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 120_000) }).where(inArray(mailOutbox.id, ids));
    const due = await outboxHealth(db);
    expect(due.due - before.due).toBe(2);
    expect(due.oldestDueSeconds).toBeGreaterThanOrEqual(119);

    // A server that refuses the recipient by name: given up after one attempt, logged without the address.
    const lines: string[] = [];
    const failedBefore = await counted('mail_deliveries_total', { result: 'failed' });
    const worker = createMailWorker({
      maxAttempts: 1,
      log: (line) => lines.push(line),
      transport: { send: async (row) => Promise.reject(new Error(`550 5.1.1 <${row.toAddress}>: Recipient address rejected`)), close() {} },
    });
    await drain(worker, new Date());
    const after = await outboxHealth(db);
    expect(after.failed - before.failed).toBeGreaterThanOrEqual(2);
    expect(after.due).toBe(0);
    expect(await counted('mail_deliveries_total', { result: 'failed' })).toBeGreaterThanOrEqual(failedBefore + 2);
    const mine = lines.filter((l) => ids.some((id) => l.includes(`#${id} `)));
    expect(mine).toHaveLength(2);
    for (const line of mine) {
      expect(line).toContain('550 5.1.1 <<address>>: Recipient address rejected');
      expect(line).not.toContain(to);
    }
  });

  it('takes addresses out of any text a server sends back', () => {
    expect(withoutAddresses('RCPT TO:<jane.doe+x@example.co.jp> refused; also bob@example.com.')).toBe('RCPT TO:<<address>> refused; also <address>');
  });
});
