import 'server-only';
import { eq } from 'drizzle-orm';
import type { Newsletter } from '@/lib/forms/newsletter';
import { getDb } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';

/**
 * Subscribes an address: one row per address whatever its case (the unique `email_key` is the
 * lower-cased address). Subscribing again is not an error: the first row stays as it was and its
 * id is answered, so two concurrent sign-ups of one address end in one row and two 200s.
 */
export async function subscribe(input: Newsletter): Promise<{ id: number; created: boolean }> {
  const db = await getDb();
  const emailKey = input.email.toLowerCase();
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email: input.email, emailKey, language: input.language })
    .onConflictDoNothing({ target: newsletterSubscriptions.emailKey })
    .returning({ id: newsletterSubscriptions.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailKey, emailKey));
  return { id: existing.id, created: false };
}
