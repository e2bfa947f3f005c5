import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export const OUTBOX_LIMIT = 100;

export type OutboxLine = Pick<
  typeof mailOutbox.$inferSelect,
  'id' | 'createdAt' | 'kind' | 'inboxItemId' | 'toAddress' | 'subject' | 'status' | 'attempts' | 'lastError' | 'sentAt' | 'deliveredTo'
>;

/** The most recent mails, newest first (the worker keeps its own queue; this is only a view). */
export async function recentMails(db: Db, limit = OUTBOX_LIMIT): Promise<OutboxLine[]> {
  return db
    .select({
      id: mailOutbox.id,
      createdAt: mailOutbox.createdAt,
      kind: mailOutbox.kind,
      inboxItemId: mailOutbox.inboxItemId,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      deliveredTo: mailOutbox.deliveredTo,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

export async function getMail(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
