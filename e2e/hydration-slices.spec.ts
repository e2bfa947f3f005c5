import { expect, test, type Page } from '@playwright/test';
import { PHONE } from '../scripts/lib/phone';
import { holdScripts } from './support/forms';

/**
 * Hydration in slices (components/ui/slice.tsx): the first screen goes live without waiting for
 * what lies below it. The footer hydrates in a slice of its own, and its newsletter island's code
 * is a script of its own (`footer-island`, components/forms/newsletter-island-lazy.client.tsx).
 * With that script held back, as on a connection where it comes last, the header and the first
 * screen must hydrate and answer taps while the footer stays the server's HTML; once the script
 * arrives, the footer goes live too. Without the slice, React would hydrate the page in one pass
 * and wait for the footer's script before any of it was live.
 */
test.use({ ...PHONE });

const FOOTER_SCRIPT = /\/_next\/static\/chunks\/footer-island\.[^/]*\.js$/;

/** Holds the footer island's script, counting the requests for it; `release` lets them through. */
async function holdFooter(page: Page) {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (FOOTER_SCRIPT.test(req.url())) seen.push(req.url());
  });
  const release = await holdScripts(page, FOOTER_SCRIPT);
  return { seen, release };
}

/**
 * The footer is still the server's: React has come to hydrate it and asked for its script (held),
 * and its newsletter island has not taken over, even on screen.
 */
async function footerNotLive(page: Page, seen: string[]) {
  await expect.poll(() => seen.length, { message: 'the page asked for the footer script, which is held' }).toBeGreaterThan(0);
  const island = page.getByTestId('newsletter-island');
  await island.scrollIntoViewIfNeeded();
  // The island takes over within 400 px of the screen once hydrated (components/forms/newsletter-island.client.tsx).
  await page.waitForTimeout(1_000);
  await expect(island, 'the footer island has not hydrated while its script is held').not.toHaveAttribute('data-ready', 'true');
}

/** With the script let through, the footer hydrates and its island takes over. */
async function footerGoesLive(page: Page, release: () => void) {
  release();
  const island = page.getByTestId('newsletter-island');
  await island.scrollIntoViewIfNeeded();
  await expect(island, 'the footer hydrates once its script arrives').toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
}

test.describe('the first screen works while a slice below it is held back', () => {
  test("the detail page's heart stores the favourite and the header counts it", async ({ page, request }) => {
    const res = await request.get('/en/residences/search');
    const match = /\/en\/residence\/detail\/(\d+)\/[^"?#]+/.exec(await res.text());
    expect(match, 'a residence detail link on the results page').not.toBeNull();
    const { seen, release } = await holdFooter(page);
    await page.goto(match![0], { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html'), 'the first screen hydrates').toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });

    const heart = page.getByTestId('detail-actions').getByTestId('favourite-toggle');
    await heart.tap();
    await expect(heart).toBeChecked();
    // Stored and counted: work only the hydrated page does.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('RESIDENCES_LIKE'))).toBe(match![1]);
    await expect(page.getByTestId('favorites-badge')).toHaveText(/^1/);

    await footerNotLive(page, seen);
    await footerGoesLive(page, release);
  });

  test('"Change search" opens the live search form on the results page', async ({ page }) => {
    const { seen, release } = await holdFooter(page);
    await page.goto('/jp/residences/search', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });

    await page.getByTestId('open-search').tap();
    const modal = page.getByTestId('search-modal');
    await expect(modal).toBeVisible();
    // The modal's form marks itself live once its island has hydrated (components/search/residence-form.client.tsx).
    await expect(modal.getByTestId('residence-search')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });

    await footerNotLive(page, seen);
    await footerGoesLive(page, release);
  });

  test("the home search form's panel opens in a live form", async ({ page }) => {
    const { seen, release } = await holdFooter(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const form = page.getByTestId('residence-search').first();
    await expect(form, 'the home search form hydrates').toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });

    const panel = form.getByTestId('panel-type');
    await panel.locator('summary').tap();
    await expect(panel).toHaveJSProperty('open', true);
    await panel.getByRole('checkbox').first().check();
    await expect(panel.getByRole('checkbox').first()).toBeChecked();

    await footerNotLive(page, seen);
    await footerGoesLive(page, release);
  });
});

test('the slices are server-rendered in place: nothing is moved to the end of the page behind a script', async ({ request }) => {
  const search = await (await request.get('/en/residences/search')).text();
  const detail = /\/en\/residence\/detail\/\d+\/[^"?#]+/.exec(search)![0];
  const projects = await (await request.get('/en/projects')).text();
  const project = /\/en\/project\/detail\/\d+\/[^"?#]+/.exec(projects)![0];
  for (const path of ['/en', '/jp', '/en/residences/search', detail, project, '/en/favorites']) {
    const html = await (await request.get(path)).text();
    // React's markers of an Activity slice (components/ui/slice.tsx): the footer's at least.
    expect(html, `${path} has its slices`).toContain('<!--&-->');
    // A Suspense boundary moved out of place leaves a <template> and sends its content hidden.
    expect(html, `${path} sends no content hidden for a script to reveal`).not.toMatch(/<div hidden id="S:|<template id="B:/);
  }
});
