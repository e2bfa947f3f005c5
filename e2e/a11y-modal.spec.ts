import { expect, test, type Page } from '@playwright/test';

/** Keyboard-only journeys: the search modal, the mobile menu, the Magazine menu. */

/**
 * Is focus inside the element with this test id? Focus on no element (the body) counts as inside:
 * past the last control Tab goes to the browser's own UI before it comes back to the first, as it
 * does from a native modal <dialog>; what must never happen is a control of the page behind.
 */
const inside = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const el = document.activeElement;
    return !el || el === document.body || !!el.closest(`[data-testid="${id}"]`);
  }, testId);

async function tabTo(page: Page, testId: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId)) return;
  }
  throw new Error(`Tab never reached ${testId}`);
}

for (const lang of ['en', 'jp'] as const) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`/${lang} at ${viewport.width} px`, () => {
      test.use({ viewport });
      // Pairwise (docs/ACCESSIBILITY.md): one modal and one opener for both languages and widths,
      // so each language meets each width and each key once: Enter on /en at 1366 and /jp at 390,
      // Space on the other two; the keyboard search runs where Enter opens.
      const enterTurn = (lang === 'en') === viewport.width > 1000;

      for (const key of [enterTurn ? 'Enter' : ' '] as const) {
        test(`"Change search" opens with ${key === ' ' ? 'Space' : key}, holds focus for 40 Tabs, Escape returns it`, async ({ page }) => {
          await page.goto(`/${lang}/residences/search?cityId=1`);
          await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
          await tabTo(page, 'open-search');
          await expect(page.locator(':focus')).toHaveJSProperty('tagName', 'BUTTON');
          await page.keyboard.press(key);
          await expect(page.getByTestId('search-modal')).toBeVisible();
          let outside = 0;
          for (let i = 0; i < 40; i++) {
            await page.keyboard.press('Tab');
            if (!(await inside(page, 'search-modal'))) outside++;
          }
          expect(outside).toBe(0);
          await page.keyboard.press('Escape');
          await expect(page.getByTestId('search-modal')).toBeHidden();
          // The page's active element, not :focus: the Tabs may have left the browser's focus in its own UI.
          await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('open-search');
        });
      }

      if (enterTurn) test('a search is submitted from the modal by keyboard', async ({ page }) => {
        await page.goto(`/${lang}/residences/search?cityId=1`);
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        await tabTo(page, 'open-search');
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('search-modal')).toBeVisible();
        expect(await inside(page, 'search-modal')).toBe(true);
        await page.keyboard.type('villa');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/keyword=villa/);
      });
    });
  }

  test.describe(`/${lang} at 390 px: mobile menu`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('opens with Space, Tab stays in the header and menu, Escape returns focus to the toggle', async ({ page }) => {
      await page.goto(`/${lang}`);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await tabTo(page, 'menu-toggle');
      const before = await page.evaluate(() => window.scrollY);
      await page.keyboard.press(' ');
      await expect(page.locator('#site-menu')).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        expect(await inside(page, 'site-header')).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('#site-menu')).toBeHidden();
      await expect(page.locator(':focus')).toHaveAttribute('data-testid', 'menu-toggle');
    });
  });

  test.describe(`/${lang} at 1366 px: header`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });
    test('the Magazine menu closes on Escape and focus returns to it; language and city are reachable', async ({ page }) => {
      await page.goto(`/${lang}`);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const summary = page.locator('#site-menu summary');
      let reached = { city: false, language: false };
      for (let i = 0; i < 60 && !(await summary.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press('Tab');
        reached = {
          city: reached.city || (await page.evaluate(() => document.activeElement?.id === 'header-city')),
          language: reached.language || (await page.evaluate(() => !!document.activeElement?.closest('[data-testid="language-switch"] a'))),
        };
      }
      expect(reached).toEqual({ city: true, language: true });
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('magazine-menu')).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('magazine-menu')).toBeHidden();
      await expect(summary).toBeFocused();
    });
  });
}

test.describe('served HTML has unique ids', () => {
  const pages = ['/en', '/jp', '/en/residences/search?cityId=1', '/jp/residences/search?cityId=1', '/en/offices/search?cityId=1', '/jp/offices/search?cityId=1'];
  for (const path of pages) {
    test(`${path}: every id once`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    });
  }
});
