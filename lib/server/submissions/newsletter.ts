import 'server-only';
import type { Newsletter } from '@/lib/forms/newsletter';
import { getDb } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';

/**
 * Subscribes an address: one row per address whatever its case (the unique `email_key` is the
 * lower-cased address). Subscribing again is not an error and changes nothing: the first row stays
 * as it was, so two concurrent sign-ups of one address end in one row. Nothing is returned, so
 * that the answer cannot tell a new address from a known one.
 */
export async function subscribe(input: Newsletter): Promise<void> {
  const db = await getDb();
  await db
    .insert(newsletterSubscriptions)
    .values({ email: input.email, emailKey: input.email.toLowerCase(), language: input.language })
    .onConflictDoNothing({ target: newsletterSubscriptions.emailKey });
}
