import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addStaff, chooseOwnPassword, FIRST_ADMIN, signIn, totp } from './support/staff';

/**
 * Staff sign-in, roles and the preview of unpublished listings, in Chromium.
 * One serial story: the first admin makes an editor and an agent; each signs in with a one-time
 * password and must choose their own; each role reaches its own sections only (403 elsewhere); a
 * signed-out visitor reaches nothing; two-step verification asks for the authenticator's code.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const agent = { email: `agent-${stamp}@agency.test`, password: `agent-own-password-${stamp}` };
const editor = { email: `editor-${stamp}@agency.test`, password: `editor-own-password-${stamp}` };

/** The first unpublished residence, found as staff: its detail is 404 for the public and 200 as a preview. */
async function unpublishedResidence(request: APIRequestContext): Promise<number> {
  for (let id = 1; id <= 700; id++) {
    const open = await request.get(`/api/properties/detail?id=${id}`);
    if (open.status() !== 404) continue;
    const preview = await request.get(`/api/properties/detail?id=${id}&isPreview=true`);
    if (preview.status() === 200) return id;
  }
  throw new Error('no unpublished residence in the demo data');
}

test('a signed-out visitor is sent to sign-in and sees no preview', async ({ page, request }) => {
  for (const path of ['/admin', '/admin/staff', '/admin/settings', '/admin/audit', '/admin/account']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBe(307);
    expect(res.headers().location, path).toContain(`/admin/sign-in?next=${encodeURIComponent(path)}`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
  await page.goto('/admin/sign-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '日本語で表示' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('スタッフログイン');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.getByRole('button', { name: 'Show in English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in');
});

test('a wrong password gets a message and no session', async ({ page }) => {
  await signIn(page, FIRST_ADMIN.email, 'not the password at all');
  await expect(page.locator('main').getByRole('alert')).toHaveText(/e-mail or password is wrong/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test('the admin makes an editor and an agent, and sees the audit log', async ({ page }) => {
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const session = (await page.context().cookies()).find((c) => c.name === 'staff.session_token');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const nav = page.getByRole('navigation', { name: 'Back office sections' });
  for (const name of ['Staff', 'Settings', 'Audit log']) await expect(nav.getByRole('link', { name })).toBeVisible();
  const agentOneTime = await addStaff(page, 'Test Agent', agent.email, 'agent');
  const editorOneTime = await addStaff(page, 'Test Editor', editor.email, 'editor');
  expect(agentOneTime).toMatch(/^[A-Za-z0-9]{20}$/);
  await expectNoSeriousA11yViolations(page);
  // Bad input: a field message, nothing made.
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Create account' }) });
  await form.getByLabel('E-mail').fill(agent.email);
  await form.getByLabel('Name').fill('Again');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('already exists')).toBeVisible();
  await page.goto('/admin/audit');
  await expect(page.getByRole('cell', { name: 'staff.create' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/admin/settings');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Default (no city, or a city without its own)').fill('inquiry@agency.test');
  await page.getByLabel('Hanoi', { exact: true }).fill('hanoi@agency.test');
  await page.getByLabel('Yen for 1 USD').fill('abc');
  await page.getByLabel('Dong for 1 USD').fill('12345');
  await page.getByLabel('Rates as of').fill('2026-11-26');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.locator('#settings-jpy-error')).toHaveText('Enter a number.');
  await expect(page.getByLabel('Yen for 1 USD')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('main').getByRole('alert')).toBeVisible();
  await page.reload();
  // One bad field: nothing of the form was stored.
  await expect(page.getByLabel('Dong for 1 USD')).not.toHaveValue('12345');
  await page.getByLabel('Default (no city, or a city without its own)').fill('inquiry@agency.test');
  await page.getByLabel('Hanoi', { exact: true }).fill('hanoi@agency.test');
  await page.getByLabel('Yen for 1 USD').fill('155.2');
  await page.getByLabel('Dong for 1 USD').fill('25,400');
  await page.getByLabel('Rates as of').fill('2026-11-26');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('Settings saved.');
  await page.reload();
  await expect(page.getByLabel('Dong for 1 USD')).toHaveValue('25400');
  await expect(page.getByLabel('Hanoi', { exact: true })).toHaveValue('hanoi@agency.test');
  // The serial tests run in one worker: the next ones sign in with these.
  process.env.E2E_AGENT_OTP = agentOneTime;
  process.env.E2E_EDITOR_OTP = editorOneTime;
});

test('an agent must choose a password, reaches the inbox only, and may preview', async ({ page }) => {
  await signIn(page, agent.email, process.env.E2E_AGENT_OTP!);
  // Until a new password is chosen, every section sends back to the account page.
  await expect(page).toHaveURL(/\/admin\/account\?first=1/);
  await expect(page.locator('main').getByRole('alert')).toContainText('one-time password');
  await chooseOwnPassword(page, process.env.E2E_AGENT_OTP!, agent.password);
  const nav = page.getByRole('navigation', { name: 'Back office sections' });
  await expect(nav.getByRole('link', { name: 'Inbox' })).toBeVisible();
  for (const name of ['Listings', 'Content', 'Staff', 'Settings', 'Audit log']) await expect(nav.getByRole('link', { name })).toHaveCount(0);
  for (const path of ['/admin/staff', '/admin/settings', '/admin/audit']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
  }
  // The preview: 200 for staff, nothing for anyone else.
  const id = await unpublishedResidence(page.request);
  const preview = await page.goto(`/en/residence/detail/${id}/isPreview`);
  expect(preview?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  // Spelt another way (Next decodes it), the preview is the staff member's alone too.
  const spelt = await page.goto(`/en/residence/detail/${id}/is%50review`);
  expect(spelt?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  expect((await page.request.get(`/api/properties/detail?id=${id}&is%50review=true`)).status()).toBe(200);
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.newPage();
  await other.goto(`/en/residence/detail/${id}/isPreview`);
  await expect(other).not.toHaveURL(/isPreview/);
  await expect(other.getByRole('heading', { level: 1 })).not.toHaveText(name!);
  expect((await other.request.get(`/api/properties/detail?id=${id}&isPreview=true`)).status()).toBe(404);
  await other.goto(`/en/residence/detail/${id}/is%50review`);
  await expect(other.getByRole('heading', { level: 1 })).not.toHaveText(name!);
  expect((await other.request.get(`/api/properties/detail?id=${id}&is%50review=true`)).status()).toBe(404);
  await stranger.close();
  // Signing out ends the session.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('You have signed out.');
  expect((await page.request.get(`/api/properties/detail?id=${id}&isPreview=true`)).status()).toBe(404);
});

test('an editor turns on two-step verification and then needs the code to sign in', async ({ page }) => {
  await signIn(page, editor.email, process.env.E2E_EDITOR_OTP!);
  await chooseOwnPassword(page, process.env.E2E_EDITOR_OTP!, editor.password);
  expect((await page.goto('/admin/staff'))?.status()).toBe(403);
  await page.goto('/admin/account');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Your password, to confirm').fill(editor.password);
  await page.getByRole('button', { name: 'Turn on' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByText('The code is wrong or has expired.')).toBeVisible();
  await page.getByLabel('Code').fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm code' }).click();
  // better-auth renews the session as the factor is turned on, so the page is drawn again from the server.
  await expect(page.locator('main').getByText('Two-step verification is on.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();

  await signIn(page, editor.email, editor.password);
  await expect(page).toHaveURL(/\/admin\/sign-in\/two-factor/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-step verification');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await signIn(page, editor.email, editor.password);
  // The code that turned it on is used up (a code signs in once): the app's next one, which the
  // window already takes.
  await page.getByLabel('Code').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(/Signed in as Test Editor/)).toBeVisible();
});
