import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimitKey } from '@/lib/security/forwarded';
import type { Db } from '../db/client';
import { staffSignInAddresses } from '../db/schema';

/** How long an address a member signed in from stays theirs for the sign-in limits. */
export const KNOWN_FOR_DAYS = 90;

/** The bucket an address is remembered by, as the rate limits count it; none for an unreadable one. */
function bucketOf(address: string): string | null {
  const bucket = rateLimitKey(address);
  return bucket === 'unknown' ? null : bucket;
}

/** Whether the member completed a sign-in from this client (its IPv4 address, its IPv6 /64) in the last KNOWN_FOR_DAYS. */
export async function isKnownAddress(db: Db, userId: string, address: string): Promise<boolean> {
  const bucket = bucketOf(address);
  if (!bucket) return false;
  const since = sql`now() - make_interval(days => ${KNOWN_FOR_DAYS})`;
  const rows = await db
    .select({ userId: staffSignInAddresses.userId })
    .from(staffSignInAddresses)
    .where(and(eq(staffSignInAddresses.userId, userId), eq(staffSignInAddresses.address, bucket), gt(staffSignInAddresses.lastAt, since)));
  return rows.length > 0;
}

/** Records a completed sign-in from this client, and forgets the member's addresses past KNOWN_FOR_DAYS. */
export async function rememberAddress(db: Db, userId: string, address: string): Promise<void> {
  const bucket = bucketOf(address);
  if (!bucket) return;
  await db
    .insert(staffSignInAddresses)
    .values({ userId, address: bucket })
    .onConflictDoUpdate({ target: [staffSignInAddresses.userId, staffSignInAddresses.address], set: { lastAt: sql`now()` } });
  await db.delete(staffSignInAddresses).where(and(eq(staffSignInAddresses.userId, userId), lt(staffSignInAddresses.lastAt, sql`now() - make_interval(days => ${KNOWN_FOR_DAYS})`)));
}
