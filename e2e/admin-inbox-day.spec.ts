import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ownAddress, unique } from './support/forms';
import { dropReply, receivedMails, REPLIES_MAILBOX, waitForMail } from './support/mail';
import { addStaff, chooseOwnPassword, FIRST_ADMIN, signIn } from './support/staff';

/**
 * A day in the inbox: a filtered link kept through sign-in, bulk close and assign from the list,
 * "assigned to me", the menu's counts (English at 1366); the same list on a phone, as cards with the
 * filters and the menu folded away, no sideways scroll (Japanese at 390).
 */
const n = () => Math.floor(Math.random() * 250) + 1;

async function formToken(request: APIRequestContext): Promise<string> {
  const page = await (await request.get('/en/about-isn/contact-us')).text();
  return /ft1\.[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}/.exec(page)![0];
}

/** Inquiries through the public API, as the contact form sends them (each from its own address). */
async function inquire(request: APIRequestContext, token: string, names: string[]) {
  for (const fullName of names) {
    await expect(async () => {
      const sent = await request.post('/api/contacts', {
        headers: { 'x-forwarded-for': `10.${n()}.${n()}.${n()}` },
        data: { formToken: token, info: { language: 'en', expectedCheckInDate: '03/01/2027', expectedTourInspectionDate: '02/20/2027', fullName, email: unique('day'), phone: '+84 90 123 4567' } },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }).toPass({ timeout: 10_000 });
  }
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** The unread count the menu shows equals the number of new items the list finds, in one render. */
async function countsMatchList(page: Page) {
  await page.goto('/admin/inbox?status=new');
  const total = Number((await page.getByRole('status').filter({ hasText: /items?$|^No items$/ }).textContent())!.replace(/\D/g, '') || 0);
  await expect(page.getByTestId('inbox-counts')).toContainText(new RegExp(`^${total} new · \\d+ overdue( · \\d+ replied)?$`));
}

test('an agent’s day at 1366: filters kept through sign-in, bulk close and assign, assigned to me, menu counts', async ({ page }) => {
  test.setTimeout(60_000);
  const tag = `day${Date.now().toString(36)}`;
  const token = await formToken(page.request);
  await ownAddress(page);
  // A filtered link opened signed out comes back with its filters after sign-in.
  await page.goto(`/admin/inbox?q=${tag}&sort=oldest`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=/);
  await page.getByLabel('E-mail').fill(FIRST_ADMIN.email);
  await page.getByLabel('Password').fill(FIRST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inbox\\?q=${tag}&sort=oldest$`));
  await expect(page.getByLabel('Order')).toHaveValue('oldest');

  await inquire(page.request, token, [`One ${tag}`, `Two ${tag}`, `Three ${tag}`]);
  await page.reload();
  const names = page.getByRole('table').getByRole('link', { name: new RegExp(tag) });
  await expect(names).toHaveText([`One ${tag}`, `Two ${tag}`, `Three ${tag}`]);
  await expect(page.getByRole('cell', { name: 'Not yet' })).toHaveCount(3);
  await countsMatchList(page);

  // Close two at once: one audit entry each (Vitest), one notice here, the counts follow.
  await page.goto(`/admin/inbox?q=${tag}&sort=oldest`);
  await page.getByRole('checkbox', { name: `Select One ${tag}` }).check();
  await page.getByRole('checkbox', { name: `Select Two ${tag}` }).check();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByText('2 items closed.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/inbox\\?q=${tag}&sort=oldest&bulk=close&changed=2$`));
  await expect(page.getByRole('row', { name: new RegExp(`One ${tag}`) })).toContainText('Closed');
  await expect(page.getByRole('row', { name: new RegExp(`Three ${tag}`) })).toContainText('New');
  await countsMatchList(page);

  // Assign the third to myself, then find it under "Assigned to me".
  await page.goto(`/admin/inbox?q=${tag}`);
  const me = /^Signed in as (.+) \(Admin\)$/.exec((await page.getByText(/^Signed in as /).textContent())!)![1];
  await page.getByRole('checkbox', { name: `Select Three ${tag}` }).check();
  await page.getByLabel('Assign to').selectOption({ label: me });
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('1 item assigned.')).toBeVisible();
  await page.getByRole('link', { name: 'Assigned to me' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inbox\\?assignee=me&q=${tag}$`));
  await expect(names).toHaveText([`Three ${tag}`]);
  await expectNoSeriousA11yViolations(page, { include: ['main'] });

  // The admin's wide tables at phone width stay inside the page.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/admin/staff', '/admin/alerts']) {
    await page.goto(path);
    await noSidewaysScroll(page);
  }
});

test('the inbox on a phone, in Japanese at 390: cards first, filters and menu folded, no sideways scroll', async ({ browser, page }) => {
  test.setTimeout(60_000);
  const tag = `phone${Date.now().toString(36)}`;
  const token = await formToken(page.request);
  // A Japanese agent, made by the admin.
  await ownAddress(page);
  await page.goto('/admin/sign-in?next=/admin/staff');
  await page.getByLabel('E-mail').fill(FIRST_ADMIN.email);
  await page.getByLabel('Password').fill(FIRST_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const agent = { email: unique('day-agent'), password: `day-agent-password-${Date.now().toString(36)}` };
  const staffForm = page.locator('form', { has: page.getByRole('button', { name: 'Create account' }) });
  await staffForm.getByLabel('Name').fill('電話 担当');
  await staffForm.getByLabel('E-mail').fill(agent.email);
  await staffForm.getByLabel('Role').selectOption('agent');
  await staffForm.locator('#staff-new-language').selectOption('ja');
  await staffForm.getByRole('button', { name: 'Create account' }).click();
  await expect(staffForm.getByTestId('staff-outcome')).toContainText(agent.email);
  const oneTime = (await staffForm.getByTestId('staff-outcome').textContent())!.split(/[:：]\s*/).at(-1)!.trim();
  await inquire(page.request, token, [`Nguyen ${tag} with-a-rather-long-name`, `Tanaka ${tag}`]);

  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await ownAddress(phone);
  await phone.goto('/admin/sign-in');
  await phone.getByLabel('メールアドレス').fill(agent.email);
  await phone.getByLabel('パスワード').fill(oneTime);
  await phone.getByRole('button', { name: 'ログイン' }).click();
  await chooseOwnPassword(phone, oneTime, agent.password);

  await phone.goto(`/admin/inbox?q=${tag}`);
  await noSidewaysScroll(phone);
  // The menu and the filters are folded: the items are on the first screen.
  await expect(phone.getByRole('link', { name: /^受信箱/ })).toBeHidden();
  await expect(phone.getByLabel('キーワード')).toBeHidden();
  const first = phone.getByRole('link', { name: `Tanaka ${tag}` });
  await expect(first).toBeInViewport();
  // A card, not a column a character wide: the name runs on one line across most of the card.
  const box = (await first.boundingBox())!;
  expect(box.height).toBeLessThan(40);
  await expect(phone.getByText('未返信').first()).toBeVisible();
  await expectNoSeriousA11yViolations(phone, { include: ['main'] });

  await phone.locator('summary', { hasText: '絞り込み' }).click();
  await expect(phone.getByLabel('キーワード')).toHaveValue(tag);
  await phone.locator('summary', { hasText: 'メニュー' }).click();
  await expect(phone.getByRole('link', { name: /^受信箱\s?未対応\d+件・期限超過\d+件(・返信あり\d+件)?$/ })).toBeVisible();
  await noSidewaysScroll(phone);
  await context.close();
});

/**
 * The rest of a day's work in the inbox: two items bulk-assigned to a Japanese colleague make one
 * mail in Japanese naming both (English admin at 1366); a customer answers the admin's reply and
 * the list marks the item "customer replied"; the colleague sees the mark on a phone and both
 * filter by it, a filter the address keeps through sign-in (Japanese at 390).
 */
test.describe('bulk assignment and "customer replied"', () => {
  test.describe.configure({ mode: 'serial' });
  const tag = `asg${Date.now().toString(36)}`;
  const colleague = { name: `同僚 ${tag}`, email: unique('asg-agent'), password: `asg-agent-password-${tag}`, oneTime: '' };

  test('an admin bulk-assigns two items to a colleague, who gets one mail listing both (English, 1366)', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const token = await formToken(page.request);
    await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    colleague.oneTime = await addStaff(page, colleague.name, colleague.email, 'agent', 'ja');
    await inquire(page.request, token, [`Alpha ${tag}`, `Beta ${tag}`]);

    await page.goto(`/admin/inbox?q=${tag}`);
    const names = page.getByRole('table').getByRole('link', { name: new RegExp(tag) });
    await page.getByRole('checkbox', { name: `Select Alpha ${tag}` }).check();
    await page.getByRole('checkbox', { name: `Select Beta ${tag}` }).check();
    await page.getByLabel('Assign to').selectOption({ label: colleague.name });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText('2 items assigned.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Alpha ${tag}`) })).toContainText(colleague.name);

    const mail = await waitForMail(colleague.email, /^【担当割り当て】お問い合わせ 2件$/);
    expect(mail.text).toMatch(new RegExp(`#\\d+ Alpha ${tag} 様：http\\S+/admin/inbox/\\d+`));
    expect(mail.text).toMatch(new RegExp(`#\\d+ Beta ${tag} 様：http\\S+/admin/inbox/\\d+`));

    // Alpha's customer answers the reply (through the replies mailbox the app reads, where dovecot is installed).
    if (REPLIES_MAILBOX) {
      await page.getByRole('link', { name: `Alpha ${tag}` }).click();
      await page.getByLabel('Subject').fill(`Flats for you ${tag}`);
      await page.getByRole('button', { name: 'Send reply' }).click();
      let sent: Awaited<ReturnType<typeof receivedMails>>[number] | undefined;
      await expect.poll(async () => (sent = (await receivedMails()).find((m) => m.subject === `Flats for you ${tag}`)) !== undefined, { timeout: 20_000 }).toBe(true);
      await dropReply(sent!, `Alpha <alpha-${tag}@customer.example>`, 'Thank you, the second one looks good. Can we see it on Saturday?');
      await expect(async () => {
        await page.goto(`/admin/inbox?q=${tag}`);
        await expect(page.getByRole('row', { name: new RegExp(`Alpha ${tag}`) })).toContainText('Customer replied', { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('row', { name: new RegExp(`Beta ${tag}`) })).not.toContainText('Customer replied');
      await expect(page.getByTestId('inbox-counts')).toHaveText(/ · [1-9]\d* replied$/);
    }

    // The "customer replied" filter: a tick box in the filters, kept in the address.
    await page.goto(`/admin/inbox?q=${tag}`);
    await page.getByLabel('Customer replied').check();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/inbox\\?replied=1&q=${tag}$`));
    await expect(page.getByLabel('Customer replied')).toBeChecked();
    await expect(names).toHaveText(REPLIES_MAILBOX ? [`Alpha ${tag}`] : []);
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  test('the colleague finds both on a phone, and the replied filter survives sign-in (Japanese, 390)', async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const phone = await context.newPage();
    await signIn(phone, colleague.email, colleague.oneTime);
    await chooseOwnPassword(phone, colleague.oneTime, colleague.password);
    await phone.goto(`/admin/inbox?assignee=me&q=${tag}`);
    await expect(phone.getByRole('link', { name: `Alpha ${tag}` })).toBeVisible();
    await expect(phone.getByRole('link', { name: `Beta ${tag}` })).toBeVisible();
    // The mark on Alpha's card, beside the name that opens it.
    const alpha = phone.getByRole('row', { name: new RegExp(`Alpha ${tag}`) });
    if (REPLIES_MAILBOX) await expect(alpha.getByText('お客様から返信あり')).toBeVisible();
    await phone.locator('summary', { hasText: '絞り込み' }).click();
    await phone.getByLabel('お客様から返信あり').check();
    await phone.getByRole('button', { name: '絞り込む' }).click();
    await expect(phone).toHaveURL(new RegExp(`/admin/inbox\\?assignee=me&replied=1&q=${tag}$`));
    if (REPLIES_MAILBOX) await expect(phone.getByRole('table').getByRole('link', { name: new RegExp(tag) })).toHaveText([`Alpha ${tag}`]);
    else await expect(phone.getByText('条件に合う項目はありません。')).toBeVisible();
    await noSidewaysScroll(phone);
    await expectNoSeriousA11yViolations(phone, { include: ['main'] });

    // Signed out, the same address comes back with the filter after sign-in.
    await context.clearCookies();
    await phone.goto(`/admin/inbox?replied=1&q=${tag}`);
    await expect(phone).toHaveURL(/\/admin\/sign-in\?next=/);
    await phone.getByLabel('メールアドレス').fill(colleague.email);
    await phone.getByLabel('パスワード').fill(colleague.password);
    await phone.getByRole('button', { name: 'ログイン' }).click();
    await expect(phone).toHaveURL(new RegExp(`/admin/inbox\\?replied=1&q=${tag}$`));
    await expect(phone.locator('#filter-replied')).toBeChecked();
    await context.close();
  });
});
