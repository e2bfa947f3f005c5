import { AsyncLocalStorage } from 'node:async_hooks';
import { hash, verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, staffSessions, staffUsers } from '@/lib/server/db/schema';
import { getAuth } from '@/lib/server/staff/auth';
import { makeStaff, sessionCookie, TEST_PASSWORD } from '../support/staff';
import { totp } from '../support/totp';

// The sign-in functions read the request through next/headers: give them one from a known client
// (`requestHeaders.current`, or one request's own inside `oneRequest.run`, for requests at once).
const requestHeaders = { current: new Headers({ 'x-forwarded-for': '203.0.113.9' }) };
const oneRequest = new AsyncLocalStorage<Headers>();
vi.mock('next/headers', () => ({
  headers: async () => oneRequest.getStore() ?? requestHeaders.current,
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {} }),
}));

// argon2, counted: which sign-ins pay for a computation, and of which parameters.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

/** An agent with two-step verification on, its TOTP key, and the cookie of a fresh password step of theirs. */
async function twoFactorAgent() {
  const auth = await getAuth();
  const agent = await makeStaff('agent');
  const session = new Headers({ cookie: await sessionCookie(agent.email) });
  const enabled = await auth.api.enableTwoFactor({ body: { password: TEST_PASSWORD, method: 'totp' }, headers: session });
  if (enabled.method !== 'totp') throw new Error('no TOTP key');
  const secret = new URL(enabled.totpURI).searchParams.get('secret')!;
  // Turned on with the code of the step before: the tests' own codes are the current step's.
  await auth.api.verifyTOTP({ body: { code: totp(secret, Date.now() - 30_000) }, headers: session });
  // A fresh password step each time, so that better-auth's own count per pending sign-in never decides.
  const pendingCookie = async () => {
    const res = await auth.api.signInEmail({ body: { email: agent.email, password: TEST_PASSWORD }, asResponse: true });
    const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(cookie).toMatch(/two_factor=/);
    return cookie;
  };
  return { agent, secret, pendingCookie };
}

