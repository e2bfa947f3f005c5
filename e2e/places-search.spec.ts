import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PlaceItem } from '@/lib/api/places';
import { expectNoSeriousA11yViolations } from './support/axe';
import { api, liveForm, type Results } from './support/search';

/**
 * "Near what matters" (issue 47) from the renter's side: a place picked in the search form, a
 * radius, the live count, the place's chip, nearest first and each card's straight-line distance;
 * then the same search without scripts, from the form alone. On a phone and a desktop, in both
 * languages; the results always as GET /api/properties/filter has them.
 */

const PHONE = { width: 390, height: 844 };
const SCHOOL = 'The Japanese School of Hanoi';

type Words = { city: string; near: string; within: string; withinKm: string; sort: string; chip: (place: string) => string; card: (place: string) => RegExp };
const WORDS: Record<'en' | 'jp', Words> = {
  en: {
    city: 'City',
    near: 'Near',
    within: 'Distance',
    withinKm: 'Within 3 km',
    sort: 'Sort by',
    chip: (place) => `Within 3 km of ${place}`,
    card: (place) => new RegExp(`^(\\d+\\u00a0m|\\d+\\.\\d\\u00a0km) to ${place}$`),
  },
  jp: {
    city: '都市',
    near: '周辺の施設',
    within: '距離',
    withinKm: '3km以内',
    sort: '並び替え',
    chip: (place) => `${place}から3km以内`,
    card: (place) => new RegExp(`^${place}まで(\\d+m|\\d+\\.\\dkm)$`),
  },
};

/** Hanoi and its Japanese school, named in the page's language. */
async function hanoiSchool(request: APIRequestContext, lang: 'en' | 'jp') {
  const cities = await api<{ cityId: number; code: string; cityName: string }[]>(request, `/api/cities?language=${lang}`);
  const hanoi = cities.find((c) => c.code === 'hanoi')!;
  const english = await api<PlaceItem[]>(request, `/api/places?city=${hanoi.cityId}&kind=japanese-school&language=en`);
  const id = english.find((p) => p.name === SCHOOL)!.id;
  const local = await api<PlaceItem[]>(request, `/api/places?city=${hanoi.cityId}&language=${lang}`);
  return { hanoi, school: local.find((p) => p.id === id)! };
}

const cardIds = (page: Page) => page.getByTestId('results-grid').locator(':scope > li').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))));

/** The page lists what the API lists for the page's own query. */
async function expectAsApi(page: Page, request: APIRequestContext) {
  const query = new URL(page.url()).searchParams;
  const expected = await api<Results>(request, `/api/properties/filter?${query}`);
  await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(expected.totalRecords));
  expect(await cardIds(page)).toEqual(expected.items.map((i) => i.id));
  return expected;
}

