import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OfficeDetail, PropertyPage, ResidenceDetail } from '@/lib/api/properties';

/**
 * The detail page's gallery (issue 44): the main photo swipes and steps, says where it is (2 / 9),
 * opens full screen (a native dialog: arrows, swipe, Escape gives focus back), ends with the floor
 * plan, labelled and shown whole; compare has a floor-plan row; on a phone the key facts come
 * before the description. Phone 390×844 with touch and desktop, English and Japanese.
 */

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** Residences of Hanoi with a floor plan and at least three photos (most listings of the seed have one). */
async function withPlans(request: APIRequestContext, lang = 'en', count = 1): Promise<ResidenceDetail[]> {
  const { items } = await api<PropertyPage>(request, `/api/properties/filter?language=${lang}&propertyType=0&cityId=1&pageSize=15&sort=sqmmin`);
  const found: ResidenceDetail[] = [];
  for (const card of items) {
    const d = await api<ResidenceDetail>(request, `/api/properties/detail?id=${card.id}&language=${lang}`);
    if (d.floorPlan && d.images.length >= 3) found.push(d);
    if (found.length === count) return found;
  }
  throw new Error('the seed gives most residences a floor plan (scripts/seed/listings.ts floorPlanOf)');
}

const live = (page: Page) => expect(page.getByTestId('project-gallery')).toHaveAttribute('data-hydrated', 'true');

