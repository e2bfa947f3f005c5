import 'server-only';
import { usDateToIso } from '@/lib/forms/contact';
import type { DATE_FIELDS } from '@/lib/forms/values';
import type { Contact } from '@/lib/forms/contact';
import type { Support } from '@/lib/forms/support';
import { getDb, type Tx } from '../db/client';
import { contactRequests, supportRequests } from '../db/schema';
import { mailEnqueued } from '../mail/outbox';
import { recipientBudget, type RecipientBudget } from '../mail/recipient-budget';
import { recordSubmission } from '../mail/submissions';

export type SaveOptions = {
  /** Runs inside the transaction after every row is written, before the commit (tests force failures here). */
  beforeCommit?: (tx: Tx) => Promise<void>;
  /** The acknowledgement's recipient budget (default: the process-wide limiter's). */
  budget?: RecipientBudget;
};

/**
 * Stores a contact request with its inbox item and its two mails (the acknowledgement
 * and the staff's notification) in one transaction: all of them or none. The text is kept as
 * given, it is data and never HTML.
 */
export async function saveContact(input: Contact, clientAddress: string, options: SaveOptions = {}): Promise<number> {
  const db = await getDb();
  const codes = input.propertyId?.split(',').join(', ');
  // A date the visitor left at the form's default (today) is no wish of theirs: kept empty.
  const chosen = (name: (typeof DATE_FIELDS)[number]) => (input.keptDefaults?.includes(name) ? null : usDateToIso(input[name]));
  const checkIn = chosen('expectedCheckInDate');
  const tour = chosen('expectedTourInspectionDate');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        language: input.language,
        cityId: input.cityId ?? null,
        expectedCheckInDate: checkIn,
        expectedTourInspectionDate: tour,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        companyName: input.companyName ?? null,
        otherRequirements: input.otherRequirements ?? null,
        propertyCodes: input.propertyId ?? null,
        clientAddress,
        preferredChannel: input.preferredChannel ?? null,
      })
      .returning({ id: contactRequests.id });
    await recordSubmission(tx, {
      kind: 'contact',
      refId: row.id,
      cityId: input.cityId,
      language: input.language,
      name: input.fullName,
      email: input.email,
      searchable: [input.fullName, input.email, input.phone, input.companyName, input.otherRequirements, input.propertyId],
      details: [
        ['phone', input.phone],
        ['company', input.companyName],
        ['listings', codes],
        ['checkIn', checkIn],
        ['tour', tour],
        ['requirements', input.otherRequirements],
      ],
      subjectValues: { listings: codes ?? 'none' },
      listings: input.propertyId?.split(','),
      preferredChannel: input.preferredChannel,
    }, options.budget ?? recipientBudget());
    if (options.beforeCommit) await options.beforeCommit(tx);
    return row.id;
  });
  mailEnqueued();
  return id;
}

/** Stores a customer-support request with its inbox item and mails, in one transaction. */
export async function saveSupport(input: Support, clientAddress: string, options: SaveOptions = {}): Promise<number> {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportRequests)
      .values({
        language: input.language,
        cityId: input.cityId ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone,
        address: input.address ?? null,
        contentRequire: input.contentRequire ?? null,
        clientAddress,
        preferredChannel: input.preferredChannel ?? null,
      })
      .returning({ id: supportRequests.id });
    await recordSubmission(tx, {
      kind: 'support',
      refId: row.id,
      cityId: input.cityId,
      language: input.language,
      name: input.name,
      email: input.email,
      searchable: [input.name, input.email, input.phone, input.address, input.contentRequire],
      details: [
        ['phone', input.phone],
        ['address', input.address],
        ['request', input.contentRequire],
      ],
      preferredChannel: input.preferredChannel,
    }, options.budget ?? recipientBudget());
    if (options.beforeCommit) await options.beforeCommit(tx);
    return row.id;
  });
  mailEnqueued();
  return id;
}
