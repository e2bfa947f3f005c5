import { expect, test } from '@playwright/test';
import type { EndpointResponse } from '@/lib/api/endpoints';
import { expectNoSeriousA11yViolations } from './support/axe';
import { api, liveForm, panel, type District, type Results } from './support/search';

test.describe('residence search form', () => {
  test('searches without JavaScript: districts and bedrooms narrow the results as the API says', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en?city=hanoi');
    // The visible form (React also sends the page a hidden copy, which scripts would put in its place).
    const form = page.getByTestId('residence-search').filter({ visible: true });
    await expect(form).toHaveCount(1);
    // The server's count would not follow the visitor's changes without scripts: it is not shown.
    await expect(form.getByTestId('total-units')).toBeHidden();
    const district = panel(form, 'districtId');
    await district.summary.click();
    await district.boxes.nth(0).check();
    await district.boxes.nth(1).check();
    const ids = [await district.boxes.nth(0).getAttribute('value'), await district.boxes.nth(1).getAttribute('value')];
    const bedroom = panel(form, 'bedroom');
    await bedroom.summary.click();
    await bedroom.boxes.nth(2).check();
    const bed = await bedroom.boxes.nth(2).getAttribute('value');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/residences\/search\?/);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('districtId')).toEqual(ids);
    expect(url.searchParams.get('leasePriceMax')).toBe('5000');
    const expected = await api<Results>(
      request,
      `/api/properties/filter?language=en&propertyType=0&cityId=1&districtId=${ids.join(',')}&bedroom=${bed}&sort=-leasePriceMin&pageSize=15&pageIndex=1`,
    );
    await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(expected.totalRecords));
    await context.close();
  });

  test('submits the comma-joined query of the spec and lands on matching results', async ({ page, request }) => {
    await page.goto('/en?city=hanoi');
    const form = await liveForm(page, 'residence-search');
    await form.getByRole('searchbox').fill('  Residence ');
    const district = panel(form, 'districtId');
    await district.summary.click();
    await district.boxes.nth(0).check();
    await district.boxes.nth(2).check();
    const ids = [await district.boxes.nth(0).getAttribute('value'), await district.boxes.nth(2).getAttribute('value')].join(',');
    await form.getByTestId('search-submit').click();
    await expect(page).toHaveURL(new RegExp(`/en/residences/search\\?propertyType=0&keyword=Residence&cityId=1&districtId=${ids.replace(',', '%2C')}&leasePriceMin=0&leasePriceMax=5000&sort=-leasePriceMin&pageSize=15&pageIndex=1$`));
    const expected = await api<Results>(request, `/api/properties/filter?language=en&propertyType=0&keyword=Residence&cityId=1&districtId=${ids}&pageSize=15`);
    await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(expected.totalRecords));
  });

  test('type, size, building and facility choices narrow the results as the API does', async ({ page, request }) => {
    await page.goto('/en?city=hanoi');
    const form = await liveForm(page, 'residence-search');
    const pick = async (id: string, index: number) => {
      const p = panel(form, id);
      await p.summary.click();
      await p.boxes.nth(index).check();
      const value = await p.boxes.nth(index).getAttribute('value');
      await page.keyboard.press('Escape');
      return value;
    };
    const type = await pick('type', 0);
    await form.getByTestId('more-toggle').click();
    const size = await pick('size', 1);
    const facility = await pick('buildingFacilities', 0);
    await form.getByTestId('search-submit').click();
    await expect(page).toHaveURL(new RegExp(`type=${type}&size=${size}&facilities=${facility}&`));
    const expected = await api<Results>(request, `/api/properties/filter?language=en&propertyType=0&cityId=1&type=${type}&size=${size}&facilities=${facility}`);
    await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(expected.totalRecords));
    const all = await api<Results>(request, '/api/properties/filter?language=en&propertyType=0&cityId=1');
    expect(expected.totalRecords).toBeLessThan(all.totalRecords);
  });

  test('opens one panel at a time; the close icon, a click outside and Escape close it', async ({ page }) => {
    await page.goto('/en?city=hanoi');
    const form = await liveForm(page, 'residence-search');
    const district = panel(form, 'districtId');
    const type = panel(form, 'type');
    await district.summary.click();
    await expect(district.root).toHaveAttribute('open', '');
    await type.summary.click();
    await expect(type.root).toHaveAttribute('open', '');
    await expect(district.root).not.toHaveAttribute('open');
    await type.root.getByTestId('panel-close').click();
    await expect(type.root).not.toHaveAttribute('open');
    await district.summary.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(district.root).not.toHaveAttribute('open');
    await district.summary.click();
    await page.keyboard.press('Escape');
    await expect(district.root).not.toHaveAttribute('open');
  });

  test("takes at most five districts; one reads as its name, more as 'Selected'", async ({ page }) => {
    await page.goto('/en?city=hanoi');
    const form = await liveForm(page, 'residence-search');
    const district = panel(form, 'districtId');
    await district.summary.click();
    await district.boxes.nth(0).check();
    const name = (await district.boxes.nth(0).locator('xpath=..').innerText()).trim();
    await expect(district.text).toHaveText(name);
    for (let i = 1; i < 5; i++) await district.boxes.nth(i).check();
    await expect(district.text).toHaveText('Selected');
    await expect(district.root.getByTestId('panel-cap')).toBeVisible();
    await expect(district.boxes.nth(5)).toBeDisabled();
    await expect(district.root.locator('input:checked')).toHaveCount(5);
    await district.boxes.nth(4).uncheck();
    await expect(district.boxes.nth(5)).toBeEnabled();
  });

  test('refreshes the total-units count after a one-second pause, as the API counts', async ({ page, request }) => {
    await page.goto('/en?city=hanoi');
    const form = await liveForm(page, 'residence-search');
    const counter = form.getByTestId('total-units');
    const all = await api<EndpointResponse<'/api/properties/total-unit'>>(request, '/api/properties/total-unit?language=en&propertyType=0&cityId=1');
    await expect(counter).toHaveAttribute('data-count', String(all.message));

    const bedroom = panel(form, 'bedroom');
    await bedroom.summary.click();
    const changed = Date.now();
    const asked = page.waitForRequest((r) => r.url().includes('/api/properties/total-unit'));
    await bedroom.boxes.nth(1).check();
    const value = await bedroom.boxes.nth(1).getAttribute('value');
    await asked;
    expect(Date.now() - changed).toBeGreaterThanOrEqual(950);
    const narrowed = await api<EndpointResponse<'/api/properties/total-unit'>>(request, `/api/properties/total-unit?language=en&propertyType=0&cityId=1&bedroom=${value}`);
    await expect(counter).toHaveAttribute('data-count', String(narrowed.message));
    expect(narrowed.message).toBeLessThan(all.message);
  });

  test('a new city reloads its districts and clears the chosen ones', async ({ page, request }) => {
    await page.goto('/en?city=hanoi');
    const form = await liveForm(page, 'residence-search');
    const district = panel(form, 'districtId');
    await district.summary.click();
    await district.boxes.nth(0).check();
    await page.keyboard.press('Escape');
    await form.getByTestId('search-city').selectOption('2');
    const hcm = await api<District[]>(request, '/api/districts/get-by-city?cityId=2&language=en');
    await district.summary.click();
    await expect(district.boxes).toHaveCount(hcm.length);
    await expect(district.root.locator('label').first()).toHaveText(hcm[0].districtName);
    await expect(district.root.locator('input:checked')).toHaveCount(0);
    await expect(district.text).toHaveText('Any');
  });

  test('the rent slider keeps its lower bound below its upper one', async ({ page }) => {
    await page.goto('/en?city=hanoi');
    const form = await liveForm(page, 'residence-search');
    const slider = form.getByTestId('slider-rent');
    const max = slider.getByTestId('slider-max');
    await max.focus();
    await page.keyboard.press('Home');
    await expect(max).not.toHaveValue('0');
    const upper = Number(await max.inputValue());
    expect(upper).toBeGreaterThan(Number(await slider.getByTestId('slider-min').inputValue()));
    await slider.getByTestId('slider-min').focus();
    await page.keyboard.press('End');
    expect(Number(await slider.getByTestId('slider-min').inputValue())).toBeLessThan(upper);
    await expect(slider.getByTestId('slider-value')).not.toContainText('$5,000~ –');
  });

  test('reset brings back the defaults of the spec', async ({ page }) => {
    await page.goto('/en/residences/search?cityId=1&keyword=tay&leasePriceMin=500&leasePriceMax=2000&bedroom=2');
    await page.getByTestId('open-search').click();
    const form = await liveForm(page, 'residence-search');
    await expect(form.getByRole('searchbox')).toHaveValue('tay');
    await expect(form.getByTestId('slider-rent').getByTestId('slider-value')).toHaveText('$500 – $2,000');
    await form.getByTestId('search-reset').click();
    await expect(form.getByRole('searchbox')).toHaveValue('');
    await expect(form.getByTestId('slider-rent').getByTestId('slider-value')).toHaveText('$0 – $5,000~');
    await expect(panel(form, 'bedroom').text).toHaveText('Any');
  });

  test('more filters are folded away until asked for', async ({ page }) => {
    await page.goto('/jp?city=hanoi');
    const form = await liveForm(page, 'residence-search');
    const more = form.getByTestId('more-filters');
    await expect(more).not.toHaveAttribute('open');
    await expect(panel(form, 'project').root).toBeHidden();
    await more.getByTestId('more-toggle').click();
    await expect(panel(form, 'project').root).toBeVisible();
    await expect(more.getByTestId('more-toggle')).toHaveText(/詳細条件を閉じる/);
  });

});

