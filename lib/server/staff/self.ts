import 'server-only';
import { and, eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import * as z from 'zod';
import { getDb } from '../db/client';
import { staffAccounts } from '../db/schema';
import { setPassword } from './accounts';
import { audit, requestAddress } from './audit';
import { getAuth } from './auth';
import { PASSWORD_MAX, PASSWORD_MIN, verifyPassword } from './password';
import type { Staff } from './session';
import { totpPicture, type TotpPicture } from './totp-qr';

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type PasswordError = 'passwordWrong' | 'passwordShort' | 'passwordLong' | 'passwordMismatch' | 'passwordSame';

export const passwordSchema = z
  .object({
    currentPassword: z.string().max(1024),
    newPassword: z.string().min(PASSWORD_MIN, 'passwordShort').max(PASSWORD_MAX, 'passwordLong'),
    confirmPassword: z.string().max(1024),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'passwordMismatch' })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: 'passwordSame' });

async function passwordMatches(userId: string, password: string): Promise<boolean> {
  const db = await getDb();
  const [account] = await db
    .select({ hash: staffAccounts.password })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.userId, userId), eq(staffAccounts.providerId, 'credential')));
  return Boolean(account?.hash) && (await verifyPassword({ hash: account.hash!, password }));
}

/** A staff member's own new password: the current one checked, the other sessions ended, the one-time flag cleared. */
export async function changeOwnPassword(staff: Staff, input: unknown): Promise<{ ok: true } | { ok: false; fields: Partial<Record<PasswordField, PasswordError>> }> {
  const parsed = passwordSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Partial<Record<PasswordField, PasswordError>> = {};
    for (const issue of parsed.error.issues) fields[issue.path[0] as PasswordField] ??= issue.message as PasswordError;
    return { ok: false, fields };
  }
  if (!(await passwordMatches(staff.id, parsed.data.currentPassword))) return { ok: false, fields: { currentPassword: 'passwordWrong' } };
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: await headers() });
  const clientAddress = await requestAddress();
  await setPassword(await getDb(), staff.id, parsed.data.newPassword, session?.session.token, (tx) =>
    audit(tx, { actor: staff, action: 'staff.password', entity: 'staff', entityId: staff.id, clientAddress }),
  );
  return { ok: true };
}

export type TwoFactorSetup = { uri: string; secret: string; backupCodes: string[] } & TotpPicture;

/** Starts two-step verification: the TOTP key to add to an app; it is on only once a code from the app is confirmed. */
export async function startTwoFactor(staff: Staff, password: string): Promise<TwoFactorSetup | null> {
  if (!(await passwordMatches(staff.id, password))) return null;
  const auth = await getAuth();
  const result = await auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers: await headers() });
  if (result.method !== 'totp') return null;
  const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
  return { uri: result.totpURI, secret, backupCodes: result.backupCodes, ...(await totpPicture(result.totpURI)) };
}

export async function confirmTwoFactor(staff: Staff, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const auth = await getAuth();
  // The code that turns it on is used, as a sign-in's is: it cannot sign in afterwards.
  if ((await auth.api.claimTotpStep({ body: { userId: staff.id, code } })).claim === 'replayed') return false;
  try {
    await auth.api.verifyTOTP({ body: { code }, headers: await headers() });
  } catch {
    return false;
  }
  await audit(await getDb(), { actor: staff, action: 'staff.two-factor', entity: 'staff', entityId: staff.id, after: { twoFactorEnabled: true }, clientAddress: await requestAddress() });
  return true;
}

export async function stopTwoFactor(staff: Staff, password: string): Promise<boolean> {
  if (!(await passwordMatches(staff.id, password))) return false;
  const auth = await getAuth();
  await auth.api.disableTwoFactor({ body: { password }, headers: await headers() });
  await audit(await getDb(), { actor: staff, action: 'staff.two-factor', entity: 'staff', entityId: staff.id, after: { twoFactorEnabled: false }, clientAddress: await requestAddress() });
  return true;
}
