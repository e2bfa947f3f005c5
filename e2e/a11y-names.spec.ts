import { expect, test } from '@playwright/test';

/**
 * Names a screen reader reads. Titles tell pages apart, the language switch is
 * read in the page's language with only the other language's own name marked as that language,
 * and the English legal line of the Japanese pages is marked English.
 */
test.describe('names a screen reader reads', () => {
  for (const [lang, title] of [
    ['en', 'Page not found｜ISN Vietnam Rentals'],
    ['jp', 'ページが見つかりません｜ISNベトナム 賃貸情報'],
  ] as const) {
    for (const path of [`/${lang}/no-such-page`, `/${lang}/residence/detail/999999`]) {
      test(`${path} is titled as a missing page`, async ({ page }) => {
        const res = await page.goto(path);
        expect(res?.status()).toBe(404);
        await expect(page).toHaveTitle(title);
      });
    }
  }

  for (const lang of ['en', 'jp']) {
    test(`/${lang}: the saved history and the company history have different titles`, async ({ page }) => {
      await page.goto(`/${lang}/histories`);
      const saved = await page.title();
      await page.goto(`/${lang}/about-isn/history`);
      expect(await page.title()).not.toBe(saved);
    });
  }

  test('/en: the switch to Japanese is read in English, with only 日本語 marked ja', async ({ page }) => {
    await page.goto('/en');
    const nav = page.getByTestId('language-switch');
    const toJp = nav.getByRole('link', { name: 'Switch language to 日本語' });
    await expect(toJp).toHaveAttribute('hreflang', 'ja');
    expect(await toJp.getAttribute('lang')).toBeNull();
    await expect(toJp.locator('[lang="ja"]')).toHaveText('日本語');
    await expect(toJp).toHaveText(/日本語$/);
    // The current language is a plain link marked as current, in the page's language.
    await expect(nav.locator('[aria-current="true"]')).toHaveAccessibleName('English');
  });

  test('/jp: the switch to English is read in Japanese, with only English marked en', async ({ page }) => {
    await page.goto('/jp');
    const toEn = page.getByTestId('language-switch').getByRole('link', { name: /^English ?に切り替える$/ });
    expect(await toEn.getAttribute('lang')).toBeNull();
    await expect(toEn.locator('[lang="en"]')).toHaveText('English');
  });

  test('/jp: the English copyright line is marked English; /en leaves it to the page', async ({ page }) => {
    await page.goto('/jp');
    await expect(page.getByTestId('site-footer').locator('p[lang="en"]', { hasText: 'All rights reserved' })).toBeVisible();
    await page.goto('/en');
    await expect(page.getByTestId('site-footer').locator('p[lang]', { hasText: 'All rights reserved' })).toHaveCount(0);
  });
});
