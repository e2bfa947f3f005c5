import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/axe';
import { chooseOwnPassword, FIRST_ADMIN, signIn } from './support/staff';

/**
 * The media journey: an admin in English at 1366 px uploads a phone photo (4000 × 3000,
 * some 6 MB) with a bad file beside it into the media library, with alt texts in both languages,
 * picks it for a home banner with its text, and the home page shows that text; a Japanese editor
 * at 390 px writes a blog post in the rich-text editor (bold and a link), is told a published
 * post cannot be dated tomorrow without losing what was typed, saves it, and the Japanese home
 * page shows the banner's Japanese text.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const alt = { en: `Lake view terrace ${stamp}`, ja: `湖を望むテラス ${stamp}` };
const bannerText = { en: `Homes by West Lake ${stamp}`, ja: `西湖のほとりの住まい ${stamp}` };
const editor = { email: `media-editor-${stamp}@agency.test`, password: `media-editor-password-${stamp}` };

/** A phone photo: 4000 × 3000, noisy enough to weigh some 6 MB as a JPEG, taken on its side (EXIF orientation 6). */
async function phonePhoto(): Promise<Buffer> {
  const raw = crypto.randomBytes(4000 * 3000 * 3);
  return sharp(raw, { raw: { width: 4000, height: 3000, channels: 3 } }).jpeg({ quality: 70 }).withMetadata({ orientation: 6 }).toBuffer();
}

test('an admin uploads a phone photo with alt texts and makes it a home banner with its text (English, 1366 px)', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);

  // A Japanese editor for the second half.
  await page.goto('/admin/staff');
  const staffForm = page.locator('form', { has: page.getByRole('button', { name: 'Create account' }) });
  await staffForm.getByLabel('Name').fill('Media Editor');
  await staffForm.getByLabel('E-mail').fill(editor.email);
  await staffForm.getByLabel('Role').selectOption('editor');
  await staffForm.locator('#staff-new-language').selectOption('ja');
  await staffForm.getByRole('button', { name: 'Create account' }).click();
  await expect(staffForm.getByTestId('staff-outcome')).toContainText(editor.email);
  process.env.E2E_MEDIA_EDITOR_OTP = (await staffForm.getByTestId('staff-outcome').textContent())!.split(/[:：]\s*/).at(-1)!.trim();

  await page.goto('/admin/content');
  await page.getByRole('link', { name: 'Media library' }).click();
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(5_000_000);
  // From a file, as a browser picks it (a 6 MB buffer would cross the protocol as base64: seconds).
  const file = testInfo.outputPath('IMG_2041.jpg');
  const bad = testInfo.outputPath('floor-plan.heic');
  fs.writeFileSync(file, photo);
  fs.writeFileSync(bad, 'not decodable here');
  await page.getByLabel(/^Images \(/).setInputFiles([file, bad]);
  await page.getByLabel('Alt text (English)').first().fill(alt.en);
  await page.getByLabel('Alt text (Japanese)').first().fill(alt.ja);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByTestId('media-refused')).toContainText('floor-plan.heic: not a JPEG, PNG, WebP, GIF or AVIF image');
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded.' })).toBeVisible();
  const item = page.getByTestId('media-list').getByRole('listitem').filter({ has: page.getByRole('img', { name: alt.en }) });
  await expect(item).toContainText('IMG_2041.jpg · 1920 × 2560 px');
  await expect(item.getByLabel('Alt text (Japanese)')).toHaveValue(alt.ja);
  await expectNoSeriousA11yViolations(page);

  // The banner: the picked image, a text per language; a banner without an image is refused.
  await page.goto('/admin/content/banners/new');
  await page.getByLabel('Text on the banner').first().fill(bannerText.en);
  await page.getByLabel('Text on the banner').nth(1).fill(bannerText.ja);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#content-image-error')).toHaveText('Required.');
  await expect(page.getByLabel('Text on the banner').first()).toHaveValue(bannerText.en);
  await page.getByTestId('picker-image').getByRole('radio', { name: alt.en }).check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/banners\/\d+\?notice=saved/);
  await expect(page.getByTestId('picker-image').getByRole('radio', { name: alt.en })).toBeChecked();

  await page.goto('/en');
  await expect(page.getByTestId('banner-text').filter({ hasText: bannerText.en })).toHaveCount(1);
});

test('a Japanese editor writes a post with bold text and a link in the editor (Japanese, 390 px)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const oneTime = process.env.E2E_MEDIA_EDITOR_OTP!;
  await signIn(page, editor.email, oneTime);
  await chooseOwnPassword(page, oneTime, editor.password);

  await page.goto('/admin/content/blogs/new');
  await page.getByLabel('タイトル').first().fill(`Moving checklist ${stamp}`);
  await page.getByLabel('タイトル').nth(1).fill(`引っ越しチェックリスト ${stamp}`);
  await page.getByLabel('スラッグ').fill(`moving-checklist-${stamp}`);

  // The English body in the editor, by keyboard: bold on and off, then a link (Ctrl+K).
  const body = page.getByTestId('editor-contentEn');
  await expect(body).toHaveAccessibleName('本文');
  await expect(page.locator('textarea#content-contentEn')).toBeHidden();
  await body.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Pack early');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' and read ');
  await page.keyboard.press('Control+k');
  await page.getByLabel('リンク先のアドレス').fill('https://example.com/moving');
  await page.keyboard.press('Enter');
  await page.getByTestId('editor-contentJa').click();
  await page.keyboard.type('早めに荷造りを始めましょう。');
  await page.getByTestId('picker-thumbnail').getByRole('radio', { name: alt.ja }).check();

  // Published and dated tomorrow: refused, nothing typed is lost.
  await page.getByLabel('サイトに公開する').check();
  const tomorrow = new Date(Date.now() + 31 * 3600_000).toISOString().slice(0, 10);
  await page.getByLabel('公開日').fill(tomorrow);
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.locator('#content-publicDate-error')).toContainText('本日');
  await expect(page.getByTestId('editor-contentEn').locator('strong')).toHaveText('Pack early');
  await expectNoSeriousA11yViolations(page);

  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
  await page.getByLabel('公開日').fill(today);
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/blogs\/\d+\?notice=saved/);
  const preview = page.getByRole('article', { name: '英語' });
  await expect(preview.locator('strong')).toHaveText('Pack early');
  await expect(preview.getByRole('link', { name: 'https://example.com/moving' })).toHaveAttribute('href', 'https://example.com/moving');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/jp');
  await expect(page.getByTestId('banner-text').filter({ hasText: bannerText.ja })).toHaveCount(1);
});
