import { expect, test, type BrowserContext } from '@playwright/test';

const cityCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'LOCATION_CITY')?.value;

/** A first visit's city, refined in the browser when the server could only guess it. */
test.describe('the city of a first visit', () => {
  test('comes from the stored coordinates when there is no city cookie, and the page reloads for it', async ({ browser, request }) => {
    // Da Nang's coordinates: the nearest city is not the server's default one.
    const guess: { cityId: number } = await (await request.get('/api/locations/get-location?language=en')).json();
    const near: { cityId: number } = await (await request.get('/api/locations/get-location?language=en&lon=108.22&lat=16.05')).json();
    expect(near.cityId).not.toBe(guess.cityId);

    const context = await browser.newContext();
    await context.addInitScript(() => {
      if (!localStorage.getItem('LOCATION_ADDRESS')) localStorage.setItem('LOCATION_ADDRESS', '108.22,16.05');
    });
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto('/en');
    await expect.poll(() => cityCookie(context)).toBe(String(near.cityId));
    // The refinement reloads the page once; read the browser's storage after that reload, not during it.
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => localStorage.getItem('LOCATION_CITY'))).toBe(String(near.cityId));
    await context.close();
  });

  test('keeps a stored city over the guess, and a city cookie over both', async ({ browser, request, baseURL }) => {
    const guess: { cityId: number } = await (await request.get('/api/locations/get-location?language=en')).json();
    const cities: { cityId: number }[] = await (await request.get('/api/cities?language=en')).json();
    const other = cities.find((c) => c.cityId !== guess.cityId)!;

    const stored = await browser.newContext();
    await stored.addInitScript((id) => {
      if (!localStorage.getItem('LOCATION_CITY')) localStorage.setItem('LOCATION_CITY', id);
    }, String(other.cityId));
    await (await stored.newPage()).goto('/en');
    await expect.poll(() => cityCookie(stored)).toBe(String(other.cityId));
    await stored.close();

    const cookied = await browser.newContext();
    await cookied.addCookies([{ name: 'LOCATION_CITY', value: String(guess.cityId), url: baseURL }]);
    await cookied.addInitScript((id) => localStorage.setItem('LOCATION_CITY', id), String(other.cityId));
    const page = await cookied.newPage();
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The cookie wins: the browser's stored city follows the server's.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('LOCATION_CITY'))).toBe(String(guess.cityId));
    expect(await cityCookie(cookied)).toBe(String(guess.cityId));
    await cookied.close();
  });
});
