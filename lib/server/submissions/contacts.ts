import 'server-only';
import { usDateToIso } from '@/lib/forms/contact';
import type { Contact } from '@/lib/forms/contact';
import type { Support } from '@/lib/forms/support';
import { getDb } from '../db/client';
import { contactRequests, supportRequests } from '../db/schema';

/** Stores a contact request (SPEC §3); the text is kept as given, it is data and never HTML. */
export async function saveContact(input: Contact, clientAddress: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(contactRequests)
    .values({
      language: input.language,
      cityId: input.cityId ?? null,
      expectedCheckInDate: usDateToIso(input.expectedCheckInDate),
      expectedTourInspectionDate: usDateToIso(input.expectedTourInspectionDate),
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      companyName: input.companyName ?? null,
      otherRequirements: input.otherRequirements ?? null,
      propertyCodes: input.propertyId ?? null,
      clientAddress,
    })
    .returning({ id: contactRequests.id });
  return row.id;
}

/** Stores a customer-support request (SPEC §3). */
export async function saveSupport(input: Support, clientAddress: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
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
    })
    .returning({ id: supportRequests.id });
  return row.id;
}
