import 'server-only';
import { processShared } from '@/lib/process-shared';
import { randomUUID } from 'node:crypto';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { staffAddressesSchema, type StaffAddresses } from '../office-settings-schema';
import type { Db, Tx } from '../db/client';
import { appSettings, mailOutbox } from '../db/schema';
import { mailConfig, mailFrom, mailLanguage } from './config';

/** A drizzle transaction (what `db.transaction` hands its callback). */
/** Either the database or a transaction: reads work on both. */
export type Executor = Db | Tx;

export type OutboxRow = typeof mailOutbox.$inferSelect;

export type MailDraft = {
  kind: string;
  inboxItemId?: number | null;
  language: string;
  to: string;
  from?: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  headers?: Record<string, string>;
  /** An iCalendar invitation (RFC 5546 method and .ics text), sent as the mail's text/calendar part and attachment. */
  calendar?: MailCalendar | null;
};

export type MailCalendar = NonNullable<OutboxRow['calendar']>;

/** A Message-ID fixed when the mail is written: a retry after a crash sends the same one. */
export function newMessageId(host = mailConfig().host): string {
  return `<${randomUUID()}@${host}>`;
}

/**
 * Writes a mail to the outbox inside the caller's transaction: it exists exactly when the
 * transaction commits. Call `mailEnqueued()` after the commit to wake this process's worker.
 */
export async function enqueueMail(tx: Tx, draft: MailDraft): Promise<{ id: number; messageId: string }> {
  const messageId = newMessageId();
  const language = mailLanguage(draft.language);
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: draft.kind,
      inboxItemId: draft.inboxItemId ?? null,
      messageId,
      language,
      fromAddress: draft.from ?? mailFrom(language),
      toAddress: draft.to,
      replyTo: draft.replyTo ?? null,
      subject: draft.subject,
      textBody: draft.text,
      htmlBody: draft.html ?? null,
      headers: draft.headers && Object.keys(draft.headers).length ? draft.headers : null,
      calendar: draft.calendar ?? null,
    })
    .returning({ id: mailOutbox.id });
  return { id: row.id, messageId };
}

export const replySchema = z.object({
  inboxItemId: z.number().int().positive(),
  to: z.string().email(),
  language: z.enum(['en', 'ja', 'jp']),
  subject: z.string().trim().min(1).max(300).refine((v) => !/[\r\n]/.test(v), 'a subject is one line'),
  text: z.string().min(1).max(50_000),
  /** The person and, with MAIL_REPLY_ADDRESS, the thread's address (lib/server/mail/thread.ts). */
  replyTo: z.string().max(600).optional(),
  headers: z.record(z.string(), z.string()).optional(),
});
export type Reply = z.input<typeof replySchema>;

/**
 * A staff member's answer to an inbox item, sent by the worker like every other mail. Called by
 * the back office inside the transaction that also records the item's new status; throws a
 * ZodError for a bad reply (the caller turns it into a 400).
 */
export async function enqueueReply(tx: Tx, reply: Reply): Promise<{ id: number; messageId: string }> {
  const r = replySchema.parse(reply);
  return enqueueMail(tx, { kind: 'reply', inboxItemId: r.inboxItemId, language: r.language, to: r.to, replyTo: r.replyTo, subject: r.subject, text: r.text, headers: r.headers });
}

/** `app_settings.staffAddresses` (its shape: lib/server/office-settings-schema.ts). */
export const STAFF_ADDRESSES_KEY = 'staffAddresses';

/** Who is told of a submission from `cityId`: the city's address, else the setting's default, else MAIL_STAFF. */
export async function staffAddressFor(tx: Executor, cityId: number | null | undefined): Promise<string> {
  const [row] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, STAFF_ADDRESSES_KEY));
  const parsed = staffAddressesSchema.safeParse(row?.value);
  const addresses: Partial<StaffAddresses> = parsed.success ? parsed.data : {};
  if (row && !parsed.success) console.error('[mail] the staffAddresses setting is not valid; using MAIL_STAFF');
  return (cityId != null ? addresses.byCity?.[String(cityId)] : undefined) ?? addresses.default ?? mailConfig().staff;
}

/** The mails of one inbox item, oldest first (the back office's conversation view). */
export async function outboxForItem(db: Executor, inboxItemId: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.inboxItemId, inboxItemId)).orderBy(mailOutbox.id);
}

export type OutboxFilter = { status?: OutboxRow['status']; limit?: number; offset?: number };

/** Every mail, newest first, optionally of one status (the admin page). */
export async function listOutbox(db: Executor, filter: OutboxFilter = {}): Promise<{ rows: OutboxRow[]; total: number }> {
  const where: SQL | undefined = filter.status ? eq(mailOutbox.status, filter.status) : undefined;
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.id))
    .limit(Math.min(Math.max(filter.limit ?? 50, 1), 500))
    .offset(Math.max(filter.offset ?? 0, 0));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(mailOutbox).where(where);
  return { rows, total };
}

/** One mail by id, or undefined. */
export async function readOutbox(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Enqueue (in a route handler's or an action's layer) wakes the worker (started by instrumentation.ts, a layer of its own). */
export function mailWakeListeners(): Set<() => void> {
  return processShared('mail-wake', () => new Set<() => void>());
}

/** Tells this process's worker that mails were committed, so it need not wait for its next poll. */
export function mailEnqueued(): void {
  for (const wake of mailWakeListeners()) wake();
}

/** The outbox at a glance, for the metrics: mails due now, mails given up, the oldest due one's wait. */
export async function outboxHealth(db: Executor): Promise<{ due: number; failed: number; oldestDueSeconds: number }> {
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= now())`.mapWith(Number),
      failed: sql<number>`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
      oldest: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.nextAttemptAt}) filter (where ${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= now())), 0)`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} <> 'sent'`);
  return { due: row?.due ?? 0, failed: row?.failed ?? 0, oldestDueSeconds: Math.max(0, Math.round(row?.oldest ?? 0)) };
}
