import 'server-only';
import { eq, inArray, or } from 'drizzle-orm';
import { cities, customerSupports, inboxItems, properties } from '../db/schema';
import { imageUrl } from '@/lib/format/image';
import { localePath } from '@/lib/i18n/config';
import type { InboxKind } from '@/lib/inbox/values';
import type { ContactChannel } from '@/lib/contact-channels';
import { mailConfig, mailLanguage, type MailLanguage } from './config';
import { enqueueMail, staffAddressFor } from './outbox';
import { threadHeaders } from './thread';
import type { RecipientBudget } from './recipient-budget';
import type { Tx } from '../db/client';
import { compose, detailLines, detailRows, mailTranslator, rowLines, type FieldKey } from './templates';
import { renderMailHtml, type MailListing, type MailOffice } from './html';

/**
 * What a submission adds besides its own row, in the same transaction: its inbox item, the
 * acknowledgement to the sender in the page's language and the notification to its city's staff.
 */
type Fields = [FieldKey, string | number | null | undefined][];

export type SubmissionRecord = {
  kind: Exclude<InboxKind, 'newsletter' | 'mail'>;
  refId: number;
  cityId: number | null | undefined;
  /** As the form posted it: 'en' or 'jp'. */
  language: string;
  name: string;
  email: string;
  /** The values a text search looks in (as the backfill in drizzle/0013_back_office.sql). */
  searchable: (string | null | undefined)[];
  /** The details repeated in both mails (name and e-mail are added). */
  details: Fields;
  /** Subject values, e.g. the contact's listing codes. */
  subjectValues?: Record<string, string | number>;
  /** Values of the acknowledgement's lead (the owner's photo count). */
  ackValues?: Record<string, string | number>;
  /** How the sender would like to be answered, when they said. */
  preferredChannel?: ContactChannel;
  /** The listings asked about (codes, or ids from the saved lists): named, priced and linked in both mails. */
  listings?: string[];
};

export function searchText(values: (string | null | undefined)[]): string {
  return values
    .filter((v): v is string => v !== null && v !== undefined)
    .join(' ')
    .toLowerCase();
}

/** Writes the inbox item (kind + ref unique), returns its id. */
export async function insertInboxItem(
  tx: Tx,
  item: { kind: InboxKind; refId: number; cityId?: number | null; language: string | null; name?: string | null; email: string; searchable: (string | null | undefined)[] },
): Promise<number> {
  const [row] = await tx
    .insert(inboxItems)
    .values({
      kind: item.kind,
      refId: item.refId,
      cityId: item.cityId ?? null,
      language: item.language,
      name: item.name ?? null,
      email: item.email,
      searchText: searchText(item.searchable),
    })
    .returning({ id: inboxItems.id });
  return row.id;
}

/** Most listings a mail shows as cards: a saved list may ask about many; the rest are in the codes line. */
const MAIL_LISTINGS = 5;

