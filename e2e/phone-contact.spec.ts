import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openForWalk, walkFocus } from './support/keyboard-visual';
import type { PropertyPage } from '@/lib/api/properties';

/**
 * On a phone the detail page's price, "Contact" and favourite sit in a bar fixed to the
 * bottom of the window, from the first paint, without covering the page's end or a focused control.
 */

async function residence(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/properties/filter?language=en&propertyType=0&cityId=1&pageSize=1');
  expect(res.status()).toBe(200);
  const [card] = ((await res.json()) as PropertyPage).items;
  return `/residence/detail/${card.id}/${card.slug}`;
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

test.describe('the detail contact bar at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the price, Contact and the favourite on the first screen, in place of the support strip, without sideways scrolling', async ({ page, request }) => {
    await page.goto(`/en${await residence(request)}`);
    const bar = page.getByRole('region', { name: 'Price and contact' });
    await expect(bar).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The same price line as the summary's, screens further down.
    const summaryPrice = (await page.getByTestId('detail-price').innerText()).replace(/\s+/g, ' ').trim();
    await expect(bar.getByTestId('contact-bar-price')).toHaveText(summaryPrice);
    await expect(bar.getByRole('link', { name: 'Contact' })).toBeInViewport();
    await expect(bar.getByRole('checkbox', { name: /Add .* to favourites/ })).toBeInViewport();
    for (const target of [bar.getByRole('link', { name: 'Contact' }), bar.getByRole('checkbox')]) {
      const box = (await target.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // The bar stands against the window's bottom edge; the support strip does not stack on it.
    const edge = await bar.evaluate((el) => [el.getBoundingClientRect().bottom, document.documentElement.clientHeight]);
    expect(edge[0]).toBeCloseTo(edge[1], 0);
    await expect(page.getByTestId('support-buttons')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("opens the page's contact modal, and gives focus back to the bar when it closes", async ({ page, request }) => {
    await page.goto(`/en${await residence(request)}`);
    await hydrated(page);
    const open = page.getByTestId('contact-bar').getByRole('link', { name: 'Contact' });
    await open.click();
    const modal = page.getByTestId('contact-modal');
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('contact-form-modal')).toBeVisible();
    expect(page.url()).not.toContain('contact-us');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('reaches the contact form without scripts', async ({ browser, request, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL });
    const page = await context.newPage();
    await page.goto(`/jp${await residence(request)}`);
    const bar = page.getByRole('region', { name: '価格とお問い合わせ' });
    await expect(bar).toBeInViewport();
    // Japanese pages show yen by default: the bar gives the rent in yen too, as the summary does.
    await expect(bar.getByTestId('contact-bar-approx')).toHaveText(/^約[\d.,万億〜]+円\/\S+$/);
    await expect(bar.getByTestId('contact-bar-approx')).toBeInViewport();
    await bar.getByRole('link', { name: 'お問い合わせ' }).click();
    await expect(page).toHaveURL(/\/jp\/about-isn\/contact-us$/);
    await expect(page.getByTestId('contact-form-page')).toBeVisible();
    await context.close();
  });

  test("keeps the bar's heart and the page's heart in step", async ({ page, request }) => {
    await page.goto(`/en${await residence(request)}`);
    await hydrated(page);
    const barHeart = page.getByTestId('contact-bar').getByTestId('favourite-toggle');
    const pageHeart = page.getByTestId('detail-actions').getByTestId('favourite-toggle');
    await barHeart.click();
    await expect(barHeart).toBeChecked();
    await expect(pageHeart).toBeChecked();
    const id = await page.locator('[data-testid="residence-detail"]').getAttribute('data-id');
    expect(await page.evaluate(() => localStorage.getItem('RESIDENCES_LIKE'))).toBe(id);
    await pageHeart.click();
    await expect(pageHeart).not.toBeChecked();
    await expect(barHeart).not.toBeChecked();
  });

  test("leaves the footer's last link and focused controls clear of the bar", async ({ page, request }) => {
    const path = `/en${await residence(request)}`;
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const last = page.getByTestId('scroll-to-top');
    await expect(last).toBeInViewport({ ratio: 1 });
    const [lastBottom, barTop, onTop] = await last.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return [r.bottom, document.querySelector('[data-testid="contact-bar"]')!.getBoundingClientRect().top, !!hit && el.contains(hit)];
    });
    expect(lastBottom).toBeLessThanOrEqual(barTop);
    expect(onTop).toBe(true);
    // Shift+Tab from the end of the page through the footer and the listing: no stop ends up behind the bar (WCAG 2.4.11).
    await openForWalk(page, path, 'backward');
    const stops = await walkFocus(page, 'backward', 15);
    expect(stops.length).toBeGreaterThan(10);
    expect(stops.filter((s) => s.by.includes('contactBar')).map((s) => `#${s.press} ${s.label} ${s.covered}`)).toEqual([]);
  });

  test('has no serious or critical accessibility issues', async ({ page, request }) => {
    await page.goto(`/jp${await residence(request)}`);
    await hydrated(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the detail page at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has no contact bar: the summary and its contact button are beside the photos, the support strip below', async ({ page, request }) => {
    await page.goto(`/en${await residence(request)}`);
    await expect(page.getByTestId('contact-bar')).toBeHidden();
    await expect(page.getByTestId('detail-summary')).toBeInViewport();
    await expect(page.getByTestId('contact-open')).toBeVisible();
    await expect(page.getByTestId('support-buttons')).toBeInViewport();
  });
});
