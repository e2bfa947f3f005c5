import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { FIRST_ADMIN, signIn } from './support/staff';
import type { OfficeDetail, PropertyCard, PropertyPage, ResidenceDetail } from '@/lib/api/properties';

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

async function residences(request: APIRequestContext, lang = 'en'): Promise<PropertyCard[]> {
  return (await api<PropertyPage>(request, `/api/properties/filter?language=${lang}&propertyType=0&cityId=1&pageSize=15&sort=sqmmin`)).items;
}

test.describe('residence detail', () => {
  test('is complete in the server HTML: name, price, summary, description, facilities, photos and JSON-LD', async ({ browser, request }) => {
    // A residence with a hidden building facility, so that the check that hidden ones stay off the page runs.
    const hiddenOf = (d: ResidenceDetail) => d.buildingFacilities.filter((f) => !f.isShow && !d.buildingFacilities.some((g) => g.isShow && g.facilityName === f.facilityName));
    let detail: ResidenceDetail | undefined;
    for (const card of await residences(request)) {
      const d = await api<ResidenceDetail>(request, `/api/properties/detail?id=${card.id}&language=en`);
      if (hiddenOf(d).length) {
        detail = d;
        break;
      }
    }
    if (!detail) throw new Error('the seed hides a building facility of some residence in Hanoi (scripts/seed/listings.ts)');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/en/residence/detail/${detail.id}/${detail.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.name.replace(/\u3000/g, ' '));
    await expect(page.getByTestId('detail-price')).toContainText('$');
    const summary = page.getByTestId('detail-summary');
    await expect(summary.locator('[data-row="code"] dd')).toHaveText(detail.propertyIdC);
    await expect(summary.locator('[data-row="lastUpdate"] dd')).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    // The seed writes every residence a description and shows all its interior facilities
    // (scripts/seed/listings.ts): both must be on the page, not only when present.
    expect(detail.description, 'the seed writes every residence a description').toBeTruthy();
    await expect(page.getByTestId('detail-description')).toContainText(detail.description!.split('\n')[0].slice(0, 40));
    const shown = detail.interiorFacilities.filter((f) => f.isShow);
    expect(shown.length, 'the seed shows every residence’s interior facilities').toBeGreaterThan(0);
    await expect(page.getByTestId('detail-interior').getByRole('listitem')).toHaveCount(shown.length);
    for (const f of hiddenOf(detail)) await expect(page.getByTestId('detail-building')).not.toContainText(f.facilityName);
    await expect(page.getByTestId('project-gallery').locator('img').first()).toHaveAttribute('src', new RegExp(detail.images[0].replace('.jpg', '')));
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@graph': { '@type': string; sku?: string; itemOffered?: { '@type': string } }[] };
    expect(ld['@graph'][0]).toMatchObject({ '@type': 'Offer', sku: detail.propertyIdC, itemOffered: { '@type': 'Apartment' } });
    expect(ld['@graph'][1]['@type']).toBe('BreadcrumbList');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/residence/detail/${detail.id}/${detail.slug}$`));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(detail.images[0].replace('.jpg', '')));
    await context.close();
  });

  test('reads in Japanese with the Japanese suffixes and dates', async ({ page, request }) => {
    const items = await residences(request, 'jp');
    let found: ResidenceDetail | undefined;
    for (const card of items) {
      const d = await api<ResidenceDetail>(request, `/api/properties/detail?id=${card.id}&language=jp`);
      if (d.bathroom !== null && d.completionYearNewC !== null) {
        found = d;
        break;
      }
    }
    expect(found, 'the seed has Japanese residences with bathrooms and a completion year').toBeDefined();
    await page.goto(`/jp/residence/detail/${found!.id}/${found!.slug}`);
    const summary = page.getByTestId('detail-summary');
    await expect(summary.locator('[data-row="bathrooms"] dd')).toHaveText(/室$/);
    await expect(summary.locator('[data-row="completionYear"] dd')).toHaveText(`${found!.completionYearNewC}年`);
    await expect(summary.locator('[data-row="lastUpdate"] dd')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByTestId('breadcrumb')).toContainText('物件詳細');
  });

  test('the summary says when a tenant can move in: a day still to come, else available now', async ({ browser, request }) => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date());
    const cards = (await api<PropertyPage>(request, '/api/properties/filter?language=en&propertyType=0&pageSize=60')).items;
    let later: ResidenceDetail | undefined;
    let now: ResidenceDetail | undefined;
    for (const card of cards) {
      const d = await api<ResidenceDetail>(request, `/api/properties/detail?id=${card.id}&language=en`);
      if (d.availableFrom && d.availableFrom > today) later ??= d;
      else now ??= d;
      if (later && now) break;
    }
    expect(later, 'the seed has a residence available from a day to come').toBeDefined();
    expect(now, 'the seed has a residence available now').toBeDefined();
    const [year, month, day] = later!.availableFrom!.split('-');
    // A day someone acts on reads with its weekday: Fri, January 15, 2027 / 2027年1月15日(金), on a phone and a desktop.
    for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      for (const [lang, d, text] of [
        ['en', later!, new RegExp(`^[A-Z][a-z]{2}, [A-Z][a-z]+ ${Number(day)}, ${year}$`)],
        ['jp', later!, new RegExp(`^${year}年${Number(month)}月${Number(day)}日\\([日月火水木金土]\\)$`)],
        ['en', now!, 'Available now'],
        ['jp', now!, '即入居可'],
      ] as const) {
        await page.goto(`/${lang}/residence/detail/${d.id}/${d.slug}`);
        const row = page.getByTestId('detail-summary').locator('[data-row="availableFrom"]');
        await expect(row.locator('dt')).toHaveText(lang === 'en' ? 'Available from' : '入居可能日');
        await expect(row.locator('dd')).toHaveText(text);
        await expect(row.locator('dd')).toBeVisible();
      }
      await context.close();
    }
  });

  test('a thumbnail swaps the main photo', async ({ page, request }) => {
    const [card] = await residences(request);
    await page.goto(`/en/residence/detail/${card.id}/${card.slug}`);
    const thumbs = page.getByTestId('project-thumb');
    await expect(thumbs.first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await thumbs.nth(2).click();
    await expect(page.getByTestId('gallery-main')).toHaveAttribute('data-index', '2');
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('previous and next step through the stored results and wrap around', async ({ page, request }) => {
    const items = (await residences(request)).slice(0, 3);
    await page.addInitScript((stored) => localStorage.setItem('resultSearch', stored), JSON.stringify(items.map(({ id, slug }) => ({ id, slug }))));
    await page.goto(`/en/residence/detail/${items[2].id}/${items[2].slug}`);
    await expect(page.getByTestId('detail-next')).toHaveAttribute('data-id', String(items[0].id));
    await expect(page.getByTestId('detail-prev')).toHaveAttribute('data-id', String(items[1].id));
    await page.getByTestId('detail-next').click();
    await expect(page).toHaveURL(new RegExp(`/residence/detail/${items[0].id}/`));
    await expect(page.getByTestId('detail-prev')).toHaveAttribute('data-id', String(items[2].id));
  });

  test('shows no previous or next for a listing outside the stored results', async ({ page, request }) => {
    const items = await residences(request);
    await page.addInitScript((stored) => localStorage.setItem('resultSearch', stored), JSON.stringify([{ id: items[0].id, slug: items[0].slug }, { id: items[1].id, slug: items[1].slug }]));
    await page.goto(`/en/residence/detail/${items[5].id}/${items[5].slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('detail-steps')).toHaveCount(0);
  });

  test('records the visit in the history once and the favourite heart updates the badge', async ({ page, request }) => {
    const [a, b] = await residences(request);
    await page.goto(`/en/residence/detail/${a.id}/${a.slug}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('HISTORY'))).toBe(String(a.id));
    await page.goto(`/en/residence/detail/${b.id}/${b.slug}`);
    // The visit is recorded by the page's scripts, which load after the page's largest image.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.goto(`/en/residence/detail/${a.id}/${a.slug}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('HISTORY'))).toBe(`${a.id},${b.id}`);
    await expect(page.getByTestId('histories-badge')).toHaveText(/^2/);

    const heart = page.getByTestId('detail-actions').getByTestId('favourite-toggle');
    await heart.click();
    await expect(heart).toBeChecked();
    await expect(page.getByTestId('favorites-badge')).toHaveText(/^1/);
    expect(await page.evaluate(() => localStorage.getItem('RESIDENCES_LIKE'))).toBe(String(a.id));
    const similar = page.getByTestId('detail-similar').getByTestId('favourite-toggle').first();
    await similar.click();
    await expect(page.getByTestId('favorites-badge')).toHaveText(/^2/);
    await heart.click();
    await expect(page.getByTestId('favorites-badge')).toHaveText(/^1/);
  });

  test('names the list the visitor came from', async ({ page, request }) => {
    const [card] = await residences(request);
    await page.goto(`/en/residence/detail/${card.id}/${card.slug}?hot`);
    await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'Hot residences' })).toHaveAttribute('href', '/en/list-properties/hot/residence');
    await page.goto(`/en/residence/detail/${card.id}/${card.slug}?last`);
    await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'Latest residences' })).toBeVisible();
    await page.goto(`/en/residence/detail/${card.id}/${card.slug}`);
    await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'Residences' })).toBeVisible();
  });

  test('redirects a missing id home and a wrong slug to the right one, with real statuses', async ({ request }) => {
    const [card] = await residences(request);
    for (const path of ['/en/residence/detail/99999999/whatever', '/en/residence/detail/abc/x', '/en/residence/detail/0/x']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(res.headers().location).toMatch(/\/en$/);
    }
    const jp = await request.get('/jp/office/detail/99999999', { maxRedirects: 0 });
    expect(jp.headers().location).toMatch(/\/jp$/);
    const wrong = await request.get(`/en/residence/detail/${card.id}/not-the-slug?last`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(308);
    expect(wrong.headers().location).toBe(`/en/residence/detail/${card.id}/${card.slug}?last`);
  });

  test('prints the listing without the site chrome', async ({ page, request }) => {
    const [card] = await residences(request);
    await page.goto(`/en/residence/detail/${card.id}/${card.slug}`);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('site-header')).toBeHidden();
    await expect(page.getByTestId('site-footer')).toBeHidden();
    await expect(page.getByTestId('support-buttons')).toBeHidden();
    await expect(page.getByTestId('detail-actions')).toBeHidden();
    await expect(page.getByTestId('detail-similar')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('detail-summary')).toBeVisible();
  });

  test('share copies the link where the browser cannot share', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [card] = await residences(request);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto(`/en/residence/detail/${card.id}/${card.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('detail-share').click();
    await expect(page.getByTestId('detail-share-status')).toHaveText('Link copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/en/residence/detail/${card.id}/${card.slug}$`));
  });

  test('has no serious accessibility violation', async ({ page, request }) => {
    const [card] = await residences(request);
    await page.goto(`/en/residence/detail/${card.id}/${card.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
  });
});

test.describe('detail map', () => {
  test('without a Maps key is the location card with its Google Maps link, and Google’s script is never asked for', async ({ page, request }) => {
    let placed: ResidenceDetail | undefined;
    for (const card of await residences(request)) {
      const d = await api<ResidenceDetail>(request, `/api/properties/detail?id=${card.id}&language=en`);
      if (d.latitude !== null && d.longitude !== null) {
        placed = d;
        break;
      }
    }
    expect(placed, 'the seed places residences on the map').toBeDefined();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('maps.googleapis.com')) asked.push(r.url());
    });
    await page.goto(`/en/residence/detail/${placed!.id}/${placed!.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const map = page.getByTestId('location-map');
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-map', 'static');
    await expect(page.getByTestId('location-card')).toBeVisible();
    await expect(page.getByTestId('location-link')).toHaveAttribute('href', `https://www.google.com/maps/search/?api=1&query=${placed!.latitude}%2C${placed!.longitude}`);
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
  });
});

