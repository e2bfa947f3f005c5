import { expect, test } from '@playwright/test';
import type { EndpointResponse } from '@/lib/api/endpoints';
import { api, panel } from './support/search';

test.describe("the home pages' search form hydrates with the page", () => {
  test('the server shows the count; a panel, a district and a keyword narrow it, and the search carries them', async ({ page, request }) => {
    await page.goto('/en?city=hanoi');
    const form = page.getByTestId('residence-search');
    // One form in the page: the server renders it once, and React hydrates that one.
    await expect(form).toHaveCount(1);
    const all = await api<EndpointResponse<'/api/properties/total-unit'>>(request, '/api/properties/total-unit?language=en&propertyType=0&cityId=1');
    await expect(form.getByTestId('total-units')).toHaveAttribute('data-count', String(all.message));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(form).toHaveAttribute('data-hydrated', 'true');

    const district = panel(form, 'districtId');
    await district.summary.click();
    await expect(district.root).toHaveAttribute('open', '');
    await district.boxes.nth(1).check();
    const districtId = await district.boxes.nth(1).getAttribute('value');
    const name = (await district.boxes.nth(1).locator('xpath=..').innerText()).trim();
    await form.getByRole('searchbox').fill('residence');
    await expect(district.text).toHaveText(name);
    const narrowed = await api<EndpointResponse<'/api/properties/total-unit'>>(request, `/api/properties/total-unit?language=en&propertyType=0&keyword=residence&cityId=1&districtId=${districtId}`);
    await expect(form.getByTestId('total-units')).toHaveAttribute('data-count', String(narrowed.message));
    expect(narrowed.message).toBeLessThan(all.message);
    await district.summary.click();
    await expect(district.root).not.toHaveAttribute('open');
    await form.getByTestId('search-submit').click();
    await expect(page).toHaveURL(new RegExp(`/en/residences/search\\?propertyType=0&keyword=residence&cityId=1&districtId=${districtId}&`));
  });

  test('the office form shows only the chosen price mode’s slider, and counts once the mode is switched', async ({ page }) => {
    await page.goto('/en/offices?city=hanoi');
    const form = page.getByTestId('office-search');
    await expect(form.getByTestId('slider-budget')).toBeHidden();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const box = await form.boundingBox();
    // The office form counts once touched.
    await expect(form.getByTestId('total-units')).not.toHaveAttribute('data-count');
    await form.getByTestId('mode-budget').check();
    await expect(form.getByTestId('slider-budget')).toBeVisible();
    await expect(form.getByTestId('slider-unit-price')).toBeHidden();
    await expect(form.getByTestId('total-units')).toHaveAttribute('data-count', /^\d+$/);
    expect((await form.boundingBox())?.height).toBe(box?.height);
  });
});
