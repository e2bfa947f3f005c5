import { expect, test, type Locator, type Page } from '@playwright/test';
import { liveForm } from './support/search';
import { FIRST_ADMIN, signIn } from './support/staff';

/**
 * Yen and dong, in Chromium: approximate amounts beside USD rents at the rate an admin
 * saves, the currency switch with scripts off, and the rent slider read in yen. The rounding and
 * wording are Vitest's (tests/currency); here only what a browser shows.
 *
 * Other specs may save rates too (admin-auth), so each test saves the rate it checks, and amounts
 * are checked against the rate the page itself states.
 */
test.describe.configure({ mode: 'serial' });

/** Numbers out of `$1,500`, `約23.3万円`, `38,100,000 ₫`. */
const numbers = (text: string) => [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
/** The first amount of a Japanese price in yen or dong: `約23.3万円` is 233,000, `9,800円` 9,800. */
const japaneseAmount = (text: string) => {
  const m = /([\d,.]+)(万)?/.exec(text);
  return m ? Number(m[1].replace(/,/g, '')) * (m[2] ? 10_000 : 1) : NaN;
};
/** A Japanese approximate rent in yen as cards show it: `約23.3万円/月`, `約22.5万〜23.3万円/月`. */
const JP_YEN_RENT = /^約[\d,.]+万(?:〜[\d,.]+万)?円\/月$/;

async function saveRates(page: Page, rates: { jpy: string; vnd: string; asOf: string }) {
  await page.goto('/admin/settings');
  if (/\/admin\/sign-in/.test(page.url())) await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password, '/admin/settings');
  await expect(page).toHaveURL(/\/admin\/settings$/);
  // The form saves the staff addresses too, and a fresh server has none: give the default one.
  const staffAddress = page.getByLabel('Default (no city, or a city without its own)');
  if (!(await staffAddress.inputValue())) await staffAddress.fill('inquiry@agency.test');
  await page.getByLabel('Yen for 1 USD').fill(rates.jpy);
  await page.getByLabel('Dong for 1 USD').fill(rates.vnd);
  await page.getByLabel('Rates as of').fill(rates.asOf);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText('Settings saved.');
}

/** The first card's USD price and its approximate amount, which must be that price at `rate`, rounded. */
async function expectCardAt(card: Locator, rate: number, sign: RegExp) {
  const usd = numbers((await card.getByTestId('card-price').textContent()) ?? '')[0];
  const approx = card.getByTestId('approx-price');
  await expect(approx).toHaveText(sign);
  const amount = japaneseAmount((await approx.textContent()) ?? '');
  expect(Math.abs(amount - usd * rate)).toBeLessThanOrEqual(Math.max(50_000, usd * rate * 0.005));
}

