import { expect, type Page } from '@playwright/test';

/** Each test speaks from its own address, so the per-address rate limits never trip across tests. */
export async function ownAddress(page: Page) {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${n()}.${n()}.${n()}` });
}

/** Waits until the page's scripts have run, so a form's clicks reach React. */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

export const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** An address no earlier run has used. */
export function unique(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * Holds back the page's scripts (or those `pattern` matches) until the returned function is called:
 * what a visitor on a slow phone meets when tapping before they have run. Load the page with
 * `waitUntil: 'domcontentloaded'` (held scripts hold "load").
 */
export async function holdScripts(page: Page, pattern: RegExp = /\/_next\/static\/.*\.js$/): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
