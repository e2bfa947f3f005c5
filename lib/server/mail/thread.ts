import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { appSettings, inboundMails, inboxItems, mailOutbox } from '../db/schema';
import { replyAddressSchema } from '../office-settings-schema';
import { settings } from '../settings';
import type { Executor } from './outbox';
import { mailConfig } from './config';

/**
 * A conversation with a customer is one thread: every mail of an inquiry (the acknowledgement,
 * each reply) names a root Message-ID made of the inquiry's secret token, plus the mails before
 * it, in `References`, and the latest of them in `In-Reply-To`. The customer's answer carries
 * them back (lib/server/mail/imap.ts matches on them), or comes to replies+<token>@… when
 * MAIL_REPLY_ADDRESS is set. The token is random, so a stranger cannot guess their way into a
 * thread, and the From is never trusted alone.
 */
export const TOKEN_PATTERN = /^[a-z0-9]{20}$/;
const MAX_REFERENCES = 20;
/** Customer-facing kinds: the staff notification is not part of the customer's thread. */
const THREAD_KINDS = ['ack', 'reply', 'viewing-confirmed', 'viewing-moved', 'viewing-cancelled', 'viewing-declined', 'viewing-reminder'];

function newToken(): string {
  // 20 base-36 characters from 15 random bytes (≈100 bits): safe in a local part and a Message-ID.
  return BigInt(`0x${randomBytes(15).toString('hex')}`).toString(36).padStart(20, '0').slice(-20);
}

/** The inquiry's token, made (and stored) the first time it is needed. */
export async function threadToken(tx: Executor, itemId: number): Promise<string> {
  const [row] = await tx.select({ token: inboxItems.replyToken }).from(inboxItems).where(eq(inboxItems.id, itemId));
  if (row?.token) return row.token;
  const token = newToken();
  await tx.update(inboxItems).set({ replyToken: token }).where(and(eq(inboxItems.id, itemId), isNull(inboxItems.replyToken)));
  const [again] = await tx.select({ token: inboxItems.replyToken }).from(inboxItems).where(eq(inboxItems.id, itemId));
  return again?.token ?? token;
}

/** `<thread.<token>@host>`: the root every mail of the thread refers to. */
export function rootMessageId(token: string, host = mailConfig().host): string {
  return `<thread.${token}@${host}>`;
}

/** The token of a root Message-ID or of a replies+<token>@… address, else undefined. */
export function tokenOf(value: string): string | undefined {
  const m = /^<?thread\.([a-z0-9]+)@[^>]+>?$/i.exec(value.trim()) ?? /^[^@\s+]+\+([a-z0-9]+)@/i.exec(value.trim());
  const token = m?.[1]?.toLowerCase();
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

/** replies@host → replies+<token>@host. */
export function tokenAddress(base: string, token: string): string {
  const at = base.lastIndexOf('@');
  return `${base.slice(0, at)}+${token}${base.slice(at)}`;
}

/** Whose address a reply names (the Settings' `replyAddress`; the shared one until set). */
export async function replyAddressMode(tx: Executor) {
  const [row] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'replyAddress'));
  const parsed = replyAddressSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : 'shared';
}

export type ThreadHeaders = { replyTo: string; headers: Record<string, string> };

/**
 * Reply-To and threading headers for the next mail of an inquiry. `human` is the person the
 * customer answers (the agent or the shared address); the token address is added beside it.
 */
export async function threadHeaders(tx: Executor, itemId: number, human: string): Promise<ThreadHeaders> {
  const token = await threadToken(tx, itemId);
  const [sent, received] = await Promise.all([
    tx
      .select({ id: mailOutbox.messageId, at: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.inboxItemId, itemId), inArray(mailOutbox.kind, THREAD_KINDS)))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    tx.select({ id: inboundMails.messageId, at: inboundMails.receivedAt }).from(inboundMails).where(eq(inboundMails.inboxItemId, itemId)),
  ]);
  const earlier = [...sent, ...received].sort((a, b) => a.at.getTime() - b.at.getTime()).map((m) => m.id);
  const root = rootMessageId(token);
  const chain = [root, ...earlier.slice(-(MAX_REFERENCES - 1))];
  const replyAddress = settings().MAIL_REPLY_ADDRESS;
  const replyTo = replyAddress ? `${human}, ${tokenAddress(replyAddress, token)}` : human;
  return { replyTo, headers: { 'In-Reply-To': chain[chain.length - 1], References: chain.join(' ') } };
}
