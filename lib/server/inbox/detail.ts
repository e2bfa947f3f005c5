import 'server-only';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { localePath } from '@/lib/i18n/config';
import { sitePaths } from '@/lib/seo/site-paths';
import type { Db } from '../db/client';
import {
  cities,
  contactRequests,
  inboundMails,
  inboxItems,
  inboxNotes,
  mailOutbox,
  newsletterSubscriptions,
  ownerSubmissionImages,
  ownerSubmissions,
  properties,
  staffUsers,
  supportRequests,
  viewingRequests,
} from '../db/schema';
import { OFFICE } from '../db/schema/catalogue';
import { batchViewings, type AgendaViewing } from '../viewings/manage';

/** One inbox item with its submission, notes and mails, as the detail page shows it. */
export type ListingLink = { code: string; href: string | null; name: string | null };
export type Submission =
  | { kind: 'contact'; row: typeof contactRequests.$inferSelect; listings: ListingLink[] }
  | { kind: 'support'; row: typeof supportRequests.$inferSelect }
  | { kind: 'owner'; row: typeof ownerSubmissions.$inferSelect; photos: { key: string; width: number; height: number }[] }
  | { kind: 'newsletter'; row: typeof newsletterSubscriptions.$inferSelect }
  | { kind: 'mail'; row: typeof inboundMails.$inferSelect }
  /** A viewing request: every viewing of its batch (one per listing), the first being the item's ref. */
  | { kind: 'viewing'; viewings: AgendaViewing[] };

export type InboxDetail = {
  item: typeof inboxItems.$inferSelect;
  city: string | null;
  assignee: string | null;
  /** Null when the submission's row is gone (deleted by hand): the item still shows. */
  submission: Submission | null;
  notes: (typeof inboxNotes.$inferSelect)[];
  mails: Pick<typeof mailOutbox.$inferSelect, 'id' | 'createdAt' | 'kind' | 'toAddress' | 'subject' | 'status' | 'sentAt' | 'attempts' | 'lastError'>[];
  /** The customer's mails read from the replies mailbox (plain text), oldest first. */
  inbound: (typeof inboundMails.$inferSelect)[];
};

/**
 * `property_codes` holds listing codes (HCR000005) or ids, comma-joined; each becomes a link to its
 * public page when it resolves. Codes match in any case (a renter may type `hcr000005`), in the
 * query and in the pairing alike.
 */
export async function resolveListings(db: Db, propertyCodes: string | null, language: 'en' | 'ja'): Promise<ListingLink[]> {
  const tokens = [...new Set((propertyCodes ?? '').split(',').map((s) => s.trim()).filter(Boolean))].slice(0, 100);
  if (!tokens.length) return [];
  const ids = tokens.filter((t) => /^\d{1,9}$/.test(t)).map(Number);
  const rows = await db
    .select({ id: properties.id, code: properties.code, category: properties.category, slug: properties.slug, nameEn: properties.nameEn, nameJa: properties.nameJa })
    .from(properties)
    .where(or(inArray(sql`upper(${properties.code})`, tokens.map((t) => t.toUpperCase())), ids.length ? inArray(properties.id, ids) : undefined));
  const lang = language === 'ja' ? 'jp' : 'en';
  return tokens.map((token) => {
    const p = rows.find((r) => r.code.toUpperCase() === token.toUpperCase()) ?? rows.find((r) => String(r.id) === token);
    if (!p) return { code: token, href: null, name: null };
    const path = p.category === OFFICE ? sitePaths.office(p.id, p.slug) : sitePaths.residence(p.id, p.slug);
    return { code: p.code, href: localePath(lang, path), name: language === 'ja' ? p.nameJa : p.nameEn };
  });
}

async function loadSubmission(db: Db, item: typeof inboxItems.$inferSelect, language: 'en' | 'ja'): Promise<Submission | null> {
  switch (item.kind) {
    case 'contact': {
      const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, item.refId));
      return row ? { kind: 'contact', row, listings: await resolveListings(db, row.propertyCodes, language) } : null;
    }
    case 'support': {
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, item.refId));
      return row ? { kind: 'support', row } : null;
    }
    case 'owner': {
      const [row] = await db.select().from(ownerSubmissions).where(eq(ownerSubmissions.id, item.refId));
      if (!row) return null;
      const photos = await db
        .select({ key: ownerSubmissionImages.storageKey, width: ownerSubmissionImages.width, height: ownerSubmissionImages.height })
        .from(ownerSubmissionImages)
        .where(eq(ownerSubmissionImages.submissionId, row.id))
        .orderBy(asc(ownerSubmissionImages.position));
      return { kind: 'owner', row, photos };
    }
    case 'newsletter': {
      const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, item.refId));
      return row ? { kind: 'newsletter', row } : null;
    }
    case 'mail': {
      const [row] = await db.select().from(inboundMails).where(eq(inboundMails.id, item.refId));
      return row ? { kind: 'mail', row } : null;
    }
    case 'viewing': {
      const [row] = await db.select({ batchId: viewingRequests.batchId }).from(viewingRequests).where(eq(viewingRequests.id, item.refId));
      return row ? { kind: 'viewing', viewings: await batchViewings(db, row.batchId, language) } : null;
    }
  }
}

export async function getInboxDetail(db: Db, id: number, language: 'en' | 'ja'): Promise<InboxDetail | null> {
  const [found] = await db
    .select({ item: inboxItems, cityEn: cities.nameEn, cityJa: cities.nameJa, assignee: staffUsers.name })
    .from(inboxItems)
    .leftJoin(cities, eq(cities.id, inboxItems.cityId))
    .leftJoin(staffUsers, eq(staffUsers.id, inboxItems.assigneeId))
    .where(eq(inboxItems.id, id));
  if (!found) return null;
  const [submission, notes, mails, inbound] = await Promise.all([
    loadSubmission(db, found.item, language),
    db.select().from(inboxNotes).where(eq(inboxNotes.itemId, id)).orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id)),
    db
      .select({
        id: mailOutbox.id,
        createdAt: mailOutbox.createdAt,
        kind: mailOutbox.kind,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        sentAt: mailOutbox.sentAt,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.inboxItemId, id))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id)),
    db.select().from(inboundMails).where(eq(inboundMails.inboxItemId, id)).orderBy(asc(inboundMails.receivedAt), asc(inboundMails.id)),
  ]);
  return { item: found.item, city: language === 'ja' ? found.cityJa : found.cityEn, assignee: found.assignee, submission, notes, mails, inbound };
}
