import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * Results on a map, as the keyless site shows it (no Maps key here or in CI): the list
 * and map toggle is a pair of links that works with scripts on and off, the map view is the city's
 * district map with the matching listings per district, and a district's link leads to results
 * whose total is its count. Both languages; nothing scrolls sideways on a phone.
 */

const HANOI = 1;
const SEARCH = `cityId=${HANOI}&leasePriceMax=3000`;

const toggle = (page: Page) => page.getByTestId('results-view-toggle');

/** The district rows of the map view's table, with their counts. */
async function rows(page: Page) {
  return page.getByTestId('district-count-table').locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({ id: Number(tr.getAttribute('data-district-id')), count: Number(tr.getAttribute('data-count')), linked: !!tr.querySelector('a') })),
  );
}

/** From the list to the map and back by the toggle, then a district's link to its results. */
async function journey(page: Page, lang: 'en' | 'jp', words: { list: string; map: string; count: (n: number) => string }) {
  await page.goto(`/${lang}/residences/search?${SEARCH}`);
  await expect(toggle(page).getByRole('link', { name: words.list })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('results-grid')).toBeVisible();

  await toggle(page).getByRole('link', { name: words.map }).click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await expect(toggle(page).getByRole('link', { name: words.map })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('results-grid')).toHaveCount(0);
  const districts = await rows(page);
  expect(districts.length).toBeGreaterThan(3);
  // Districts with listings are links, on the table and on the map; those without are neither.
  for (const d of districts) expect(d.linked, `district ${d.id}`).toBe(d.count > 0);
  const svg = page.getByTestId('district-count-svg');
  await expect(svg.locator('a[data-district-id]')).toHaveCount(districts.filter((d) => d.count > 0).length);
  const chosen = districts.filter((d) => d.count > 0).sort((a, b) => a.count - b.count)[0];
  expect(chosen).toBeDefined();
  await expect(svg.locator(`a[data-district-id="${chosen.id}"]`)).toHaveAttribute('data-count', String(chosen.count));
  await expect(svg.locator(`[data-count-label="${chosen.id}"]`)).toHaveText(words.count(chosen.count));
  await expect(page.locator(`tr[data-district-id="${chosen.id}"] td`)).toHaveText(words.count(chosen.count));

  await page.locator(`tr[data-district-id="${chosen.id}"] a`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]districtId=${chosen.id}(&|$)`));
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(chosen.count));

  await toggle(page).getByRole('link', { name: words.map }).click();
  await expect(page.locator(`tr[data-district-id="${chosen.id}"]`)).toContainText(lang === 'en' ? 'in your search' : '検索条件に含まれています');
  await toggle(page).getByRole('link', { name: words.list }).click();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(chosen.count));
}

const EN = { list: 'List', map: 'Map', count: (n: number) => `${n} ${n === 1 ? 'listing' : 'listings'}` };
const JP = { list: '一覧で見る', map: '地図で見る', count: (n: number) => `${n}件` };

async function withoutScripts(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('results on a map', () => {
  test('toggles to the district map and back, and a district leads to as many results as it counts (English)', async ({ page }) => {
    await journey(page, 'en', EN);
  });

  test('does the same with scripts off, in Japanese', async ({ browser }) => {
    await withoutScripts(browser, (page) => journey(page, 'jp', JP));
  });

  test('marks districts without a match as such, and an empty search still draws the map', async ({ page }) => {
    await page.goto(`/en/residences/search?cityId=${HANOI}&keyword=zqxwnothing&view=map`);
    const districts = await rows(page);
    expect(districts.length).toBeGreaterThan(3);
    expect(districts.every((d) => d.count === 0 && !d.linked)).toBe(true);
    await expect(page.getByTestId('district-count-table').locator('tbody td').first()).toHaveText('none');
    await expect(page.getByTestId('district-count-svg').locator('a')).toHaveCount(0);
  });

  for (const [device, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1366, height: 900 }],
  ] as const) {
    test(`names the districts on the map in the page's language, at 12 px or more on ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const lang of ['en', 'jp'] as const) {
        await page.goto(`/${lang}/residences/search?${SEARCH}&view=map`);
        const labels = await page.getByTestId('district-count-svg').locator('text').evaluateAll((texts) =>
          texts.map((t) => {
            const el = t as SVGTextElement;
            const scale = el.getScreenCTM()?.a ?? 0;
            return {
              id: Number(el.getAttribute('data-name-label') ?? el.getAttribute('data-count-label')),
              name: el.hasAttribute('data-name-label') ? (el.textContent ?? '') : null,
              px: parseFloat(getComputedStyle(el).fontSize) * scale,
            };
          }),
        );
        expect(labels.length).toBeGreaterThan(6);
        for (const l of labels) expect(l.px, `${lang} label of district ${l.id}`).toBeGreaterThanOrEqual(12);
        // Each name on the map is the table's name of that district: Japanese on /jp, never the map's stored Vietnamese.
        const names = labels.filter((l) => l.name !== null);
        expect(names.length).toBeGreaterThan(3);
        for (const l of names) {
          // The map's lines of a name are separate tspans: compared without white space.
          const row = (await page.locator(`tr[data-district-id="${l.id}"] th > :first-child`).textContent()) ?? '';
          expect(l.name!.replace(/\s+/g, '')).toBe(row.replace(/\s+/g, ''));
          if (lang === 'jp') expect(l.name).not.toMatch(/[A-Za-zÀ-ỹ]/);
        }
      }
    });
  }

  test('at 390 px the page does not scroll sideways (the map scrolls in its own frame), on the residence and the office map', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [`/en/residences/search?${SEARCH}&view=map`, `/jp/offices/search?cityId=${HANOI}&view=map`]) {
      await page.goto(path);
      await expect(page.getByTestId('district-count-table')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
