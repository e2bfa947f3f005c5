import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Newsletter } from '@/lib/forms/newsletter';
import { getDb, type Tx } from '../db/client';
import { inboxItems, newsletterSubscriptions } from '../db/schema';
import { mailConfig, mailLanguage } from '../mail/config';
import { enqueueMail, mailEnqueued } from '../mail/outbox';
import { recipientBudget, type RecipientBudget } from '../mail/recipient-budget';
import { insertInboxItem } from '../mail/submissions';
import { listUnsubscribeHeaders as oneClickHeaders } from '../mail/list-unsubscribe';
import { compose, mailTranslator } from '../mail/templates';

/** A confirmation link works for this long; the unsubscribe link (same token) for ever. */
export const CONFIRM_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The token of the confirmation and unsubscribe links: random, with the time it was issued (so
 * the confirmation can expire without another column). Only its SHA-256 is stored.
 */
export function newToken(now = Date.now()): string {
  return `${randomBytes(24).toString('base64url')}.${Math.floor(now / 1000).toString(36)}`;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN = /^[A-Za-z0-9_-]{32}\.[0-9a-z]{1,10}$/;

export function isWellFormedToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN.test(token);
}

function issuedAt(token: string): number {
  return parseInt(token.split('.')[1], 36) * 1000;
}

export function unsubscribeUrl(token: string): string {
  return `${mailConfig().siteUrl}/api/newsletters/unsubscribe?token=${token}`;
}

/** RFC 2369 and RFC 8058 headers every newsletter-kind mail carries. */
export function listUnsubscribeHeaders(token: string): Record<string, string> {
  return oneClickHeaders(unsubscribeUrl(token));
}

async function enqueueConfirmation(tx: Tx, to: string, language: string, token: string, inboxItemId: number) {
  const { siteUrl } = mailConfig();
  const lang = mailLanguage(language);
  const t = mailTranslator(lang);
  const page = `${siteUrl}/${lang === 'ja' ? 'jp' : 'en'}/newsletter/unsubscribe?token=${token}`;
  await enqueueMail(tx, {
    kind: 'newsletter-confirm',
    inboxItemId,
    language: lang,
    to,
    subject: t('newsletter.confirmSubject'),
    text: compose(t, siteUrl, [
      t('newsletter.confirmBody', { days: CONFIRM_DAYS, confirmUrl: `${siteUrl}/api/newsletters/confirm?token=${token}&lang=${lang === 'ja' ? 'jp' : 'en'}` }),
      t('common.unsubscribe', { url: page }),
    ]),
    headers: listUnsubscribeHeaders(token),
  });
}

/**
 * Subscribes an address with double opt-in: one row per address whatever its case (the unique
 * `email_key`). A new address, or a known one not confirmed (or unsubscribed), gets a fresh token
 * and a confirmation mail, within the address's mail budget; a confirmed subscriber gets nothing
 * new. Past the budget a known row keeps its token, so the last link mailed still works. Nothing
 * is returned, so that the answer cannot tell a new address from a known one.
 */
export async function subscribe(input: Newsletter, now = Date.now(), budget: RecipientBudget = recipientBudget()): Promise<void> {
  const db = await getDb();
  const token = newToken(now);
  const hash = tokenHash(token);
  const sent = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscriptions)
      .values({ email: input.email, emailKey: input.email.toLowerCase(), language: input.language, tokenHash: hash })
      .onConflictDoNothing({ target: newsletterSubscriptions.emailKey })
      .returning({ id: newsletterSubscriptions.id });
    if (created) {
      const itemId = await insertInboxItem(tx, { kind: 'newsletter', refId: created.id, language: input.language, email: input.email, searchable: [input.email] });
      if (!(await budget.take(input.email))) return false;
      await enqueueConfirmation(tx, input.email, input.language, token, itemId);
      return true;
    }
    const [known] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailKey, input.email.toLowerCase())).for('update');
    if (!known || (known.confirmedAt && !known.unsubscribedAt)) return false;
    if (!(await budget.take(known.email))) return false;
    await tx.update(newsletterSubscriptions).set({ tokenHash: hash }).where(eq(newsletterSubscriptions.id, known.id));
    const [item] = await tx
      .select({ id: inboxItems.id })
      .from(inboxItems)
      .where(and(eq(inboxItems.kind, 'newsletter'), eq(inboxItems.refId, known.id)));
    const itemId = item?.id ?? (await insertInboxItem(tx, { kind: 'newsletter', refId: known.id, language: known.language, email: known.email, searchable: [known.email] }));
    await enqueueConfirmation(tx, known.email, input.language, token, itemId);
    return true;
  });
  if (sent) mailEnqueued();
}

export type TokenOutcome = { ok: true; language: string | null } | { ok: false; reason: 'invalid' | 'expired' };

/** Confirms the subscription whose link carried `token` (also after an unsubscribe: it re-subscribes). */
export async function confirmSubscription(token: string, now = Date.now()): Promise<TokenOutcome> {
  if (!isWellFormedToken(token)) return { ok: false, reason: 'invalid' };
  const db = await getDb();
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.tokenHash, tokenHash(token)));
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.confirmedAt && !row.unsubscribedAt) return { ok: true, language: row.language };
  if (now - issuedAt(token) > CONFIRM_DAYS * DAY_MS) return { ok: false, reason: 'expired' };
  await db.update(newsletterSubscriptions).set({ confirmedAt: new Date(now), unsubscribedAt: null }).where(eq(newsletterSubscriptions.id, row.id));
  return { ok: true, language: row.language };
}

/** Unsubscribes the subscriber whose link carried `token`; a second time is a success too. */
export async function unsubscribe(token: string, now = Date.now()): Promise<TokenOutcome> {
  if (!isWellFormedToken(token)) return { ok: false, reason: 'invalid' };
  const db = await getDb();
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: new Date(now) })
    .where(and(eq(newsletterSubscriptions.tokenHash, tokenHash(token)), isNull(newsletterSubscriptions.unsubscribedAt)))
    .returning({ language: newsletterSubscriptions.language });
  if (row) return { ok: true, language: row.language };
  const [already] = await db.select({ language: newsletterSubscriptions.language }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.tokenHash, tokenHash(token)));
  return already ? { ok: true, language: already.language } : { ok: false, reason: 'invalid' };
}

/** The language of the subscription a token belongs to (the unsubscribe page's), or undefined. */
export async function tokenLanguage(token: string): Promise<string | null | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const db = await getDb();
  const [row] = await db.select({ language: newsletterSubscriptions.language }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.tokenHash, tokenHash(token)));
  return row ? row.language : undefined;
}
