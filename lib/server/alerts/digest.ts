import 'server-only';
import { and, count, desc, eq, gt, isNotNull, isNull, lt, lte, max, or } from 'drizzle-orm';
import type { Lang } from '@/lib/api/lang';
import { OFFICE, type PropertyCard } from '@/lib/api/properties';
import { localePath } from '@/lib/i18n/config';
import { sitePaths } from '@/lib/seo/site-paths';
import { getDb, type Db } from '../db/client';
import { districts, properties as p, searchAlerts } from '../db/schema';
import { mailConfig, mailLanguage } from '../mail/config';
import { enqueueMail, mailEnqueued } from '../mail/outbox';
import { compose, mailTranslator } from '../mail/templates';
import { renderMailHtml } from '../mail/html';
import { imageUrl } from '@/lib/format/image';
import { cardColumns, toCard } from '../properties/cards';
import { searchLookups, searchWhere } from '../properties/search-where';
import { settings } from '../settings';
import { getRangeSettings } from '../site';
import { alertMailHeaders, manageUrl, unsubscribeUrl } from './links';
import { resultsPath, searchOfAlert } from './query';
import { statusOf, type AlertRow } from './store';
import { summariseAlert } from './summary';
import { metrics } from '@/lib/observability/metrics';

/**
 * The daily digest. Each day has one slot, from ALERTS_DIGEST_HOUR o'clock in Asia/Ho_Chi_Minh
 * (UTC+7, no daylight saving) to the next day's; an alert is due when it is confirmed, not
 * unsubscribed and has had no digest in the current slot. For a due alert the job looks for the
 * listings published after its `last_sent_through` that its results page would show (the search's
 * own WHERE: ../properties/search-where.ts), and when there are any writes one digest mail and
 * moves `last_sent_through` to the newest of them, in one transaction: the mail exists exactly
 * when the alert has moved on. An alert with nothing new gets no mail and stays due.
 *
 * Several instances may run it at once: the alert row is locked `FOR UPDATE SKIP LOCKED` and
 * checked again under the lock (still due, `last_sent_through` unchanged) before its mail is
 * written, so one alert never gets two digests for one slot. The clock is a parameter: the
 * scheduler passes the time, tests move it.
 */
const HCM_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the digest slot `now` falls in. */
export function slotStart(now: Date, hour = settings().ALERTS_DIGEST_HOUR): Date {
  const local = now.getTime() + HCM_OFFSET_MS;
  const todays = Math.floor(local / DAY_MS) * DAY_MS + hour * 60 * 60 * 1000;
  return new Date((local >= todays ? todays : todays - DAY_MS) - HCM_OFFSET_MS);
}

export type DigestOptions = { db?: () => Promise<Db>; hour?: number; listings?: number; batch?: number };
export type DigestResult = { checked: number; sent: number };

type Match = { cards: PropertyCard[]; total: number; through: Date };

const dueWhere = (slot: Date) =>
  and(isNotNull(searchAlerts.confirmedAt), isNull(searchAlerts.unsubscribedAt), or(isNull(searchAlerts.lastDigestAt), lt(searchAlerts.lastDigestAt, slot)));

/** Listings published in (since, now] that the alert's search selects: the newest `limit` cards, how many, and the newest time. */
async function newListings(db: Db, alert: AlertRow, since: Date, now: Date, limit: number): Promise<Match | undefined> {
  const lang: Lang = alert.language === 'jp' ? 'jp' : 'en';
  const search = searchOfAlert(alert.query, alert.kind, lang);
  const where = and(searchWhere(search, await getRangeSettings(), await searchLookups(search)), gt(p.publishedAt, since), lte(p.publishedAt, now));
  const [{ total, through }] = await db.select({ total: count(), through: max(p.publishedAt) }).from(p).where(where);
  if (!total || !through) return undefined;
  const rows = await db
    .select(cardColumns(lang))
    .from(p)
    .innerJoin(districts, eq(districts.id, p.districtId))
    .where(where)
    .orderBy(desc(p.publishedAt), desc(p.id))
    .limit(limit);
  return { cards: rows.map(toCard), total, through };
}

