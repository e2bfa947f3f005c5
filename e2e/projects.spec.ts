import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated } from './support/forms';
import type { EndpointResponse } from '@/lib/api/endpoints';
import type { ProjectDetail } from '@/lib/api/projects';
import type { PropertyPage } from '@/lib/api/properties';

/** Journeys of the projects section: the list for the active city, a building's listings, its page. */

const CITY = { hanoi: 1, hcm: 2, danang: 3 } as const;

async function projectsOf(request: APIRequestContext, cityId: number, pageSize = 60): Promise<EndpointResponse<'/api/projects/all'>> {
  const res = await request.get(`/api/projects/all?cityId=${cityId}&language=en&pageIndex=1&pageSize=${pageSize}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

async function listingTotal(request: APIRequestContext, projectId: number): Promise<number> {
  const res = await request.get(`/api/properties/get-by-project?projectId=${projectId}&language=en&pageIndex=1&pageSize=9`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as PropertyPage).totalRecords;
}

const cardNames = (page: Page) => page.getByTestId('project-card').getByTestId('project-name').allTextContents();

test.describe('projects list', () => {
  test('shows the buildings of the active city, and another city after switching', async ({ page, request }) => {
    const hanoi = await projectsOf(request, CITY.hanoi, 9);
    const hcm = await projectsOf(request, CITY.hcm, 9);
    await page.goto('/en/projects?city=hanoi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects in Hanoi');
    expect(await cardNames(page)).toEqual(hanoi.items.map((p) => p.projectName));
    await page.goto('/en/projects?city=hcm');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects in Ho Chi Minh City');
    expect(await cardNames(page)).toEqual(hcm.items.map((p) => p.projectName));
    // The city is remembered: the plain address keeps showing it.
    await page.goto('/en/projects');
    expect(await cardNames(page)).toEqual(hcm.items.map((p) => p.projectName));
  });

  test('pages nine at a time with real links, and a bigger page size shows more', async ({ page, request }) => {
    const all = await projectsOf(request, CITY.hanoi);
    expect(all.totalRecords, 'the seed lists twelve buildings in Hanoi').toBeGreaterThan(9);
    await page.goto('/en/projects?city=hanoi');
    await expect(page.getByTestId('project-card')).toHaveCount(9);
    await expect(page.getByTestId('projects-range')).toHaveText(`1 - 9 of ${all.totalRecords}`);
    const pager = page.getByTestId('pagination');
    await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/en\/projects\?pageIndex=2$/);
    await expect(page.getByTestId('project-card')).toHaveCount(Math.min(9, all.totalRecords - 9));
    expect(await cardNames(page)).toEqual(all.items.slice(9, 18).map((p) => p.projectName));
    await expect(pager.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/projects');

    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByLabel('Per page').selectOption('18');
    await expect(page).toHaveURL(/\/en\/projects\?pageSize=18$/);
    await expect(page.getByTestId('project-card')).toHaveCount(Math.min(18, all.totalRecords));
    await expect(page.getByLabel('Per page')).toHaveValue('18');
  });

  test('a city with nine buildings or fewer has neither pagination nor page sizes', async ({ page, request }) => {
    const danang = await projectsOf(request, CITY.danang);
    expect(danang.totalRecords, 'the seed lists five buildings in Da Nang').toBeGreaterThan(0);
    expect(danang.totalRecords, 'the seed lists five buildings in Da Nang').toBeLessThanOrEqual(9);
    await page.goto('/en/projects?city=danang');
    await expect(page.getByTestId('project-card')).toHaveCount(danang.totalRecords);
    await expect(page.getByTestId('pagination')).toHaveCount(0);
    await expect(page.getByTestId('page-size-form')).toHaveCount(0);
  });

  test('the listing count leads to the building’s listings, as many as it says', async ({ page, request }) => {
    const [first] = (await projectsOf(request, CITY.hanoi, 9)).items;
    expect(await listingTotal(request, first.id)).toBe(first.count);
    await page.goto('/en/projects?city=hanoi');
    const count = page.getByTestId('project-card').first().getByTestId('project-count');
    await expect(count).toHaveAttribute('data-count', String(first.count));
    await count.click();
    await expect(page).toHaveURL(new RegExp(`/en/project/list/${first.slug}/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Listings in ${first.projectName}`);
    await expect(page.getByTestId('project-list-range')).toHaveAttribute('data-total', String(first.count));
    await expect(page.getByTestId('property-card')).toHaveCount(Math.min(9, first.count));
    if (first.count > 9) {
      await page.getByTestId('pagination').getByRole('link', { name: 'Page 2' }).click();
      await expect(page.getByTestId('property-card')).toHaveCount(Math.min(9, first.count - 9));
    }
    await page.getByTestId('project-detail-link').click();
    await expect(page).toHaveURL(new RegExp(`/en/project/detail/${first.id}/${first.slug}$`));
  });
});

async function detailOf(request: APIRequestContext, id: number, language = 'en'): Promise<ProjectDetail> {
  const res = await request.get(`/api/projects/detail?id=${id}&language=${language}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** A building of the seed that has listings, coordinates and several photos. */
async function richProject(request: APIRequestContext): Promise<ProjectDetail> {
  for (const item of (await projectsOf(request, CITY.hcm)).items) {
    const detail = await detailOf(request, item.id);
    if (detail.propertyCount > 0 && detail.latitude !== null && detail.longitude !== null && detail.images.length > 2) return detail;
  }
  throw new Error('no building with listings, coordinates and photos in the seed');
}

test.describe('project detail', () => {
  test('shows the hero, the description with its line breaks, the three boxes, the map and the listings', async ({ page, request }) => {
    const project = await richProject(request);
    await page.goto(`/en/project/detail/${project.id}/${project.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
    await expect(page.getByTestId('project-hero')).toBeVisible();
    await expect(page.getByTestId('project-description')).toHaveCSS('white-space', 'pre-line');
    for (const box of ['General', 'Facilities', 'Apartment']) await expect(page.getByRole('heading', { level: 2, name: box })).toBeVisible();
    await expect(page.getByTestId('project-box-general')).toContainText('Completion year');
    await expect(page.getByTestId('project-box-facilities')).toContainText('Japanese school bus');
    await expect(page.getByTestId('project-box-apartment')).toContainText('Air conditioner');

    // Without a Maps key (the e2e server has none, as in detail.spec.ts) the location is a card
    // with the coordinates and a Google Maps link.
    const map = page.getByTestId('location-map');
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('data-map', 'static');
    await expect(page.getByTestId('location-link')).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${project.latitude}%2C${project.longitude}`);
    await expect(page.getByTestId('location-link')).toHaveAttribute('target', '_blank');

    const block = page.getByTestId('project-properties');
    await expect(block.getByTestId('property-card')).toHaveCount(Math.min(6, project.propertyCount));
    await block.getByTestId('project-all-listings').click();
    await expect(page).toHaveURL(new RegExp(`/en/project/list/${project.slug}/${project.id}$`));
  });

  test('a thumbnail swaps the hero with a 300 ms fade', async ({ page, request }) => {
    const project = await richProject(request);
    await page.addInitScript(() => {
      const animate = Element.prototype.animate;
      const seen: number[] = [];
      (window as unknown as { fades: number[] }).fades = seen;
      Element.prototype.animate = function (keyframes, options) {
        if (typeof options === 'object' && typeof options.duration === 'number') seen.push(options.duration);
        return animate.call(this, keyframes, options);
      };
    });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto(`/en/project/detail/${project.id}/${project.slug}`);
    const main = page.getByTestId('gallery-main');
    await expect(main).toHaveAttribute('data-index', '0');
    // The fade is the scripts' work: before they run, a thumbnail is a plain link to its picture.
    await hydrated(page);
    const third = page.getByTestId('project-thumb').nth(2);
    await third.click();
    await expect(page).toHaveURL(new RegExp(`/project/detail/${project.id}/`));
    await expect(main).toHaveAttribute('data-index', '2');
    await expect(third).toHaveAttribute('aria-current', 'true');
    // The strip shows the third photo: scrolled by two of its widths.
    await expect.poll(() => main.evaluate((el) => el.scrollLeft / el.clientWidth)).toBeCloseTo(2, 1);
    const shown = page.getByTestId('gallery-slide').nth(2).locator('img');
    const file = ((await third.getAttribute('href')) ?? '').replace(/^\/images\//, '').replace(/\.jpe?g$/, '');
    await expect(shown).toHaveAttribute('src', new RegExp(file));
    await expect.poll(() => page.evaluate(() => (window as unknown as { fades: number[] }).fades)).toContain(300);
    await expect(shown).toHaveCSS('opacity', '1');
    // Next moves on from there, and the counter says where.
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(main).toHaveAttribute('data-index', '3');
    await expect(page.getByTestId('gallery-counter')).toHaveText(`4 / ${await page.getByTestId('gallery-slide').count()}`);
  });

  test('without scripts the first photo shows, the strip scrolls and thumbnails link to the full photos', async ({ browser, request }) => {
    const project = await richProject(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/en/project/detail/${project.id}/${project.slug}`);
    await expect(page.getByTestId('gallery-main')).toHaveAttribute('data-index', '0');
    await expect(page.getByTestId('project-hero')).toHaveAttribute('fetchpriority', 'high');
    const thumbs = page.getByTestId('project-thumb');
    expect(await thumbs.count()).toBeGreaterThan(1);
    await expect(thumbs.nth(1)).toHaveAttribute('href', /^\/images\/[^/]+\.(?:jpe?g|png|webp)$/);
    // Attributes, not visibility: the route-level loading boundary of app/[lang]/(site) streams
    // every page's content into a hidden block that only a script reveals (reported separately).
    await expect(page.getByTestId('project-box-general')).toHaveCount(1);
    await context.close();
  });

  test('reads in Japanese at /jp', async ({ page, request }) => {
    const project = await richProject(request);
    await page.goto(`/jp/project/detail/${project.id}/${project.slug}`);
    for (const box of ['基本情報', '共用施設', '室内設備']) await expect(page.getByRole('heading', { level: 2, name: box })).toBeVisible();
    await expect(page.getByTestId('project-box-general')).toContainText('竣工年');
    await expect(page.getByTestId('project-box-general')).toContainText(/\d{4}年/);
    await expect(page.getByTestId('project-box-general')).toContainText(/\d+戸/);
    // The cards' approximate yen (約22.5万円/月) come with the rate they were worked out at, on both pages.
    const listings = page.getByTestId('project-properties');
    await expect(listings.getByTestId('approx-price').first()).toContainText(/^約[\d,.]+万(?:〜[\d,.]+万)?円\//);
    await expect(listings.getByTestId('rate-note')).toContainText(/1 USD = [\d,.]+円/);
    await page.goto(`/jp/project/list/${project.slug}/${project.id}`);
    await expect(page.getByTestId('approx-price').first()).toContainText(/^約[\d,.]+万(?:〜[\d,.]+万)?円\//);
    await expect(page.getByTestId('rate-note')).toContainText(/1 USD = [\d,.]+円/);
  });

  test('a building without listings has no listings block', async ({ page, request }) => {
    let empty: ProjectDetail | undefined;
    for (const id of [1, 2, 3]) {
      const detail = await detailOf(request, id);
      if (detail.propertyCount === 0) empty = detail;
    }
    expect(empty, 'the seed\'s upcoming buildings (ids 1 to 3) have no listings').toBeDefined();
    await page.goto(`/en/project/detail/${empty!.id}/${empty!.slug}`);
    await expect(page.getByTestId('project-info')).toBeVisible();
    await expect(page.getByTestId('project-properties')).toHaveCount(0);
  });

  test('an unknown or malformed id goes to the language home', async ({ page }) => {
    await page.goto('/en/project/detail/987654321/nowhere');
    await expect(page).toHaveURL(/\/en$/);
    await page.goto('/jp/project/detail/not-a-number/x');
    await expect(page).toHaveURL(/\/jp$/);
    await page.goto('/en/project/list/nowhere/987654321');
    await expect(page).toHaveURL(/\/en$/);
  });
});
