'use server';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { STAFF_LANG_COOKIE } from '@/lib/admin/i18n';
import { BACK_OFFICE_HOME, returnPath } from '@/lib/admin/return-path';
import { signIn, signOut, verifySecondFactor } from '@/lib/server/staff/sign-in';

export type SignInState = { error?: string; retryAfter?: number; fields?: Record<string, string>; email?: string };

export async function signInAction(_prev: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get('email') ?? '');
  const result = await signIn({ email, password: form.get('password') ?? '' });
  if (!result.ok) return { error: result.reason, retryAfter: result.retryAfter, fields: result.fields, email };
  const next = returnPath(form.get('next'));
  // Straight to where the member must go: a chain of redirects through the frame loses the page.
  if (result.twoFactor) redirect(`/admin/sign-in/two-factor?next=${encodeURIComponent(next)}`);
  redirect(result.passwordChangeRequired ? '/admin/account?first=1' : next);
}

export async function twoFactorAction(_prev: SignInState, form: FormData): Promise<SignInState> {
  const result = await verifySecondFactor(String(form.get('code') ?? ''));
  if (!result.ok) return { error: result.reason, retryAfter: result.retryAfter, fields: result.fields };
  redirect(returnPath(form.get('next')));
}

export async function signOutAction(): Promise<void> {
  await signOut();
  redirect('/admin/sign-in?signedOut=1');
}

/** The language of the sign-in page, before anyone is signed in. */
export async function signInLanguageAction(form: FormData): Promise<void> {
  const lang = form.get('lang') === 'ja' ? 'ja' : 'en';
  (await cookies()).set(STAFF_LANG_COOKIE, lang, { httpOnly: true, sameSite: 'lax', path: '/admin', maxAge: 365 * 86400 });
  const next = returnPath(form.get('next'));
  redirect(next === BACK_OFFICE_HOME ? '/admin/sign-in' : `/admin/sign-in?next=${encodeURIComponent(next)}`);
}
