import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/**
 * Stand-in for `enqueueReply` of lib/server/mail (being written on the `mail` branch), with the
 * same signature, so that adopting it is one import change in lib/server/inbox/actions.ts. It
 * writes the reply to the outbox inside the caller's transaction; the worker delivers it.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Reply = {
  inboxItemId: number;
  to: string;
  language: string;
  subject: string;
  text: string;
  replyTo?: string;
};

function fromAddress(): string {
  return process.env.MAIL_FROM?.trim() || 'no-reply@localhost';
}

/** The host of the From address names the Message-ID, as mail servers expect. */
function messageHost(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

export async function enqueueReply(tx: Tx, reply: Reply): Promise<{ id: number; messageId: string }> {
  const from = fromAddress();
  const messageId = `<${randomUUID()}@${messageHost(from)}>`;
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      kind: 'reply',
      inboxItemId: reply.inboxItemId,
      messageId,
      language: reply.language === 'jp' || reply.language === 'ja' ? 'ja' : 'en',
      fromAddress: from,
      toAddress: reply.to,
      replyTo: reply.replyTo ?? null,
      subject: reply.subject,
      textBody: reply.text,
      status: 'pending',
    })
    .returning({ id: mailOutbox.id });
  return { id: row.id, messageId };
}
