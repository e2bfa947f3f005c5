import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { holdScripts } from './support/forms';

type Results = { totalRecords: number; items: { id: number }[] };
type District = { id: number; districtName: string };

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** Waits until the form's scripts run, so clicks reach React and not only the browser. */
async function liveForm(page: Page, testId: 'residence-search' | 'office-search'): Promise<Locator> {
  const form = page.getByTestId(testId).first();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

function panel(form: Locator, id: string) {
  const root = form.getByTestId(`panel-${id}`);
  return { root, summary: root.locator('summary'), boxes: root.getByRole('checkbox'), text: root.getByTestId('panel-summary') };
}

test.describe('residence search form', () => {
  test('searches without JavaScript: districts and bedrooms narrow the results as the API says', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en?city=hanoi');
    const form = page.getByTestId('residence-search');
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
    const all = await api<{ message: number }>(request, '/api/properties/total-unit?language=en&propertyType=0&cityId=1');
    await expect(counter).toHaveAttribute('data-count', String(all.message));

    const bedroom = panel(form, 'bedroom');
    await bedroom.summary.click();
    const changed = Date.now();
    const asked = page.waitForRequest((r) => r.url().includes('/api/properties/total-unit'));
    await bedroom.boxes.nth(1).check();
    const value = await bedroom.boxes.nth(1).getAttribute('value');
    await asked;
    expect(Date.now() - changed).toBeGreaterThanOrEqual(950);
    const narrowed = await api<{ message: number }>(request, `/api/properties/total-unit?language=en&propertyType=0&cityId=1&bedroom=${value}`);
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

  test("the results page's modal selects a district on the map and searches it", async ({ page, request }) => {
    await page.goto('/en/residences/search?cityId=1');
    await expect(page.getByTestId('search-modal')).toBeHidden();
    await page.getByTestId('open-search').click();
    const modal = page.getByTestId('search-modal');
    await expect(modal).toBeVisible();
    const form = await liveForm(page, 'residence-search');
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
    const cities = await api<{ cityId: number; mapSVG: string }[]>(request, '/api/cities?language=en');
    const other = cities.find((c) => c.cityId !== 1 && c.mapSVG.includes('<path'));
    test.skip(!other, 'the demo data has no second city with a map');
    const districts = await api<{ id: number }[]>(request, `/api/districts/get-by-city?cityId=${other!.cityId}`);
    await page.goto('/en/residences/search?cityId=1');
    await page.getByTestId('open-search').click();
    const modal = page.getByTestId('search-modal');
    const form = await liveForm(page, 'residence-search');
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
    expect(new URL(page.url()).hash).toBe('');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('search-modal')).toBeHidden();
  });

  test("a results page loads the form's code when the modal first opens, and keeps what was typed meanwhile", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/en/residences/search?cityId=1&sort=sqmmin');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    // One form: the copy React sends for pages without scripts is gone, and this one is the server's.
    const form = page.getByTestId('residence-search');
    await expect(form).toHaveCount(1);
    await expect(form).not.toHaveAttribute('data-hydrated');
    const loaded = scripts.length;

    // Opened on a slow line: the form shows at once, and what is typed survives its code's arrival.
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByTestId('open-search').click();
    await expect(page.getByTestId('search-modal')).toBeVisible();
    await form.getByRole('searchbox').fill('tower');
    const district = panel(form, 'districtId');
    await district.summary.click();
    await district.boxes.nth(1).check();
    const districtId = await district.boxes.nth(1).getAttribute('value');
    const name = (await district.boxes.nth(1).locator('xpath=..').innerText()).trim();
    await expect(form).not.toHaveAttribute('data-hydrated');
    release();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    expect(scripts.length).toBeGreaterThan(loaded);
    // The form's state has them: its summary names the district, and the search carries both.
    await expect(form.getByRole('searchbox')).toHaveValue('tower');
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
    // A page the browser rendered has no server HTML for the form: its code loaded with the page.
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
    // The modal's own form (React also sends the page a hidden copy, which scripts would put in its place).
    const form = page.getByTestId('search-modal').getByTestId('residence-search');
    await expect(form).toBeVisible();
    await form.getByRole('searchbox').fill('tower');
    await form.getByRole('button', { name: '検索する' }).click();
    await expect(page).toHaveURL(/\/jp\/residences\/search\?.*keyword=tower.*sort=sqmmin/);
    await expect(page.getByTestId('results-keyword')).toContainText('tower');
    await context.close();
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
    const expected = await api<{ message: number }>(
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
    const form = page.getByTestId('office-search');
    await form.getByTestId('mode-budget').check();
    await form.getByTestId('slider-budget').getByTestId('slider-max').fill('6000');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/offices\/search\?/);
    const expected = await api<Results>(request, '/api/properties/filter?language=en&propertyType=2&cityId=1&officePriceSearchType=2&leasePriceMax=6000&pageSize=16');
    await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(expected.totalRecords));
    await context.close();
  });
});
