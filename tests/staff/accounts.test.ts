import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, staffAccounts, staffSessions, staffUsers } from '@/lib/server/db/schema';
import { allows } from '@/lib/admin/permissions';
import { createStaff, DuplicateStaffEmail } from '@/lib/server/staff/accounts';
import { addStaff, resetStaffPassword, updateStaff } from '@/lib/server/staff/manage';
import { readSetting, writeSetting } from '@/lib/server/staff/office-settings';
import type { Staff } from '@/lib/server/staff/session';
import { getAuth } from '@/lib/server/staff/auth';
import { makeStaff, sessionCookie, TEST_PASSWORD } from '../support/staff';
import { totp } from '../support/totp';

// The sign-in functions read the request through next/headers: give them one from a known client.
const requestHeaders = { current: new Headers({ 'x-forwarded-for': '203.0.113.9' }) };
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));

async function asStaff(role: Staff['role']): Promise<Staff> {
  const made = await makeStaff(role);
  return { id: made.id, email: made.email, name: `Test ${role}`, role, language: 'en', twoFactorEnabled: false, passwordChangeRequired: false };
}

describe('roles', () => {
  it('let each role into its own areas only', () => {
    expect(allows('agent', 'inbox')).toBe(true);
    expect(allows('agent', 'listings')).toBe(false);
    expect(allows('agent', 'staff')).toBe(false);
    expect(allows('editor', 'listings')).toBe(true);
    expect(allows('editor', 'content')).toBe(true);
    expect(allows('editor', 'inbox')).toBe(false);
    expect(allows('editor', 'settings')).toBe(false);
    for (const area of ['inbox', 'outbox', 'listings', 'content', 'staff', 'settings', 'audit', 'alerts'] as const) expect(allows('admin', area)).toBe(true);
    for (const area of ['staff', 'settings', 'audit', 'alerts'] as const) {
      expect(allows('agent', area)).toBe(false);
      expect(allows('editor', area)).toBe(false);
    }
  });
});

describe('staff accounts', () => {
  it('stores an argon2id hash, never the password, and refuses a second account with the same e-mail in any case', async () => {
    const db = await getDb();
    const made = await createStaff(db, { email: 'Someone@Agency.test', name: 'Someone', role: 'agent' });
    expect(made.oneTime).toBe(true);
    expect(made.password).toMatch(/^[A-Za-z0-9]{20}$/);
    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.userId, made.id));
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account.password).not.toContain(made.password);
    const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, made.id));
    expect(user.email).toBe('someone@agency.test');
    expect(user.passwordChangeRequired).toBe(true);
    await expect(createStaff(db, { email: 'SOMEONE@agency.test', name: 'Again', role: 'admin' })).rejects.toBeInstanceOf(DuplicateStaffEmail);
  });

  it('gives bad input a field message and stores nothing', async () => {
    const db = await getDb();
    const admin = await asStaff('admin');
    const before = (await db.select().from(staffUsers)).length;
    const result = await addStaff(db, admin, { name: '', email: 'not-an-address', role: 'owner' }, '203.0.113.9');
    expect(result).toEqual({ ok: false, fields: { name: 'nameRequired', email: 'emailInvalid', role: 'roleInvalid' } });
    expect((await db.select().from(staffUsers)).length).toBe(before);
  });

  it('never lets an admin demote or disable themselves, nor remove the last active admin', async () => {
    const db = await getDb();
    // Every other admin disabled, so that this one is the last.
    await db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.role, 'admin'));
    const admin = await asStaff('admin');
    expect(await updateStaff(db, admin, { id: admin.id, role: 'agent', disabled: false }, 'x')).toEqual({ ok: false, error: 'notSelf' });
    expect(await updateStaff(db, admin, { id: admin.id, role: 'admin', disabled: true }, 'x')).toEqual({ ok: false, error: 'notSelf' });
    const other = await asStaff('admin');
    expect(await updateStaff(db, other, { id: admin.id, role: 'editor', disabled: false }, 'x')).toEqual({ ok: true });
    const [row] = await db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, admin.id));
    expect(row.role).toBe('editor');
    // `other` is now the only active admin: a third admin cannot take that away.
    const third = await asStaff('admin');
    await db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, third.id));
    expect(await updateStaff(db, third, { id: other.id, role: 'agent', disabled: false }, 'x')).toEqual({ ok: false, error: 'lastAdmin' });
    expect(await updateStaff(db, other, { id: 'no-such-id', role: 'agent', disabled: false }, 'x')).toEqual({ ok: false, error: 'notFound' });
  });

  it('ends a disabled member’s sessions and records who did it', async () => {
    const db = await getDb();
    const admin = await asStaff('admin');
    const agent = await makeStaff('agent');
    await sessionCookie(agent.email);
    expect((await db.select().from(staffSessions).where(eq(staffSessions.userId, agent.id))).length).toBe(1);
    expect(await updateStaff(db, admin, { id: agent.id, role: 'agent', disabled: true }, '198.51.100.7')).toEqual({ ok: true });
    expect(await db.select().from(staffSessions).where(eq(staffSessions.userId, agent.id))).toEqual([]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, agent.id));
    expect(entry).toMatchObject({ action: 'staff.update', actorEmail: admin.email, before: { role: 'agent', disabled: false }, after: { role: 'agent', disabled: true }, clientAddress: '198.51.100.7' });
  });

  it('a reset password is one-time: it signs in and must be changed', async () => {
    const db = await getDb();
    const admin = await asStaff('admin');
    const agent = await makeStaff('agent');
    const reset = await resetStaffPassword(db, admin, agent.id, 'x');
    expect(reset.ok).toBe(true);
    if (!reset.ok) return;
    await expect(sessionCookie(agent.email)).rejects.toThrow(/401/);
    expect(await sessionCookie(agent.email, reset.password!)).toMatch(/staff\.session_token=/);
    const [row] = await db.select({ flag: staffUsers.passwordChangeRequired }).from(staffUsers).where(eq(staffUsers.id, agent.id));
    expect(row.flag).toBe(true);
  });
});

