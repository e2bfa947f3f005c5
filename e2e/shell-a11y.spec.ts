import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`accessibility of the shell at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of ['/en', '/jp', '/en/no-such-page']) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path);
        if (viewport.width < 1024) await page.getByTestId('menu-toggle').click();
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

/**
 * WCAG 2.5.3 (label in name): a link named by aria-label must say what it shows, so that a
 * speech user can click it by its visible words. axe keeps this rule out of its default run
 * (experimental), so it is asked for by name; the badges are shown by saving some ids first.
 */
test.describe('label in name', () => {
  for (const lang of ['en', 'jp']) {
    test(`/${lang}: the header's named links contain their visible text`, async ({ page }) => {
      await page.addInitScript(() => {
        window.localStorage.setItem('RESIDENCES_LIKE', '1,2,3');
        window.localStorage.setItem('HISTORY', '4,5');
      });
      await page.goto(`/${lang}`);
      await expect(page.getByTestId('favorites-badge')).toBeVisible();
      await expect(page.getByTestId('histories-badge')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).include('[data-testid="site-header"]').include('[data-testid="site-footer"]').withRules(['label-content-name-mismatch']).analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
    });
  }
});
