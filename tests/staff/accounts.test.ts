import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, staffAccounts, staffSessions, staffUsers } from '@/lib/server/db/schema';
import { allows } from '@/lib/admin/permissions';
import { createStaff, DuplicateStaffEmail } from '@/lib/server/staff/accounts';
import { addStaff, resetStaffPassword, updateStaff } from '@/lib/server/staff/manage';
import { readSetting, writeSetting } from '@/lib/server/staff/office-settings';
import type { Staff } from '@/lib/server/staff/session';
import { makeStaff, sessionCookie } from '../support/staff';

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
