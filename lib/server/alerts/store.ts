import 'server-only';
import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@/lib/api/lang';
import { getDb, type Tx } from '../db/client';
import { searchAlerts } from '../db/schema';
import { mailConfig, mailLanguage } from '../mail/config';
import { enqueueMail, mailEnqueued, type Executor } from '../mail/outbox';
import { recipientBudget, type RecipientBudget } from '../mail/recipient-budget';
import { compose, mailTranslator } from '../mail/templates';
import { escapeLike } from '../search-text';
import { isWellFormedToken, newToken, tokenHash } from '../submissions/newsletter';
import type { AlertSignUp } from './form';
import { confirmUrl, alertMailHeaders, manageUrl } from './links';
import { alertQuery, searchOfAlert } from './query';
import { summariseAlert } from './summary';

/**
 * Saved-search alerts without an account, with the newsletter's double opt-in: a
 * sign-up stores the alert unconfirmed with the hash of a random token (its issue time inside, so
 * it expires: lib/server/submissions/newsletter.ts) and mails the confirmation link; only a
 * confirmed alert that is not unsubscribed gets digests (./digest.ts). Addresses are kept in lower
 * case, so that one search of one address is one row (unique (email, kind, query)).
 */
export const CONFIRM_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AlertRow = typeof searchAlerts.$inferSelect;
export type AlertStatus = 'pending' | 'confirmed' | 'unsubscribed';

export function statusOf(row: Pick<AlertRow, 'confirmedAt' | 'unsubscribedAt'>): AlertStatus {
  return row.unsubscribedAt ? 'unsubscribed' : row.confirmedAt ? 'confirmed' : 'pending';
}

const langOf = (language: string): Lang => (language === 'jp' ? 'jp' : 'en');

async function enqueueConfirmation(tx: Tx, alert: { id: number; email: string }, search: string, lang: Lang, token: string) {
  const { siteUrl } = mailConfig();
  const t = mailTranslator(mailLanguage(lang));
  await enqueueMail(tx, {
    kind: 'alert-confirm',
    language: lang,
    to: alert.email,
    subject: t('alerts.confirmSubject'),
    text: compose(t, siteUrl, [
      t('alerts.confirmBody', { search, days: CONFIRM_DAYS, confirmUrl: confirmUrl(token, lang) }),
      t('alerts.unsubscribe', { url: manageUrl(alert.id, lang) }),
    ]),
    headers: alertMailHeaders(alert.id),
  });
}

/**
 * Saves the search for the address and mails the confirmation, within the address's mail budget.
 * The same search again (whatever the address's case) reuses its row: unconfirmed or
 * unsubscribed, it gets a fresh token and a new confirmation (past the budget it keeps its token,
 * so the last link mailed still works); confirmed, nothing is sent. Nothing is returned, so the
 * answer cannot tell whether the address had the alert already.
 */
export async function subscribeAlert(input: AlertSignUp, now = Date.now(), budget: RecipientBudget = recipientBudget()): Promise<void> {
  const lang = langOf(input.language);
  const email = input.email.toLowerCase();
  const query = alertQuery(input.query ?? '', input.kind, lang);
  const cityId = searchOfAlert(query, input.kind, lang).cityId ?? null;
  const token = newToken(now);
  const db = await getDb();
  // Read before the transaction: the embedded database runs one query at a time, so a lookup on
  // another connection (the range settings' cache) would wait for the transaction for ever.
  const search = await summariseAlert(db, { kind: input.kind, query }, lang);
  const sent = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(searchAlerts)
      .values({ email, language: lang, kind: input.kind, cityId, query, tokenHash: tokenHash(token), createdAt: new Date(now) })
      .onConflictDoNothing({ target: [searchAlerts.email, searchAlerts.kind, searchAlerts.query] })
      .returning();
    if (created) {
      if (!(await budget.take(email))) return false;
      await enqueueConfirmation(tx, created, search, lang, token);
      return true;
    }
    const [known] = await tx
      .select()
      .from(searchAlerts)
      .where(and(eq(searchAlerts.email, email), eq(searchAlerts.kind, input.kind), eq(searchAlerts.query, query)))
      .for('update');
    if (!known || statusOf(known) === 'confirmed') return false;
    if (!(await budget.take(email))) return false;
    await tx.update(searchAlerts).set({ tokenHash: tokenHash(token), language: lang }).where(eq(searchAlerts.id, known.id));
    await enqueueConfirmation(tx, known, search, lang, token);
    return true;
  });
  if (sent) mailEnqueued();
}

