import { expect, type Page } from '@playwright/test';

/** What has focus, as a short description for failure messages. */
export async function focusedDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el) return 'nothing';
    return `${el.tagName.toLowerCase()}#${el.id} name=${el.getAttribute('name') ?? ''} aria-label=${el.getAttribute('aria-label') ?? ''} text=${(el.textContent ?? '').trim().slice(0, 40)}`;
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`, as a keyboard user
 * would; fails when it is not reached within `max` presses.
 */
export async function tabTo(page: Page, selector: string, { max = 200, back = false }: { max?: number; back?: boolean } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return presses;
  }
  throw new Error(`${selector} not reached in ${max} Tab presses; focus is on ${await focusedDescription(page)}`);
}

/** The focused element. */
export const focused = (page: Page) => page.locator(':focus');

/** The results heading has focus and its description (the range text) gives the page's count. */
export async function expectFocusOnResultsHeading(page: Page, heading: string | RegExp) {
  const range = page.getByTestId('results-range');
  await expect(range).toBeVisible();
  const text = (await range.textContent())!.trim();
  await expect(focused(page)).toHaveAccessibleName(heading);
  await expect(focused(page)).toHaveRole('heading');
  await expect(focused(page)).toHaveAccessibleDescription(text);
  return text;
}