describe('sign-in', () => {
  beforeEach(() => {
    requestHeaders.current = new Headers({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
  });

  it('signs in with the right password, refuses a wrong one or a disabled account alike, and logs each attempt', async () => {
    const { signIn } = await import('@/lib/server/staff/sign-in');
    const agent = await makeStaff('agent');
    expect(await signIn({ email: agent.email.toUpperCase(), password: agent.password })).toEqual({ ok: true, twoFactor: false });
    expect(await signIn({ email: agent.email, password: 'wrong password here' })).toEqual({ ok: false, reason: 'failed' });
    const db = await getDb();
    await db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, agent.id));
    expect(await signIn({ email: agent.email, password: agent.password })).toEqual({ ok: false, reason: 'failed' });
    const actions = (await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, agent.id))).map((r) => r.action);
    expect(actions).toEqual(['sign-in', 'sign-in-failed', 'sign-in-failed']);
    expect(await signIn({ email: 'nope', password: '' })).toEqual({ ok: false, reason: 'invalid', fields: { email: 'emailInvalid', password: 'required' } });
  });

  it('limits attempts per account whatever the client address', async () => {
    const { signIn } = await import('@/lib/server/staff/sign-in');
    const agent = await makeStaff('agent');
    // Successful sign-ins do not spend the account's budget.
    for (let i = 0; i < 6; i++) expect(await signIn({ email: agent.email, password: agent.password })).toEqual({ ok: true, twoFactor: false });
    const results = [];
    for (let i = 0; i < 6; i++) {
      requestHeaders.current = new Headers({ 'x-forwarded-for': `198.51.100.${i + 1}` });
      results.push(await signIn({ email: agent.email, password: 'wrong password here' }));
    }
    expect(results.slice(0, 5).every((r) => !r.ok && r.reason === 'failed')).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, reason: 'limited' });
    // The right password does not get through while the account's budget is spent.
    expect(await signIn({ email: agent.email, password: agent.password })).toMatchObject({ ok: false, reason: 'limited' });
  });

  it('limits second-step (TOTP) codes per account too, whatever the client address', async () => {
    const { verifySecondFactor } = await import('@/lib/server/staff/sign-in');
    const auth = await getAuth();
    const agent = await makeStaff('agent');
    const session = new Headers({ cookie: await sessionCookie(agent.email) });
    const enabled = await auth.api.enableTwoFactor({ body: { password: TEST_PASSWORD, method: 'totp' }, headers: session });
    if (enabled.method !== 'totp') throw new Error('no TOTP key');
    const { totpURI } = enabled;
    await auth.api.verifyTOTP({ body: { code: totp(new URL(totpURI).searchParams.get('secret')!) }, headers: session });
    // A fresh password step (so better-auth's own count per pending sign-in never decides) and a fresh client each time.
    const pendingCookie = async () => {
      const res = await auth.api.signInEmail({ body: { email: agent.email, password: TEST_PASSWORD }, asResponse: true });
      const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      expect(cookie).toMatch(/two_factor=/);
      return cookie;
    };
    const results = [];
    for (let i = 0; i < 6; i++) {
      requestHeaders.current = new Headers({ cookie: await pendingCookie(), 'x-forwarded-for': `198.51.101.${i + 1}` });
      results.push(await verifySecondFactor('000000'));
    }
    expect(results.slice(0, 5)).toEqual(Array(5).fill({ ok: false, reason: 'code' }));
    expect(results[5]).toMatchObject({ ok: false, reason: 'limited' });
    // The right code does not get through while the account's budget is spent.
    requestHeaders.current = new Headers({ cookie: await pendingCookie(), 'x-forwarded-for': '198.51.101.99' });
    expect(await verifySecondFactor(totp(new URL(totpURI).searchParams.get('secret')!))).toMatchObject({ ok: false, reason: 'limited' });
  });

  it('limits attempts per client address across accounts', async () => {
    const { signIn } = await import('@/lib/server/staff/sign-in');
    requestHeaders.current = new Headers({ 'x-forwarded-for': '192.0.2.55' });
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await signIn({ email: `guess${i}@staff.test`, password: 'whatever you like' }));
    expect(results.slice(0, 10).every((r) => !r.ok && r.reason === 'failed')).toBe(true);
    expect(results[10]).toMatchObject({ ok: false, reason: 'limited' });
  });
});