beforeEach(() => {
  requestHeaders.current = new Headers({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
});

describe('sign-in', () => {
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

  it('lets strangers sending wrong passwords from many addresses spend only their shared budget: the member still signs in from an address they signed in from', async () => {
    const { signIn } = await import('@/lib/server/staff/sign-in');
    const agent = await makeStaff('agent');
    const right = { email: agent.email, password: agent.password };
    const wrong = { email: agent.email, password: 'wrong password here' };
    const from = (address: string) => (requestHeaders.current = new Headers({ 'x-forwarded-for': address }));
    // The member signs in at the office and at home (an IPv6 /64); right passwords spend nothing.
    from('198.51.100.200');
    expect(await signIn(right)).toEqual({ ok: true, twoFactor: false });
    from('2001:db8:40:9::10');
    expect(await signIn(right)).toEqual({ ok: true, twoFactor: false });
    // Strangers, one wrong password from each of six addresses: the account's shared budget is five.
    const results = [];
    for (let i = 0; i < 6; i++) {
      from(`198.51.100.${i + 1}`);
      results.push(await signIn(wrong));
    }
    expect(results.slice(0, 5).every((r) => !r.ok && r.reason === 'failed')).toBe(true);
    expect(results[5]).toMatchObject({ ok: false, reason: 'limited' });
    // From any address the member never signed in from, nothing gets through meanwhile, the right password neither.
    from('198.51.100.77');
    expect(await signIn(right)).toMatchObject({ ok: false, reason: 'limited' });
    // From the office, and from another address of the home's /64, the member signs in.
    from('198.51.100.200');
    expect(await signIn(right)).toEqual({ ok: true, twoFactor: false });
    from('2001:db8:40:9:a::99');
    expect(await signIn(right)).toEqual({ ok: true, twoFactor: false });
    // Guessing from the office is bounded by the office's own budget.
    from('198.51.100.200');
    const atOffice = [];
    for (let i = 0; i < 6; i++) atOffice.push(await signIn(wrong));
    expect(atOffice.slice(0, 5).every((r) => !r.ok && r.reason === 'failed')).toBe(true);
    expect(atOffice[5]).toMatchObject({ ok: false, reason: 'limited' });
  });

  it('lets someone with the password trying codes from many addresses, and from the office, not lock the member out at home; codes stay bounded everywhere', async () => {
    const { verifySecondFactor } = await import('@/lib/server/staff/sign-in');
    // The clock moves a time step between the member's own sign-ins: each one needs a code of its own.
    const start = Math.ceil(Date.now() / 30_000) * 30_000 + 2_000;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      const { secret, pendingCookie } = await twoFactorAgent();
      const step = async (address: string, code: string) => {
        requestHeaders.current = new Headers({ cookie: await pendingCookie(), 'x-forwarded-for': address });
        return verifySecondFactor(code);
      };
      const home = '198.51.106.1';
      const office = '198.51.106.2';
      expect(await step(home, totp(secret))).toEqual({ ok: true, twoFactor: false });
      vi.setSystemTime(start + 30_000);
      expect(await step(office, totp(secret))).toEqual({ ok: true, twoFactor: false });
      // Wrong codes: five shared by every other address, then five of the office's own (ten in a
      // row, which would have tripped better-auth's own lock of the account).
      const elsewhere = [];
      for (let i = 0; i < 6; i++) elsewhere.push(await step(`198.51.107.${i + 1}`, '000000'));
      expect(elsewhere.slice(0, 5)).toEqual(Array(5).fill({ ok: false, reason: 'code' }));
      expect(elsewhere[5]).toMatchObject({ ok: false, reason: 'limited' });
      const atOffice = [];
      for (let i = 0; i < 6; i++) atOffice.push(await step(office, '000000'));
      expect(atOffice.slice(0, 5)).toEqual(Array(5).fill({ ok: false, reason: 'code' }));
      expect(atOffice[5]).toMatchObject({ ok: false, reason: 'limited' });
      vi.setSystemTime(start + 60_000);
      expect(await step('198.51.107.99', totp(secret))).toMatchObject({ ok: false, reason: 'limited' });
      expect(await step(home, totp(secret))).toEqual({ ok: true, twoFactor: false });
    } finally {
      vi.useRealTimers();
    }
  });

  it('limits second-step (TOTP) codes per account too, whatever the client address', async () => {
    const { verifySecondFactor } = await import('@/lib/server/staff/sign-in');
    const { secret, pendingCookie } = await twoFactorAgent();
    const results = [];
    for (let i = 0; i < 6; i++) {
      requestHeaders.current = new Headers({ cookie: await pendingCookie(), 'x-forwarded-for': `198.51.101.${i + 1}` });
      results.push(await verifySecondFactor('000000'));
    }
    expect(results.slice(0, 5)).toEqual(Array(5).fill({ ok: false, reason: 'code' }));
    expect(results[5]).toMatchObject({ ok: false, reason: 'limited' });
    // From an address the member never signed in from, the right code does not get through while the shared budget is spent.
    requestHeaders.current = new Headers({ cookie: await pendingCookie(), 'x-forwarded-for': '198.51.101.99' });
    expect(await verifySecondFactor(totp(secret))).toMatchObject({ ok: false, reason: 'limited' });
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


describe('a TOTP code', () => {
  it('signs in once: sent again within its window, or after a later one, it is refused as a wrong code and logged', async () => {
    const { verifySecondFactor } = await import('@/lib/server/staff/sign-in');
    const { agent, secret, pendingCookie } = await twoFactorAgent();
    const code = totp(secret);
    const from = async (address: string) => (requestHeaders.current = new Headers({ cookie: await pendingCookie(), 'x-forwarded-for': address }));
    await from('198.51.102.1');
    expect(await verifySecondFactor(code)).toEqual({ ok: true, twoFactor: false });
    await from('198.51.102.2');
    expect(await verifySecondFactor(code)).toEqual({ ok: false, reason: 'code' });
    await from('198.51.102.1');
    expect(await verifySecondFactor(totp(secret, Date.now() - 30_000))).toEqual({ ok: false, reason: 'code' });
    const db = await getDb();
    const failed = await db.select({ after: auditLog.after, clientAddress: auditLog.clientAddress }).from(auditLog).where(and(eq(auditLog.entityId, agent.id), eq(auditLog.action, 'sign-in-failed')));
    expect(failed[0]).toEqual({ after: { secondFactor: true, replayed: true }, clientAddress: '198.51.102.2' });
    // The next step's code (an app shows it within the window) is still good.
    await from('198.51.102.1');
    expect(await verifySecondFactor(totp(secret, Date.now() + 30_000))).toEqual({ ok: true, twoFactor: false });
  });

  it('that turned two-step verification on is used: it cannot sign in afterwards', async () => {
    const { verifySecondFactor } = await import('@/lib/server/staff/sign-in');
    const { confirmTwoFactor, startTwoFactor } = await import('@/lib/server/staff/self');
    const agent = await makeStaff('agent');
    const staff = { id: agent.id, email: agent.email, name: 'Test agent', role: 'agent', language: 'en', twoFactorEnabled: false, passwordChangeRequired: false } as const;
    requestHeaders.current = new Headers({ cookie: await sessionCookie(agent.email), 'x-forwarded-for': '198.51.104.1' });
    const setup = await startTwoFactor(staff, TEST_PASSWORD);
    const code = totp(setup!.secret);
    expect(await confirmTwoFactor(staff, code)).toBe(true);
    const res = await (await getAuth()).api.signInEmail({ body: { email: agent.email, password: TEST_PASSWORD }, asResponse: true });
    requestHeaders.current = new Headers({ cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), 'x-forwarded-for': '198.51.104.1' });
    expect(await verifySecondFactor(code)).toEqual({ ok: false, reason: 'code' });
  });

  it('sent by two sign-ins at once signs in exactly one of them', async () => {
    const { verifySecondFactor } = await import('@/lib/server/staff/sign-in');
    const { agent, secret, pendingCookie } = await twoFactorAgent();
    const db = await getDb();
    const sessions = () => db.$count(staffSessions, eq(staffSessions.userId, agent.id));
    const before = await sessions();
    const cookies = [await pendingCookie(), await pendingCookie()];
    const code = totp(secret);
    const results = await Promise.all(cookies.map((cookie, i) => oneRequest.run(new Headers({ cookie, 'x-forwarded-for': `198.51.103.${i + 1}` }), () => verifySecondFactor(code))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results).toContainEqual({ ok: false, reason: 'code' });
    expect(await sessions()).toBe(before + 1);
  });
});

describe('the time a refused sign-in takes', () => {
  it('is one argon2id computation of the same parameters, through better-auth, for a wrong password, an unknown address and a disabled account alike', async () => {
    const { signIn } = await import('@/lib/server/staff/sign-in');
    const agent = await makeStaff('agent');
    // Each computation as its parameters: a verification's are in the hash it checks, a hash's in its options.
    const computations = async (input: { email: string; password: string }) => {
      vi.mocked(hash).mockClear();
      vi.mocked(verify).mockClear();
      expect(await signIn(input)).toEqual({ ok: false, reason: 'failed' });
      return [
        ...vi.mocked(verify).mock.calls.map(([stored]) => /^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/.exec(String(stored))?.[1]),
        ...vi.mocked(hash).mock.calls.map(([, options]) => `m=${options?.memoryCost},t=${options?.timeCost},p=${options?.parallelism}`),
      ];
    };
    const one = ['m=19456,t=2,p=1'];
    expect(await computations({ email: agent.email, password: 'wrong password here' })).toEqual(one);
    expect(await computations({ email: `nobody-${agent.id}@staff.test`, password: 'wrong password here' })).toEqual(one);
    await (await getDb()).update(staffUsers).set({ disabled: true }).where(eq(staffUsers.id, agent.id));
    expect(await computations({ email: agent.email, password: agent.password })).toEqual(one);
    // A password past the longest a member may have is refused at once, whoever it is for.
    expect(await computations({ email: `nobody-${agent.id}@staff.test`, password: 'x'.repeat(200) })).toEqual([]);
  });
});

describe('the wait a refused sign-in is told', () => {
  it('is in seconds for a minute’s budget and in whole minutes for the codes’ quarter-hour, in both languages', async () => {
    const { limitedMessage } = await import('@/components/admin/sign-in-form.client');
    const words = async (lang: 'en' | 'ja') => ((await import(`@/messages/admin/${lang}.json`)) as { default: { signIn: Record<string, string> } }).default.signIn;
    expect(limitedMessage(await words('en'), 42)).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(limitedMessage(await words('en'), 841)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(limitedMessage(await words('ja'), 841)).toBe('試行回数が多すぎます。15分後にもう一度お試しください。');
  });
});
