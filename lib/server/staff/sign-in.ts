import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import * as z from 'zod';
import { rateLimitKey } from '@/lib/security/forwarded';
import { getDb, type Db } from '../db/client';
import { staffUsers } from '../db/schema';
import { rateLimiter } from '../security/rate-limit';
import { emailKey } from './accounts';
import { audit, requestAddress } from './audit';
import { getAuth } from './auth';
import { isKnownAddress, rememberAddress } from './known-addresses';

export type SignInResult =
  | { ok: true; twoFactor: boolean; passwordChangeRequired?: boolean }
  | { ok: false; reason: 'invalid' | 'failed' | 'limited' | 'code'; retryAfter?: number; fields?: Partial<Record<'email' | 'password' | 'code', 'required' | 'emailInvalid' | 'codeFormat'>> };

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'required').max(254).pipe(z.email('emailInvalid')),
  password: z.string().min(1, 'required').max(1024),
});

/**
 * How sign-in attempts are counted, so that a stranger cannot lock a member out and guessing stays
 * bounded (OWASP's authentication cheat sheet; rate-limiter-flexible's login-endpoint example
 * counts by account and address in the same spirit):
 *
 * - per client address, every attempt of either step (`sign-in`);
 * - per account, wrong passwords (`sign-in-account`, a minute) and wrong second-step codes
 *   (`sign-in-code`, a quarter of an hour). From an address the member has completed a sign-in
 *   from (known-addresses.ts) they count against a budget of that address's own; from every other
 *   address against one budget all of those share.
 *
 * A stranger sending wrong passwords or codes from many addresses therefore spends only the shared
 * budget: the member's right password and code from an address they have signed in from still get
 * in, while a guesser is stopped per address and, for the account, after a few tries wherever he
 * tries from (someone trying codes has the password already). The price: while the shared budget
 * is spent, a member on an address they never signed in from waits for it, as everyone else does.
 * A right password or code gives its point back.
 */
type Budget = { endpoint: 'sign-in-account' | 'sign-in-code'; key: string };

/**
 * The account's budget for this client: the shared one, or the known address's own. Its key is a
 * hash, not the e-mail (a guessed address tells nothing), under the limiter's 64 characters.
 */
async function accountBudget(db: Db, endpoint: Budget['endpoint'], email: string, userId: string | undefined, address: string): Promise<Budget> {
  // Asked for an unknown account too (of no one), so that it costs what a real one's does.
  const known = await isKnownAddress(db, userId ?? '', address);
  const name = known ? `${emailKey(email)}\n${rateLimitKey(address)}` : emailKey(email);
  return { endpoint, key: `account:${crypto.createHash('sha256').update(name).digest('hex').slice(0, 32)}` };
}

/** An address no account has (a reserved domain), for the sign-ins that must fail as a wrong password does. */
const NO_ACCOUNT = `no-account-${crypto.randomUUID()}@example.invalid`;

/** A refusal for a spent budget, with the wait before it has points again. */
const limited = (retryAfter: number): SignInResult => ({ ok: false, reason: 'limited', retryAfter });

/**
 * Signs a staff member in with e-mail and password (better-auth sets the session cookie through
 * next/headers). Limited per client address and per account (above); a disabled account fails like
 * a wrong password; every attempt is in the audit log.
 */
export async function signIn(input: unknown): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    const fields: NonNullable<Extract<SignInResult, { ok: false }>['fields']> = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if ((name === 'email' || name === 'password') && !fields[name]) fields[name] = issue.message === 'emailInvalid' ? 'emailInvalid' : 'required';
    }
    return { ok: false, reason: 'invalid', fields };
  }
  const { email, password } = parsed.data;
  const address = await requestAddress();
  const limiter = await rateLimiter();
  const byClient = await limiter.consume('sign-in', address);
  if (!byClient.ok) return limited(byClient.retryAfter);
  const db = await getDb();
  const [user] = await db.select({ id: staffUsers.id, disabled: staffUsers.disabled, passwordChangeRequired: staffUsers.passwordChangeRequired }).from(staffUsers).where(eq(staffUsers.email, emailKey(email)));
  const budget = await accountBudget(db, 'sign-in-account', email, user?.id, address);
  const byAccount = await limiter.consume(budget.endpoint, budget.key);
  if (!byAccount.ok) return limited(byAccount.retryAfter);

  const auth = await getAuth();
  const failed = async () => {
    await audit(db, { actor: null, action: 'sign-in-failed', entity: 'staff', entityId: user?.id, after: { email: emailKey(email) }, clientAddress: address });
    return { ok: false as const, reason: 'failed' as const };
  };
  if (!user || user.disabled) {
    // The way a real account's wrong password goes, so that the answer's time does not tell who
    // has an account: through better-auth, to an address no account has (its lookups, then one
    // argon2id computation, as it hashes the password of an unknown address to take as long).
    await auth.api.signInEmail({ body: { email: NO_ACCOUNT, password }, headers: await headers() }).catch((err: unknown) => {
      if (!isAuthRefusal(err)) throw err;
    });
    return failed();
  }
  try {
    const result = await auth.api.signInEmail({ body: { email: emailKey(email), password }, headers: await headers() });
    const twoFactor = 'twoFactorRedirect' in result && result.twoFactorRedirect === true;
    await limiter.refund?.(budget.endpoint, budget.key);
    // Signed in (the second step, if any, remembers the address once it is passed too).
    if (!twoFactor) await rememberAddress(db, user.id, address);
    await audit(db, { actor: { id: user.id, email: emailKey(email) }, action: twoFactor ? 'sign-in-password' : 'sign-in', entity: 'staff', entityId: user.id, clientAddress: address });
    return { ok: true, twoFactor, ...(user.passwordChangeRequired ? { passwordChangeRequired: true } : {}) };
  } catch (err) {
    if (isAuthRefusal(err)) return failed();
    throw err;
  }
}

