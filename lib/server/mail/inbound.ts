import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AddressObject, ParsedMail } from 'mailparser';
import type { Db } from '../db/client';
import { inboundMails, inboxItems, mailOutbox } from '../db/schema';
import { insertInboxItem } from './submissions';
import { tokenOf } from './thread';

/**
 * Files one customer mail (parsed) under its inquiry: by its threading headers (our root or a
 * Message-ID we sent or filed), else by the reply token in the address it was sent to; a mail
 * that matches nothing becomes a new inquiry of kind 'mail'. The From is only recorded: anyone
 * can write any From, so it never decides which inquiry a mail joins. Stored once per Message-ID
 * (a second reader's insert finds the row and does nothing).
 */
export type Filed = { stored: false } | { stored: true; inboxItemId: number; matchedBy: 'header' | 'token' | 'new' };

const MAX_BODY = 20_000;

/** Plain text only, without control characters (except tab and line breaks), bounded. */
export function plainBody(mail: ParsedMail): string {
  const text = mail.text ?? '';
  return text.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim().slice(0, MAX_BODY);
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
}

/** Message-IDs the mail answers, nearest first. */
export function referencedIds(mail: ParsedMail): string[] {
  const refs = Array.isArray(mail.references) ? mail.references : mail.references ? mail.references.split(/\s+/) : [];
  return [...new Set([mail.inReplyTo, ...refs.reverse()].flatMap((v) => (v ? v.split(/\s+/) : [])).filter(Boolean))].slice(0, 50);
}

async function matchByHeaders(tx: Db, ids: string[]): Promise<number | undefined> {
  if (!ids.length) return undefined;
  const tokens = ids.map(tokenOf).filter((t): t is string => Boolean(t));
  if (tokens.length) {
    const [row] = await tx.select({ id: inboxItems.id }).from(inboxItems).where(inArray(inboxItems.replyToken, tokens));
    if (row) return row.id;
  }
  const [sent] = await tx.select({ id: mailOutbox.inboxItemId }).from(mailOutbox).where(inArray(mailOutbox.messageId, ids));
  if (sent?.id) return sent.id;
  const [filed] = await tx.select({ id: inboundMails.inboxItemId }).from(inboundMails).where(inArray(inboundMails.messageId, ids));
  return filed?.id ?? undefined;
}

async function matchByToken(tx: Db, mail: ParsedMail): Promise<number | undefined> {
  const delivered = [mail.headers.get('delivered-to'), mail.headers.get('x-original-to')].flat().map(String);
  const tokens = [...addressesOf(mail.to), ...addressesOf(mail.cc), ...delivered].map(tokenOf).filter((t): t is string => Boolean(t));
  if (!tokens.length) return undefined;
  const [row] = await tx.select({ id: inboxItems.id }).from(inboxItems).where(inArray(inboxItems.replyToken, tokens));
  return row?.id;
}

export async function fileInboundMail(db: Db, mail: ParsedMail, fallbackId: string): Promise<Filed> {
  const messageId = (mail.messageId ?? '').trim().slice(0, 500) || fallbackId;
  const from = mail.from?.value[0];
  const fromAddress = (from?.address ?? '').slice(0, 254);
  const subject = (mail.subject ?? '').replace(/[\r\n]+/g, ' ').trim().slice(0, 300);
  const body = plainBody(mail);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(inboundMails)
      .values({ messageId, matchedBy: 'new', fromAddress, fromName: from?.name?.slice(0, 200) || null, subject, textBody: body, sentAt: mail.date ?? null })
      .onConflictDoNothing({ target: inboundMails.messageId })
      .returning({ id: inboundMails.id });
    if (!row) return { stored: false } as const;
    const byHeader = await matchByHeaders(tx, referencedIds(mail));
    const byToken = byHeader ? undefined : await matchByToken(tx, mail);
    const matched = byHeader ?? byToken;
    const matchedBy = byHeader ? 'header' : byToken ? 'token' : 'new';
    const now = new Date();
    let inboxItemId: number;
    if (matched) {
      inboxItemId = matched;
      // Answered or closed inquiries open again: the customer is waiting. Spam stays spam.
      await tx
        .update(inboxItems)
        .set({ customerRepliedAt: now, updatedAt: now, status: sql`CASE WHEN ${inboxItems.status} IN ('answered', 'closed') THEN 'in_progress' ELSE ${inboxItems.status} END` })
        .where(eq(inboxItems.id, matched));
    } else {
      inboxItemId = await insertInboxItem(tx, {
        kind: 'mail',
        refId: row.id,
        language: /[\u3040-\u30ff\u4e00-\u9fff]/.test(`${subject}${body}`) ? 'jp' : 'en',
        name: from?.name || null,
        email: fromAddress,
        searchable: [from?.name, fromAddress, subject, body.slice(0, 2_000)],
      });
    }
    await tx.update(inboundMails).set({ inboxItemId, matchedBy }).where(eq(inboundMails.id, row.id));
    return { stored: true, inboxItemId, matchedBy } as const;
  });
}
