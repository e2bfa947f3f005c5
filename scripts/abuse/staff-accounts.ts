/**
 * The back-office accounts the sign-in checks of `npm run test:abuse` use (scripts/abuse/sign-in.ts),
 * made in the scripts' own database before their server opens it (run by prepareStaff there, with
 * the bench data's settings): an admin, an editor and an agent, seven agents for the timing check,
 * and an agent with two-step verification, each made anew on every run with one random password;
 * and an owner registration. Prints what the checks need as one line of JSON.
 */
import crypto from 'node:crypto';
import { inArray, like } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/server/db/client';
import { ownerSubmissions, staffUsers } from '@/lib/server/db/schema';
import { createStaff } from '@/lib/server/staff/accounts';
import { getAuth } from '@/lib/server/staff/auth';
import { totp } from '../../tests/support/totp';

const DOMAIN = 'abuse.staff.test';
const TIMING = ['timing-1', 'timing-2', 'timing-3', 'timing-4', 'timing-5', 'timing-6', 'timing-7'] as const;
const NAMES = ['admin', 'editor', 'agent', 'totp', ...TIMING] as const;
const accountOf = (name: string) => `${name}@${DOMAIN}`;

export type StaffFixture = {
  /** Every account's e-mail by its name. */
  emails: Record<(typeof NAMES)[number], string>;
  password: string;
  /** The TOTP key of the `totp` account, as an app is given it (base32). */
  totpSecret: string;
  ownerId: number;
  ownerName: string;
};

async function main() {
  const db = await getDb();
  try {
    // Every run starts from accounts without history: no known address, no used code.
    await db.delete(staffUsers).where(like(staffUsers.email, `%@${DOMAIN}`));
    const password = crypto.randomBytes(18).toString('base64url');
    for (const name of NAMES) {
      const role = name === 'admin' || name === 'editor' ? name : 'agent';
      await createStaff(db, { email: accountOf(name), name: `Abuse ${name}`, role, password });
    }

    const auth = await getAuth();
    const signedIn = await auth.api.signInEmail({ body: { email: accountOf('totp'), password }, asResponse: true });
    const session = new Headers({ cookie: signedIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') });
    const enabled = await auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers: session });
    if (enabled.method !== 'totp') throw new Error('no TOTP key');
    const totpSecret = new URL(enabled.totpURI).searchParams.get('secret')!;
    // Turned on with the code of the step before: every code of the checks is later.
    await auth.api.verifyTOTP({ body: { code: totp(totpSecret, Date.now() - 30_000) }, headers: session });

    const ownerName = `Abuse Owner ${crypto.randomBytes(3).toString('hex')}`;
    await db.delete(ownerSubmissions).where(inArray(ownerSubmissions.email, ['abuse-owner@example.com']));
    const [owner] = await db
      .insert(ownerSubmissions)
      .values({ language: 'en', fullName: ownerName, phone: '0901234567', email: 'abuse-owner@example.com', addressForLease: '40 Private Lane', currency: 'USD' })
      .returning({ id: ownerSubmissions.id });
    const emails = Object.fromEntries(NAMES.map((name) => [name, accountOf(name)])) as StaffFixture['emails'];
    const fixture: StaffFixture = { emails, password, totpSecret, ownerId: owner.id, ownerName };
    console.log(JSON.stringify(fixture));
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
