'use server';
import { eq } from 'drizzle-orm';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { STAFF_LANG_COOKIE } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { staffUsers } from '@/lib/server/db/schema';
import { audit, requestAddress } from '@/lib/server/staff/audit';
import { changeOwnPassword, confirmTwoFactor, startTwoFactor, stopTwoFactor, type TwoFactorSetup } from '@/lib/server/staff/self';
import { saveSignatures, signaturesSchema } from '@/lib/server/staff/signature';
import { requireStaff, type Staff } from '@/lib/server/staff/session';
import { isCalendarDay } from '@/lib/forms/dates';
import { addDayAway, availabilityMember, availabilityValues, parseAvailability, parseDayAway, readAvailability, removeDayAway, saveAvailability, viewingCities } from '@/lib/server/viewings/availability';

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

export type AvailabilityState = {
  done?: 'saved' | 'added' | 'removed';
  /** The day added or removed. */
  day?: string;
  fields?: Record<string, string>;
  /** What was typed (after a refusal) or what is stored (after a save). */
  values?: Record<string, string>;
  /** The days away as stored after the change. */
  daysAway?: string[];
  at?: number;
};

/**
 * Whose availability a form keeps: one's own (agents and admins, My account), or with a `member`
 * field another member's (admins, from the staff page). The role is checked before anything is read.
 */
async function availabilityTarget(form: FormData): Promise<{ actor: Staff; memberId: string }> {
  const member = String(form.get('member') ?? '');
  const actor = await requireStaff(member ? 'staff' : 'viewingsManage', member ? `/admin/staff/${encodeURIComponent(member)}/availability` : '/admin/account');
  if (!member) return { actor, memberId: actor.id };
  if (!(await availabilityMember(await getDb(), member))) notFound();
  return { actor, memberId: member };
}

/** Cities (`city-<id>`) and the weekly hours (`week-<day>-open|from|to`), saved whole or not at all. */
export async function saveAvailabilityAction(_prev: AvailabilityState, form: FormData): Promise<AvailabilityState> {
  const { actor, memberId } = await availabilityTarget(form);
  const db = await getDb();
  const known = (await viewingCities(db, actor.language)).map((c) => c.id);
  const parsed = parseAvailability(form, known);
  if (!parsed.ok) {
    const values: Record<string, string> = {};
    for (const [k, v] of form) if (typeof v === 'string' && !k.startsWith('$')) values[k] = v;
    return { fields: parsed.fields, values, at: Date.now() };
  }
  await saveAvailability(db, memberId, parsed.value, actor, await requestAddress());
  return { done: 'saved', values: availabilityValues(parsed.value), at: Date.now() };
}

/** Adds the `day` field's day away, or removes the one a `remove` button names. */
export async function dayAwayAction(_prev: AvailabilityState, form: FormData): Promise<AvailabilityState> {
  const { actor, memberId } = await availabilityTarget(form);
  const db = await getDb();
  const clientAddress = await requestAddress();
  const remove = form.get('remove');
  if (typeof remove === 'string' && remove) {
    if (isCalendarDay(remove)) await removeDayAway(db, memberId, remove, actor, clientAddress);
    return { done: 'removed', day: remove, daysAway: (await readAvailability(db, memberId)).daysAway, at: Date.now() };
  }
  const typed = String(form.get('day') ?? '');
  const day = parseDayAway(typed);
  if (!day) return { fields: { day: 'dayInvalid' }, values: { day: typed }, at: Date.now() };
  if (!(await addDayAway(db, memberId, day, actor, clientAddress))) return { fields: { day: 'dayTaken' }, values: { day: typed }, at: Date.now() };
  return { done: 'added', day, daysAway: (await readAvailability(db, memberId)).daysAway, at: Date.now() };
}
