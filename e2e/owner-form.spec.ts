import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { hydrated, ownAddress, toasts, unique } from './support/forms';

/** A real 1×1 PNG (sharp can re-encode it). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
/** Over the 1.9 MB limit: a PNG signature and padding (the browser refuses it on size alone). */
const bigPng = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(2_000_000)]) });

test.describe('owner registration', () => {
  test('names each problem in English, focuses the first invalid field and checks the price', async ({ page }) => {
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
    await expect(form.getByTestId('owner-fullName-error')).toHaveText('This field is required');
    await expect(form.getByTestId('owner-phone-error')).toHaveText('This field is required');
    await expect(form.getByTestId('owner-email-error')).toHaveText('Invalid email address');
    await expect(form.getByLabel(/Full name/)).toBeFocused();
    await form.getByLabel(/Email/).fill('owner@example');
    await form.getByLabel(/Email/).blur();
    await expect(form.getByTestId('owner-email-error')).toHaveText('Invalid email address');
    for (const bad of ['12a', '1,500', '-5', '1.5']) {
      await form.getByLabel(/Lease price/).fill(bad);
      await form.getByLabel(/Lease price/).blur();
      await expect(form.getByTestId('owner-leasePrice-error')).toHaveText('Enter the price in digits only');
    }
    await form.getByLabel(/Lease price/).fill('1500');
    await expect(form.getByTestId('owner-leasePrice-error')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('reads in Japanese, its messages too', async ({ page }) => {
    await page.goto('/jp/for-owners/create-your-property');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('物件を掲載する');
    const form = page.getByTestId('owner-form');
    await expect(form.getByLabel('ベッドルーム数').locator('option').first()).toHaveText('選択してください');
    await form.getByTestId('owner-send').click();
    await expect(form.getByTestId('owner-fullName-error')).toHaveText('必須項目です');
    await expect(form.getByTestId('owner-email-error')).toHaveText('メールアドレスの形式が正しくありません');
    await expect(page.getByTestId('owner-images')).toContainText('1.9MB以下');
    await expectNoSeriousA11yViolations(page);
  });

  test('keeps only image files under the limit, at most ten, each removable', async ({ page }) => {
    await page.goto('/en/for-owners/create-your-property');
    await hydrated(page);
    const input = page.getByTestId('owner-images-input');
    const previews = page.getByTestId('owner-previews').locator('img');
    const notices = page.getByTestId('owner-images-notices');
    await expect(page.getByTestId('owner-images')).toContainText('at most 1.9 MB each');

    await input.setInputFiles([png('small.png'), bigPng('huge.png')]);
    await expect(previews).toHaveCount(1);
    await expect(previews.first()).toHaveAttribute('src', /^blob:/);
    await expect(previews.first()).toHaveAttribute('alt', 'Preview of small.png');
    await expect(notices).toContainText('huge.png: Each photo must be 1.9 MB or smaller');

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

  test('a text file named .png passes the browser but the server refuses it, said in Japanese', async ({ page }) => {
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
    expect(((await res.json()) as { message: string }).message).toMatch(/^images:/);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('読み込めない写真があります');
    await expect(form.getByTestId('owner-send-failure')).toContainText('読み込めない写真があります');
    // Nothing was lost: the owner can replace the file and send again.
    await expect(form.getByLabel(/お名前/)).toHaveValue('Tran Thi Mai');
  });
});
