import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { EMAIL_PATTERN } from '../lib/forms/common';
import { expectNoSeriousA11yViolations } from './support/axe';

/** Each test speaks from its own address, so the per-address rate limits never trip across tests. */
async function ownAddress(page: Page) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` });
}

async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** A real 1×1 PNG (sharp can re-encode it). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
/** Over the 1.9 MB limit: a PNG signature and padding (the browser refuses it on size alone). */
const bigPng = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(2_000_000)]) });

function unique(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

test.describe('newsletter strip', () => {
  test('keeps the same address rule as the server schema', () => {
    // The strip repeats the pattern so zod stays out of every page's JavaScript.
    const source = fs.readFileSync('components/forms/newsletter-strip.tsx', 'utf8');
    const copy = /NEWSLETTER_EMAIL_PATTERN = \/(.+)\/i;/.exec(source)?.[1];
    expect(copy).toBe(EMAIL_PATTERN.source);
  });

  test('asks for an address, then a valid one, in English; no LINE code', async ({ page }) => {
    await page.goto('/en/notification/contact-us');
    await hydrated(page);
    const strip = page.getByTestId('newsletter');
    await expect(strip.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
    await expect(strip.getByTestId('newsletter-line')).toHaveCount(0);
    const submit = strip.getByTestId('newsletter-submit');
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
    await expect(page.getByTestId('newsletter-submit')).toBeEnabled();
    await page.getByTestId('newsletter-email').fill(address.toUpperCase());
    await page.getByTestId('newsletter-submit').click();
    await expect(page).toHaveURL(/\/jp\/notification\/subscribe$/);
  });

  test("toasts the server's message, or 'Subscribe failed' when there is none", async ({ page }) => {
    await page.goto('/en/notification/contact-us');
    await hydrated(page);
    let reply: { status: number; body: string } = { status: 429, body: JSON.stringify({ message: 'Too many requests, please try again later' }) };
    await page.route('**/api/newsletters', (route) => route.fulfill({ status: reply.status, contentType: 'application/json', body: reply.body }));
    await page.getByTestId('newsletter-email').fill('someone@example.com');
    await page.getByTestId('newsletter-submit').click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Too many requests, please try again later');
    reply = { status: 500, body: '' };
    await page.getByTestId('newsletter-submit').click();
    // The new toast replaces the earlier one, which may still be animating out for a moment.
    await expect(toasts(page).filter({ hasText: 'Subscribe failed' })).toHaveCount(1);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Subscribe failed');
    await expect(page).toHaveURL(/\/en\/notification\/contact-us$/);
  });
});

test.describe('customer support page and inquiry', () => {
  test('shows the support texts and contacts, names every problem and focuses the first (English)', async ({ page, request }) => {
    const support = (await (await request.get('/api/customersupports?language=en')).json()) as { phone1: string; emailSupport1: string };
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
    await expect(toasts(page)).toContainText('Your request has been sent successfully. Thank you for contacting us. We will get back to you soon!');
    await expect(form.getByLabel(/Full name/)).toHaveValue('');
    await expect(form.getByLabel(/How can we help/)).toHaveValue('');
    await expect(page).toHaveURL(/\/en\/our-customer-support-service$/);
  });

  test("toasts the server's message when the request fails", async ({ page }) => {
    await page.goto('/jp/our-customer-support-service');
    await hydrated(page);
    await page.route('**/api/contacts/customer_contact', (route) => route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Invalid phone number' }) }));
    const form = page.getByTestId('support-form');
    await form.getByLabel(/お名前/).fill('山田 花子');
    await form.getByLabel(/メールアドレス/).fill('hanako@example.jp');
    await form.getByLabel(/電話番号/).fill('090-1234-5678');
    await form.getByTestId('support-send').click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Invalid phone number');
    await expect(form.getByLabel(/お名前/)).toHaveValue('山田 花子');
  });
});

test.describe('owner registration', () => {
  test('shows the Vietnamese messages, focuses the first invalid field and checks the price', async ({ page }) => {
    await page.goto('/en/for-owners/create-your-property');
    await hydrated(page);
    const form = page.getByTestId('owner-form');
    await expect(form.getByLabel('Bedrooms')).toHaveValue('-1');
    await expect(form.getByLabel('Bathrooms')).toHaveValue('-1');
    await expect(form.getByLabel('Bedrooms').locator('option').first()).toHaveText('Select One');
    await expect(form.getByLabel('Currency').locator('option')).toHaveText(['USD', 'VND']);
    await expect(form.getByLabel('City').locator('option')).not.toHaveCount(1);
    await expect(form.getByLabel('Property type').locator('option')).not.toHaveCount(1);
    await expect(form.getByTestId('owner-send')).toBeEnabled();
    await form.getByTestId('owner-send').click();
    await expect(form.getByTestId('owner-fullName-error')).toHaveText('Không được để trống');
    await expect(form.getByTestId('owner-phone-error')).toHaveText('Không được để trống');
    await expect(form.getByTestId('owner-email-error')).toHaveText('Email không hợp lệ');
    await expect(form.getByLabel(/Full name/)).toBeFocused();
    await form.getByLabel(/Email/).fill('owner@example');
    await form.getByLabel(/Email/).blur();
    await expect(form.getByTestId('owner-email-error')).toHaveText('Email không hợp lệ');
    for (const bad of ['12a', '1,500', '-5', '1.5']) {
      await form.getByLabel(/Lease price/).fill(bad);
      await form.getByLabel(/Lease price/).blur();
      await expect(form.getByTestId('owner-leasePrice-error')).toHaveText('Giá không hợp lệ');
    }
    await form.getByLabel(/Lease price/).fill('1500');
    await expect(form.getByTestId('owner-leasePrice-error')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('reads in Japanese with the same Vietnamese messages', async ({ page }) => {
    await page.goto('/jp/for-owners/create-your-property');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('物件を掲載する');
    const form = page.getByTestId('owner-form');
    await expect(form.getByLabel('ベッドルーム数').locator('option').first()).toHaveText('選択してください');
    await form.getByTestId('owner-send').click();
    await expect(form.getByTestId('owner-fullName-error')).toHaveText('Không được để trống');
    await expect(form.getByTestId('owner-email-error')).toHaveText('Email không hợp lệ');
    await expectNoSeriousA11yViolations(page);
  });

  test('keeps only image files under the limit, at most ten, each removable', async ({ page }) => {
    await page.goto('/en/for-owners/create-your-property');
    await hydrated(page);
    const input = page.getByTestId('owner-images-input');
    const previews = page.getByTestId('owner-previews').locator('img');
    const notices = page.getByTestId('owner-images-notices');
    await expect(page.getByTestId('owner-images')).toContainText('maximum 2.5 MB');

    await input.setInputFiles([png('small.png'), bigPng('huge.png')]);
    await expect(previews).toHaveCount(1);
    await expect(previews.first()).toHaveAttribute('src', /^blob:/);
    await expect(previews.first()).toHaveAttribute('alt', 'Preview of small.png');
    await expect(notices).toContainText('huge.png: File vượt quá dung lượng cho phép');

    await input.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') }]);
    await expect(notices).toContainText('notes.txt: this is not an image file.');
    await expect(previews).toHaveCount(1);

    await input.setInputFiles(Array.from({ length: 11 }, (_, i) => png(`photo-${i + 1}.png`)));
    await expect(previews).toHaveCount(10);
    await expect(notices).toContainText('Only 10 photos can be sent: 2 photos were left out.');
    await expect(page.getByTestId('owner-images-count')).toContainText('10 photos chosen');
    await expect(input).toBeDisabled();

    // Removing a photo frees its object URL and keeps the keyboard on the list.
    const src = await previews.first().getAttribute('src');
    await page.getByRole('button', { name: 'Remove photo small.png' }).click();
    await expect(previews).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'Remove photo photo-1.png' })).toBeFocused();
    const stillThere = await page.evaluate((url) => fetch(url ?? '').then(() => true, () => false), src);
    expect(stillThere).toBe(false);
    await expect(input).toBeEnabled();
    await expectNoSeriousA11yViolations(page, { include: ['[data-testid="owner-form"]'] });
  });

  test('sends the registration as multipart, then clears the form and the photos and thanks the owner', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/en/for-owners/create-your-property');
    await hydrated(page);
    const form = page.getByTestId('owner-form');
    await form.getByLabel(/Full name/).fill('Nguyen Van Binh');
    await form.getByLabel(/Phone/).fill('0912 345 678');
    await form.getByLabel(/Email/).fill(unique('owner'));
    await form.getByLabel('Property type').selectOption({ index: 1 });
    await form.getByLabel('Bedrooms').selectOption({ index: 2 });
    await form.getByLabel('Currency').selectOption('VND');
    await form.getByLabel(/Lease price/).fill('25000000');
    await form.getByLabel('Address of the property').fill('12 Xuân Diệu, Tây Hồ, Hà Nội');
    await page.getByTestId('owner-images-input').setInputFiles([png('living-room.png'), png('bedroom.png')]);
    await expect(page.getByTestId('owner-previews').locator('img')).toHaveCount(2);
    // Chromium does not hand a multipart body with files to the test, so the page notes the fields it sends.
    await page.evaluate(() => {
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input).endsWith('/api/owners') && init?.body instanceof FormData) {
          document.documentElement.dataset.ownerFields = JSON.stringify([...init.body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]));
        }
        return send(input, init);
      };
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/owners'));
    await form.getByTestId('owner-send').click();
    expect((await answered).status()).toBe(200);
    const fields = JSON.parse((await page.locator('html').getAttribute('data-owner-fields')) ?? '[]') as [string, string][];
    const sent = new Map(fields.filter(([k]) => k !== 'images'));
    expect(Object.fromEntries(sent)).toMatchObject({ language: 'en', fullName: 'Nguyen Van Binh', phone: '0912 345 678', currency: 'VND', leasePrice: '25000000', addressForLease: '12 Xuân Diệu, Tây Hồ, Hà Nội' });
    for (const name of ['location', 'email', 'cityId', 'propertyType', 'numberOfBedroom']) expect(sent.has(name)).toBe(true);
    // The unchosen bathroom select (-1) and the empty optional fields are left out.
    for (const name of ['numberOfBadroom', 'descriptionAmentities', 'descriptionFacilities', 'leasableArea']) expect(sent.has(name)).toBe(false);
    expect(fields.filter(([k]) => k === 'images').map(([, v]) => v)).toEqual(['file:living-room.png', 'file:bedroom.png']);
    await expect(toasts(page)).toContainText('Your property registration has been sent successfully');
    await expect(form.getByLabel(/Full name/)).toHaveValue('');
    await expect(form.getByLabel(/Lease price/)).toHaveValue('');
    await expect(form.getByLabel('Currency')).toHaveValue('USD');
    await expect(form.getByLabel('Bedrooms')).toHaveValue('-1');
    await expect(page.getByTestId('owner-previews')).toHaveCount(0);
    await expect(page.getByTestId('owner-images-count')).toContainText('No photos chosen');
  });

  test('a text file named .png passes the browser but the server refuses it with a toast', async ({ page }) => {
    await ownAddress(page);
    await page.goto('/jp/for-owners/create-your-property');
    await hydrated(page);
    const form = page.getByTestId('owner-form');
    await form.getByLabel(/お名前/).fill('Tran Thi Mai');
    await form.getByLabel(/電話番号/).fill('0987 654 321');
    await form.getByLabel(/メールアドレス/).fill(unique('fake'));
    await page.getByTestId('owner-images-input').setInputFiles([{ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is plain text, not a picture') }]);
    await expect(page.getByTestId('owner-previews').locator('img')).toHaveCount(1);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/owners'));
    await form.getByTestId('owner-send').click();
    const res = await answered;
    expect(res.status()).toBeGreaterThanOrEqual(400);
    expect(res.status()).toBeLessThan(500);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText(((await res.json()) as { message: string }).message);
    // Nothing was lost: the owner can replace the file and send again.
    await expect(form.getByLabel(/お名前/)).toHaveValue('Tran Thi Mai');
  });
});

test.describe('notification pages', () => {
  test('contact-us and subscribe thank the visitor in both languages, out of search results', async ({ page }) => {
    const pages = [
      { path: '/en/notification/contact-us', heading: 'Thank you for contacting us', text: 'Your inquiry has been sent', home: 'Back to the home page', root: '/en' },
      { path: '/en/notification/subscribe', heading: 'Thank you for subscribing', text: 'Thank you for subscribing to us!', home: 'Back to the home page', root: '/en' },
      { path: '/jp/notification/contact-us', heading: 'お問い合わせありがとうございます', text: 'お問い合わせを送信いたしました', home: 'トップページへ戻る', root: '/jp' },
      { path: '/jp/notification/subscribe', heading: 'ご登録ありがとうございます', text: 'メールマガジンにご登録いただき', home: 'トップページへ戻る', root: '/jp' },
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
