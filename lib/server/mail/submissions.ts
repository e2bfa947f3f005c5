import 'server-only';
import { eq } from 'drizzle-orm';
import { cities, inboxItems } from '../db/schema';
import type { InboxKind } from '@/lib/inbox/values';
import type { ContactChannel } from '@/lib/contact-channels';
import { mailConfig, mailLanguage, type MailLanguage } from './config';
import { enqueueMail, staffAddressFor } from './outbox';
import { threadHeaders } from './thread';
import type { RecipientBudget } from './recipient-budget';
import type { Tx } from '../db/client';
import { compose, detailLines, mailTranslator, type FieldKey } from './templates';

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
  const details = detailLines(t, [
    ['name', record.name],
    ['email', record.email],
    ['city', await cityName(tx, record.cityId, language)],
    ['channel', record.preferredChannel && t(`channels.${record.preferredChannel}`)],
    ...record.details,
  ], language);
  const subjectValues = { name: record.name, ...record.subjectValues };

  const staffAddress = await staffAddressFor(tx, record.cityId);
  if (await budget.take(record.email)) {
    // The first mail of the thread: the customer's answer to it comes back to the inquiry.
    await enqueueMail(tx, {
      kind: 'ack',
      inboxItemId,
      language,
      to: record.email,
      ...(await threadHeaders(tx, inboxItemId, staffAddress)),
      subject: t(`${record.kind}.ackSubject`, subjectValues),
      text: compose(t, siteUrl, [t(`${record.kind}.ackBody`, { name: record.name, ...record.ackValues }), details, t('common.notMe')]),
    });
  }
  await enqueueMail(tx, {
    kind: 'notify',
    inboxItemId,
    language,
    to: staffAddress,
    // The staff's reply goes straight to the customer.
    replyTo: record.email,
    subject: t(`${record.kind}.notifySubject`, subjectValues),
    text: compose(t, siteUrl, [
      t(`${record.kind}.notifyBody`),
      // A link straight to the item, and the language by its name, not the URL's code.
      detailLines(t, [
        ['reference', `#${inboxItemId}`],
        ['backOffice', `${siteUrl}/admin/inbox/${inboxItemId}`],
        ['language', t(`languageNames.${language}`)],
      ]),
      details,
    ]),
  });
  return { inboxItemId };
}