/** The listings asked about, as the mail's cards in its language: name, rent, page and first photo. */
export async function mailListings(tx: Tx, refs: string[] | undefined, language: MailLanguage, siteUrl: string): Promise<MailListing[]> {
  if (!refs?.length) return [];
  const ids = refs.filter((r) => /^\d{1,9}$/.test(r)).map(Number);
  const codes = refs.filter((r) => !/^\d{1,9}$/.test(r));
  const rows = await tx
    .select({ id: properties.id, code: properties.code, category: properties.category, slug: properties.slug, nameEn: properties.nameEn, nameJa: properties.nameJa, images: properties.images, min: properties.leasePriceMin, max: properties.leasePriceMax, published: properties.isPublished })
    .from(properties)
    .where(or(...(codes.length ? [inArray(properties.code, codes)] : []), ...(ids.length ? [inArray(properties.id, ids)] : [])));
  const t = mailTranslator(language);
  const money = new Intl.NumberFormat(language === 'ja' ? 'ja-JP' : 'en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const lang = language === 'ja' ? 'jp' : 'en';
  const order = (r: (typeof rows)[number]) => refs.findIndex((ref) => ref === r.code || ref === String(r.id));
  return rows
    .filter((r) => r.published)
    .sort((a, b) => order(a) - order(b))
    .slice(0, MAIL_LISTINGS)
    .map((r) => {
      const price = r.max && r.max > r.min ? `${money.format(r.min)} – ${money.format(r.max)}` : money.format(r.min);
      const kind = r.category === 2 ? 'office' : 'residence';
      return {
        code: r.code,
        name: language === 'ja' ? r.nameJa : r.nameEn,
        rent: t(kind === 'office' ? 'common.rentOffice' : 'common.rent', { price }),
        url: `${siteUrl}${localePath(lang, `/${kind}/detail/${r.id}/${r.slug}`)}`,
        photo: r.images[0] ? `${siteUrl}${imageUrl(r.images[0])}` : undefined,
      };
    });
}

/** The city office's phone and shared mailbox, for the renter to call or write; undefined without a city. */
export async function cityOffice(tx: Tx, cityId: number | null | undefined, label: string): Promise<MailOffice | undefined> {
  if (cityId == null) return undefined;
  const [row] = await tx.select({ phone: customerSupports.phone1, email: customerSupports.emailSupport1 }).from(customerSupports).where(eq(customerSupports.cityId, cityId)).limit(1);
  return row ? { label, phone: row.phone || undefined, email: row.email || undefined } : undefined;
}

/** The listings as plain-text lines: code and name, rent, address. */
export function listingLines(listings: MailListing[]): string | undefined {
  return listings.length ? listings.map((l) => `${l.code} — ${l.name}\n${l.rent}\n${l.url}`).join('\n\n') : undefined;
}

export function officeLines(office: MailOffice | undefined): string | undefined {
  return office && (office.phone || office.email) ? [office.label, office.phone, office.email].filter(Boolean).join('\n') : undefined;
}

async function cityName(tx: Tx, cityId: number | null | undefined, language: MailLanguage): Promise<string | undefined> {
  if (cityId == null) return undefined;
  const [row] = await tx.select({ en: cities.nameEn, ja: cities.nameJa }).from(cities).where(eq(cities.id, cityId));
  return row ? row[language] : String(cityId);
}

/**
 * The inbox item and both mails of a contact, support or owner submission. The notification is
 * written in the sender's language too: the staff answer in it, and they read both. The
 * acknowledgement goes to an address anyone could have typed, so only within its budget.
 */
export async function recordSubmission(tx: Tx, record: SubmissionRecord, budget: RecipientBudget): Promise<{ inboxItemId: number }> {
  const { siteUrl } = mailConfig();
  const language = mailLanguage(record.language);
  const inboxItemId = await insertInboxItem(tx, {
    kind: record.kind,
    refId: record.refId,
    cityId: record.cityId,
    language: record.language,
    name: record.name,
    email: record.email,
    searchable: record.searchable,
  });
  const t = mailTranslator(language);
  const rows = detailRows(t, [
    ['name', record.name],
    ['email', record.email],
    ['city', await cityName(tx, record.cityId, language)],
    ['channel', record.preferredChannel && t(`channels.${record.preferredChannel}`)],
    ...record.details,
  ], language);
  const details = rowLines(rows);
  const subjectValues = { name: record.name, ...record.subjectValues };
  const listings = await mailListings(tx, record.listings, language, siteUrl);
  const office = await cityOffice(tx, record.cityId, t('common.officeTitle'));
  const signature = t('common.signature', { site: siteUrl }).split('\n');
  const cards = { listings, listingsTitle: t('common.listingsTitle'), viewListing: t('common.viewListing') };

  const staffAddress = await staffAddressFor(tx, record.cityId);
  if (await budget.take(record.email)) {
    // The first mail of the thread: the customer's answer to it comes back to the inquiry.
    const subject = t(`${record.kind}.ackSubject`, subjectValues);
    const lead = t(`${record.kind}.ackBody`, { name: record.name, ...record.ackValues });
    await enqueueMail(tx, {
      kind: 'ack',
      inboxItemId,
      language,
      to: record.email,
      ...(await threadHeaders(tx, inboxItemId, staffAddress)),
      subject,
      // The listings by name, rent and link, the details, and whom to call: in text and in HTML.
      text: compose(t, siteUrl, [lead, listingLines(listings), details, officeLines(office), t('common.notMe')]),
      html: await renderMailHtml({ language, preview: lead.split('\n')[0], lead: [lead], ...cards, details: rows, office, closing: [t('common.notMe')], signature }),
    });
  }
  // A link straight to the item, and the language by its name, not the URL's code.
  const head: [FieldKey, string][] = [
    ['reference', `#${inboxItemId}`],
    ['backOffice', `${siteUrl}/admin/inbox/${inboxItemId}`],
    ['language', t(`languageNames.${language}`)],
  ];
  await enqueueMail(tx, {
    kind: 'notify',
    inboxItemId,
    language,
    to: staffAddress,
    // The staff's reply goes straight to the customer.
    replyTo: record.email,
    subject: t(`${record.kind}.notifySubject`, subjectValues),
    text: compose(t, siteUrl, [t(`${record.kind}.notifyBody`), detailLines(t, head), listingLines(listings), details]),
    html: await renderMailHtml({ language, preview: t(`${record.kind}.notifyBody`), lead: [t(`${record.kind}.notifyBody`)], ...cards, details: [...detailRows(t, head), ...rows], closing: [], signature }),
  });
  return { inboxItemId };
}
