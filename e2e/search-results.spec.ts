import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PropertyPage } from '@/lib/api/properties';

/**
 * The search results journeys: the page answers a query
 * exactly as GET /api/properties/filter does, sort and page size rewrite the address (a new page
 * size starts again at page 1), paging uses plain links, and all of it works with scripts off.
 */

async function filter(request: APIRequestContext, query: string): Promise<PropertyPage> {
  const res = await request.get(`/api/properties/filter?${query}`);
  expect(res.ok(), `filter ${query}`).toBe(true);
  return res.json();
}

const results = (page: Page) => page.getByTestId('results');
const cardIds = async (page: Page) => (await page.getByTestId('results-grid').locator(':scope > li').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id')))));
const totalShown = async (page: Page) => Number(await results(page).getAttribute('data-total'));

/** The page and the API agree on the total and on the listings of the page, in order. */
async function expectSameAsApi(page: Page, request: APIRequestContext, path: string, query: string, apiQuery = query) {
  const api = await filter(request, apiQuery);
  await page.goto(`${path}?${query}`);
  expect(await totalShown(page)).toBe(api.totalRecords);
  expect(await cardIds(page)).toEqual(api.items.map((i) => i.id));
  return api;
}

test.describe('residence search results', () => {
  test('a keyword, district or bedroom filter narrows the results exactly as the API does', async ({ page, request }) => {
    const all = await filter(request, 'propertyType=0');
    const queries = ['keyword=tay%20ho', 'districtId=1', 'bedroom=2', 'keyword=serviced&districtId=1%2C2&bedroom=1,2&sort=leasePriceMin'];
    for (const query of queries) {
      const api = await expectSameAsApi(page, request, '/en/residences/search', query);
      expect(api.totalRecords, query).toBeGreaterThan(0);
      expect(api.totalRecords, query).toBeLessThan(all.totalRecords);
    }
  });

  test('shows the breadcrumb, the four sorts and the range of the page', async ({ page, request }) => {
    const api = await filter(request, 'propertyType=0');
    await page.goto('/en/residences/search');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Residences']);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Search results');
    await expect(page.getByLabel('Sort by').locator('option')).toHaveText(['Size: smallest first', 'Size: largest first', 'Price: low to high', 'Price: high to low', 'Newest first']);
    await expect(page.getByLabel('Sort by')).toHaveValue('-leasePriceMin');
    await expect(page.getByLabel('Per page').locator('option')).toHaveText(['15', '30', '45', '60', '75', '90']);
    await expect(page.getByTestId('results-range')).toHaveText(`1 - 15 of ${api.totalRecords.toLocaleString('en-US')}`);
    await expect(page.getByTestId('property-card')).toHaveCount(15);
  });

  test('reads in Japanese as a Japanese site does', async ({ page, request }) => {
    const api = await filter(request, 'propertyType=0&language=jp');
    await page.goto('/jp/residences/search');
    await expect(page.getByTestId('results-range')).toHaveText(`${api.totalRecords.toLocaleString('ja-JP')}件中 1〜15件`);
    await expect(page.getByLabel('並び替え').locator('option')).toHaveText(['面積が狭い順', '面積が広い順', '賃料が安い順', '賃料が高い順', '新着順']);
    await expect(page.getByRole('navigation', { name: 'パンくずリスト' }).locator('[aria-current="page"]')).toHaveText('検索結果');
  });

  test('a new sort rewrites the address and keeps the other values, the page index included', async ({ page, request }) => {
    await page.goto('/en/residences/search?keyword=tay%20ho&pageIndex=2');
    await page.getByLabel('Sort by').selectOption('sqmmin');
    await page.waitForURL(/sort=sqmmin/);
    const url = new URL(page.url());
    expect(url.searchParams.get('keyword')).toBe('tay ho');
    expect(url.searchParams.get('pageIndex')).toBe('2');
    const api = await filter(request, 'keyword=tay%20ho&pageIndex=2&sort=sqmmin');
    expect(await cardIds(page)).toEqual(api.items.map((i) => i.id));
  });

  test('a new page size rewrites the address and starts again at page 1', async ({ page, request }) => {
    const api = await filter(request, 'bedroom=2&pageSize=30');
    await page.goto('/en/residences/search?bedroom=2&sort=leasePriceMin&pageIndex=3');
    await page.getByLabel('Per page').selectOption('30');
    await page.waitForURL(/pageSize=30/);
    const url = new URL(page.url());
    expect(url.searchParams.get('pageIndex')).toBeNull();
    expect(url.searchParams.get('bedroom')).toBe('2');
    expect(url.searchParams.get('sort')).toBe('leasePriceMin');
    await expect(page.getByTestId('results-range')).toHaveText(`1 - ${Math.min(30, api.totalRecords)} of ${api.totalRecords}`);
    await expect(page.getByTestId('property-card')).toHaveCount(Math.min(30, api.totalRecords));
  });

  test('pages with real links that keep the query and land at the top', async ({ page, request }) => {
    const api = await filter(request, 'bedroom=2&pageIndex=2');
    expect(api.pageCount, 'the seed has three pages of two-bedroom homes').toBeGreaterThanOrEqual(3);
    await page.goto('/en/residences/search?bedroom=2');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await page.mouse.wheel(0, 4000);
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/pageIndex=2/);
    expect(new URL(page.url()).searchParams.get('bedroom')).toBe('2');
    await expect(page.getByTestId('results-range')).toHaveText(`16 - 30 of ${api.totalRecords}`);
    expect(await cardIds(page)).toEqual(api.items.map((i) => i.id));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await pager.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/pageIndex=3/);
    await expect(pager.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  test('keeps two margin pages on wide screens and one on narrow ones', async ({ page, request }) => {
    const api = await filter(request, 'propertyType=0');
    expect(api.pageCount, 'the seed has eight pages of residences').toBeGreaterThanOrEqual(8);
    await page.goto('/en/residences/search?pageIndex=4');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: `Page ${api.pageCount - 1}`, exact: true })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(pager.getByRole('link', { name: `Page ${api.pageCount - 1}`, exact: true })).toBeHidden();
    await expect(pager.getByRole('link', { name: `Page ${api.pageCount}`, exact: true })).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Page 4', exact: true })).toBeVisible();
  });

  test('shows the not-found message with its picture when nothing matches', async ({ page }) => {
    await page.goto('/en/residences/search?keyword=qqqzzzxxx');
    const empty = page.getByTestId('results-empty');
    await expect(empty).toContainText('Sorry, no properties found.');
    await expect(empty.locator('svg')).toBeVisible();
    await expect(page.getByTestId('property-card')).toHaveCount(0);
    await expect(page.getByTestId('pagination')).toHaveCount(0);
    await page.goto('/jp/residences/search?keyword=qqqzzzxxx');
    await expect(page.getByTestId('results-empty')).toContainText('該当する物件が見つかりませんでした');
  });

  test('an invalid value falls back to its default instead of failing', async ({ page, request }) => {
    const api = await filter(request, 'bedroom=2');
    const res = await page.goto('/en/residences/search?bedroom=2&sort=cheapest&pageSize=abc&pageIndex=-1&districtId=x');
    expect(res?.status()).toBe(200);
    expect(await totalShown(page)).toBe(api.totalRecords);
    await expect(page.getByLabel('Sort by')).toHaveValue('-leasePriceMin');
    await expect(page.getByLabel('Per page')).toHaveValue('15');
  });

  test('remembers the listings of the page for the detail page', async ({ page }) => {
    await page.goto('/en/residences/search?bedroom=1');
    const ids = await cardIds(page);
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('resultSearch') ?? '[]').map((r: { id: number }) => r.id)))
      .toEqual(ids);
  });
});

