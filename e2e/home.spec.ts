import { expect, test } from '@playwright/test';
import type { EndpointResponse } from '@/lib/api/endpoints';
import type { PropertyPage } from '@/lib/api/properties';

test.describe('residence home', () => {
  test('shows the latest and hot residences of the active city, as the API lists them', async ({ page, request }) => {
    for (const [city, cityId] of [
      ['hanoi', 1],
      ['hcm', 2],
    ] as const) {
      await page.goto(`/en?city=${city}`);
      const latest: PropertyPage = await (await request.get(`/api/properties/latest?cityId=${cityId}&pageSize=6&language=en`)).json();
      const cards = page.getByTestId('latest').getByTestId('property-card');
      await expect(cards).toHaveCount(latest.items.length);
      await expect(cards.first().getByRole('heading')).toHaveText(latest.items[0].name.replace(/\u3000/g, ' '));
      await expect(cards.first().getByRole('link')).toHaveAttribute('href', /\/en\/residence\/detail\/\d+\/[^?]+\?last$/);
      const hot: PropertyPage = await (await request.get(`/api/properties/hot?cityId=${cityId}&pageSize=6&language=en`)).json();
      await expect(page.getByTestId('hot').getByTestId('property-card')).toHaveCount(hot.items.length);
    }
  });

  test('/residences is the same home, and the tabs lead to both homes', async ({ page }) => {
    await page.goto('/jp/residences');
    await expect(page.getByTestId('tab-residences')).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('tab-offices').click();
    await expect(page).toHaveURL(/\/jp\/offices$/);
    await expect(page.getByTestId('tab-offices')).toHaveAttribute('aria-current', 'page');
  });

  test('shows the projects in groups of five, special lists and blogs', async ({ page, request }) => {
    // The seed lists eleven leasing buildings in Hanoi; the home shows the first eight.
    const projects: EndpointResponse<'/api/projects'> = await (await request.get('/api/projects?cityId=1&pageIndex=1&pageSize=8&language=en')).json();
    expect(projects.totalRecords).toBeGreaterThanOrEqual(8);
    expect(projects.items).toHaveLength(8);
    await page.goto('/en?city=hanoi');
    const slides = page.getByTestId('projects').getByRole('list').first().locator(':scope > li');
    // Eight buildings make two slides: one big tile and four small, then three.
    await expect(slides).toHaveCount(2);
    await expect(slides.nth(0).getByRole('link')).toHaveCount(5);
    await expect(slides.nth(1).getByRole('link')).toHaveCount(3);
    await expect(slides.nth(0).getByRole('link').first()).toHaveAttribute('href', `/en/project/detail/${projects.items[0].id}/${projects.items[0].slug}`);
    await expect(page.getByTestId('special').getByRole('list').getByRole('link').first()).toHaveAttribute('href', /^\/en\/special\/\d+$/);
    await expect(page.getByTestId('blogs').getByRole('list').getByRole('link').first()).toHaveAttribute('href', /^\/en\/blog\/detail\/\d+\//);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('shows at most 3 latest residences and a show-more link', async ({ page }) => {
      await page.goto('/en');
      const section = page.getByTestId('latest');
      const visible = section.getByTestId('property-card').filter({ visible: true });
      await expect(visible).toHaveCount(3);
      await expect(section.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/en/list-properties/latest/residence');
    });
  });

  test.describe('on a phone of density 1.75 (Lighthouse\'s)', () => {
    // A phone's screen is its viewport: with a desktop's screen, emulation has the preload scanner size 100vw by it.
    test.use({ viewport: { width: 412, height: 823 }, screen: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    test('the banner and the cards take the 768 px rendition, not the 960 one', async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (req) => req.resourceType() === 'image' && fetched.push(new URL(req.url()).pathname));
      await page.goto('/en');
      const banner = page.locator('img[fetchpriority="high"]').first();
      await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/-w768\.webp$/);
      const card = page.getByTestId('latest').getByTestId('property-card').first().locator('img');
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/-w768\.webp$/);
      expect(fetched.filter((u) => /-w(960|1280)\.webp$/.test(u))).toEqual([]);
    });
  });

  test.describe('on a phone of density 3', () => {
    test.use({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
    test('the banner takes the 1280 px rendition, sharp on a dense screen', async ({ page }) => {
      await page.goto('/en');
      const banner = page.locator('img[fetchpriority="high"]').first();
      await expect.poll(() => banner.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(/-w1280\.webp$/);
    });
  });

  test('the favourite heart on a card updates the header badge', async ({ page }) => {
    await page.goto('/en');
    await page.locator('html[data-hydrated]').waitFor();
    const first = page.getByTestId('latest').getByTestId('favourite-toggle').first();
    await first.click();
    await expect(first).toBeChecked();
    await expect(page.getByTestId('favorites-badge')).toHaveText(/^1/);
    expect(await page.evaluate(() => localStorage.getItem('RESIDENCES_LIKE'))).toMatch(/^\d+$/);
    await first.click();
    await expect(page.getByTestId('favorites-badge')).toHaveCount(0);
  });
});

test.describe('office home', () => {
  test('shows latest and hot offices (8 each at most) and no residence blocks', async ({ page, request }) => {
    await page.goto('/en/offices?city=hcm');
    const latest: PropertyPage = await (await request.get('/api/properties/latest?cityId=2&pageSize=8&propertiesType=2&language=en')).json();
    await expect(page.getByTestId('latest').getByTestId('property-card')).toHaveCount(latest.items.length);
    await expect(page.getByTestId('latest').getByRole('list').getByRole('link').first()).toHaveAttribute('href', /\/en\/office\/detail\/\d+\//);
    await expect(page.getByTestId('projects')).toHaveCount(0);
    await expect(page.getByTestId('special')).toHaveCount(0);
  });
});
