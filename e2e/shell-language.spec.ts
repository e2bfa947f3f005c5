import { expect, test } from '@playwright/test';

test.describe('language of a page', () => {
  test('the prefix decides, and <html lang> follows it', async ({ page }) => {
    await page.goto('/jp');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible();
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('an unprefixed address is English at the same address by default', async ({ page }) => {
    const res = await page.goto('/?x=1');
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the stored language sends an unprefixed address to /jp', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'jp', url: baseURL }]);
    await page.goto('/?cityId=2');
    expect(new URL(page.url()).pathname).toBe('/jp');
    expect(new URL(page.url()).search).toBe('?cityId=2');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('without a stored language, a Japanese browser goes to /jp', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/jp');
    await context.close();
  });

  test('the switch goes to the same page in the other language, keeps the query and remembers the choice', async ({ page, context }) => {
    // Only the parameters the page reads are kept: the page cache renders it for that address alone.
    await page.goto('/en/residences/search?language=en&keyword=tay%20ho&utm_source=mail');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: /日本語/ }).click();
    await expect(page).toHaveURL(/\/jp\/residences\/search\?language=jp&keyword=tay(\+|%20)ho$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('jp');
    // Written by the page's scripts, which load after the first paint.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('jp');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/jp');
  });
});

test.describe('not found', () => {
  for (const [path, heading] of [
    ['/no-such-page', 'Page not found'],
    ['/en/no-such-page', 'Page not found'],
    ['/jp/no-such-page', 'ページが見つかりません'],
    ['/normal/privacy-policy', 'Page not found'],
  ] as const) {
    test(`${path} answers 404 with the localised page`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByTestId('site-header')).toBeVisible();
    });
  }

  test('the 404 page is complete without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/jp/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ページが見つかりません');
    await context.close();
  });
});