export type ConfirmOutcome = { ok: true; language: Lang; id: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Confirms the alert whose link carried `token`. Its digests count listings published from now
 * on (`last_sent_through`), so the first digest is news, not the whole catalogue. A second click
 * changes nothing.
 */
export async function confirmAlert(token: string, now = Date.now()): Promise<ConfirmOutcome> {
  if (!isWellFormedToken(token)) return { ok: false, reason: 'invalid' };
  const db = await getDb();
  const [row] = await db.select().from(searchAlerts).where(eq(searchAlerts.tokenHash, tokenHash(token)));
  if (!row) return { ok: false, reason: 'invalid' };
  if (statusOf(row) === 'confirmed') return { ok: true, language: langOf(row.language), id: row.id };
  if (now - parseInt(token.split('.')[1], 36) * 1000 > CONFIRM_DAYS * DAY_MS) return { ok: false, reason: 'expired' };
  await db
    .update(searchAlerts)
    .set({ confirmedAt: new Date(now), unsubscribedAt: null, lastSentThrough: new Date(now) })
    .where(eq(searchAlerts.id, row.id));
  return { ok: true, language: langOf(row.language), id: row.id };
}

/** Stops one alert (a second time is a success too); undefined when there is no such alert. */
export async function unsubscribeAlert(db: Executor, id: number, now = Date.now()): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(searchAlerts)
    .set({ unsubscribedAt: new Date(now) })
    .where(and(eq(searchAlerts.id, id), isNull(searchAlerts.unsubscribedAt)))
    .returning();
  if (row) return row;
  const [already] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, id));
  return already;
}

/**
 * Starts a stopped alert again (its address was confirmed before): it mails again from the next
 * digest on. An alert never confirmed stays stopped: its confirmation link is the way in.
 * Returns the alert as it now is; undefined for no such alert.
 */
export async function resumeAlert(db: Executor, id: number): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(searchAlerts)
    .set({ unsubscribedAt: null })
    .where(and(eq(searchAlerts.id, id), isNotNull(searchAlerts.unsubscribedAt), isNotNull(searchAlerts.confirmedAt)))
    .returning();
  return row ?? (await alertById(db, id));
}

export async function alertById(db: Executor, id: number): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, id));
  return row;
}

export type AlertView = AlertRow & { status: AlertStatus; summary: string };

/** Every alert of the address of alert `id`, that one first, each with its search in words; [] for no such alert. */
export async function alertsOfAddress(id: number, lang: Lang): Promise<AlertView[]> {
  const db = await getDb();
  const own = await alertById(db, id);
  if (!own) return [];
  const rows = await db.select().from(searchAlerts).where(eq(searchAlerts.email, own.email)).orderBy(desc(searchAlerts.createdAt), desc(searchAlerts.id));
  const ordered = [own, ...rows.filter((r) => r.id !== own.id)];
  return Promise.all(ordered.map(async (r) => ({ ...r, status: statusOf(r), summary: await summariseAlert(db, r, lang) })));
}

export type AlertFilter = { status?: AlertStatus; email?: string; limit?: number; offset?: number };

function filterWhere(filter: AlertFilter): SQL | undefined {
  const byStatus: Record<AlertStatus, SQL | undefined> = {
    pending: and(isNull(searchAlerts.confirmedAt), isNull(searchAlerts.unsubscribedAt)),
    confirmed: and(isNotNull(searchAlerts.confirmedAt), isNull(searchAlerts.unsubscribedAt)),
    unsubscribed: isNotNull(searchAlerts.unsubscribedAt),
  };
  const email = filter.email?.trim().toLowerCase();
  return and(filter.status ? byStatus[filter.status] : undefined, email ? ilike(searchAlerts.email, `%${escapeLike(email)}%`) : undefined);
}

/** The back office's list: newest first, optionally of one status and an address containing `email`. */
export async function listAlerts(db: Executor, filter: AlertFilter = {}): Promise<{ rows: AlertRow[]; total: number }> {
  const where = filterWhere(filter);
  const rows = await db
    .select()
    .from(searchAlerts)
    .where(where)
    .orderBy(desc(searchAlerts.createdAt), desc(searchAlerts.id))
    .limit(Math.min(Math.max(filter.limit ?? 50, 1), 200))
    .offset(Math.max(filter.offset ?? 0, 0));
  const [{ total }] = await db.select({ total: count() }).from(searchAlerts).where(where);
  return { rows, total };
}

/** How many alerts each status has (the back office's filter counts). */
export async function alertCounts(db: Executor): Promise<Record<AlertStatus, number>> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${searchAlerts.confirmedAt} is null and ${searchAlerts.unsubscribedAt} is null)`.mapWith(Number),
      confirmed: sql<number>`count(*) filter (where ${searchAlerts.confirmedAt} is not null and ${searchAlerts.unsubscribedAt} is null)`.mapWith(Number),
      unsubscribed: sql<number>`count(*) filter (where ${searchAlerts.unsubscribedAt} is not null)`.mapWith(Number),
    })
    .from(searchAlerts);
  return row;
}

