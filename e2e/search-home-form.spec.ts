import { expect, test } from '@playwright/test';
import { holdScripts } from './support/forms';
import { api, panel, scriptLog } from './support/search';

test.describe("the home pages' search form loads its code at the first touch", () => {
  test('the server shows the count; a panel opened, a district ticked and a keyword typed before the code arrives are all kept', async ({ page, request }) => {
    const scripts = scriptLog(page);
    await page.goto('/en?city=hanoi');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const form = page.getByTestId('residence-search');
    await expect(form).toHaveCount(1);
    // The page has hydrated, the form has not, and its count is the server's.
    await expect(form).not.toHaveAttribute('data-hydrated');
    const all = await api<{ message: number }>(request, '/api/properties/total-unit?language=en&propertyType=0&cityId=1');
    await expect(form.getByTestId('total-units')).toHaveAttribute('data-count', String(all.message));
    const loaded = scripts.length;

    // On a slow line: the visitor opens a panel, ticks a district and types before the code is there.
    const release = await holdScripts(page);
    const district = panel(form, 'districtId');
    await district.summary.click();
    await expect(district.root).toHaveAttribute('open', '');
    await district.boxes.nth(1).check();
    const districtId = await district.boxes.nth(1).getAttribute('value');
    const name = (await district.boxes.nth(1).locator('xpath=..').innerText()).trim();
    await form.getByRole('searchbox').fill('residence');
    await expect(form).not.toHaveAttribute('data-hydrated');
    release();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.length).toBeGreaterThan(loaded);

    // The form's state has all three: the panel is open in React's eyes too (one press closes it),
    // its summary names the district, and the count follows both filters.
    await expect(district.root).toHaveAttribute('open', '');
    await expect(district.text).toHaveText(name);
    await expect(form.getByRole('searchbox')).toHaveValue('residence');
    const narrowed = await api<{ message: number }>(request, `/api/properties/total-unit?language=en&propertyType=0&keyword=residence&cityId=1&districtId=${districtId}`);
    await expect(form.getByTestId('total-units')).toHaveAttribute('data-count', String(narrowed.message));
    expect(narrowed.message).toBeLessThan(all.message);
    await district.summary.click();
    await expect(district.root).not.toHaveAttribute('open');
    await form.getByTestId('search-submit').click();
    await expect(page).toHaveURL(new RegExp(`/en/residences/search\\?propertyType=0&keyword=residence&cityId=1&districtId=${districtId}&`));
  });

  test('the office form keeps the price mode chosen before its code, and a focus alone loads the code', async ({ page }) => {
    const scripts = scriptLog(page);
    await page.goto('/en/offices?city=hanoi');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const form = page.getByTestId('office-search');
    await expect(form).not.toHaveAttribute('data-hydrated');
    // Only the chosen mode's slider shows before the code, as after it: nothing moves when it arrives.
    await expect(form.getByTestId('slider-budget')).toBeHidden();
    const box = await form.boundingBox();
    const loaded = scripts.length;

    const release = await holdScripts(page);
    await form.getByTestId('mode-budget').check();
    await expect(form.getByTestId('slider-budget')).toBeVisible();
    await expect(form.getByTestId('slider-unit-price')).toBeHidden();
    release();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.length).toBeGreaterThan(loaded);
    await expect(form.getByTestId('mode-budget')).toBeChecked();
    // The office form counts once touched (SPEC §4): the restored choice counts as a touch.
    await expect(form.getByTestId('total-units')).toHaveAttribute('data-count', /^\d+$/);
    expect((await form.boundingBox())?.height).toBe(box?.height);

    // Focus alone loads the code too (a keyboard visitor): a fresh visit, the keyword field focused.
    await page.goto('/en/offices?city=hanoi');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const again = page.getByTestId('office-search');
    await expect(again).not.toHaveAttribute('data-hydrated');
    await again.getByRole('searchbox').focus();
    await expect(again).toHaveAttribute('data-hydrated', 'true');
  });
});
