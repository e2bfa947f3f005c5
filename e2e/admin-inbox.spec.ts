import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { hydrated, ownAddress, unique } from './support/forms';
import { waitForMail } from './support/mail';
import { addStaff, chooseOwnPassword, FIRST_ADMIN, signIn as staffSignIn } from './support/staff';

/**
 * The back office's inbox, as an agent uses it, signed in as the first admin `npm start` makes with
 * the known password of playwright.config.ts's webServer env (e2e/support/staff.ts FIRST_ADMIN; the
 * runner's own env does not carry it, so the tests must not depend on reading it there).
 */
const { email, password } = FIRST_ADMIN;

async function signIn(page: Page, next = '/admin/inbox') {
  await ownAddress(page);
  await page.goto(`/admin/sign-in?next=${encodeURIComponent(next)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`));
}

test.describe('back-office inbox', () => {
  test('filters by address, exports what it shows and passes an accessibility check', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await page.getByLabel('Status').selectOption('answered');
    await page.getByLabel('Search').fill('nobody-here');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/admin\/inbox\?status=answered&q=nobody-here$/);
    await expect(page.getByText('No item matches these filters.')).toBeVisible();
    const csv = await page.request.get(await page.getByRole('link', { name: 'Download as CSV' }).getAttribute('href').then((h) => h!));
    expect(csv.status()).toBe(200);
    expect((await csv.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  test('the CSV refuses a visitor who is not signed in', async ({ request }) => {
    const csv = await request.get('/admin/inbox/export.csv');
    expect(csv.status()).toBe(403);
    expect(await csv.json()).toHaveProperty('message');
  });

  // A submission writes its inbox item and its mails in its own transaction; the mails go through
  // the tests' SMTP server (e2e/support/smtp-sink.ts).
  test('a contact request becomes an item that an agent notes, assigns and answers by mail, with JavaScript off', async ({ browser }) => {
    test.setTimeout(90_000);
    const admin = await browser.newPage();
    await signIn(admin, '/admin');
    const agentEmail = unique('agent');
    const oneTime = await addStaff(admin, 'Inbox Agent', agentEmail, 'agent');
    await admin.close();

    const client = await browser.newPage();
    await ownAddress(client);
    const address = unique('inbox');
    await client.goto('/en/about-isn/contact-us');
    await hydrated(client);
    const form = client.getByTestId('contact-form-page');
    await form.getByLabel(/Full name/).fill('Inbox Tester');
    await form.getByLabel(/Email/).fill(address);
    await form.getByLabel(/Phone/).fill('+84 912 345 678');
    await form.getByTestId('contact-send').click();
    await expect(client).toHaveURL(/\/en\/notification\/contact-us$/);
    await client.close();
    // The client's acknowledgement arrives at once, in the page's language.
    const ack = await waitForMail(address, /./);
    expect(ack.headers['message-id']).toMatch(/^<[^@>]+@[^>]+>$/);
    expect(ack.text).toContain('Inbox Tester');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await staffSignIn(page, agentEmail, oneTime);
    await chooseOwnPassword(page, oneTime, 'inbox-agent-own-password');
    await page.goto(`/admin/inbox?q=${encodeURIComponent(address)}`);
    await page.getByRole('link', { name: 'Inbox Tester' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact #\d+/);

    await page.getByLabel('Note (only staff see it)').fill('Prefers Tay Ho');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Note added.' })).toBeVisible();

    await page.getByLabel('Assign to').selectOption({ label: 'Inbox Agent (me)' });
    await page.getByRole('button', { name: 'Save assignee' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Assignee saved.' })).toBeVisible();
    await expect(page.getByLabel('Assign to').locator('option:checked')).toHaveText('Inbox Agent (me)');

    await page.getByLabel('Subject').fill('');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toBeVisible();
    await expect(page.getByText('Write a subject.')).toBeVisible();
    await expect(page.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Template').selectOption('viewing');
    await page.getByRole('button', { name: 'Use this template' }).click();
    await expect(page.getByLabel('Subject')).toHaveValue('Arranging your viewing');
    await expect(page.getByLabel('Message')).toHaveValue(/^Dear Inbox Tester,/);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The reply is in the outbox' })).toBeVisible();

    await page.reload();
    await expect(page.getByText('Prefers Tay Ho')).toBeVisible();
    await expect(page.getByText('Mail: Arranging your viewing')).toBeVisible();
    await expect(page.getByLabel('New status')).toHaveValue('answered');

    // The reply reaches the client through the SMTP server, in English, from the agency.
    const reply = await waitForMail(address, /^Arranging your viewing$/);
    expect(reply.text).toMatch(/^Dear Inbox Tester,/);
    expect(reply.headers['message-id']).not.toBe(ack.headers['message-id']);

    await page.goto('/admin/outbox');
    await page.getByRole('link', { name: 'Arranging your viewing' }).first().click();
    await expect(page.getByText(address).first()).toBeVisible();
    await context.close();
  });

  test('an unknown item is a 404 page', async ({ page }) => {
    await signIn(page);
    expect((await page.goto('/admin/inbox/2147483000'))?.status()).toBe(404);
    expect((await page.goto('/admin/inbox/not-a-number'))?.status()).toBe(404);
  });
});