async function digestMail(alert: AlertRow, summary: string, match: Match): Promise<{ subject: string; text: string; html: string }> {
  const lang: Lang = alert.language === 'jp' ? 'jp' : 'en';
  const { siteUrl } = mailConfig();
  const t = mailTranslator(mailLanguage(lang));
  const rent = (card: PropertyCard) => {
    if (card.leasePriceMin == null) return t('alerts.rentAsk');
    const price = `$${card.leasePriceMin.toLocaleString('en-US')}${card.leasePriceMax && card.leasePriceMax > card.leasePriceMin ? `–$${card.leasePriceMax.toLocaleString('en-US')}` : ''}`;
    return t(card.propertyType === OFFICE ? 'alerts.rentPerSqm' : 'alerts.rentPerMonth', { price });
  };
  const link = (card: PropertyCard) =>
    `${siteUrl}${localePath(lang, card.propertyType === OFFICE ? sitePaths.office(card.id, card.slug) : sitePaths.residence(card.id, card.slug ?? ''))}`;
  const listings = match.cards.map((card) => t('alerts.listing', { name: card.name, rent: rent(card), url: link(card) })).join('\n\n');
  const more = match.total - match.cards.length;
  const lead = t('alerts.digestLead', { search: summary });
  const moreText = more > 0 ? t('alerts.more', { count: more, url: `${siteUrl}${localePath(lang, resultsPath(alert.kind, alert.query))}` }) : undefined;
  const links = `${t('alerts.manage', { url: manageUrl(alert.id, lang) })}\n${t('alerts.unsubscribe', { url: unsubscribeUrl(alert.id) })}`;
  const subject = t('alerts.digestSubject', { count: match.total });
  return {
    subject,
    text: compose(t, siteUrl, [lead, listings, moreText, links]),
    // The same words as cards with their first photo (lib/server/mail/html.tsx).
    html: await renderMailHtml({
      language: mailLanguage(lang),
      preview: subject,
      lead: [lead],
      listings: match.cards.map((card) => ({ code: card.propertyId, name: card.name, rent: rent(card), url: link(card), photo: card.images[0] ? `${siteUrl}${imageUrl(card.images[0])}` : undefined })),
      viewListing: t('common.viewListing'),
      details: [],
      closing: [moreText, links].filter((x): x is string => Boolean(x)),
      signature: t('common.signature', { site: siteUrl }).split('\n'),
    }),
  };
}

/** Sends the digests due at `now`; returns how many alerts were looked at and how many got one. */
export async function runDigests(now: Date = new Date(), options: DigestOptions = {}): Promise<DigestResult> {
  const db = await (options.db ?? getDb)();
  const slot = slotStart(now, options.hour);
  const limit = options.listings ?? settings().ALERTS_DIGEST_LISTINGS;
  const batch = options.batch ?? 100;
  let after = 0;
  let checked = 0;
  let sent = 0;
  for (;;) {
    // Walked by id, so an alert with nothing new (still due) is looked at once per run.
    const due = await db.select().from(searchAlerts).where(and(dueWhere(slot), gt(searchAlerts.id, after))).orderBy(searchAlerts.id).limit(batch);
    if (!due.length) break;
    after = due[due.length - 1].id;
    for (const alert of due) {
      checked++;
      const since = alert.lastSentThrough ?? alert.confirmedAt!;
      const match = await newListings(db, alert, since, now, limit);
      if (!match) continue;
      const lang: Lang = alert.language === 'jp' ? 'jp' : 'en';
      const mail = await digestMail(alert, await summariseAlert(db, alert, lang), match);
      const done = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(searchAlerts)
          .where(and(eq(searchAlerts.id, alert.id), dueWhere(slot)))
          .for('update', { skipLocked: true });
        // Taken by another instance, unsubscribed meanwhile, or already sent: nothing to do here.
        if (!locked || statusOf(locked) !== 'confirmed' || (locked.lastSentThrough ?? locked.confirmedAt)!.getTime() !== since.getTime()) return false;
        await enqueueMail(tx, { kind: 'alert-digest', language: lang, to: locked.email, subject: mail.subject, text: mail.text, html: mail.html, headers: alertMailHeaders(locked.id) });
        await tx.update(searchAlerts).set({ lastSentThrough: match.through, lastDigestAt: now }).where(eq(searchAlerts.id, locked.id));
        return true;
      });
      if (done) sent++;
    }
  }
  if (sent) mailEnqueued();
  metrics().digestsSent.inc(sent);
  return { checked, sent };
}

