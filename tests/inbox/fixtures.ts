/** Staff and inbox items the inbox tests make in their own copy of the seeded database. */
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { contactRequests, inboxItems, ownerSubmissionImages, ownerSubmissions, staffUsers } from '@/lib/server/db/schema';
import type { StaffRole } from '@/lib/server/db/schema/staff';
import type { InboxActor } from '@/lib/server/inbox/actions';

export async function makeStaff(role: StaffRole, options: { name?: string; disabled?: boolean } = {}): Promise<InboxActor> {
  const db = await getDb();
  const id = randomUUID();
  const name = options.name ?? `${role} ${id.slice(0, 6)}`;
  const email = `${role}-${id.slice(0, 8)}@example.test`;
  await db.insert(staffUsers).values({ id, name, email, role, disabled: options.disabled ?? false });
  return { id, name, email, role };
}

export type ContactSeed = Partial<typeof contactRequests.$inferInsert> & { createdAt?: Date; status?: 'new' | 'in_progress' | 'answered' | 'closed' | 'spam'; assigneeId?: string | null };

/** A contact request and its inbox item, as a submission writes them. */
export async function makeContact(seed: ContactSeed = {}): Promise<{ itemId: number; refId: number }> {
  const db = await getDb();
  const createdAt = seed.createdAt ?? new Date();
  const values = {
    language: 'en',
    fullName: 'Taro Yamada',
    email: 'taro@example.test',
    phone: '+84 90 000 0000',
    ...seed,
    createdAt,
  };
  const [row] = await db.insert(contactRequests).values(values).returning({ id: contactRequests.id });
  const [item] = await db
    .insert(inboxItems)
    .values({
      createdAt,
      kind: 'contact',
      refId: row.id,
      status: seed.status ?? 'new',
      assigneeId: seed.assigneeId ?? null,
      cityId: values.cityId ?? null,
      language: values.language,
      name: values.fullName,
      email: values.email,
      searchText: [values.fullName, values.email, values.phone, values.companyName, values.otherRequirements, values.propertyCodes].filter(Boolean).join(' ').toLowerCase(),
    })
    .returning({ id: inboxItems.id });
  return { itemId: item.id, refId: row.id };
}

/** An owner submission with one photo row (the file itself is the test's business). */
export async function makeOwner(storageKey: string): Promise<{ itemId: number }> {
  const db = await getDb();
  const [row] = await db.insert(ownerSubmissions).values({ language: 'jp', fullName: '山田 花子', phone: '0900000000', email: 'hanako@example.test', currency: 'USD' }).returning({ id: ownerSubmissions.id });
  await db.insert(ownerSubmissionImages).values({ submissionId: row.id, storageKey, contentType: 'image/webp', width: 10, height: 10, bytes: 4, position: 1 });
  const [item] = await db.insert(inboxItems).values({ kind: 'owner', refId: row.id, language: 'jp', name: '山田 花子', email: 'hanako@example.test', searchText: '山田 花子' }).returning({ id: inboxItems.id });
  return { itemId: item.id };
}