describe('office settings', () => {
  it('keeps staff addresses and rates, with before and after in the audit log', async () => {
    const db = await getDb();
    const admin = await asStaff('admin');
    // On PostgreSQL the test files share one database: another file may have saved rates first.
    await writeSetting(db, 'exchangeRates', { jpy: 150.5, vnd: 25_400, asOf: '2026-11-26' }, admin, 'x');
    await writeSetting(db, 'exchangeRates', { jpy: 151, vnd: 25_500, asOf: '2026-11-27' }, admin, 'x');
    expect(await readSetting(db, 'exchangeRates')).toEqual({ jpy: 151, vnd: 25_500, asOf: '2026-11-27' });
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, 'exchangeRates'));
    expect(entries.at(-1)).toMatchObject({ before: { jpy: 150.5 }, after: { jpy: 151 } });
  });
});

describe('the session', () => {
  it('carries the role, the language and the one-time flag, and ends for a disabled member', async () => {
    const { staffFromHeaders } = await import('@/lib/server/staff/session');
    const db = await getDb();
    const email = `flag-${Date.now()}@staff.test`;
    const made = await createStaff(db, { email, name: 'Flag', role: 'editor', language: 'ja' });
    const cookie = await sessionCookie(email, made.password);
    const staff = await staffFromHeaders(new Headers({ cookie }));
    expect(staff).toMatchObject({ id: made.id, role: 'editor', language: 'ja', passwordChangeRequired: true, twoFactorEnabled: false });
    await db.update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, made.id));
    expect(await staffFromHeaders(new Headers({ cookie }))).toBeNull();
    expect(await staffFromHeaders(new Headers({ cookie: 'staff.session_token=forged.value' }))).toBeNull();
  });
});
