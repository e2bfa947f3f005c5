import 'server-only';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { log as logger } from '@/lib/observability/log';
import { addDays, atVietnam, vietnamClock, vietnamDay } from '@/lib/viewings/time';
import { getDb } from '../db/client';
import { viewingRequests } from '../db/schema';
import { mailEnqueued } from '../mail/outbox';
import { periodic } from '../periodic';
import { readViewingHours } from './hours';
import { enqueueViewingChange } from './mails';

/**
 * The renter's reminder of a confirmed viewing: from the `reminderHour` of the viewingHours setting
 * (Vietnam time) the day before, or at once for a viewing later the same day (confirmed after the
 * day before's hour had passed). Rows are claimed with FOR UPDATE SKIP LOCKED and marked in the
 * transaction that writes the mail, so instances running this side by side send each reminder once;
 * a moved viewing is reminded again (manage.ts clears the mark).
 */
export async function sendDueReminders(now: Date): Promise<number> {
  const db = await getDb();
  const at = now.getTime();
  const sent = await db.transaction(async (tx) => {
    const { reminderHour } = await readViewingHours(tx);
    const today = vietnamDay(at);
    const pastHour = Number(vietnamClock(at).slice(0, 2)) >= reminderHour;
    const until = atVietnam(addDays(today, pastHour ? 2 : 1), '00:00');
    const due = await tx
      .select()
      .from(viewingRequests)
      .where(and(eq(viewingRequests.status, 'confirmed'), isNull(viewingRequests.reminderSentAt), gt(viewingRequests.startsAt, now), lt(viewingRequests.startsAt, new Date(until))))
      .orderBy(viewingRequests.startsAt, viewingRequests.id)
      .for('update', { skipLocked: true });
    for (const viewing of due) {
      await enqueueViewingChange(tx, viewing, 'reminder');
      await tx.update(viewingRequests).set({ reminderSentAt: now }).where(eq(viewingRequests.id, viewing.id));
    }
    return due.length;
  });
  if (sent) mailEnqueued();
  return sent;
}

export type ReminderOptions = { now?: () => Date; checkMs?: number; log?: (line: string) => void };

/** Every `checkMs` (a minute by default: the query is one index scan), the reminders that are due. `now` is injectable so tests move the clock. */
export function startViewingReminders(options: ReminderOptions = {}) {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => logger('viewings').info(line));
  return periodic(async () => {
    try {
      const count = await sendDueReminders(now());
      if (count) log(`[viewings] ${count} reminder(s) written`);
    } catch (err) {
      log(`[viewings] the reminder run failed (it is tried again at the next check): ${err instanceof Error ? err.message : String(err)}`);
    }
  }, options.checkMs ?? 60_000);
}
