import { expect, test } from '@playwright/test';
import type { EndpointResponse } from '@/lib/api/endpoints';
import { expectNoSeriousA11yViolations } from './support/axe';
import { hydrated, ownAddress, toasts, unique } from './support/forms';

test.describe('newsletter strip', () => {
  test('asks for an address, then a valid one, in English; no LINE code', async ({ page }) => {
    await page.goto('/en/notification/contact-us');
    await hydrated(page);
    const strip = page.getByTestId('newsletter');
    await expect(strip.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
    await expect(strip.getByTestId('newsletter-line')).toHaveCount(0);
    const submit = strip.getByTestId('newsletter-submit');
    await strip.scrollIntoViewIfNeeded();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(strip.getByTestId('newsletter-error')).toHaveText('Email is required');
    const email = strip.getByLabel('Email address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('someone@example');
    await submit.click();
    await expect(strip.getByTestId('newsletter-error')).toHaveText('Invalid email address');
    await email.fill('someone@example.com');
    await expect(strip.getByTestId('newsletter-error')).toHaveCount(0);
  });

  test('reads in Japanese and shows the LINE add-friend code', async ({ page }) => {
    await page.goto('/jp/notification/subscribe');
    await hydrated(page);
    const strip = page.getByTestId('newsletter');
    await expect(strip.getByRole('heading', { name: 'メールマガジン' })).toBeVisible();
    await strip.scrollIntoViewIfNeeded();
    await strip.getByTestId('newsletter-submit').click();
    await expect(strip.getByTestId('newsletter-error')).toHaveText('メールアドレスを入力してください');
    await strip.getByLabel('メールアドレス').fill('a@b');
    await strip.getByTestId('newsletter-submit').click();
    await expect(strip.getByTestId('newsletter-error')).toHaveText('メールアドレスの形式が正しくありません');
    const line = strip.getByTestId('newsletter-line');
    await expect(line).toHaveAttribute('href', /line\.me/);
    await expect(line.getByRole('img', { name: /LINE/ })).toBeVisible();
  });

  test('subscribes by keyboard, goes to the thank-you page, and a repeated address still succeeds', async ({ page }) => {
    await ownAddress(page);
    const address = unique('news');
    await page.goto('/en/for-owners/create-your-property');
    await hydrated(page);
    const strip = page.getByTestId('newsletter');
    await strip.scrollIntoViewIfNeeded();
    await expect(strip.getByTestId('newsletter-submit')).toBeEnabled();
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/newsletters') && r.method() === 'POST');
    await strip.getByLabel('Email address').focus();
    await page.keyboard.type(address);
    await page.keyboard.press('Enter');
    expect((await posted).postDataJSON()).toMatchObject({ email: address, language: 'en' });
    await expect(page).toHaveURL(/\/en\/notification\/subscribe$/);
    await expect(page.getByTestId('notification-text')).toContainText('Thank you for subscribing');

    await page.goto('/jp/our-customer-support-service');
    await hydrated(page);
    await page.getByTestId('newsletter').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('newsletter-submit')).toBeEnabled();
    await page.getByTestId('newsletter-email').fill(address.toUpperCase());
    await page.getByTestId('newsletter-submit').click();
    await expect(page).toHaveURL(/\/jp\/notification\/subscribe$/);
  });

  test('says a refusal or a failure in the page’s language, with a retry when sending again can help', async ({ page }) => {
    await page.goto('/en/notification/contact-us');
    await hydrated(page);
    let reply: { status: number; body: string } = { status: 429, body: JSON.stringify({ message: 'Too many requests, please try again later' }) };
    await page.route('**/api/newsletters', (route) => route.fulfill({ status: reply.status, contentType: 'application/json', body: reply.body }));
    await page.getByTestId('newsletter').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('newsletter-submit')).toBeEnabled();
    await page.getByTestId('newsletter-email').fill('someone@example.com');
    await page.getByTestId('newsletter-submit').click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('You have sent this form too many times');
    await expect(page.getByTestId('newsletter-failure')).toContainText('You have sent this form too many times');
    await expect(page.getByTestId('newsletter-retry')).toHaveCount(0);
    reply = { status: 500, body: '' };
    await page.getByTestId('newsletter-submit').click();
    // The new toast replaces the earlier one, which may still be animating out for a moment.
    await expect(toasts(page).filter({ hasText: 'Something went wrong on our side' })).toHaveCount(1);
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByTestId('newsletter-failure')).toContainText('Something went wrong on our side');
    // Try again, and this time the server answers.
    reply = { status: 200, body: JSON.stringify({ message: 'ok' }) };
    await page.getByTestId('newsletter-retry').click();
    await expect(page).toHaveURL(/\/en\/notification\/subscribe$/);
  });

  test("its code comes when the footer nears the screen, not with the page, and keeps what was typed before", async ({ page }) => {
    await page.goto('/en');
    await hydrated(page);
    const island = page.getByTestId('newsletter-island');
    // The home page is long: at its top the footer's form is still the server's, Subscribe disabled.
    await expect(island).not.toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('newsletter-submit')).toBeDisabled();

    // A visitor who jumps straight into the field, while its code is on a slow line.
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    const email = page.getByTestId('newsletter-email');
    await email.focus();
    await page.keyboard.type('someone@exa');
    await expect(island).not.toHaveAttribute('data-ready', 'true');
    release();
    await expect(island).toHaveAttribute('data-ready', 'true');
    await expect(email).toHaveValue('someone@exa');
    await expect(email).toBeFocused();
    await page.keyboard.type('mple');
    await expect(email).toHaveValue('someone@example');
    await page.getByTestId('newsletter-submit').click();
    await expect(page.getByTestId('newsletter-error')).toHaveText('Invalid email address');
  });
});

