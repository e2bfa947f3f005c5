import 'server-only';
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MAIL_STATUSES, mailOutbox } from '../db/schema';
import { enqueueMail, mailEnqueued } from '../mail/outbox';
import { audit } from './audit';
import type { Staff } from './session';

export const OUTBOX_PAGE = 100;
type MailStatus = (typeof MAIL_STATUSES)[number];
export type OutboxQuery = { status?: MailStatus; kind?: string; to?: string };

/** The outbox page's filters from the address; anything malformed is ignored. */
export function outboxQuery(params: Record<string, string | string[] | undefined>): OutboxQuery {
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : undefined);
  const status = MAIL_STATUSES.find((s) => s === one(params.status));
  const kind = one(params.kind);
  const to = one(params.to);
  return { status, kind: kind && /^[\w-]{1,40}$/.test(kind) ? kind : undefined, to: to && to.length <= 254 ? to : undefined };
}

/** The newest mails that match, newest first. The recipient matches in part, in any case. */
export async function findMails(db: Db, q: OutboxQuery) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(mailOutbox.status, q.status));
  if (q.kind) where.push(eq(mailOutbox.kind, q.kind));
  if (q.to) where.push(ilike(mailOutbox.toAddress, `%${q.to.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  return db
    .select({
      id: mailOutbox.id,
      createdAt: mailOutbox.createdAt,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      deliveredTo: mailOutbox.deliveredTo,
    })
    .from(mailOutbox)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(OUTBOX_PAGE);
}

/** Where a mail went, in words for staff: a file on the server is "saved as a file", never its path. */
export function deliveredPlace(deliveredTo: string | null): { kind: 'none' | 'file' | 'server'; text?: string } {
  if (!deliveredTo) return { kind: 'none' };
  if (deliveredTo.startsWith('file ')) return { kind: 'file' };
  return { kind: 'server', text: deliveredTo };
}

export type ResendResult = { ok: true; id: number } | { ok: false; error: 'notFound' | 'pending' };

/** Sends a failed or sent mail again as a new outbox row (same words, headers and thread), audited. */
export async function resendMail(db: Db, actor: Staff, id: number, clientAddress: string): Promise<ResendResult> {
  const result = await db.transaction(async (tx): Promise<ResendResult> => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) return { ok: false, error: 'notFound' };
    if (row.status === 'pending') return { ok: false, error: 'pending' };
    const made = await enqueueMail(tx, {
      kind: row.kind,
      inboxItemId: row.inboxItemId,
      language: row.language,
      to: row.toAddress,
      from: row.fromAddress,
      replyTo: row.replyTo,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      headers: row.headers ?? undefined,
    });
    await audit(tx, { actor, action: 'outbox.resend', entity: 'mail', entityId: made.id, before: { mail: id }, after: { mail: made.id }, clientAddress });
    return { ok: true, id: made.id };
  });
  if (result.ok) mailEnqueued();
  return result;
}
