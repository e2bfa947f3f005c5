import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './support/axe';
import { unique } from './support/forms';
import { addStaff, chooseOwnPassword, FIRST_ADMIN, signIn } from './support/staff';

/**
 * Media: deleting an image of the library. An editor uploads two images, makes one a
 * home banner, deletes the other after its confirmation page, and is refused deleting the banner's,
 * with the banner named and linked. In English at 1366 px (the admin) and in Japanese at 390 px
 * (an editor whose back office is Japanese); without JavaScript as with it, the pages are plain forms.
 */
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const editor = { email: unique('media-del'), password: `media-delete-password-${stamp}` };

const WORDS = {
  en: { images: /^Images \(/, altEn: 'Alt text (English)', altJa: 'Alt text (Japanese)', upload: 'Upload', bannerText: 'Text on the banner', save: 'Save', confirm: 'Delete for good', deleted: 'Deleted.', usedIn: 'Used in', banner: 'Banner: ', del: (n: string) => `Delete ${n}`, inUse: (n: string) => `${n} cannot be deleted yet` },
  ja: { images: /^画像（/, altEn: '代替テキスト（英語）', altJa: '代替テキスト（日本語）', upload: 'アップロードする', bannerText: 'バナーの文言', save: '保存する', confirm: '削除する', deleted: '削除しました。', usedIn: '使用箇所', banner: 'バナー：', del: (n: string) => `${n} を削除する`, inUse: (n: string) => `「${n}」はまだ削除できません` },
} as const;

async function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();
}

async function journey(page: Page, lang: 'en' | 'ja') {
  const w = WORDS[lang];
  const names = { unused: `unused-${lang}-${stamp}.png`, banner: `banner-${lang}-${stamp}.png` };
  const alt = { unused: `Unused ${lang} ${stamp}`, banner: `Banner ${lang} ${stamp}` };
  const bannerTitle = `Lake homes ${lang} ${stamp}`;

  // Two images, each with its own alt text (one upload each).
  for (const key of ['unused', 'banner'] as const) {
    await page.goto('/admin/content/media');
    await page.getByLabel(w.images).setInputFiles({ name: names[key], mimeType: 'image/png', buffer: await png(key === 'unused' ? '#a33' : '#3a6') });
    await page.getByLabel(w.altEn).first().fill(alt[key]);
    await page.getByLabel(w.altJa).first().fill(alt[key]);
    await page.getByRole('button', { name: w.upload, exact: true }).click();
    await expect(page.getByTestId('media-list').getByRole('img', { name: alt[key] })).toBeVisible();
  }

  // One of them on a banner.
  await page.goto('/admin/content/banners/new');
  await page.getByLabel(w.bannerText).first().fill(bannerTitle);
  await page.getByTestId('picker-image').getByRole('radio', { name: alt.banner }).check();
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/banners\/\d+\?notice=saved/);

  // The unused one: a confirmation page with its preview, then gone from the library.
  await page.goto('/admin/content/media');
  await page.getByRole('link', { name: w.del(names.unused) }).click();
  await expect(page).toHaveURL(/\/admin\/content\/media\/\d+\/delete$/);
  await expect(page.getByRole('img', { name: alt.unused })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { include: ['main'] });
  await page.getByRole('button', { name: w.confirm, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/media\?notice=deleted$/);
  await expect(page.getByRole('status').filter({ hasText: w.deleted })).toBeVisible();
  await expect(page.getByTestId('media-list').getByRole('img', { name: alt.unused })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, { include: ['main'] });

  // The banner's: refused, the banner named with a link to it, and no delete button.
  await page.getByRole('link', { name: w.del(names.banner) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.inUse(names.banner));
  await expect(page.getByRole('heading', { name: w.usedIn })).toBeVisible();
  const use = page.getByTestId('media-uses').getByRole('link', { name: `${w.banner}${bannerTitle}` });
  await expect(use).toHaveAttribute('href', /\/admin\/content\/banners\/\d+$/);
  await expect(page.getByRole('button', { name: w.confirm, exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { include: ['main'] });
  await page.goto('/admin/content/media');
  await expect(page.getByTestId('media-list').getByRole('img', { name: alt.banner })).toBeVisible();
}

test('an admin deletes an unused image and is refused one a banner uses (English, 1366 px)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  process.env.E2E_MEDIA_DELETE_OTP = await addStaff(page, `Media ${stamp}`, editor.email, 'editor', 'ja');
  await journey(page, 'en');
});

test('a Japanese editor deletes an unused image and is refused one a banner uses (Japanese, 390 px)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const oneTime = process.env.E2E_MEDIA_DELETE_OTP!;
  await signIn(page, editor.email, oneTime);
  await chooseOwnPassword(page, oneTime, editor.password);
  await journey(page, 'ja');
});
