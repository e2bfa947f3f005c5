import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { EndpointResponse } from '@/lib/api/endpoints';
import type { PropertyPage } from '@/lib/api/properties';

/**
 * The list pages: /list-properties/{latest|hot|similar}/{residence|office} for the
 * active city, /special/{id} and /residence/location/{slug}, each paged like the search page and
 * each answering an address that names no list with a not-found page.
 */

const HANOI = 1;

async function api<T = PropertyPage>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return res.json();
}

const cardIds = (page: Page) => page.getByTestId('results-grid').locator(':scope > li').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))));
const cardLinks = (page: Page) => page.getByTestId('property-card').getByRole('heading').getByRole('link');

test.describe('latest and hot lists', () => {
  test('latest residences of the active city, linking with ?last and paged fifteen at a time', async ({ page, request }) => {
    const list = await api(request, `/api/properties/latest?cityId=${HANOI}&propertiesType=0&pageSize=15&language=en`);
    expect(list.pageCount, 'the seed has more than a page of latest residences in Hanoi').toBeGreaterThan(1);
    await page.goto('/en/list-properties/latest/residence?city=hanoi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest residences');
    expect(await cardIds(page)).toEqual(list.items.map((i) => i.id));
    await expect(cardLinks(page).first()).toHaveAttribute('href', /^\/en\/residence\/detail\/\d+\/[^?]+\?last$/);
    await expect(page.getByTestId('results-range')).toHaveText(`1 - ${Math.min(15, list.totalRecords)} of ${list.totalRecords}`);
    if (list.pageCount > 1) {
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
      await page.waitForURL(/pageIndex=2/);
      const second = await api(request, `/api/properties/latest?cityId=${HANOI}&propertiesType=0&pageSize=15&pageIndex=2&language=en`);
      expect(await cardIds(page)).toEqual(second.items.map((i) => i.id));
    }
  });

  test('hot residences link with ?hot; Japanese headings use the glossary words', async ({ page, request }) => {
    const list = await api(request, `/api/properties/hot?cityId=${HANOI}&propertiesType=0&pageSize=15&language=jp`);
    expect(list.totalRecords, 'the seed has hot residences in Hanoi').toBeGreaterThan(0);
    await page.goto('/jp/list-properties/hot/residence?city=hanoi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('人気物件');
    expect(await cardIds(page)).toEqual(list.items.map((i) => i.id));
    await expect(cardLinks(page).first()).toHaveAttribute('href', /^\/jp\/residence\/detail\/\d+\/[^?]+\?hot$/);
    await page.goto('/jp/list-properties/latest/residence');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('新着物件');
  });

  test('latest offices, sixteen a page, linking to office details', async ({ page, request }) => {
    const list = await api(request, `/api/properties/latest?cityId=${HANOI}&propertiesType=2&pageSize=16&language=en`);
    expect(list.totalRecords, 'the seed has offices in Hanoi').toBeGreaterThan(0);
    await page.goto('/en/list-properties/latest/office?city=hanoi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest offices');
    expect(await cardIds(page)).toEqual(list.items.map((i) => i.id));
    await expect(cardLinks(page).first()).toHaveAttribute('href', /^\/en\/office\/detail\//);
    await expect(page.getByLabel('Per page').locator('option')).toHaveText(['16', '32', '48', '64', '80', '96']);
  });

  test('similar listings of one residence, with a link back to it', async ({ page, request }) => {
    const latest = await api(request, `/api/properties/latest?cityId=${HANOI}&propertiesType=0&pageSize=1&language=en`);
    const current = latest.items[0];
    expect(current, 'the seed has residences in Hanoi').toBeDefined();
    const similar = await api(request, `/api/properties/similar?currentId=${current.id}&propertiesType=0&pageSize=15&language=en`);
    await page.goto(`/en/list-properties/similar/residence?properties=${current.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Similar residences');
    await expect(page.getByTestId('similar-current')).toHaveAttribute('href', `/en/residence/detail/${current.id}/${current.slug}`);
    expect(await cardIds(page)).toEqual(similar.items.map((i) => i.id));
    expect(await cardIds(page)).not.toContain(current.id);
  });
});

test.describe('special lists and locations', () => {
  test('a special list shows its name and its listings', async ({ page, request }) => {
    const lists = await api<EndpointResponse<'/api/speciallists'>>(request, `/api/speciallists?cityId=${HANOI}&pageSize=6&pageIndex=1&language=en`);
    const special = lists.items[0];
    expect(special, 'the seed has special lists for every city').toBeDefined();
    const listings = await api(request, `/api/speciallists/properties?specialId=${special.id}&language=en&pageSize=15`);
    await page.goto(`/en/special/${special.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(special.name);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]')).toHaveText(special.name);
    await expect(page.getByTestId('property-card')).toHaveCount(Math.min(15, listings.totalRecords));
    expect(await cardIds(page)).toEqual(listings.items.slice(0, 15).map((i) => i.id));
  });

  test('an unknown special list answers 404 with the not-found page', async ({ page }) => {
    for (const address of ['/en/special/999', '/en/special/987654', '/jp/special/999']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
    }
    await page.goto('/en/special/987654');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main')).toContainText('Sorry, the page you are looking for does not exist');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('property-card')).toHaveCount(0);
  });

  test('a district page lists its residences as a district search does, in the chosen sort', async ({ page, request }) => {
    const districts = await api<EndpointResponse<'/api/districts/get-by-city'>>(request, `/api/districts/get-by-city?cityId=${HANOI}&language=en`);
    const district = districts[0];
    const search = await api(request, `/api/properties/filter?propertyType=0&districtId=${district.id}&sort=sqmmin&language=en`);
    await page.goto(`/en/residence/location/${district.slug}?sort=sqmmin`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(district.districtName);
    await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(search.totalRecords));
    expect(await cardIds(page)).toEqual(search.items.map((i) => i.id));
    await expect(page.getByLabel('Sort by')).toHaveValue('sqmmin');
  });

  test("a district page's search modal starts from its district and keeps the sort", async ({ page, request }) => {
    const districts = await api<EndpointResponse<'/api/districts/get-by-city'>>(request, `/api/districts/get-by-city?cityId=${HANOI}&language=en`);
    const district = districts[1];
    await page.goto(`/en/residence/location/${district.slug}?sort=sqmmin`);
    await page.getByTestId('open-search').click();
    const form = page.getByTestId('residence-search');
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await expect(form.getByTestId('panel-districtId').getByTestId('panel-summary')).toHaveText(district.districtName);
    await expect(page.getByTestId('district-map').locator(`path[data-district-id="${district.id}"]`)).toHaveAttribute('aria-checked', 'true');
    await form.getByTestId('search-submit').click();
    await expect(page).toHaveURL(new RegExp(`/en/residences/search\\?propertyType=0&cityId=${HANOI}&districtId=${district.id}&.*sort=sqmmin`));
  });
});

test.describe('addresses that name no list', () => {
  for (const path of [
    '/en/list-properties/newest/residence',
    '/en/list-properties/latest/apartment',
    '/en/list-properties/similar/residence',
    '/en/list-properties/similar/residence?properties=abc',
    '/en/list-properties/similar/residence?properties=987654',
    '/en/residence/location/no-such-district',
  ]) {
    test(`${path} answers 404`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByText('Page not found')).toBeVisible();
    });
  }
});
