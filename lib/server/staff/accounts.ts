import 'server-only';
import crypto from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { staffAccounts, staffSessions, staffUsers, type StaffRole } from '../db/schema';
import { hashPassword } from './password';

/**
 * Staff accounts written the way better-auth reads them: a `staff_users` row and its credential
 * account (`provider_id` 'credential', the argon2id hash in `password`). Used by
 * `npm run staff:add`, by `npm start` for the first demo admin, and by the admin's staff page.
 */
export type NewStaff = {
  email: string;
  name: string;
  role: StaffRole;
  language?: 'en' | 'ja';
  /** Without one, a random one-time password is made and returned; its first sign-in must change it. */
  password?: string;
};

export class DuplicateStaffEmail extends Error {
  constructor(email: string) {
    super(`A staff account with the e-mail ${email} already exists.`);
  }
}

/** A random password of 20 characters from an alphabet without look-alikes. */
export function oneTimePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(20);
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Creates the account; `also` runs in the same transaction (the caller's audit entry), so either
 * both are stored or neither. The password is hashed before the transaction starts.
 */
export async function createStaff(
  db: Db,
  input: NewStaff,
  also?: (tx: Tx, made: { id: string; email: string }) => Promise<void>,
): Promise<{ id: string; password: string; oneTime: boolean }> {
  const email = emailKey(input.email);
  const oneTime = input.password === undefined;
  const password = input.password ?? oneTimePassword();
  const hash = await hashPassword(password);
  const id = crypto.randomUUID();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
    if (existing) throw new DuplicateStaffEmail(email);
    await tx.insert(staffUsers).values({
      id,
      email,
      name: input.name.trim(),
      role: input.role,
      language: input.language ?? 'en',
      emailVerified: true,
      passwordChangeRequired: oneTime,
    });
    await tx.insert(staffAccounts).values({ id: crypto.randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    await also?.(tx, { id, email });
    return { id, password, oneTime };
  });
}

export async function staffCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return Number(row?.n ?? 0);
}

/** Sets a new password (and clears the one-time flag); the member's other sessions end. `also` runs in the same transaction. */
export async function setPassword(db: Db, userId: string, password: string, keepSessionToken?: string, also?: (tx: Tx) => Promise<void>): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(staffAccounts).set({ password: hash, updatedAt: new Date() }).where(sql`${staffAccounts.userId} = ${userId} AND ${staffAccounts.providerId} = 'credential'`);
    await tx.update(staffUsers).set({ passwordChangeRequired: false, updatedAt: new Date() }).where(eq(staffUsers.id, userId));
    await tx
      .delete(staffSessions)
      .where(keepSessionToken ? sql`${staffSessions.userId} = ${userId} AND ${staffSessions.token} <> ${keepSessionToken}` : eq(staffSessions.userId, userId));
    await also?.(tx);
  });
}

/** Creates the demo admin when no staff account exists yet; its one-time password, or null when there were accounts already. */
export async function ensureFirstAdmin(db: Db, email: string): Promise<string | null> {
  if ((await staffCount(db)) > 0) return null;
  const made = await createStaff(db, { email, name: 'Administrator', role: 'admin' });
  return made.password;
}
