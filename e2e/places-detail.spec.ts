import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { Lang } from '@/lib/api/lang';
import type { PlaceItem } from '@/lib/api/places';
import type { PropertyCard, PropertyPage } from '@/lib/api/properties';
import { formatDistance } from '@/lib/places/distance';
import { expectNoSeriousA11yViolations } from './support/axe';
import { waitForMail } from './support/mail';

/**
 * Near what matters (issue 47) on the pages a renter reads: a listing's Nearby section (server
 * HTML, with scripts off too), its distance to the place the renter chose (an island reading the
 * browser's storage), a shared list made with that place, and an alert that keeps it. In English
 * and Japanese, on a phone and a desktop. The rules behind them are in tests/places.
 */

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;
const SCHOOL = { en: 'The Japanese School of Hanoi', jp: 'ハノイ日本人学校' } as const;

async function school(request: APIRequestContext, lang: Lang): Promise<PlaceItem> {
  const res = await request.get(`/api/places?city=1&kind=japanese-school&language=${lang}`);
  expect(res.ok()).toBe(true);
  const found = ((await res.json()) as PlaceItem[]).find((p) => p.name === SCHOOL[lang]);
  expect(found).toBeDefined();
  return found!;
}

/** The residences nearest the school, each with its distance as the search measured it. */
async function nearest(request: APIRequestContext, placeId: number, count: number): Promise<PropertyCard[]> {
  const res = await request.get(`/api/properties/filter?language=en&propertyType=0&near=${placeId}&within=5&sort=nearest&pageSize=${count}`);
  expect(res.ok()).toBe(true);
  const items = ((await res.json()) as PropertyPage).items;
  expect(items.length).toBe(count);
  return items;
}

const chosen = (place: PlaceItem, office: boolean) =>
  JSON.stringify({ id: place.id, name: place.name, kind: place.kind, cityId: place.cityId, latitude: place.latitude, longitude: place.longitude, office });

async function contextWith(browser: Browser, viewport: { width: number; height: number }, storage: Record<string, string>) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((items: Record<string, string>) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, storage);
  return context;
}

for (const lang of ['en', 'jp'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${lang} ${device}: a listing shows its Nearby places and its distance to the chosen place`, async ({ browser, request }) => {
      const place = await school(request, lang);
      const [listing] = await nearest(request, place.id, 1);
      const office = device === 'desktop';
      const context = await contextWith(browser, viewport, { CHOSEN_PLACE: chosen(place, office) });
      try {
        const page = await context.newPage();
        await page.goto(`/${lang}/residence/detail/${listing.id}/${listing.slug}`);
        const nearby = page.getByTestId('detail-nearby');
        await expect(nearby.getByRole('heading', { name: lang === 'en' ? 'Nearby' : '周辺施設' })).toBeVisible();
        const row = nearby.locator('[data-testid="nearby-place"][data-kind="japanese-school"]');
        await expect(row).toContainText(SCHOOL[lang]);
        await expect(row.getByTestId('nearby-distance')).toHaveText(formatDistance(listing.distance!, lang));
        // The map link opens in a new tab, without handing the page over.
        const link = row.getByRole('link');
        if (await link.count()) {
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
        }
        await expect(nearby.getByTestId('nearby-note')).toContainText(lang === 'en' ? 'Straight-line distance' : '直線距離');

        // The island: the same figure as the search's, in the page's words.
        const distance = formatDistance(listing.distance!, lang);
        const expected = office
          ? lang === 'en'
            ? `${distance} to your office (${SCHOOL.en})`
            : `勤務先（${SCHOOL.jp}）まで${distance}`
          : lang === 'en'
            ? `${distance} to ${SCHOOL.en}`
            : `${SCHOOL.jp}まで${distance}`;
        await expect(page.getByTestId('chosen-distance')).toContainText(expected);
        await expectNoSeriousA11yViolations(page);
      } finally {
        await context.close();
      }
    });
  }
}

test('without scripts the Nearby section is there and no distance to a chosen place is guessed', async ({ browser, request }) => {
  const place = await school(request, 'en');
  const [listing] = await nearest(request, place.id, 1);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`/en/residence/detail/${listing.id}/${listing.slug}`);
    await expect(page.getByTestId('nearby-place').first()).toBeVisible();
    await expect(page.getByTestId('chosen-distance')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`${device}: a list shared with a chosen place shows each listing's distance to it, named in the language it is opened in`, async ({ browser, request }) => {
    const place = await school(request, 'en');
    const listings = await nearest(request, place.id, 2);
    const sharer = await contextWith(browser, viewport, { RESIDENCES_LIKE: listings.map((l) => l.id).join(','), CHOSEN_PLACE: chosen(place, false) });
    let link: string;
    try {
      const page = await sharer.newPage();
      await page.goto('/en/favorites');
      await expect(page.getByTestId('saved-card')).toHaveCount(2);
      await page.getByTestId('share-button').click();
      link = await page.getByTestId('share-link').inputValue();
    } finally {
      await sharer.close();
    }
    const friend = await browser.newContext({ viewport });
    try {
      const page = await friend.newPage();
      for (const lang of ['en', 'jp'] as const) {
        await page.goto(link.replace('/en/favorites/', `/${lang}/favorites/`));
        await expect(page.getByTestId('shared-place')).toContainText(SCHOOL[lang]);
        for (const l of listings) {
          const item = page.locator('li').filter({ has: page.locator(`[data-testid="shared-card"][data-id="${l.id}"]`) });
          const distance = formatDistance(l.distance!, lang);
          await expect(item.getByTestId('shared-distance')).toHaveText(lang === 'en' ? `${distance} to ${SCHOOL.en}` : `${SCHOOL.jp}まで${distance}`);
        }
        await expectNoSeriousA11yViolations(page);
      }
    } finally {
      await friend.close();
    }
  });
}

for (const lang of ['en', 'jp'] as const) {
  test(`${lang}: an alert saved from results near a place keeps it and names it in its mail`, async ({ page, request }) => {
    const place = await school(request, lang);
    const email = `near-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(`/${lang}/residences/search?near=${place.id}&within=3&sort=nearest`);
    const block = page.getByTestId('alert-signup');
    await block.getByTestId('alert-email').fill(email);
    // The form token's minimum fill time (3 s) runs from the page's answer.
    await page.waitForTimeout(3_200);
    await block.getByTestId('alert-submit').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/alerts/sent$`));
    const confirmation = await waitForMail(email, /./);
    expect(confirmation.text).toContain(lang === 'en' ? `within 3 km of ${SCHOOL.en}` : `${SCHOOL.jp}から3km以内`);
    await page.goto(/https?:\/\/\S+\/api\/alerts\/confirm\?\S+/.exec(confirmation.text)![0]);
    await expect(page.getByTestId('alert-item')).toContainText(lang === 'en' ? `within 3 km of ${SCHOOL.en}` : `${SCHOOL.jp}から3km以内`);
  });
}