test.describe('office search results', () => {
  test('answers as the API does, sixteen a page, and remembers the offices shown', async ({ page, request }) => {
    const api = await expectSameAsApi(page, request, '/en/offices/search', '', 'propertyType=2&pageSize=16');
    await expect(page.getByTestId('property-card')).toHaveCount(Math.min(16, api.totalRecords));
    await expect(page.getByLabel('Per page').locator('option')).toHaveText(['16', '32', '48', '64', '80', '96']);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Offices']);
    await expect(page.getByTestId('property-card').first().getByRole('link')).toHaveAttribute('href', /^\/en\/office\/detail\//);
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('resultOfficeSearch') ?? '[]').length))
      .toBe(Math.min(16, api.totalRecords));
  });

  test('filters by size and budget as the API does', async ({ page, request }) => {
    await expectSameAsApi(page, request, '/en/offices/search', 'officePriceSearchType=2&leasePriceMin=500&leasePriceMax=5000&officeSizeFrom=20&officeSizeTo=200&pageSize=32', 'propertyType=2&officePriceSearchType=2&leasePriceMin=500&leasePriceMax=5000&officeSizeFrom=20&officeSizeTo=200&pageSize=32');
  });
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('sort, page size and paging still work through the form buttons and links', async ({ page, request }) => {
    await page.goto('/en/residences/search?bedroom=2&pageIndex=2');
    await page.getByLabel('Sort by').selectOption('-sqmmin');
    await page.getByTestId('sort-form').getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/sort=-sqmmin/);
    expect(new URL(page.url()).searchParams.get('pageIndex')).toBe('2');
    const sorted = await filter(request, 'bedroom=2&pageIndex=2&sort=-sqmmin');
    expect(await cardIds(page)).toEqual(sorted.items.map((i) => i.id));

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 1', exact: true }).click();
    await page.waitForURL(/pageIndex=1/);
    const first = await filter(request, 'bedroom=2&pageIndex=1&sort=-sqmmin');
    expect(await cardIds(page)).toEqual(first.items.map((i) => i.id));

    await page.getByLabel('Per page').selectOption('45');
    await page.getByTestId('page-size-form').getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/pageSize=45/);
    const url = new URL(page.url());
    expect(url.searchParams.get('pageIndex')).toBeNull();
    expect(url.searchParams.get('sort')).toBe('-sqmmin');
    await expect(page.getByTestId('property-card')).toHaveCount(Math.min(45, first.totalRecords));
  });
});