test.describe('customer support page and inquiry', () => {
  test('shows the support texts and contacts, names every problem and focuses the first (English)', async ({ page, request }) => {
    const support = (await (await request.get('/api/customersupports?language=en')).json()) as EndpointResponse<'/api/customersupports'>;
    await page.goto('/en/our-customer-support-service');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our customer support service');
    const services = page.getByTestId('support-services');
    for (const title of ['Reception 24 hours, 365 days', 'Troubleshooting', 'Repair arrangement', 'Drinking water', 'Other support']) {
      await expect(services.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(page.getByTestId('support-contact')).toContainText(support.phone1);
    await expect(page.getByTestId('support-contact').getByRole('link', { name: support.emailSupport1 })).toHaveAttribute('href', `mailto:${support.emailSupport1}`);

    const form = page.getByTestId('support-form');
    await expect(form.getByTestId('support-send')).toBeEnabled();
    await form.getByTestId('support-send').click();
    await expect(form.getByTestId('support-name-error')).toHaveText('This field is required');
    await expect(form.getByTestId('support-email-error')).toHaveText('This field is required');
    await expect(form.getByTestId('support-phone-error')).toHaveText('This field is required');
    await expect(form.getByLabel(/Full name/)).toBeFocused();
    await form.getByLabel(/Email/).fill('not-an-address');
    await form.getByLabel(/Email/).blur();
    await expect(form.getByTestId('support-email-error')).toHaveText('Invalid email address');
    for (const bad of ['12ab34', '123', '+84 12 34 56 78 90 12 34 56']) {
      await form.getByLabel(/Phone/).fill(bad);
      await form.getByLabel(/Phone/).blur();
      await expect(form.getByTestId('support-phone-error')).toHaveText('Invalid phone number');
    }
    await form.getByLabel(/Phone/).fill('+84 912 345 678');
    await expect(form.getByTestId('support-phone-error')).toHaveCount(0);
    await expect(form.getByTestId('support-address-error')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('reads in Japanese', async ({ page }) => {
    await page.goto('/jp/our-customer-support-service');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('カスタマーサポート（24時間365日）');
    await expect(page.getByTestId('support-services')).toContainText('飲料水');
    const form = page.getByTestId('support-form');
    await expect(form.getByTestId('support-send')).toBeEnabled();
    await form.getByTestId('support-send').click();
    await expect(form.getByTestId('support-name-error')).toHaveText('必須項目です');
    await form.getByLabel(/電話番号/).fill('abc');
    await form.getByLabel(/電話番号/).blur();
    await expect(form.getByTestId('support-phone-error')).toHaveText('電話番号の形式が正しくありません');
    await expectNoSeriousA11yViolations(page);
  });

  test('sends by keyboard alone, leaves empty optional fields out, thanks the visitor and clears the form', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/en/our-customer-support-service');
    await hydrated(page);
    const form = page.getByTestId('support-form');
    await expect(form.getByTestId('support-send')).toBeEnabled();
    const posted = page.waitForRequest((r) => r.url().endsWith('/api/contacts/customer_contact') && r.method() === 'POST');
    await form.getByLabel(/Full name/).focus();
    await page.keyboard.type('Suzuki Taro');
    await page.keyboard.press('Tab');
    await page.keyboard.type('taro@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+84 912 345 678');
    await page.keyboard.press('Tab'); // how to reach them, left at no preference
    await page.keyboard.press('Tab'); // address, left empty
    await page.keyboard.press('Tab');
    await page.keyboard.type('The air conditioner in the bedroom is leaking.');
    await page.keyboard.press('Tab');
    await expect(form.getByTestId('support-send')).toBeFocused();
    await page.keyboard.press('Enter');
    const body = (await posted).postDataJSON() as { info: Record<string, unknown> };
    expect(body.info).toMatchObject({ name: 'Suzuki Taro', email: 'taro@example.com', phone: '+84 912 345 678', language: 'en', contentRequire: 'The air conditioner in the bedroom is leaking.' });
    expect(typeof body.info.cityId).toBe('number');
    expect(body.info).not.toHaveProperty('address');
    expect(body.info).not.toHaveProperty('preferredChannel');
    await expect(toasts(page)).toContainText('Your request has been sent successfully. Thank you for contacting us. We will get back to you soon!');
    await expect(form.getByLabel(/Full name/)).toHaveValue('');
    await expect(form.getByLabel(/How can we help/)).toHaveValue('');
    await expect(page).toHaveURL(/\/en\/our-customer-support-service$/);
  });

  test('on /jp, the API’s field errors and failures are said in Japanese', async ({ page }) => {
    await page.goto('/jp/our-customer-support-service');
    await hydrated(page);
    let reply = { status: 400, body: { message: 'phone: Invalid phone number', errors: [{ field: 'phone', code: 'phone' }] } as Record<string, unknown> };
    await page.route('**/api/contacts/customer_contact', (route) => route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body) }));
    const form = page.getByTestId('support-form');
    await form.getByLabel(/お名前/).fill('山田 花子');
    await form.getByLabel(/メールアドレス/).fill('hanako@example.jp');
    await form.getByLabel(/電話番号/).fill('090-1234-5678');
    await form.getByTestId('support-send').click();
    await expect(form.getByTestId('support-phone-error')).toHaveText('電話番号の形式が正しくありません');
    await expect(form.getByLabel(/電話番号/)).toBeFocused();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('受け付けられない入力内容があります');
    await expect(form.getByLabel(/お名前/)).toHaveValue('山田 花子');
    reply = { status: 413, body: { message: 'The request body is too large.' } };
    await form.getByLabel(/電話番号/).fill('090-1234-5679');
    await form.getByTestId('support-send').click();
    await expect(form.getByTestId('support-send-failure')).toHaveText('一度に送信できる量を超えています。文章を短くするか、写真の枚数やサイズを減らしてください。');
    await expect(toasts(page).filter({ hasText: 'too large' })).toHaveCount(0);
  });
});

test.describe('notification pages', () => {
  test('contact-us and subscribe thank the visitor in both languages, out of search results', async ({ page }) => {
    test.slow(); // one test, many pages in turn: each first render on the embedded database can take seconds on a slow machine
    const pages = [
      { path: '/en/notification/contact-us', heading: 'Thank you for contacting us', text: 'Your inquiry has been sent', home: 'Back to the home page', root: '/en' },
      { path: '/en/notification/subscribe', heading: 'Please check your mailbox', text: 'open it to confirm your address', home: 'Back to the home page', root: '/en' },
      { path: '/jp/notification/contact-us', heading: 'お問い合わせありがとうございます', text: 'お問い合わせを送信いたしました', home: 'トップページへ戻る', root: '/jp' },
      { path: '/jp/notification/subscribe', heading: '確認メールをお送りしました', text: 'メール内のリンクを開いて', home: 'トップページへ戻る', root: '/jp' },
    ];
    for (const p of pages) {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
      await expect(page.getByTestId('notification-text')).toContainText(p.text);
      await expect(page.getByRole('link', { name: p.home })).toHaveAttribute('href', p.root);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('any other type goes to the language root', async ({ page }) => {
    await page.goto('/en/notification/other');
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/jp/notification/unknown-type');
    await expect(page).toHaveURL(/\/jp$/);
  });
});
