import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

// Settings are read once per process: this file's server is behind https from the start.
vi.hoisted(() => {
  process.env.SITE_URL = 'https://rentals.example';
  process.env.STAFF_AUTH_SECRET ??= 'vitest-staff-auth-secret-not-for-production-0123456789';
});

import { getDb } from '@/lib/server/db/client';
import { staffAccounts, staffUsers } from '@/lib/server/db/schema';
import { ensureFirstAdmin, staffCount } from '@/lib/server/staff/accounts';
import { getAuth } from '@/lib/server/staff/auth';
import { makeStaff, TEST_PASSWORD } from '../support/staff';

describe('the first admin', () => {
  it('is made only when the staff table is empty, and its one-time password is answered once', async () => {
    const db = await getDb();
    await db.delete(staffAccounts);
    await db.delete(staffUsers);
    expect(await staffCount(db)).toBe(0);

    const password = await ensureFirstAdmin(db, 'Boss@Agency.test');
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    const rows = await db.select().from(staffUsers);
    expect(rows).toEqual([expect.objectContaining({ email: 'boss@agency.test', role: 'admin', disabled: false, passwordChangeRequired: true })]);
    const [account] = await db.select({ hash: staffAccounts.password }).from(staffAccounts).where(eq(staffAccounts.userId, rows[0].id));
    expect(account.hash).toMatch(/^\$argon2id\$/);
    expect(account.hash).not.toContain(password!);

    // Never again: not on the next start, not for another address.
    expect(await ensureFirstAdmin(db, 'boss@agency.test')).toBeNull();
    expect(await ensureFirstAdmin(db, 'someone-else@agency.test')).toBeNull();
    expect(await staffCount(db)).toBe(1);

    // The password it answered signs in (and the account must then change it).
    const auth = await getAuth();
    const res = await auth.api.signInEmail({ body: { email: 'boss@agency.test', password: password! }, asResponse: true });
    expect(res.status).toBe(200);
  });

  it('is not made beside any existing account, even a disabled one', async () => {
    const db = await getDb();
    const someone = await makeStaff('agent');
    await db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, someone.id));
    const before = await staffCount(db);
    expect(await ensureFirstAdmin(db, 'another-admin@agency.test')).toBeNull();
    expect(await staffCount(db)).toBe(before);
  });
});

describe('the session cookie under https', () => {
  it('is Secure (with the __Secure- prefix), HttpOnly and SameSite=Lax', async () => {
    const agent = await makeStaff('agent');
    const auth = await getAuth();
    const res = await auth.api.signInEmail({ body: { email: agent.email, password: TEST_PASSWORD }, asResponse: true });
    expect(res.status).toBe(200);
    const session = res.headers.getSetCookie().find((c) => /^__Secure-staff\.session_token=/.test(c));
    expect(session).toBeDefined();
    const attributes = session!.split(';').slice(1).map((a) => a.trim().toLowerCase());
    expect(attributes).toContain('secure');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
  });
});
