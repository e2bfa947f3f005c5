import { expect, test } from '@playwright/test';

type Page = { totalRecords: number; items: { id: number }[] };

test.describe('home search form', () => {
  test('works without JavaScript: districts and bedrooms narrow the results as the API says', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en?city=hanoi');
    const form = page.getByTestId('residence-quick-search');
    await form.getByTestId('quick-district').locator('summary').click();
    const districts = form.getByTestId('quick-district').getByRole('checkbox');
    await districts.nth(0).check();
    await districts.nth(1).check();
    const ids = [await districts.nth(0).getAttribute('value'), await districts.nth(1).getAttribute('value')];
    await form.getByTestId('quick-bedroom').locator('summary').click();
    await form.getByTestId('quick-bedroom').getByRole('checkbox').nth(2).check();
    const bedroom = await form.getByTestId('quick-bedroom').getByRole('checkbox').nth(2).getAttribute('value');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/residences\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('districtId')).toEqual(ids);
    const api: Page = await (
      await request.get(`/api/properties/filter?language=en&propertyType=0&cityId=1&districtId=${ids.join(',')}&bedroom=${bedroom}&sort=-leasePriceMin&pageSize=15&pageIndex=1`)
    ).json();
    const cards = page.getByTestId('property-card');
    if (api.totalRecords === 0) await expect(cards).toHaveCount(0);
    else await expect(cards).toHaveCount(Math.min(15, api.totalRecords));
    await context.close();
  });

  test('the office form searches offices with the keyword and price', async ({ page }) => {
    await page.goto('/jp/offices');
    const form = page.getByTestId('office-quick-search');
    await form.getByRole('searchbox').fill('tower');
    await form.getByRole('combobox').last().selectOption('50');
    await form.getByRole('button', { name: '検索する' }).click();
    await expect(page).toHaveURL(/\/jp\/offices\/search\?.*keyword=tower.*leasePriceMax=50/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
});
