import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { api, liveForm, type District, type Results } from './support/search';

/**
 * What a renter still tripped on (issue 44): furnishing, pets and move-in month in the search
 * forms, the newest-first sort, the active filters as chips that each remove one filter (plain
 * links, so also without scripts), and a keyword over the limit told instead of ignored. On a
 * phone and a desktop, in both languages; the results always as GET /api/properties/filter has them.
 */

const PHONE = { width: 390, height: 844 };
/** This month in Vietnam, as the move-in filter writes it. */
const thisMonth = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date()).slice(0, 7);
const cardIds = (page: Page) => page.getByTestId('results-grid').locator(':scope > li').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))));
const chips = (page: Page) => page.getByTestId('active-filters').getByTestId('filter-chip');

/** The page lists what the API lists for the page's own query. */
async function expectAsApi(page: Page, request: APIRequestContext) {
  const query = new URL(page.url()).searchParams;
  const expected = await api<Results>(request, `/api/properties/filter?${query}`);
  await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(expected.totalRecords));
  expect(await cardIds(page)).toEqual(expected.items.map((i) => i.id));
  return expected;
}

test.describe('renters\u2019 filters, chips and the newest sort', () => {
  test('desktop, English: furnished and pets from the home search, chips, one removed, then newest first', async ({ page, request }) => {
    await page.goto('/en/residences');
    const form = await liveForm(page, 'residence-search');
    await form.getByLabel('Furnishing').selectOption('1');
    await form.getByLabel('Pets allowed').check();
    await form.getByTestId('search-submit').click();
    await page.waitForURL(/\/en\/residences\/search\?.*furnished=1/);
    expect(new URL(page.url()).searchParams.get('petsAllowed')).toBe('1');
    const both = await expectAsApi(page, request);
    expect(both.totalRecords).toBeGreaterThan(0);
    await expect(chips(page).filter({ hasText: 'Furnished' })).toHaveCount(1);
    await expect(chips(page).filter({ hasText: 'Pets allowed' })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Remove filter: Pets allowed' }).click();
    await page.waitForURL((url) => !url.searchParams.has('petsAllowed'));
    await expect(chips(page).filter({ hasText: 'Pets allowed' })).toHaveCount(0);
    await expect(chips(page).filter({ hasText: 'Furnished' })).toHaveCount(1);
    const furnished = await expectAsApi(page, request);
    expect(furnished.totalRecords).toBeGreaterThan(both.totalRecords);

    await page.getByLabel('Sort by').selectOption('newest');
    await page.waitForURL(/sort=newest/);
    expect(new URL(page.url()).searchParams.get('furnished')).toBe('1');
    await expectAsApi(page, request);

    await page.getByTestId('filter-clear-all').click();
    await page.waitForURL((url) => !url.searchParams.has('furnished'));
    await expect(page.getByTestId('active-filters')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('newest');
  });

  test('phone, Japanese: two areas are two chips, names as Japanese writes them, and the Change search form reads the filters back', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const cities = await api<{ cityId: number; code: string }[]>(request, '/api/cities?language=jp');
    const hanoi = cities.find((c) => c.code === 'hanoi')!;
    const [a, b] = await api<District[]>(request, `/api/districts/get-by-city?cityId=${hanoi.cityId}&language=jp`);
    const month = thisMonth();
    const [year, m] = month.split('-').map(Number);
    await page.goto(`/jp/residences/search?cityId=${hanoi.cityId}&districtId=${a.id},${b.id}&furnished=2&petsAllowed=1&moveIn=${month}&sort=newest`);
    await expectAsApi(page, request);
    const labels = await chips(page).allTextContents();
    expect(labels.map((l) => l.replace('×', '').trim())).toEqual(
      expect.arrayContaining([a.districtName, b.districtName, '家具付き（フル装備）', 'ペット可', `${year}年${m}月までに入居可`]),
    );
    await expect(page.getByLabel('並び替え')).toHaveValue('newest');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: '条件を変更する' }).click();
    const modal = page.getByTestId('search-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('家具', { exact: true })).toHaveValue('2');
    await expect(modal.getByLabel('ペット可')).toBeChecked();
    await expect(modal.getByLabel('入居可能時期')).toHaveValue(month);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: `条件を外す：${a.districtName}` }).click();
    await page.waitForURL((url) => url.searchParams.get('districtId') === String(b.id));
    await expect(chips(page).filter({ hasText: a.districtName })).toHaveCount(0);
    await expect(chips(page).filter({ hasText: b.districtName })).toHaveCount(1);
    await expectAsApi(page, request);
  });

  test('phone, English: the office results show the move-in month and the unit price as chips', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/en/offices/search?propertyType=2&officePriceSearchType=1&leasePriceMin=10&leasePriceMax=40&moveIn=${thisMonth()}&pageSize=16`);
    await expectAsApi(page, request);
    await expect(chips(page).filter({ hasText: '$10 – $40 /m²/month' })).toHaveCount(1);
    await expect(chips(page).filter({ hasText: /^Move in by / })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('a keyword over the limit is told in both languages, and neither the page nor the API lists every listing', async ({ page, request }) => {
    const keyword = 'tay ho '.repeat(86).trim(); // about 600 characters
    await page.goto(`/en/residences/search?keyword=${encodeURIComponent(keyword)}`);
    await expect(page.getByTestId('keyword-too-long')).toHaveText(/too long.*200 characters/);
    await expect(page.getByTestId('results')).toHaveCount(0);
    await page.setViewportSize(PHONE);
    await page.goto(`/jp/residences/search?keyword=${encodeURIComponent(keyword)}`);
    await expect(page.getByTestId('keyword-too-long')).toHaveText(/キーワードが長すぎます.*200文字/);
    await expectNoSeriousA11yViolations(page);
    const res = await request.get(`/api/properties/filter?keyword=${encodeURIComponent(keyword)}`);
    expect(res.status()).toBe(400);
    expect((await res.json()).message).toMatch(/keyword/);
  });
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a chip is a plain link: removing one filter reloads the same results without it', async ({ page, request }) => {
    await page.goto('/en/residences/search?furnished=1&petsAllowed=1&pageIndex=2');
    await page.getByRole('link', { name: 'Remove filter: Furnished' }).click();
    await page.waitForURL((url) => !url.searchParams.has('furnished'));
    const url = new URL(page.url());
    expect(url.searchParams.get('petsAllowed')).toBe('1');
    expect(url.searchParams.has('pageIndex')).toBe(false);
    await expectAsApi(page, request);
  });
});
