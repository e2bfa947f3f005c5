import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
}

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
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
