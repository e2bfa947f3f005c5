import 'server-only';
import { processShared } from '@/lib/process-shared';
import path from 'node:path';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { readOrCreateSecret } from '@/lib/security/form-token';
import { getDb } from '../db/client';
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from '../db/schema';
import { settings } from '../settings';
import { PASSWORD_MAX, PASSWORD_MIN, hashPassword, verifyPassword } from './password';
import { pendingTwoFactor } from './pending-two-factor';
import { TOTP } from './totp';
import { TOTP_ISSUER } from './totp-qr';

/**
 * Staff sign-in, by better-auth (its drizzle adapter on the site's database): e-mail and password
 * hashed with argon2id, an optional TOTP second factor (its two-factor plugin), sessions in the
 * database, cookies HttpOnly and SameSite=Lax, Secure when SITE_URL is https.
 *
 * Only the server calls it (`auth.api.*` from the back office's server actions, lib/server/staff/
 * actions): no HTTP endpoint of better-auth is routed, so what a stranger can reach is only the
 * sign-in form, behind the site's own rate limits by client address and by account (sign-in.ts).
 * Nobody signs up: accounts are made by `npm run staff:add` or by an admin in the back office.
 *
 * Settings: STAFF_AUTH_SECRET (signs the cookies; else a random secret kept in
 * STAFF_AUTH_SECRET_FILE, default .data/staff-auth-secret), STAFF_SESSION_HOURS (default 12).
 */
export const SESSION_COOKIE_PREFIX = 'staff';

async function createAuth() {
  const s = settings();
  const db = await getDb();
  const secret =
    s.STAFF_AUTH_SECRET ?? readOrCreateSecret(path.resolve(/* turbopackIgnore: true */ process.cwd(), s.STAFF_AUTH_SECRET_FILE));
  const secure = s.SITE_URL.startsWith('https:');
  return betterAuth({
    appName: `${TOTP_ISSUER} back office`,
    baseURL: s.SITE_URL,
    basePath: '/admin/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: staffUsers, session: staffSessions, account: staffAccounts, verification: staffVerifications, twoFactor: staffTwoFactors },
    }),
    telemetry: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: true, defaultValue: 'agent', input: false },
        language: { type: 'string', required: true, defaultValue: 'en', input: false },
        disabled: { type: 'boolean', required: true, defaultValue: false, input: false },
        passwordChangeRequired: { type: 'boolean', required: true, defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: s.STAFF_SESSION_HOURS * 3600,
      updateAge: 3600,
    },
    // The site's own limits (by trusted client address and by account) guard the sign-in form.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      // The production server writes the one trusted client address here (lib/security/forwarded.ts).
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [
      twoFactor({
        issuer: TOTP_ISSUER,
        skipVerificationOnEnable: false,
        totpOptions: TOTP,
        // Its lock (ten wrong codes in a row, then fifteen minutes) would let whoever has a
        // member's password lock them out from everywhere; the site's limits count wrong codes per
        // account and known address instead (lib/server/staff/sign-in.ts).
        accountLockout: { enabled: false },
      }),
      pendingTwoFactor(),
      nextCookies(),
    ],
  });
}

export type StaffAuth = Awaited<ReturnType<typeof createAuth>>;

const holder = processShared<{ auth?: Promise<StaffAuth> }>('staff-auth', () => ({}));

/** The process's better-auth instance, made on first use. */
export function getAuth(): Promise<StaffAuth> {
  if (!holder.auth) {
    const making = createAuth();
    making.catch(() => {
      if (holder.auth === making) delete holder.auth;
    });
    holder.auth = making;
  }
  return holder.auth;
}

/** Forgets the instance (tests that swap the database). */
export function resetAuth(): void {
  delete holder.auth;
}