/** better-auth's refusals (wrong password, bad code) are APIErrors with a 4xx status. */
export function isAuthRefusal(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The account whose second step this request answers: better-auth's two-factor plugin names it in
 * its signed `two_factor` cookie, read through better-auth itself
 * (lib/server/staff/pending-two-factor.ts). Null without a valid cookie (better-auth then refuses
 * the code anyway).
 */
async function pendingAccount(requestHeaders: Headers): Promise<{ id: string; email: string } | null> {
  return (await (await getAuth()).api.pendingTwoFactorAccount({ headers: requestHeaders })).account;
}

/**
 * The second step: the TOTP code (or a backup code) after a password sign-in of an account with
 * two-step verification. Limited like the password step: per client address, and per account (a
 * wrong code spends a point of the account's budget, a right one gives it back), so that someone
 * who has the password cannot try codes from many addresses. A TOTP code signs in once: one of a
 * time step the account has already signed in with, or an earlier one, is refused as a wrong code
 * is (RFC 6238 5.2), before better-auth would accept it again; a backup code better-auth uses up.
 */
export async function verifySecondFactor(code: string): Promise<SignInResult> {
  const trimmed = code.replace(/\s+/g, '');
  const backup = /^[A-Za-z0-9-]{10,12}$/.test(trimmed) && !/^\d{6}$/.test(trimmed);
  if (!/^\d{6}$/.test(trimmed) && !backup) return { ok: false, reason: 'invalid', fields: { code: 'codeFormat' } };
  const address = await requestAddress();
  const requestHeaders = await headers();
  const account = await pendingAccount(requestHeaders);
  const limiter = await rateLimiter();
  const byClient = await limiter.consume('sign-in', address);
  if (!byClient.ok) return limited(byClient.retryAfter);
  const db = await getDb();
  const budget = account && (await accountBudget(db, 'sign-in-code', account.email, account.id, address));
  if (budget) {
    const byAccount = await limiter.consume(budget.endpoint, budget.key);
    if (!byAccount.ok) return limited(byAccount.retryAfter);
  }
  const auth = await getAuth();
  const refused = async (after: Record<string, unknown>) => {
    await audit(db, { actor: null, action: 'sign-in-failed', entity: 'staff', entityId: account?.id, after: { secondFactor: true, ...after }, clientAddress: address });
    return { ok: false as const, reason: 'code' as const };
  };
  if (!backup && account && (await auth.api.claimTotpStep({ body: { userId: account.id, code: trimmed } })).claim === 'replayed') return refused({ replayed: true });
  try {
    const result = backup
      ? await auth.api.verifyBackupCode({ body: { code: trimmed }, headers: requestHeaders })
      : await auth.api.verifyTOTP({ body: { code: trimmed }, headers: requestHeaders });
    const user = (result as { user?: { id: string; email: string } }).user;
    if (budget) await limiter.refund?.(budget.endpoint, budget.key);
    if (user) await rememberAddress(db, user.id, address);
    await audit(db, { actor: user ? { id: user.id, email: user.email } : null, action: 'sign-in', entity: 'staff', entityId: user?.id, after: { secondFactor: backup ? 'backup-code' : 'totp' }, clientAddress: address });
    return { ok: true, twoFactor: false };
  } catch (err) {
    if (!isAuthRefusal(err)) throw err;
    return refused({});
  }
}

export async function signOut(): Promise<void> {
  const auth = await getAuth();
  const h = await headers();
  const session = await auth.api.getSession({ headers: h });
  await auth.api.signOut({ headers: h });
  if (session) await audit(await getDb(), { actor: { id: session.user.id, email: session.user.email }, action: 'sign-out', entity: 'staff', entityId: session.user.id, clientAddress: await requestAddress() });
}
