import { expect, type Page } from '@playwright/test';

/** The first admin of the test server (playwright.config.ts gives npm start its password). */
export const FIRST_ADMIN = { email: 'admin@example.com', password: process.env.STAFF_FIRST_ADMIN_PASSWORD ?? 'e2e-admin-password-0001' };

/**
 * Signs in on the back office's form, as a member of staff would, and waits for the form's answer:
 * the session cookie comes with it, so a `page.goto` straight after cannot cut the sign-in short
 * (which, on a busy machine, left the next page on the sign-in form).
 */
export async function signIn(page: Page, email: string, password: string, next = '/admin') {
  // Each sign-in from a client address of its own, as a balancer on loopback would tell it: the
  // limit of attempts per address is the site's, not something the tests should share.
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` });
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/^(E-mail|メールアドレス)$/).fill(email);
  await page.getByLabel(/^(Password|パスワード)$/).fill(password);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/admin/sign-in');
  await page.getByRole('button', { name: /^(Sign in|ログイン)$/ }).click();
  await answered;
}

export { totp } from '../../tests/support/totp';

/**
 * Makes an account on the staff page (signed in as an admin) and answers its one-time password.
 * `language` is the back office's language for the account (English unless said).
 */
export async function addStaff(page: Page, name: string, email: string, role: 'admin' | 'editor' | 'agent', language?: 'en' | 'ja'): Promise<string> {
  await page.goto('/admin/staff');
  const form = page.locator('form', { has: page.getByRole('button', { name: /^(Create account|アカウントを作成)$/ }) });
  await form.getByLabel(/^(Name|氏名)$/).fill(name);
  await form.getByLabel(/^(E-mail|メールアドレス)$/).fill(email);
  await form.getByLabel(/^(Role|権限)$/).selectOption(role);
  // The back office's (and the staff mails') language; the form's default is English.
  if (language) await form.locator('#staff-new-language').selectOption(language);
  await form.getByRole('button', { name: /^(Create account|アカウントを作成)$/ }).click();
  const outcome = form.getByTestId('staff-outcome');
  await expect(outcome).toContainText(email);
  return (await outcome.textContent())!.split(/[:：]\s*/).at(-1)!.trim();
}

/** Chooses a new password on the first sign-in with a one-time password. */
export async function chooseOwnPassword(page: Page, oneTime: string, password: string) {
  await expect(page).toHaveURL(/\/admin\/account\?first=1/);
  await page.getByLabel(/^(Current password|現在のパスワード)$/).fill(oneTime);
  await page.getByLabel(/^(New password|新しいパスワード)$/).fill(password);
  await page.getByLabel(/^(New password again|新しいパスワード（確認）)$/).fill(password);
  await page.getByRole('button', { name: /^(Change password|パスワードを変更)$/ }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