test.describe('office detail', () => {
  test('shows the office fields and similar offices; the slug is optional', async ({ page, request }) => {
    const [card] = (await api<PropertyPage>(request, '/api/properties/filter?language=en&propertyType=2&pageSize=16')).items;
    const office = await api<OfficeDetail>(request, `/api/properties/offices/detail?id=${card.id}&language=en`);
    await page.goto(`/en/office/detail/${office.id}`);
    await expect(page).toHaveURL(new RegExp(`/en/office/detail/${office.id}/${office.slug}$`));
    const summary = page.getByTestId('detail-summary');
    await expect(summary.locator('[data-row="code"] dd')).toHaveText(office.propertyId);
    // The seed gives every office a service charge and says whether VAT is included (scripts/seed/listings.ts).
    expect(office.serviceChargeSqm, 'the seed gives every office a service charge').not.toBeNull();
    await expect(summary.locator('[data-row="serviceCharge"] dd')).toHaveText(/^\$[\d.,]+\/m² per month$/);
    expect(office.vatInclude, 'the seed says of every office whether VAT is included').not.toBeNull();
    await expect(summary.locator('[data-row="vat"] dd')).toHaveText(office.vatInclude ? 'Included' : 'Not included');
    await expect(page.getByTestId('detail-price')).toContainText('/m²/month');
    await expect(page.getByTestId('breadcrumb').getByRole('link', { name: 'Offices' })).toBeVisible();
    await expect(page.getByTestId('detail-similar').getByTestId('property-card').first()).toBeVisible();
  });

  test('a preview, for signed-in staff only, shows the preview notice and no similar offices', async ({ page, request }) => {
    const [card] = (await api<PropertyPage>(request, '/api/properties/filter?language=en&propertyType=2&pageSize=16')).items;
    // Without a staff session the preview address is an ordinary one.
    await page.goto(`/en/office/detail/${card.id}/isPreview`);
    await expect(page).not.toHaveURL(/isPreview/);
    await expect(page.getByTestId('detail-preview')).toHaveCount(0);
    await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto(`/en/office/detail/${card.id}/isPreview`);
    await expect(page.getByTestId('detail-preview')).toBeVisible();
    await expect(page.getByTestId('office-detail')).toBeVisible();
    await expect(page.getByTestId('detail-similar')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});
