import { expect, test } from '@playwright/test';
import type { EndpointResponse } from '@/lib/api/endpoints';
import { holdScripts } from './support/forms';
import { api, liveForm, panel, type Results } from './support/search';

test.describe('the results pages\' search modal', () => {
  test("the results page's modal selects a district on the map and searches it", async ({ page, request }) => {
    await page.goto('/en/residences/search?cityId=1');
    await expect(page.getByTestId('search-modal')).toBeHidden();
    const form = await liveForm(page, 'residence-search');
    await page.getByTestId('open-search').click();
    const modal = page.getByTestId('search-modal');
    await expect(modal).toBeVisible();
    const shape = modal.getByTestId('district-map').locator('path[data-district-id]').first();
    const id = await shape.getAttribute('data-district-id');
    await shape.click();
    await expect(shape).toHaveAttribute('aria-checked', 'true');
    const district = panel(form, 'districtId');
    await expect(district.root.locator(`input[value="${id}"]`)).toBeChecked();
    await form.getByTestId('search-submit').click();
    await expect(page).toHaveURL(new RegExp(`districtId=${id}&`));
    await expect(modal).toBeHidden();
    const expected = await api<Results>(request, `/api/properties/filter?language=en&propertyType=0&cityId=1&districtId=${id}`);
    await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(expected.totalRecords));
  });

  test("the modal's map follows the chosen city, drawn from that city's map in the cities API", async ({ page, request }) => {
    const cities = await api<EndpointResponse<'/api/cities'>>(request, '/api/cities?language=en');
    const other = cities.find((c) => c.cityId !== 1 && c.mapSVG.includes('<path'));
    expect(other, 'the seed draws a map for every city').toBeDefined();
    const districts = await api<EndpointResponse<'/api/districts/get-by-city'>>(request, `/api/districts/get-by-city?cityId=${other!.cityId}`);
    await page.goto('/en/residences/search?cityId=1');
    // Opened once the form is live: what this test follows is the map, not a tap while the page
    // hydrates (the tests below open the modal before the scripts run).
    const form = await liveForm(page, 'residence-search');
    await page.getByTestId('open-search').click();
    const modal = page.getByTestId('search-modal');
    await expect(modal).toBeVisible();
    const shapes = modal.getByTestId('district-map').locator('path[data-district-id]');
    await expect(shapes.first()).toBeVisible();
    await form.getByTestId('search-city').selectOption(String(other!.cityId));
    const known = new Set(districts.map((d) => String(d.id)));
    await expect
      .poll(async () => (await shapes.evaluateAll((paths) => paths.map((p) => p.getAttribute('data-district-id') ?? ''))).filter((id) => !known.has(id)).length)
      .toBe(0);
    await expect(shapes.first()).toBeVisible();
    const first = shapes.first();
    await first.click();
    await expect(first).toHaveAttribute('aria-checked', 'true');
  });

  test('opened before the scripts run, the modal stays open once they do, and closing it drops the #search-modal', async ({ page }) => {
    const release = await holdScripts(page);
    // Not until "load": scripts added before it (the loader may run first) hold it, and they are held here.
    await page.goto('/en/residences/search?cityId=1', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('open-search').click();
    await expect(page.getByTestId('search-modal')).toBeVisible();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('search-modal')).toBeVisible();
    await page.getByTestId('close-search').click();
    await expect(page.getByTestId('search-modal')).toBeHidden();
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    // Still without it once the router has settled: a reload would open the modal again.
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).hash).toBe('');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('search-modal')).toBeHidden();
  });

  test('opened before the scripts run, then used to search once they do, it leads to the results and stays shut', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en/residences/search?cityId=1&sort=sqmmin', { waitUntil: 'domcontentloaded' });
    await page.getByTestId('open-search').click();
    await expect(page.getByTestId('search-modal')).toBeVisible();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const form = await liveForm(page, 'residence-search');
    const bedrooms = panel(form, 'bedroom');
    await bedrooms.summary.click();
    const box = bedrooms.boxes.first();
    const value = await box.getAttribute('value');
    await box.check();
    await form.getByTestId('search-submit').click();
    // The close that the submission causes must not put the old address back over the new one.
    await expect(page).toHaveURL(new RegExp(`/en/residences/search\\?[^#]*bedroom=${value}[^#]*sort=sqmmin`));
    await page.waitForLoadState('networkidle');
    expect(page.url()).toMatch(new RegExp(`bedroom=${value}`));
    expect(new URL(page.url()).hash).toBe('');
    await expect(page.getByTestId('search-modal')).toBeHidden();
  });

  test('a results page has one search form, the modal\'s, hydrated with the page; what is typed in it is searched', async ({ page }) => {
    await page.goto('/en/residences/search?cityId=1&sort=sqmmin');
    const form = page.getByTestId('residence-search');
    await expect(form).toHaveCount(1);
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('open-search').click();
    await expect(page.getByTestId('search-modal')).toBeVisible();
    await form.getByRole('searchbox').fill('tower');
    const district = panel(form, 'districtId');
    await district.summary.click();
    await district.boxes.nth(1).check();
    const districtId = await district.boxes.nth(1).getAttribute('value');
    const name = (await district.boxes.nth(1).locator('xpath=..').innerText()).trim();
    await expect(district.text).toHaveText(name);
    await form.getByTestId('search-submit').click();
    await expect(page).toHaveURL(new RegExp(`/en/residences/search\\?.*keyword=tower.*districtId=${districtId}.*sort=sqmmin`));
    await expect(page.getByTestId('results-keyword')).toContainText('tower');
  });

  test("after a search from the home page, the results page's modal opens on its form, focused", async ({ page }) => {
    await page.goto('/en?city=hanoi');
    const home = await liveForm(page, 'residence-search');
    await home.getByRole('searchbox').fill('tower');
    await home.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/\/en\/residences\/search\?.*keyword=tower/);
    await page.getByTestId('open-search').click();
    const form = page.getByTestId('search-modal').getByTestId('residence-search');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(form.getByRole('searchbox')).toHaveValue('tower');
    await expect(form.getByRole('searchbox')).toBeFocused();
  });

  test('the modal opens and searches without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/jp/residences/search?cityId=1&sort=sqmmin');
    await expect(page.getByTestId('search-modal')).toBeHidden();
    await page.getByTestId('open-search').click();
    await expect(page.getByTestId('search-modal')).toBeVisible();
    const form = page.getByTestId('search-modal').getByTestId('residence-search');
    await expect(form).toBeVisible();
    await form.getByRole('searchbox').fill('tower');
    await form.getByRole('button', { name: '検索する' }).click();
    await expect(page).toHaveURL(/\/jp\/residences\/search\?.*keyword=tower.*sort=sqmmin/);
    await expect(page.getByTestId('results-keyword')).toContainText('tower');
    await context.close();
  });
});
