import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { hydrated, ownAddress, unique } from './support/forms';
import type { PropertyPage, ResidenceDetail } from '@/lib/api/properties';

async function ready(page: Page, testId: string) {
  const form = page.getByTestId(testId);
  await hydrated(page);
  await expect(form.getByTestId('contact-send')).toBeEnabled();
  return form;
}

function today(): string {
  const d = new Date();
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

test.describe('contact form', () => {
  test('names every missing field, focuses the first and checks the email (English)', async ({ page }) => {
    await page.goto('/en/about-isn/contact-us');
    const form = await ready(page, 'contact-form-page');
    await expect(form.getByLabel('Expected move-in date')).toHaveValue(today());
    await form.getByTestId('contact-send').click();
    await expect(form.getByTestId('contact-fullName-error')).toHaveText('This field is required');
    await expect(form.getByTestId('contact-email-error')).toHaveText('This field is required');
    await expect(form.getByTestId('contact-phone-error')).toHaveText('This field is required');
    await expect(form.getByLabel(/Full name/)).toBeFocused();
    await expect(form.getByLabel(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(/Email/).fill('not-an-address');
    await form.getByLabel(/Email/).blur();
    await expect(form.getByTestId('contact-email-error')).toHaveText('Invalid email address');
    await form.getByLabel('Expected move-in date').fill('13/45/2026');
    await form.getByLabel('Expected move-in date').blur();
    await expect(form.getByTestId('contact-checkIn-error')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });

  test('reads in Japanese', async ({ page }) => {
    await page.goto('/jp/about-isn/contact-us');
    const form = await ready(page, 'contact-form-page');
    await form.getByTestId('contact-send').click();
    await expect(form.getByTestId('contact-fullName-error')).toHaveText('必須項目です');
    await form.getByLabel(/メールアドレス/).fill('a@b');
    await form.getByLabel(/メールアドレス/).blur();
    await expect(form.getByTestId('contact-email-error')).toHaveText('メールアドレスの形式が正しくありません');
  });

  test('sends by keyboard alone, leaves empty optional fields out and goes to the thank-you page', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/en/about-isn/contact-us');
    const form = await ready(page, 'contact-form-page');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contacts') && r.method() === 'POST');
    await form.getByLabel(/Full name/).focus();
    await page.keyboard.type('Sato Hanako');
    await page.keyboard.press('Tab'); // company (left empty)
    await page.keyboard.press('Tab');
    await page.keyboard.type('hanako@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+84 912 345 678');
    await page.keyboard.press('Enter');
    const body = (await posted).postDataJSON() as { info: Record<string, unknown> };
    expect(body.info).toMatchObject({ fullName: 'Sato Hanako', email: 'hanako@example.com', phone: '+84 912 345 678', language: 'en', expectedCheckInDate: today() });
    expect(body.info).not.toHaveProperty('companyName');
    expect(body.info).not.toHaveProperty('otherRequirements');
    await expect(page).toHaveURL(/\/en\/notification\/contact-us$/);
  });

  test('says what went wrong in the page’s language: a refusal, a field the API rejected, a failure with a retry', async ({ page }) => {
    await page.goto('/en/about-isn/contact-us');
    const form = await ready(page, 'contact-form-page');
    let reply = { status: 400, body: { message: 'The form token has expired' } as Record<string, unknown> };
    await page.route('**/api/contacts', (route) => route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body) }));
    await form.getByLabel(/Full name/).fill('Tran Van A');
    await form.getByLabel(/Email/).fill('a@example.com');
    await form.getByLabel(/Phone/).fill('0912345678');
    await form.getByTestId('contact-send').click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText('Your message could not be accepted. Please reload the page and try again.');
    await expect(form.getByTestId('contact-send-retry')).toHaveCount(0);
    await expect(page).toHaveURL(/\/contact-us$/);

    reply = { status: 400, body: { message: 'email: Invalid email address', errors: [{ field: 'email', code: 'email' }] } };
    await form.getByTestId('contact-send').click();
    await expect(form.getByTestId('contact-email-error')).toHaveText('Invalid email address');
    await expect(form.getByLabel(/Email/)).toBeFocused();

    reply = { status: 500, body: {} };
    await form.getByTestId('contact-send').click();
    await expect(form.getByTestId('contact-send-failure')).toContainText('Something went wrong on our side');
    await expect(toast.filter({ hasText: 'Something went wrong on our side' })).toHaveCount(1);
    reply = { status: 200, body: { message: 'ok' } };
    await form.getByTestId('contact-send-retry').click();
    await expect(page).toHaveURL(/\/en\/notification\/contact-us$/);
  });

  test('a request that cannot reach the server is said in Japanese on /jp', async ({ page }) => {
    await page.goto('/jp/about-isn/contact-us');
    const form = await ready(page, 'contact-form-page');
    await page.route('**/api/contacts', (route) => route.abort('internetdisconnected'));
    await form.getByLabel(/お名前/).fill('佐藤 花子');
    await form.getByLabel(/メールアドレス/).fill('hanako@example.jp');
    await form.getByLabel(/電話番号/).fill('090-1234-5678');
    await form.getByTestId('contact-send').click();
    await expect(form.getByTestId('contact-send-failure')).toContainText('サーバーに接続できないため');
    await expect(form.getByTestId('contact-send-retry')).toHaveText('もう一度試す');
  });

  test('when Google’s verification script is blocked, the visitor is told and can try again', async ({ page }) => {
    await ownAddress(page);
    // The e2e server runs without a site key: the page gets one here, as the layout writes it.
    await page.route('**/en/about-isn/contact-us', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<head[^>]*>/, (head) => `${head}<meta name="recaptcha-site-key" content="e2e-site-key">`);
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !['content-length', 'content-encoding'].includes(name)));
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    const script = /^https:\/\/www\.google\.com\/recaptcha\/api\.js/;
    await page.route(script, (route) => route.abort('blockedbyclient'));
    await page.goto('/en/about-isn/contact-us');
    await hydrated(page);
    const form = page.getByTestId('contact-form-page');
    await expect(form.getByTestId('contact-send')).toBeDisabled();
    await form.getByLabel(/Full name/).fill('Blocked Visitor');
    await expect(form.getByTestId('contact-send-verification-failed')).toContainText('could not load');
    await expect(form.getByTestId('contact-send')).toBeDisabled();

    // The blocker lets it through now: a stand-in for Google's script answers with a token.
    await page.unroute(script);
    await page.route(script, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: "window.grecaptcha = { ready: (f) => f(), execute: async () => 'e2e-token', render: () => 0 };" }),
    );
    await form.getByTestId('contact-send-verification-retry').click();
    await expect(form.getByTestId('contact-send-verification-failed')).toHaveCount(0);
    await expect(form.getByTestId('contact-send')).toBeEnabled();
    await form.getByLabel(/Email/).fill(unique('blocked'));
    await form.getByLabel(/Phone/).fill('+84 912 345 678');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contacts') && r.method() === 'POST');
    await form.getByTestId('contact-send').click();
    expect(((await posted).postDataJSON() as { info: { token?: string } }).info.token).toBe('e2e-token');
    await expect(page).toHaveURL(/\/en\/notification\/contact-us$/);
  });

  test("the detail page's modal asks about the listing and closes once sent", async ({ page, request }) => {
    await ownAddress(page);
    const { items } = (await (await request.get('/api/properties/filter?language=en&propertyType=0&pageSize=1')).json()) as PropertyPage;
    const detail = (await (await request.get(`/api/properties/detail?id=${items[0].id}&language=en`)).json()) as ResidenceDetail;
    await page.goto(`/en/residence/detail/${items[0].id}/${items[0].slug}`);
    await hydrated(page);
    await page.getByTestId('contact-open').click();
    const modal = page.getByTestId('contact-modal');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(detail.propertyIdC);
    const form = await ready(page, 'contact-form-modal');
    await form.getByLabel(/Full name/).fill('John Smith');
    await form.getByLabel(/Email/).fill('john@example.com');
    await form.getByLabel(/Phone/).fill('+81 90 1234 5678');
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contacts') && r.method() === 'POST');
    await form.getByTestId('contact-send').click();
    expect(((await posted).postDataJSON() as { info: { propertyId?: string } }).info.propertyId).toBe(detail.propertyIdC);
    await expect(page).toHaveURL(/\/en\/notification\/contact-us$/);
  });

  test('the favourites modal sends the phone as phoneNumber and the chosen references', async ({ page, request }) => {
    await ownAddress(page);
    const { items } = (await (await request.get('/api/properties/filter?language=en&propertyType=0&pageSize=2')).json()) as PropertyPage;
    await page.addInitScript((ids) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('RESIDENCES_LIKE', ids);
        sessionStorage.setItem('seeded', '1');
      }
    }, items.map((i) => i.id).join(','));
    await page.goto('/en/favorites');
    await hydrated(page);
    await page.getByRole('checkbox', { name: /select all/i }).check();
    await page.getByRole('button', { name: /contact/i }).first().click();
    const form = await ready(page, 'contact-form-saved');
    await form.getByLabel(/Full name/).fill('Ito Ken');
    await form.getByLabel(/Email/).fill('ken@example.com');
    await form.getByLabel(/Phone/).fill('090-1234-5678');
    await page.route('**/api/contacts', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"message":"ok"}' }));
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contacts') && r.method() === 'POST');
    await form.getByTestId('contact-send').click();
    const info = ((await posted).postDataJSON() as { info: Record<string, string> }).info;
    expect(info.phoneNumber).toBe('090-1234-5678');
    expect(info).not.toHaveProperty('phone');
    expect(info.propertyId.split(',').sort()).toEqual(items.map((i) => i.propertyId).sort());
    await expect(page).toHaveURL(/\/en\/notification\/contact-us$/);
  });
});
