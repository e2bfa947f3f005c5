import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { chooseOwnPassword, FIRST_ADMIN, signIn } from './support/staff';

/**
 * The staff page shows what was saved, two-step set-up with a QR code, the audit log read
 * field by field, announced form errors and the back office's own 404. English at 1366 px, then a
 * Japanese colleague at 390 px.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const colleague = { email: `staff41-${stamp}@agency.test`, password: `staff41-own-password-${stamp}` };

test('the admin adds, promotes and resets a colleague, and reads the change in the audit log', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const missing = await page.goto('/admin/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found');
  await expect(page.getByRole('link', { name: 'Back to the back office' })).toBeVisible();

  await page.goto('/admin/staff');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Create account' }) });
  await form.getByLabel('Name').fill('Hana Sato');
  await form.getByLabel('E-mail').fill(colleague.email);
  await form.getByLabel('Language').selectOption('ja');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByTestId('staff-outcome')).toContainText(colleague.email);
  // In the list at once, without a reload.
  const row = page.getByRole('row').filter({ hasText: colleague.email });
  await expect(row).toBeVisible();
  await expect(page.getByLabel('Role: Hana Sato')).toHaveValue('agent');
  // A duplicate keeps what was typed and says why, on the field.
  await form.getByLabel('Name').fill('Hana Again');
  await form.getByLabel('E-mail').fill(colleague.email);
  await form.getByLabel('Role').selectOption('editor');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please correct the fields marked below.');
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription('An account with this e-mail already exists.');
  await expect(form.getByLabel('Name')).toHaveValue('Hana Again');
  await expect(form.getByLabel('E-mail')).toHaveValue(colleague.email);
  await expect(form.getByLabel('Role')).toHaveValue('editor');

  // A role change: the select shows the stored role after "Saved.".
  const role = page.getByLabel('Role: Hana Sato');
  await role.selectOption('editor');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved.');
  await expect(role).toHaveValue('editor');
  await page.reload();
  await expect(page.getByLabel('Role: Hana Sato')).toHaveValue('editor');

  // A new one-time password asks first, and says what it does.
  await row.getByText('New one-time password', { exact: true }).click();
  await expect(row.getByText(/signed out on every device/)).toBeVisible();
  await row.getByRole('button', { name: 'Yes, make a new password' }).click();
  const reset = row.getByTestId('staff-outcome');
  await expect(reset).toContainText(`New one-time password for ${colleague.email}`);
  process.env.E2E_STAFF41_OTP = (await reset.textContent())!.split(/:\s*/).at(-1)!.trim();
  await expectNoSeriousA11yViolations(page);

  // The audit log: the role change as a line, logins hidden, an empty filter said so.
  await page.goto('/admin/audit');
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Role or status changed' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByTestId('audit-diff').filter({ hasText: 'role: agent → editor' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /^Logged in/ })).toHaveCount(0);
  await page.getByLabel('From (date)').fill('2020-01-01');
  await page.getByLabel('To (date)').fill('2020-01-02');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await page.goto('/admin/audit?signins=1');
  await expect(page.getByRole('cell', { name: /^Logged in/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a Japanese colleague on a phone sets up two-step verification from a QR code', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/sign-in');
  await page.getByRole('button', { name: '日本語で表示' }).click();
  await signIn(page, colleague.email, process.env.E2E_STAFF41_OTP!);
  await chooseOwnPassword(page, process.env.E2E_STAFF41_OTP!, colleague.password);
  const missing = await page.goto('/admin/nai');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('見つかりません');

  await page.goto('/admin/account');
  // A wrong password: announced, and on the field.
  await page.getByLabel('確認のため、パスワードを入力してください').fill('wrong password');
  await page.getByRole('button', { name: '有効にする' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('下記の項目を修正してください。');
  await expect(page.getByLabel('確認のため、パスワードを入力してください')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('確認のため、パスワードを入力してください').fill(colleague.password);
  await page.getByRole('button', { name: '有効にする' }).click();
  const qr = page.getByRole('img', { name: '認証アプリで読み取るQRコード' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  await expect(page.getByTestId('totp-secret')).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const uri = await page.getByRole('link', { name: '認証アプリで開く' }).getAttribute('href');
  expect(uri).toMatch(/issuer=ISN(%20|\+)Vietnam/);
  await page.getByLabel('コード').fill('000000');
  await page.getByRole('button', { name: 'コードを確認' }).click();
  await expect(page.locator('main').getByRole('alert')).toHaveText('下記の項目を修正してください。');
  await expect(page.getByLabel('コード')).toHaveAccessibleDescription('コードが正しくないか、有効期限が切れています。');
  // No sideways scroll of the page at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
