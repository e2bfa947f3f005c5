'use server';
import { eq } from 'drizzle-orm';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { STAFF_LANG_COOKIE } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { staffUsers } from '@/lib/server/db/schema';
import { audit, requestAddress } from '@/lib/server/staff/audit';
import { changeOwnPassword, confirmTwoFactor, startTwoFactor, stopTwoFactor, type TwoFactorSetup } from '@/lib/server/staff/self';
import { saveSignatures, signaturesSchema } from '@/lib/server/staff/signature';
import { requireStaff } from '@/lib/server/staff/session';

/** The back office's language for the signed-in member (kept on the account, and in a cookie for the sign-in page). */
export async function switchLanguageAction(form: FormData): Promise<void> {
  const staff = await requireStaff('self');
  const lang = form.get('lang') === 'ja' ? 'ja' : 'en';
  const clientAddress = await requestAddress();
  await (await getDb()).transaction(async (tx) => {
    await tx.update(staffUsers).set({ language: lang, updatedAt: new Date() }).where(eq(staffUsers.id, staff.id));
    await audit(tx, { actor: staff, action: 'staff.language', entity: 'staff', entityId: staff.id, before: { language: staff.language }, after: { language: lang }, clientAddress });
  });
  (await cookies()).set(STAFF_LANG_COOKIE, lang, { httpOnly: true, sameSite: 'lax', path: '/admin', maxAge: 365 * 86400 });
  // Back where the switch was pressed: the form's own field, else the page it was sent from.
  const referer = (await headers()).get('referer');
  const from = referer && URL.canParse(referer) ? new URL(referer).pathname : '/admin';
  const back = String(form.get('back') ?? from);
  redirect(/^\/admin(?:\/[\w\-/]*)?$/.test(back) ? back : '/admin');
}

export type AccountState = {
  done?: 'passwordChanged' | 'twoFactorEnabled' | 'twoFactorDisabled' | 'signatureSaved';
  fields?: Record<string, string>;
  setup?: TwoFactorSetup;
  /** The signature form's fields: what was typed (after a refusal) or what was stored (after a save). */
  values?: Record<string, string>;
  at?: number;
};

export async function changePasswordAction(_prev: AccountState, form: FormData): Promise<AccountState> {
  const staff = await requireStaff('self');
  const result = await changeOwnPassword(staff, {
    currentPassword: form.get('currentPassword') ?? '',
    newPassword: form.get('newPassword') ?? '',
    confirmPassword: form.get('confirmPassword') ?? '',
  });
  if (!result.ok) return { fields: result.fields, at: Date.now() };
  if (staff.passwordChangeRequired) redirect('/admin');
  return { done: 'passwordChanged', at: Date.now() };
}

export async function twoFactorAction(prev: AccountState, form: FormData): Promise<AccountState> {
  const staff = await requireStaff('self');
  const step = form.get('step');
  if (step === 'start') {
    const setup = await startTwoFactor(staff, String(form.get('password') ?? ''));
    return setup ? { setup } : { fields: { password: 'passwordWrong' }, at: Date.now() };
  }
  if (step === 'confirm') {
    const ok = await confirmTwoFactor(staff, String(form.get('code') ?? '').replace(/\s+/g, ''));
    return ok ? { done: 'twoFactorEnabled', at: Date.now() } : { setup: prev.setup, fields: { code: 'codeInvalid' }, at: Date.now() };
  }
  if (step === 'stop') {
    const ok = await stopTwoFactor(staff, String(form.get('password') ?? ''));
    return ok ? { done: 'twoFactorDisabled', at: Date.now() } : { fields: { password: 'passwordWrong' }, at: Date.now() };
  }
  return {};
}

/** The member's own signatures (fields `signatureEn`, `signatureJa`): both saved, or neither. */
export async function saveSignatureAction(_prev: AccountState, form: FormData): Promise<AccountState> {
  const staff = await requireStaff('self');
  const typed = { signatureEn: String(form.get('signatureEn') ?? ''), signatureJa: String(form.get('signatureJa') ?? '') };
  const parsed = signaturesSchema.safeParse({ en: typed.signatureEn, ja: typed.signatureJa });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path[0] === 'ja' ? 'signatureJa' : 'signatureEn'] = 'signatureLong';
    return { fields, values: typed, at: Date.now() };
  }
  const stored = await saveSignatures(await getDb(), staff, parsed.data, await requestAddress());
  return { done: 'signatureSaved', values: { signatureEn: stored.en ?? '', signatureJa: stored.ja ?? '' }, at: Date.now() };
}
