import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PropertyCard, PropertyPage } from '@/lib/api/properties';

/**
 * A shared shortlist and compare: the favourites page shares its list by link, the link
 * opens read-only on a fresh browser with "Add to my favourites", and 2 to 4 favourites open side
 * by side on /compare, which is rendered on the server (it works with scripts off). The rules
 * behind them (tokens, expiry, bad input, which rows differ) are tested in tests/share.
 */

async function cards(request: APIRequestContext, propertyType: 0 | 2, pageSize = 6): Promise<PropertyCard[]> {
  const res = await request.get(`/api/properties/filter?language=en&propertyType=${propertyType}&pageSize=${pageSize}&sort=leasePriceMin`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as PropertyPage).items;
}

/** Writes the favourites once, before the first page's scripts run. */
async function seed(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((items: Record<string, string>) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, entries);
}

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
const robots = (page: Page) => page.locator('meta[name="robots"]').getAttribute('content');

test('a shared favourites list opens read-only on another browser, which can add the listings to its own favourites', async ({ page, browser, request, baseURL }) => {
  const [residences, offices] = await Promise.all([cards(request, 0), cards(request, 2)]);
  const shared = [residences[0], residences[1], offices[0]];
  await seed(page, { RESIDENCES_LIKE: `${residences[0].id},${residences[1].id}`, OFFICES_LIKE: String(offices[0].id) });
  await page.goto('/en/favorites');
  await expect(page.getByTestId('saved-card')).toHaveCount(3);
  await page.getByTestId('share-button').click();
  const field = page.getByTestId('share-link');
  await expect(field).toBeVisible();
  const link = await field.inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/en/favorites/shared/[A-Za-z0-9_-]{11}$`));
  // The ids are not in the link.
  for (const c of shared) expect(link).not.toContain(`${c.id},`);
  await page.getByTestId('share-copy').click();
  await expect(page.getByTestId('share-copy-status')).not.toBeEmpty();
  // The expiry as the site writes a day someone acts on: Sun, December 27, 2026.
  await expect(page.locator('#share-link-hint')).toContainText(/[A-Z][a-z]{2}, [A-Z][a-z]+ \d{1,2}, \d{4}/);

  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    const res = await visitor.goto(link);
    expect(res?.status()).toBe(200);
    expect(await robots(visitor)).toMatch(/noindex/);
    const shown = visitor.getByTestId('shared-card');
    await expect(shown).toHaveCount(3);
    expect(await shown.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))))).toEqual(shared.map((c) => c.id));
    expect(await stored(visitor, 'RESIDENCES_LIKE')).toBeNull();

    // One card, then all: each lands in its own section's stored list, once.
    const first = visitor.locator(`[data-testid="shared-card"][data-id="${residences[1].id}"]`).getByTestId('shared-add');
    await first.click();
    await expect(first).toHaveAttribute('data-saved', 'true');
    await expect(first).toBeDisabled();
    expect(await stored(visitor, 'RESIDENCES_LIKE')).toBe(String(residences[1].id));
    await visitor.getByTestId('shared-add-all').click();
    await expect(visitor.getByTestId('shared-add-all')).toHaveAttribute('data-saved', 'true');
    expect(await stored(visitor, 'RESIDENCES_LIKE')).toBe(`${residences[1].id},${residences[0].id}`);
    expect(await stored(visitor, 'OFFICES_LIKE')).toBe(String(offices[0].id));
    await visitor.goto('/en/favorites');
    await expect(visitor.getByTestId('saved-card')).toHaveCount(3);
  } finally {
    await other.close();
  }
});

test('compare takes 2 to 4 favourites, refuses a fifth, and marks the rows that differ', async ({ page, request }) => {
  const residences = await cards(request, 0);
  const five = residences.slice(0, 5);
  await seed(page, { RESIDENCES_LIKE: five.map((c) => c.id).join(',') });
  await page.goto('/en/favorites');
  await expect(page.getByTestId('saved-card')).toHaveCount(5);
  const box = (id: number) => page.locator(`[data-testid="saved-card"][data-id="${id}"]`).getByTestId('saved-compare');
  await expect(page.getByTestId('compare-open')).toBeDisabled();
  for (const c of five.slice(0, 4)) await box(c.id).check();
  await expect(page.getByTestId('compare-refused')).toBeEmpty();
  await box(five[4].id).click();
  await expect(box(five[4].id)).not.toBeChecked();
  await expect(page.getByTestId('compare-refused')).toContainText('up to 4');
  await box(five[3].id).uncheck();
  await expect(page.getByTestId('compare-refused')).toBeEmpty();

  await page.getByTestId('compare-open').click();
  await expect(page).toHaveURL(/\/en\/compare\?ids=/);
  expect(new URL(page.url()).searchParams.get('ids')).toBe(five.slice(0, 3).map((c) => c.id).join(','));
  expect(await robots(page)).toMatch(/noindex/);
  const columns = page.getByTestId('compare-column');
  await expect(columns).toHaveCount(3);
  expect(await columns.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))))).toEqual(five.slice(0, 3).map((c) => c.id));
  // Rows that differ say so in words and are tinted; rows that agree do neither.
  const differs = page.locator('[data-testid="compare-row"][data-differs="true"]');
  expect(await differs.count()).toBeGreaterThan(0);
  await expect(differs.first().getByTestId('compare-differs')).toHaveText('Differs');
  expect(await differs.first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  for (const key of ['size', 'bedrooms', 'district', 'facilities']) await expect(page.locator(`[data-testid="compare-row"][data-key="${key}"]`)).toHaveCount(1);
  const same = page.locator('[data-testid="compare-row"][data-differs="false"]');
  await expect(same.getByTestId('compare-differs')).toHaveCount(0);
  expect(await same.count(), 'the three cheapest residences of the seed agree on some row').toBeGreaterThan(0);
  expect(await same.evaluateAll((rows) => rows.map((el) => getComputedStyle(el).backgroundColor))).toEqual(Array(await same.count()).fill('rgba(0, 0, 0, 0)'));
  // On paper the table fits one page: no horizontal scroll, and the page's chrome is gone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('site-footer')).toBeHidden();
  const wrap = page.getByTestId('compare-table-wrap');
  expect(await wrap.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
});

// Compare "prints on one page". The overflow check above is the screen's; this prints.
test('four listings print on one landscape A4 page', async ({ page, request }) => {
  const four = (await cards(request, 0)).slice(0, 4);
  await page.goto(`/en/compare?ids=${four.map((c) => c.id).join(',')}`);
  await expect(page.getByTestId('compare-column')).toHaveCount(4);
  const photos = page.locator('[data-testid="compare-table-wrap"] thead img');
  await expect.poll(() => photos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  // The page size is the print CSS's own (@page size: A4 landscape), not one the test imposes.
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  const [width, height] = (/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf) ?? []).slice(1).map(Number);
  expect({ width: Math.round(width), height: Math.round(height) }, 'A4 landscape, in points').toEqual({ width: 842, height: 595 });
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages, 'pages in the PDF').toHaveLength(1);
});

for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1366, height: 900 }],
] as const) {
  test(`the Japanese compare page on ${device} writes days the Japanese way and prints 違いあり on one line`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const four = (await cards(request, 0, 30)).slice(0, 4);
    await page.goto(`/jp/compare?ids=${four.map((c) => c.id).join(',')}`);
    await expect(page.getByTestId('compare-column')).toHaveCount(4);
    const cells = (key: string) => page.locator(`[data-testid="compare-row"][data-key="${key}"] td`).allTextContents();
    for (const text of await cells('availableFrom')) expect(text).toMatch(/^(?:即入居可|\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\))$/);
    // The last update keeps the spec's own format.
    for (const text of await cells('lastUpdate')) expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.emulateMedia({ media: 'print' });
    const badges = page.getByTestId('compare-differs');
    expect(await badges.count()).toBeGreaterThan(0);
    await expect(badges.first()).toHaveText('違いあり');
    const heights = await badges.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight || '0')));
    for (const lines of heights) expect(lines, 'one line of 違いあり').toBeLessThan(1.5);
  });
}

test('an unknown or expired shared-list link is a 404 with its own message, in each language', async ({ page }) => {
  const res = await page.goto('/en/favorites/shared/AAAAAAAAAAA');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('shared-not-found')).toContainText('expired');
  await expect(page).toHaveTitle(/This shared list is not available/);
  const jp = await page.goto('/jp/favorites/shared/AAAAAAAAAAA');
  expect(jp?.status()).toBe(404);
  await expect(page.getByTestId('shared-not-found')).toContainText('有効期限');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared list compares its ticked listings, and /compare explains a pick it cannot show', async ({ page, request }) => {
    const residences = await cards(request, 0);
    const made = await request.post('/api/shared-lists', {
      data: { items: residences.slice(0, 3).map((c) => ({ kind: 'residence', id: c.id })), language: 'jp' },
    });
    expect(made.status()).toBe(201);
    const { path } = (await made.json()) as { path: string };
    await page.goto(path);
    await expect(page.getByTestId('shared-card')).toHaveCount(3);
    await expect(page.getByTestId('shared-expires')).toHaveText(/^このリンクの有効期限は\d{4}年\d{1,2}月\d{1,2}日\([日月火水木金土]\)です。$/);
    await page.locator(`[data-testid="shared-card"][data-id="${residences[0].id}"]`).getByTestId('shared-compare').check();
    await page.locator(`[data-testid="shared-card"][data-id="${residences[2].id}"]`).getByTestId('shared-compare').check();
    await page.getByTestId('shared-compare-submit').click();
    await expect(page).toHaveURL(/\/jp\/compare\?ids=\d+&ids=\d+$/);
    await expect(page.getByTestId('compare-column')).toHaveCount(2);
    await expect(page.locator('[data-testid="compare-row"][data-key="rent"] th')).toContainText('賃料');

    await page.goto(`/en/compare?ids=${residences[0].id},2000000000`);
    await expect(page.getByTestId('compare-message')).toContainText('at least 2');
    await page.goto(`/en/compare?ids=${residences.slice(0, 5).map((c) => c.id).join(',')}`);
    await expect(page.getByTestId('compare-message')).toContainText('up to 4');
  });

  test('a mistyped shared-list link is a 404 page, rendered in full', async ({ page }) => {
    const res = await page.goto('/jp/favorites/shared/too-short');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });
});