/** Every card tells its distance to the place, as the API measured it: within 3 km, and (nearest first) never decreasing. */
async function expectDistances(page: Page, results: Results, pattern: RegExp, ordered: boolean) {
  const lines = page.getByTestId('results-grid').getByTestId('card-distance');
  const withPoint = results.items.filter((i) => i.distance != null);
  await expect(lines).toHaveCount(withPoint.length);
  expect(withPoint.length).toBeGreaterThan(0);
  for (const text of await lines.allTextContents()) expect(text).toMatch(pattern);
  const metres = (await lines.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-metres'))))) as number[];
  expect(metres).toEqual(withPoint.map((i) => i.distance));
  for (const m of metres) expect(m).toBeLessThanOrEqual(3000);
  if (ordered) expect([...metres].sort((a, b) => a - b)).toEqual(metres);
}

for (const lang of ['en', 'jp'] as const) {
  for (const device of ['desktop', 'phone'] as const) {
    test(`${device}, ${lang}: a school, 3 km, the count follows, nearest first with each card's distance, then a listing`, async ({ page, request }) => {
      const w = WORDS[lang];
      if (device === 'phone') await page.setViewportSize(PHONE);
      const { hanoi, school } = await hanoiSchool(request, lang);
      const base = `propertyType=0&cityId=${hanoi.cityId}&language=${lang}`;
      const inCity = await api<{ message: number }>(request, `/api/properties/total-unit?${base}`);
      const near = await api<{ message: number }>(request, `/api/properties/total-unit?${base}&near=${school.id}&within=3`);
      // The seed has listings both inside and beyond 3 km of the school: the count must change.
      expect(near.message).toBeGreaterThan(0);
      expect(near.message).toBeLessThan(inCity.message);

      await page.goto(`/${lang}/residences`);
      const form = await liveForm(page, 'residence-search');
      await form.getByLabel(w.city, { exact: true }).selectOption(String(hanoi.cityId));
      const within = form.getByLabel(w.within, { exact: true });
      await expect(within).toBeDisabled();
      await form.getByLabel(w.near, { exact: true }).selectOption({ label: school.name });
      await expect(within).toBeEnabled();
      await within.selectOption({ label: w.withinKm });
      await expect(form.getByTestId('total-units')).toHaveAttribute('data-count', String(near.message), { timeout: 10_000 });

      await form.getByTestId('search-submit').click();
      await page.waitForURL((url) => url.searchParams.get('near') === String(school.id) && url.searchParams.get('within') === '3');
      const chip = page.getByTestId('active-filters').locator('[data-chip="near"]');
      await expect(chip).toContainText(w.chip(school.name));
      const first = await expectAsApi(page, request);
      expect(first.totalRecords).toBe(near.message);
      await expectDistances(page, first, w.card(school.name), false);
      // The place searched near is remembered in the browser (not as the office).
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('CHOSEN_PLACE') ?? 'null'));
      expect(stored).toMatchObject({ id: school.id, office: false });

      await page.getByLabel(w.sort).selectOption('nearest');
      await page.waitForURL(/sort=nearest/);
      const nearest = await expectAsApi(page, request);
      await expectDistances(page, nearest, w.card(school.name), true);
      await expectNoSeriousA11yViolations(page);

      const listing = page.getByTestId('results-grid').getByTestId('property-card').first();
      const name = (await listing.getByRole('heading').textContent())!.trim();
      await listing.getByRole('link').first().click();
      await page.waitForURL(new RegExp(`/${lang}/residence/detail/${nearest.items[0].id}/`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    });
  }
}

test('the Change search form reads the place back; the chip clears place, radius and nearest first; my office fills a fresh form', async ({ page, request }) => {
  const { hanoi, school } = await hanoiSchool(request, 'en');
  await page.goto(`/en/residences/search?cityId=${hanoi.cityId}&near=${school.id}&within=3&sort=nearest`);
  await page.getByRole('button', { name: 'Change search' }).click();
  const modal = page.getByTestId('search-modal');
  const form = await liveForm(page, 'residence-search');
  await expect(modal.getByLabel('Near', { exact: true })).toHaveValue(String(school.id));
  await expect(modal.getByLabel('Distance', { exact: true })).toHaveValue('3');
  await expectNoSeriousA11yViolations(page);
  const office = form.getByTestId('search-set-office');
  await expect(office).toHaveAttribute('aria-pressed', 'false');
  await office.click();
  await expect(office).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('CHOSEN_PLACE') ?? 'null'))).toMatchObject({ id: school.id, office: true });
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: `Remove filter: Within 3 km of ${SCHOOL}` }).click();
  await page.waitForURL((url) => !url.searchParams.has('near'));
  const url = new URL(page.url());
  expect(url.searchParams.has('within')).toBe(false);
  expect(url.searchParams.get('sort')).not.toBe('nearest');
  await expect(page.getByTestId('card-distance')).toHaveCount(0);
  await expectAsApi(page, request);

  // A fresh home form starts from the renter's office, in its city.
  await page.goto(`/en/residences?city=hanoi`);
  const home = await liveForm(page, 'residence-search');
  await expect(home.getByLabel('Near', { exact: true })).toHaveValue(String(school.id));
  // The picker follows the city select: another city's places, and the Hanoi school let go.
  const other = (await api<PlaceItem[]>(request, '/api/places?language=en')).find((p) => p.cityId !== hanoi.cityId)!;
  await home.getByLabel('City', { exact: true }).selectOption(String(other.cityId));
  await expect(home.getByLabel('Near', { exact: true })).toHaveValue('');
  await expect(home.getByLabel('Near', { exact: true }).locator('option', { hasText: SCHOOL })).toHaveCount(0);
  await expect(home.getByLabel('Near', { exact: true }).locator('option', { hasText: other.name })).toHaveCount(1);
  await expect(home.getByLabel('Distance', { exact: true })).toBeDisabled();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'jp'] as const) {
    test(`${lang}: the form alone searches near a place within 3 km, and the cards tell the distance`, async ({ page, request }) => {
      const w = WORDS[lang];
      const { hanoi, school } = await hanoiSchool(request, lang);
      await page.goto(`/${lang}/residences?city=hanoi`);
      const form = page.getByTestId('residence-search').first();
      await expect(form.getByLabel(w.city, { exact: true })).toHaveValue(String(hanoi.cityId));
      // The picker offers the city's places, grouped by kind, with no office button.
      await expect(form.getByLabel(w.near, { exact: true }).locator('option', { hasText: school.name })).toHaveCount(1);
      await expect(form.getByTestId('search-set-office')).toHaveCount(0);
      await form.getByLabel(w.near, { exact: true }).selectOption({ label: school.name });
      await form.getByLabel(w.within, { exact: true }).selectOption({ label: w.withinKm });
      await form.getByTestId('search-submit').click();
      await page.waitForURL((url) => url.searchParams.get('near') === String(school.id) && url.searchParams.get('within') === '3');
      await expect(page.getByTestId('active-filters').locator('[data-chip="near"]')).toContainText(w.chip(school.name));
      const results = await expectAsApi(page, request);
      await expectDistances(page, results, w.card(school.name), false);
      // axe runs in the page's scripts: the scripted tests above scan these results.
    });
  }

  test('a radius sent without a place is left out, and the page still lists', async ({ page, request }) => {
    await page.goto('/en/residences/search?within=3&sort=nearest');
    await expect(page.getByTestId('active-filters')).toHaveCount(0);
    // The API refuses both (400); the page searches without them, by the default order.
    expect((await request.get('/api/properties/filter?within=3')).status()).toBe(400);
    const all = await api<Results>(request, '/api/properties/filter?language=en&propertyType=0');
    await expect(page.getByTestId('results')).toHaveAttribute('data-total', String(all.totalRecords));
    expect(await cardIds(page)).toEqual(all.items.map((i) => i.id));
    await expect(page.getByTestId('card-distance')).toHaveCount(0);
  });
});
