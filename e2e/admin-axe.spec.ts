import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { unique } from './support/forms';
import { chooseOwnPassword, FIRST_ADMIN, signIn } from './support/staff';

/**
 * "axe finds no serious or critical violation on the back-office pages", for the pages
 * the journeys do not scan on their way (admin-auth: sign-in, staff, audit, settings, account;
 * admin-listings: the listing list and the new-listing form; admin-inbox: the inbox list; admin-phone:
 * the lists that are cards on a phone; admin-listing-editor: From owners and its form at 390 px). One test,
 * two sign-ins: the first admin's pages in English, then a Japanese editor's, so that the Japanese
 * back office is scanned without changing the language of an account other specs share (their
 * labels are English).
 */

/**
 * What to scan: `main` where the shell around it (header, section links) is scanned already in that
 * language, the whole page otherwise. The English shell is scanned by admin-auth's pages.
 */
type Scope = 'main' | 'page';

/** Opens a back-office page as the signed-in member (not a redirect to sign-in, not a 403) and scans it. */
async function scan(page: Page, path: string, heading: string | RegExp, scope: Scope = 'main') {
  await test.step(path, async () => {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expectPageAndScan(page, path, heading, scope);
  });
}

async function expectPageAndScan(page: Page, path: string, heading: string | RegExp, scope: Scope = 'main') {
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  await test.step(`axe ${path}`, () => expectNoSeriousA11yViolations(page, scope === 'main' ? { include: ['main'] } : {}));
}

/** Follows the first link in `main` whose address matches, and scans the page it opens. */
async function scanFirst(page: Page, href: RegExp, heading: string | RegExp) {
  const hrefs = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const target = hrefs.find((h) => href.test(h));
  expect(target, `a link to ${href} on ${page.url()}`).toBeDefined();
  await scan(page, target!, heading);
}

test('back-office pages not scanned elsewhere have no serious or critical axe violations, in English and Japanese', async ({ page, browser, baseURL }) => {
  // Twenty-odd pages and their axe runs: about a minute on a busy two-core machine, two when both cores are shared.
  test.setTimeout(240_000);
  // A contact request to read in the inbox and the outbox. The form token is taken now and used
  // once the pages before have taken longer than the form's minimum fill time.
  const contactPage = await (await page.request.get('/en/about-isn/contact-us')).text();
  const formToken = /ft1\.[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}/.exec(contactPage)?.[0];
  expect(formToken).toBeDefined();
  const email = unique('axe');
  // A published residence, which has photos: its edit page shows them.
  const residence = ((await (await page.request.get('/api/properties/filter?language=en&propertyType=0&pageSize=1')).json()) as { items: { id: number }[] }).items[0];

  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expectPageAndScan(page, '/admin', /^Welcome, /);

  // A Japanese editor, for the second half.
  const editor = { email: unique('axe-editor'), password: `axe-editor-password-${Date.now().toString(36)}` };
  await page.goto('/admin/staff');
  const staffForm = page.locator('form', { has: page.getByRole('button', { name: 'Create account' }) });
  await staffForm.getByLabel('Name').fill('Axe Editor');
  await staffForm.getByLabel('E-mail').fill(editor.email);
  await staffForm.getByLabel('Role').selectOption('editor');
  await staffForm.locator('#staff-new-language').selectOption('ja');
  await staffForm.getByRole('button', { name: 'Create account' }).click();
  await expect(staffForm.getByTestId('staff-outcome')).toContainText(editor.email);
  const oneTime = (await staffForm.getByTestId('staff-outcome').textContent())!.split(/[:：]\s*/).at(-1)!.trim();

  await scan(page, '/admin/listings?kind=project', 'Listings');
  await scanFirst(page, /^\/admin\/listings\/projects\/\d+$/, 'Edit project');
  await scan(page, '/admin/alerts', 'Search alerts');
  // Listings → From owners, and the new-listing form made from a registration when there is one
  // (the listing editor's Japanese journey scans it at 390 px with the registration it makes).
  await scan(page, '/admin/listings/owners', 'From owners');
  const fromOwner = (await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).find((h) => /^\/admin\/listings\/new\?fromOwner=\d+$/.test(h));
  if (fromOwner) await scan(page, fromOwner, /^New /);

  const sent = await page.request.post('/api/contacts', {
    headers: { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250) + 1}.7.7` },
    data: {
      formToken,
      info: { language: 'jp', expectedCheckInDate: '03/01/2027', expectedTourInspectionDate: '02/20/2027', fullName: 'Axe Tester', email, phone: '+84 90 123 4567' },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await page.goto(`/admin/inbox?q=${encodeURIComponent(email)}`);
  await scanFirst(page, /^\/admin\/inbox\/\d+$/, /^Contact #\d+$/);
  await scanFirst(page, /^\/admin\/outbox\/\d+$/, /^Mail #\d+$/);
  await scan(page, '/admin/outbox', 'Outbox');

  // The Japanese back office: the second step of sign-in, then an editor's pages.
  const ja = await browser.newContext({ locale: 'ja-JP' });
  await ja.addCookies([{ name: 'staff_lang', value: 'ja', url: baseURL! }]);
  const jp = await ja.newPage();
  try {
    await scan(jp, '/admin/sign-in/two-factor', '2段階認証', 'page');
    await expect(jp.locator('html')).toHaveAttribute('lang', 'ja');
    await signIn(jp, editor.email, oneTime);
    await chooseOwnPassword(jp, oneTime, editor.password);
    await scan(jp, '/admin/content/blogs', 'ブログ記事', 'page');
    await scanFirst(jp, /^\/admin\/content\/blogs\/\d+$/, 'ブログ記事の編集');
    await scan(jp, `${new URL(jp.url()).pathname}/delete`, /を削除しますか？$/);
    await scan(jp, '/admin/content', 'コンテンツ');
    await scan(jp, '/admin/content/news', 'ニュースリリース');
    await scan(jp, '/admin/content/news/new', 'ニュースリリースを作成');
    await scan(jp, '/admin/content/banners', 'バナー');
    await scanFirst(jp, /^\/admin\/content\/banners\/\d+$/, 'バナーの編集');
    await scan(jp, '/admin/content/banners/new', 'バナーを作成');
    await scan(jp, '/admin/content/special-lists', '特集');
    await scanFirst(jp, /^\/admin\/content\/special-lists\/\d+$/, '特集の編集');
    await scan(jp, '/admin/content/special-lists/new', '特集を作成');
    await scan(jp, `/admin/listings/${residence.id}`, '住居の編集');
    await expect(jp.getByRole('list', { name: '写真の並び順' }).getByRole('listitem').first()).toBeVisible();
  } finally {
    await ja.close();
  }
});