test.describe('search forms are accessible', () => {
  test('with a panel open on the home page, and in the open modal with its map', async ({ page }) => {
    await page.goto('/jp?city=hanoi');
    const form = await liveForm(page, 'residence-search');
    await panel(form, 'districtId').summary.click();
    await expectNoSeriousA11yViolations(page, { include: ['[data-testid="residence-search"]'] });
    await page.goto('/en/residences/search?cityId=2');
    await page.getByTestId('open-search').click();
    await liveForm(page, 'residence-search');
    await expectNoSeriousA11yViolations(page, { include: ['#search-modal'] });
  });

  test('the office form, by keyboard alone, reaches the price mode and searches', async ({ page }) => {
    await page.goto('/en/offices?city=hanoi');
    const form = await liveForm(page, 'office-search');
    await expectNoSeriousA11yViolations(page, { include: ['[data-testid="office-search"]'] });
    await form.getByRole('searchbox').focus();
    await page.keyboard.type('tower');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/offices\/search\?propertyType=2&keyword=tower&cityId=1/);
  });
});

test.describe('office search form', () => {
  test('counts only after a touch, and again when the price mode switches', async ({ page, request }) => {
    await page.goto('/en/offices?city=hanoi');
    const form = await liveForm(page, 'office-search');
    const counter = form.getByTestId('total-units');
    await page.waitForTimeout(1300);
    await expect(counter).not.toHaveAttribute('data-count');
    await form.getByTestId('mode-budget').check();
    await expect(form.getByTestId('slider-budget')).toBeVisible();
    await expect(form.getByTestId('slider-unit-price')).toBeHidden();
    const expected = await api<EndpointResponse<'/api/properties/total-unit'>>(
      request,
      '/api/properties/total-unit?language=en&propertyType=2&cityId=1&officePriceSearchType=2&leasePriceMin=0&leasePriceMax=30000&officeSizeFrom=0&officeSizeTo=3000',
    );
    await expect(counter).toHaveAttribute('data-count', String(expected.message));
  });

  test('searches by total budget with the budget bounds', async ({ page, request }) => {
    await page.goto('/jp/offices?city=hanoi');
    const form = await liveForm(page, 'office-search');
    await form.getByTestId('mode-budget').check();
    const max = form.getByTestId('slider-budget').getByTestId('slider-max');
    await max.fill('9000');
    await form.getByTestId('search-submit').click();
    await expect(page).toHaveURL(/\/jp\/offices\/search\?propertyType=2&cityId=1&officePriceSearchType=2&leasePriceMin=0&leasePriceMax=9000&officeSizeFrom=0&officeSizeTo=3000&sort=-leasePriceMin&pageSize=16&pageIndex=1$/);
    const expected = await api<Results>(request, '/api/properties/filter?language=jp&propertyType=2&cityId=1&officePriceSearchType=2&leasePriceMax=9000&pageSize=16');
    await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(expected.totalRecords));
  });

  test('searches by budget without JavaScript: the chosen mode picks its slider', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en/offices?city=hanoi');
    const form = page.getByTestId('office-search').filter({ visible: true });
    await expect(form).toHaveCount(1);
    await form.getByTestId('mode-budget').check();
    // Only the chosen mode's slider shows, scripts or not.
    await expect(form.getByTestId('slider-unit-price')).toBeHidden();
    await form.getByTestId('slider-budget').getByTestId('slider-max').fill('6000');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/offices\/search\?/);
    const expected = await api<Results>(request, '/api/properties/filter?language=en&propertyType=2&cityId=1&officePriceSearchType=2&leasePriceMax=6000&pageSize=16');
    await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(expected.totalRecords));
    await context.close();
  });
});
