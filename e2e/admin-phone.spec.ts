import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { unique } from './support/forms';
import { addStaff, chooseOwnPassword, FIRST_ADMIN, signIn } from './support/staff';

/**
 * Every back-office page is usable on a 390 px phone, tables becoming lists: an admin opens
 * every back-office page on a 390 px phone, in English and in Japanese, and none scrolls sideways:
 * the page is no wider than the screen, no table is wider than the screen, and nothing inside the
 * page scrolls sideways either (a table that only scrolls in a box of its own hides its columns).
 * The lists that became cards are scanned with axe as cards.
 */
const WIDTH = 390;
const PHONE = { width: WIDTH, height: 844 };

/** What is wider than the phone on the page as it is now, in words; empty when nothing is. */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const name = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? el.querySelector('caption')?.textContent ?? el.id;
      return `<${el.tagName.toLowerCase()}${label ? ` "${label.trim().slice(0, 60)}"` : ''}${el.className && typeof el.className === 'string' ? ` .${el.className.split(/\s+/).slice(0, 4).join('.')}` : ''}>`;
    };
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > width) found.push(`the page is ${root.scrollWidth} px wide`);
    for (const table of document.querySelectorAll('table')) {
      const box = table.getBoundingClientRect();
      if (box.width > width || box.right > width + 0.5 || box.left < -0.5) found.push(`${name(table)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    for (const el of document.querySelectorAll('body *')) {
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) continue;
      const overflowX = getComputedStyle(el).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1) found.push(`${name(el)} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    return found;
  }, WIDTH);
}

/** Opens a back-office page (not a redirect to sign-in, not a 403) and finds nothing wider than the phone. */
async function fits(page: Page, path: string, status = 200) {
  await test.step(path, async () => {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(status);
    expect(new URL(page.url()).pathname, path).not.toBe('/admin/sign-in');
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    // Soft: one run names every page that does not fit, not only the first.
    expect.soft(await sidewaysOverflow(page), `${path} at ${WIDTH} px`).toEqual([]);
  });
}

/** The first link in `main` whose address matches, on the page open now. */
async function firstLink(page: Page, href: RegExp): Promise<string | undefined> {
  const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((h) => href.test(h));
}

/** The list's filters (one FilterBar on every list) have a legend and a link back to the unfiltered list. */
async function resetLink(page: Page, legend: RegExp, list: string) {
  const filters = page.getByRole('group', { name: legend });
  await expect(filters.getByRole('link', { name: /^(Clear filters|条件をクリア)$/ })).toHaveAttribute('href', list);
}

/** Every back-office page an admin can open, the ones of a single item through the first link to one. */
async function everyPage(page: Page, scanCards: boolean) {
  const scan = async (path: string) => {
    await fits(page, path);
    if (scanCards) await test.step(`axe ${path}`, () => expectNoSeriousA11yViolations(page, { include: ['main'] }));
  };
  await fits(page, '/admin');
  await fits(page, '/admin/inbox');
  const item = await firstLink(page, /^\/admin\/inbox\/\d+$/);
  expect(item, 'an inquiry in the inbox').toBeDefined();
  await fits(page, item!);
  await scan('/admin/outbox');
  await resetLink(page, /^(Filter the outbox|送信メールの絞り込み)$/, '/admin/outbox');
  const mail = await firstLink(page, /^\/admin\/outbox\/\d+$/);
  expect(mail, 'a mail in the outbox').toBeDefined();
  await fits(page, mail!);

  await scan('/admin/listings');
  const residence = await firstLink(page, /^\/admin\/listings\/\d+$/);
  await scan('/admin/listings?kind=project');
  const project = await firstLink(page, /^\/admin\/listings\/projects\/\d+$/);
  for (const path of [residence, project]) {
    expect(path, 'a listing to edit').toBeDefined();
    await fits(page, path!);
  }
  for (const kind of ['residence', 'office', 'project']) await fits(page, `/admin/listings/new?kind=${kind}`);
  await fits(page, '/admin/listings/owners');
  const fromOwner = await firstLink(page, /^\/admin\/listings\/new\?fromOwner=\d+$/);
  if (fromOwner) await fits(page, fromOwner);

  await fits(page, '/admin/content');
  for (const kind of ['blogs', 'news', 'banners', 'special-lists']) {
    await scan(`/admin/content/${kind}`);
    const one = await firstLink(page, new RegExp(`^/admin/content/${kind}/\\d+$`));
    expect(one, `an item of ${kind}`).toBeDefined();
    await fits(page, one!);
    await fits(page, `${one}/delete`);
    await fits(page, `/admin/content/${kind}/new`);
  }
  await fits(page, '/admin/content/media');
  await scan('/admin/alerts');
  await scan('/admin/audit');
  await resetLink(page, /^(Filter the audit log|操作履歴の絞り込み)$/, '/admin/audit');
  await scan('/admin/staff');
  await fits(page, '/admin/settings');
  await fits(page, '/admin/account');
  await fits(page, '/admin/no-such-page', 404);
}

/** An inquiry (and so a mail in the outbox) through the contact form's API, from an address of its own. */
async function anInquiry(page: Page) {
  const contact = await (await page.request.get('/en/about-isn/contact-us')).text();
  const formToken = /ft1\.[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}/.exec(contact)![0];
  // The form refuses an answer sent quicker than a person could fill it in.
  await expect(async () => {
    const n = () => Math.floor(Math.random() * 250) + 1;
    const sent = await page.request.post('/api/contacts', {
      headers: { 'x-forwarded-for': `10.${n()}.${n()}.${n()}` },
      data: { formToken, info: { language: 'en', expectedCheckInDate: '03/01/2027', expectedTourInspectionDate: '02/20/2027', fullName: 'Phone Tester', email: unique('phone'), phone: '+84 90 123 4567' } },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }).toPass({ timeout: 10_000 });
}

async function phonePage(browser: Browser, baseURL: string, language: 'en' | 'ja') {
  const context = await browser.newContext({ viewport: PHONE, locale: language === 'ja' ? 'ja-JP' : 'en-GB' });
  if (language === 'ja') await context.addCookies([{ name: 'staff_lang', value: 'ja', url: baseURL }]);
  return { context, page: await context.newPage() };
}

test('English, 390 px: every back-office page fits the phone, its lists as cards', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { context, page } = await phonePage(browser, baseURL!, 'en');
  try {
    await anInquiry(page);
    await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    // An account made today: the staff list and the audit log have a row each at least.
    await addStaff(page, 'Phone Agent', unique('phone-agent'), 'agent');
    await everyPage(page, true);
  } finally {
    await context.close();
  }
});

test('Japanese, 390 px: every back-office page fits the phone', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { context: setUp, page: admin } = await phonePage(browser, baseURL!, 'en');
  const account = { email: unique('phone-ja'), password: `phone-ja-password-${Date.now().toString(36)}` };
  let oneTime: string;
  try {
    await anInquiry(admin);
    await signIn(admin, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await expect(admin).toHaveURL(/\/admin$/);
    oneTime = await addStaff(admin, '電話 管理者', account.email, 'admin', 'ja');
  } finally {
    await setUp.close();
  }
  const { context, page } = await phonePage(browser, baseURL!, 'ja');
  try {
    await signIn(page, account.email, oneTime);
    await chooseOwnPassword(page, oneTime, account.password);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await everyPage(page, false);
  } finally {
    await context.close();
  }
});