test('Japanese results show approximate yen with the rate and its date, and follow a new rate', async ({ page, browser }) => {
  await saveRates(page, { jpy: '150', vnd: '25000', asOf: '2026-11-20' });
  const visitor = await browser.newPage();
  const note = visitor.getByTestId('rate-note');
  await expect(async () => {
    await visitor.goto('/jp/residences/search?cityId=1');
    await expect(note).toContainText('1 USD = 150円、11月20日時点', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(note).toHaveText(/^円換算は目安です/);
  await expectCardAt(visitor.getByTestId('property-card').first(), 150, JP_YEN_RENT);

  // The detail page says it as Japanese portals do: 約…万円/月（1 USD = 150円、11月20日時点）, the same yen as its card.
  const firstCard = visitor.getByTestId('property-card').first();
  const cardYen = japaneseAmount((await firstCard.getByTestId('approx-price').textContent()) ?? '');
  await firstCard.locator('h2 a').click();
  const detailLine = visitor.getByTestId('detail-approx-price');
  await expect(detailLine).toHaveText(/^約[\d,.]+万(?:〜[\d,.]+万)?円\/月（1 USD = 150円、(?:\d{4}年)?11月20日時点）$/, { useInnerText: true });
  expect(japaneseAmount((await detailLine.innerText()).split('（')[0])).toBe(cardYen);

  // Favourites are drawn in the browser, from the rate the server page handed them.
  const id = await visitor.getByTestId('property-card').first().getAttribute('data-id');
  await visitor.evaluate((saved) => window.localStorage.setItem('RESIDENCES_LIKE', saved), id!);
  await visitor.goto('/jp/favorites');
  await expectCardAt(visitor.getByTestId('saved-card').first(), 150, JP_YEN_RENT);
  await expect(note).toContainText('1 USD = 150円');

  await saveRates(page, { jpy: '160.5', vnd: '25000', asOf: '2026-11-21' });
  await expect(async () => {
    await visitor.goto('/jp/residences/search?cityId=1');
    await expect(note).toContainText('1 USD = 160.5円、11月21日時点', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expectCardAt(visitor.getByTestId('property-card').first(), 160.5, JP_YEN_RENT);
  await visitor.close();
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('English pages show USD alone until the switch chooses dong, which then holds on every page', async ({ page }) => {
    await page.goto('/en/residences/search?cityId=1');
    await expect(page.getByTestId('property-card').first()).toBeVisible();
    await expect(page.getByTestId('approx-price')).toHaveCount(0);
    await expect(page.getByTestId('rate-note')).toHaveCount(0);
    const currencySwitch = page.getByTestId('currency-switch');
    await expect(currencySwitch.locator('[aria-current="true"]')).toHaveAttribute('data-currency', 'none');

    await currencySwitch.getByRole('link', { name: 'Vietnamese dong' }).click();
    await expect(page).toHaveURL(/\/en\/residences\/search\?cityId=1&currency=vnd$/);
    await expect(page.getByTestId('rate-note')).toContainText(/^Dong amounts are approximate: 1 USD = [\d,.]+ ₫, as of \w+ \d+/);
    await expect(page.getByTestId('approx-price').first()).toHaveText(/^≈ [\d,]+ ₫( ~ [\d,]+ ₫)? \/month$/);

    // The cookie holds it: another page, then the other language, without the parameter.
    await page.getByTestId('property-card').first().locator('h2 a').click();
    await expect(page.getByTestId('detail-approx-price')).toHaveText(/^≈ [\d,]+ ₫.* \/month \(1 USD = [\d,.]+ ₫, as of \w+ \d+/);
    await page.goto('/jp');
    await expect(page.getByTestId('approx-price').first()).toHaveText(/^約[\d,.]+万(?:〜[\d,.]+万)?ドン\/月$/);
    await expect(page.getByTestId('currency-switch').locator('[aria-current="true"]')).toHaveAttribute('data-currency', 'vnd');

    // The search form still sends dollars, whatever it reads in.
    await page.getByTestId('residence-search').first().getByRole('button', { name: '検索する' }).click();
    await expect(page).toHaveURL(/leasePriceMin=\d+&leasePriceMax=\d+/);
  });
});

for (const [device, viewport] of [
  ['a desktop', { width: 1366, height: 900 }],
  ['a phone', { width: 390, height: 844 }],
] as const) {
  test(`the rent slider reads in 万円 on ${device} and searches the matching dollars`, async ({ page }) => {
    await saveRates(page, { jpy: '150', vnd: '25000', asOf: '2026-11-20' });
    const visitor = await page.context().browser()!.newPage({ viewport });
    await expect(async () => {
      await visitor.goto('/jp?city=hanoi');
      await expect(visitor.getByTestId('search-rate-note').first()).toContainText('1 USD = 150円（11月20日時点）', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const form = await liveForm(visitor, 'residence-search');
    const slider = form.getByTestId('slider-rent');
    const min = slider.getByTestId('slider-min');
    await min.focus();
    for (let i = 0; i < 3; i++) await visitor.keyboard.press('ArrowRight');
    const value = slider.getByTestId('slider-value');
    const label = (await value.textContent()) ?? '';
    // `4.5万〜75万円以上（$300〜$5,000~）`: one range in 万円 with the wave dash, and the dollars it stands for.
    const m = /^([\d,.]+)万〜([\d,.]+)万円以上（\$([\d,]+)〜\$([\d,]+)~）$/.exec(label);
    expect(m, label).not.toBeNull();
    const yen = Number(m![1].replace(/,/g, '')) * 10_000;
    const usd = Number(m![3].replace(/,/g, ''));
    expect(usd).toBeGreaterThan(0);
    expect(Math.abs(yen - usd * 150)).toBeLessThanOrEqual(1_000);
    await expect(min).toHaveAttribute('aria-valuetext', `${m![1]}万円（$${m![3]}）`);
    // The value stays on the slider's line, within the screen.
    const box = (await value.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await form.getByRole('button', { name: '検索する' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/jp/residences/search\\?.*leasePriceMin=${usd}&`));
    await visitor.close();
  });
}

test('an English rent slider in yen reads as before', async ({ page }) => {
  await saveRates(page, { jpy: '150', vnd: '25000', asOf: '2026-11-20' });
  const visitor = await page.context().browser()!.newPage();
  await expect(async () => {
    await visitor.goto('/en?city=hanoi&currency=jpy');
    await expect(visitor.getByTestId('search-rate-note').first()).toContainText('1 USD = ¥150', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const slider = (await liveForm(visitor, 'residence-search')).getByTestId('slider-rent');
  await expect(slider.getByTestId('slider-value')).toHaveText(/^¥[\d,]+ \(\$[\d,]+\) – ¥[\d,]+~ \(\$[\d,]+~\)$/);
  await visitor.close();
});
