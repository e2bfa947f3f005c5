import { test } from '@playwright/test';
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