/** A finger's swipe across an element, from 80 % of its width leftwards by `distance` px (touch events through Chromium's input pipeline). */
async function swipe(page: Page, testId: string, distance: number) {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  let x = box.x + box.width * 0.8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 0; i < 10; i++) {
    x -= distance / 10;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('next, thumbnails and arrow keys move the main photo; full screen opens, steps with the arrows and gives focus back on Escape', async ({ page, request }) => {
    const [d] = await withPlans(request);
    const total = d.images.length + 1;
    await page.goto(`/en/residence/detail/${d.id}/${d.slug}`);
    await live(page);
    const main = page.getByTestId('gallery-main');
    const thumbs = page.getByTestId('project-thumb');
    await expect(main).toHaveAttribute('data-index', '0');
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
    // The first photo is the page's LCP image, the others wait.
    const images = main.locator('img');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');

    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(main).toHaveAttribute('data-index', '1');
    await expect(page.getByTestId('gallery-counter')).toHaveText(`2 / ${total}`);
    await expect(page.getByTestId('gallery-badge').nth(1)).toHaveText(`2 / ${total}`);
    await expect(page.getByTestId('gallery-badge').nth(1)).toBeInViewport({ ratio: 1 });
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.first()).not.toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(main).toHaveAttribute('data-index', '0');

    // The photo's link is the strip's one tab stop; ←/→ move the photo and the focus with it.
    await main.locator('a').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(main).toHaveAttribute('data-index', '2');
    await expect(page.getByTestId('gallery-counter')).toHaveText(`3 / ${total}`);
    await expect(main.locator('a').nth(2)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(main).toHaveAttribute('data-index', '1');

    // The floor plan is the last item, labelled, drawn whole on white.
    await page.getByRole('link', { name: 'Show the floor plan' }).click();
    await expect(main).toHaveAttribute('data-index', String(total - 1));
    await expect(page.getByTestId('gallery-counter')).toHaveText(`Floor plan · ${total} / ${total}`);
    const plan = page.getByTestId('gallery-slide').last();
    await expect(plan).toHaveAttribute('data-kind', 'plan');
    await expect(plan.getByTestId('gallery-plan-label')).toHaveText('Floor plan');
    await expect(plan.getByTestId('gallery-plan-label')).toBeVisible();
    await expect(plan.locator('img')).toHaveAttribute('alt', `Floor plan of ${d.name.replace(/\u3000/g, ' ')}`);
    await expect(plan.locator('img')).toHaveCSS('object-fit', 'contain');
    await expect(plan.locator('img')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(plan.locator('img')).toHaveAttribute('src', new RegExp(d.floorPlan!.replace('.jpg', '')));

    await page.getByTestId('project-thumb').nth(1).click();
    await expect(main).toHaveAttribute('data-index', '1');
    const full = page.getByRole('button', { name: 'Full screen' });
    await full.click();
    const viewer = page.getByTestId('gallery-viewer');
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveJSProperty('open', true);
    await expect(page.getByTestId('viewer-counter')).toHaveText(`2 / ${total}`);
    await expectNoSeriousA11yViolations(page, { include: ['[data-testid="gallery-viewer"]'] });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('viewer-counter')).toHaveText(`3 / ${total}`);
    await page.keyboard.press('End');
    await expect(page.getByTestId('viewer-counter')).toHaveText(`Floor plan · ${total} / ${total}`);
    await expect(viewer.locator('img[data-plan]')).toHaveCSS('object-fit', 'contain');
    await expect(viewer.locator('img[data-plan]')).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('viewer-counter')).toHaveText(`${total - 1} / ${total}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(full).toBeFocused();
    // The page's gallery shows the photo the viewer closed on.
    await expect(main).toHaveAttribute('data-index', String(total - 2));

    // A click on the photo opens it too; the close button closes.
    await main.locator('a').nth(total - 2).click();
    await expect(page.getByTestId('viewer-counter')).toHaveText(`${total - 1} / ${total}`);
    await page.getByRole('button', { name: 'Close full screen' }).click();
    await expect(page.getByTestId('gallery-viewer')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { include: ['[data-testid="project-gallery"]'] });
  });

  test('the summary stays the right-hand column beside the gallery', async ({ page, request }) => {
    const [d] = await withPlans(request);
    await page.goto(`/en/residence/detail/${d.id}/${d.slug}`);
    const gallery = (await page.getByTestId('project-gallery').boundingBox())!;
    const summary = (await page.getByTestId('detail-summary').boundingBox())!;
    expect(summary.x).toBeGreaterThan(gallery.x + gallery.width);
    expect(Math.abs(summary.y - gallery.y)).toBeLessThan(40);
  });

  test('an office shows its floor plan too, in Japanese', async ({ page, request }) => {
    const { items } = await api<PropertyPage>(request, '/api/properties/filter?language=jp&propertyType=2&cityId=1&pageSize=15');
    let office: OfficeDetail | undefined;
    for (const card of items) {
      const d = await api<OfficeDetail>(request, `/api/properties/offices/detail?id=${card.id}&language=jp`);
      if (d.floorPlan) {
        office = d;
        break;
      }
    }
    if (!office) throw new Error('the seed gives most offices a floor plan');
    expect(office.floorPlan).toMatch(/^plan-office-\d+\.jpg$/);
    await page.goto(`/jp/office/detail/${office.id}/${office.slug}`);
    await live(page);
    await expect(page.getByRole('link', { name: '間取り図を表示' })).toBeVisible();
    await expect(page.getByTestId('gallery-slide').last().getByTestId('gallery-plan-label')).toHaveText('間取り図');
    await page.getByRole('button', { name: '次の写真' }).click();
    await expect(page.getByTestId('gallery-counter')).toHaveText(`2 / ${office.images.length + 1}`);
    await page.getByRole('button', { name: '全画面表示' }).click();
    await expect(page.getByRole('dialog', { name: /全画面表示/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: '全画面表示' })).toBeFocused();
  });

  test('compare has a floor-plan row with each drawing', async ({ page, request }) => {
    const [a, b] = await withPlans(request, 'en', 2);
    await page.goto(`/en/compare?ids=${a.id},${b.id}`);
    const row = page.locator('[data-testid="compare-row"][data-key="floorPlan"]');
    await expect(row.getByRole('rowheader')).toContainText('Floor plan');
    await expect(row.getByTestId('compare-floor-plan')).toHaveCount(2);
    await expect(row.getByRole('img', { name: `Floor plan of ${a.name.replace(/\u3000/g, ' ')}` })).toBeVisible();
    await expect(row.getByTestId('compare-floor-plan').first()).toHaveAttribute('href', `/images/${a.floorPlan}`);
    await page.goto(`/jp/compare?ids=${a.id},${b.id}`);
    await expect(page.locator('[data-testid="compare-row"][data-key="floorPlan"]').getByRole('rowheader')).toContainText('間取り図');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe moves the main photo, a tap opens it full screen, where a swipe moves on; the facts come before the description', async ({ page, request }) => {
    const [d] = await withPlans(request, 'jp');
    const total = d.images.length + 1;
    await page.goto(`/jp/residence/detail/${d.id}/${d.slug}`);
    await live(page);
    const main = page.getByTestId('gallery-main');
    await swipe(page, 'gallery-main', 250);
    await expect(main).toHaveAttribute('data-index', '1');
    await expect(page.getByTestId('gallery-counter')).toHaveText(`2 / ${total}`);
    await expect(page.getByTestId('project-thumb').nth(1)).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: '次の写真' }).tap();
    await expect(main).toHaveAttribute('data-index', '2');

    await main.locator('a').nth(2).tap();
    const viewer = page.getByRole('dialog', { name: /全画面表示/ });
    await expect(viewer).toBeVisible();
    await expect(page.getByTestId('viewer-counter')).toHaveText(`3 / ${total}`);
    await swipe(page, 'gallery-viewer', 250);
    await expect(page.getByTestId('viewer-counter')).toHaveText(`4 / ${total}`);
    await page.getByRole('button', { name: '全画面表示を閉じる' }).tap();
    await expect(viewer).toHaveCount(0);
    await expect(main).toHaveAttribute('data-index', '3');

    // Rent, size, bedrooms, furnishing and the move-in day right under the gallery, above the description.
    const summary = (await page.getByTestId('detail-summary').boundingBox())!;
    const description = (await page.getByTestId('detail-description').boundingBox())!;
    const gallery = (await page.getByTestId('project-gallery').boundingBox())!;
    expect(summary.y).toBeGreaterThan(gallery.y + gallery.height - 1);
    expect(summary.y + summary.height).toBeLessThan(description.y);
    for (const row of ['size', 'bedrooms', 'availableFrom']) await expect(page.getByTestId('detail-summary').locator(`[data-row="${row}"]`)).toHaveCount(1);
    expect(summary.y).toBeLessThan(1300);
    await expectNoSeriousA11yViolations(page, { include: ['[data-testid="residence-detail"]'] });
  });
});

test('without scripts every photo and the floor plan are reachable: the strip scrolls and each item links to its file', async ({ browser, request }) => {
  const [d] = await withPlans(request);
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`/en/residence/detail/${d.id}/${d.slug}`);
  const slides = page.getByTestId('gallery-slide');
  await expect(slides).toHaveCount(d.images.length + 1);
  await expect(slides.last()).toHaveAttribute('data-kind', 'plan');
  await expect(slides.last().locator('a')).toHaveAttribute('href', `/images/${d.floorPlan}`);
  await expect(slides.nth(1).locator('a')).toHaveAttribute('href', `/images/${d.images[1]}`);
  const overflow = await page.getByTestId('gallery-main').evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, x: getComputedStyle(el).overflowX }));
  expect(overflow.x).toBe('auto');
  expect(overflow.scroll).toBeGreaterThanOrEqual(overflow.client * (d.images.length + 1) - 2);
  // Each item says its place itself, so the counter is right wherever the strip was scrolled to.
  await expect(page.getByTestId('gallery-badge').nth(2)).toHaveText(`3 / ${d.images.length + 1}`);
  await expect(page.getByTestId('gallery-fullscreen')).toHaveCount(0);
  await context.close();
});
