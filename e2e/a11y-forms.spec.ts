import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ownAddress } from './support/forms';
import { exposedLiveTexts, focused, hydrated, msg, tabTo, type Lang } from './support/keyboard-forms';
import type { PropertyCard, PropertyPage } from '@/lib/api/properties';

/**
 * Favouriting, contacting and removing from saved lists, walked with the keyboard alone in both
 * languages at a desktop and a phone width: a listing favourited with Space, its contact dialog
 * opened with Enter, a send that fails (said inside the dialog, focus kept on a control) then
 * succeeds; and items removed from the favourites and history lists, focus moved to the next card
 * and the removal announced.
 * Set-up (seeding storage, routing the API) is not part of the journey; every step a visitor
 * takes is a key press.
 */

async function residences(request: APIRequestContext, lang: Lang, count: number): Promise<PropertyCard[]> {
  const res = await request.get(`/api/properties/filter?language=${lang}&propertyType=0&pageSize=${count}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as PropertyPage).items.slice(0, count);
}

/** Writes localStorage once, before the first page's scripts run. */
async function seed(page: Page, entries: Record<string, string>) {
  await page.addInitScript((items: Record<string, string>) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, entries);
}

const card = (page: Page, id: string | number) => page.locator(`[data-testid="saved-card"][data-id="${id}"]`);
const cardName = (page: Page, id: string | number) => card(page, id).locator('h3').innerText();
const announcer = (page: Page) => page.getByTestId('saved-announcer');

for (const lang of ['en', 'jp'] as const) {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`keyboard journeys, /${lang} at ${viewport.width} px`, () => {
      test.use({ viewport });
      // Pairwise (docs/ACCESSIBILITY.md): the same islands serve both languages at every width, so
      // each journey runs once per language, at the width the other journeys of that language skip.
      const contactTurn = (lang === 'en') === viewport.width > 1000;

      if (contactTurn) test('favourite a listing with Space, contact it with Enter: a failed send is said in the dialog and focus stays, then it sends', async ({ page, request }) => {
        await ownAddress(page);
        const [listing] = await residences(request, lang, 1);
        let reply = 500;
        await page.route('**/api/contacts', (route) =>
          reply === 500 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
        );
        await page.goto(`/${lang}/residence/detail/${listing.id}/${listing.slug}`);
        await hydrated(page);

        // The heart is a native checkbox: Space ticks it.
        const heart = '[data-testid="favourite-toggle"]';
        await tabTo(page, heart);
        await page.keyboard.press('Space');
        await expect(page.locator(':focus')).toBeChecked();
        await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(msg(lang, 'card.favouriteRemove', { name: '.+' })));
        expect(await page.evaluate(() => window.localStorage.getItem('RESIDENCES_LIKE'))).toContain(String(listing.id));

        await tabTo(page, '[data-testid="contact-open"]');
        await page.keyboard.press('Enter');
        const dialog = page.getByTestId('contact-modal');
        await expect(dialog).toBeVisible();
        expect((await focused(page)).inDialog).toBe(true);

        await tabTo(page, '#contact-modal-fullName');
        await page.keyboard.type(lang === 'en' ? 'Keyboard Visitor' : '鍵盤 花子');
        await tabTo(page, '#contact-modal-email');
        await page.keyboard.type(`kb-${lang}-${viewport.width}-${Date.now()}@example.com`);
        await tabTo(page, '#contact-modal-phone');
        await page.keyboard.type('+84 912 345 678');
        await tabTo(page, '[data-testid="contact-send"]');
        const send = msg(lang, 'contactForm.send');
        await expect(page.locator(':focus')).toHaveAccessibleName(send);
        await page.keyboard.press('Enter');

        // The failure is in the dialog, announced (role=alert, in the accessibility tree), and focus is still on Send.
        const failure = msg(lang, 'forms.failures.server');
        await expect(dialog.getByRole('alert')).toContainText(failure);
        await expect(dialog.getByRole('alert')).toBeVisible();
        await expect.poll(async () => (await exposedLiveTexts(page, 'alert')).some((t) => t.includes(failure))).toBe(true);
        await expect(page.locator(':focus')).toHaveAccessibleName(send);
        expect(await focused(page)).toMatchObject({ tag: 'button', inDialog: true });
        // Nothing of the failure is left where the dialog makes it unreachable (a toast under the backdrop).
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

        // Try again, by keyboard: the retry button sits just before Send.
        reply = 200;
        await tabTo(page, '[data-testid="contact-send-retry"]', { back: true, max: 5 });
        await expect(page.locator(':focus')).toHaveAccessibleName(msg(lang, 'forms.failures.retry'));
        await page.keyboard.press('Enter');
        // The success: the thank-you page, its heading focused and its title announced by the router.
        const thanks = msg(lang, 'notification.contactTitle');
        await expect(page).toHaveURL(new RegExp(`/${lang}/notification/contact-us$`));
        await expect(page.locator(':focus')).toHaveText(thanks);
        await expect(page.locator('#__next-route-announcer__')).toContainText(thanks);
      });

      if (!contactTurn) test('un-favouriting cards on /favorites moves focus to the next heart and announces each removal', async ({ page, request }) => {
        const items = await residences(request, lang, 3);
        await seed(page, { RESIDENCES_LIKE: items.map((c) => c.id).join(',') });
        await page.goto(`/${lang}/favorites`);
        await hydrated(page);
        await expect(page.getByTestId('saved-card')).toHaveCount(3);
        const order = await page.getByTestId('saved-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? ''));
        const names = await Promise.all(order.map((id) => cardName(page, id)));

        // The middle card: focus moves to the next card's heart.
        await tabTo(page, `[data-testid="saved-card"][data-id="${order[1]}"] [data-testid="favourite-toggle"]`);
        await page.keyboard.press('Space');
        await expect(card(page, order[1])).toHaveCount(0);
        await expect.poll(() => focused(page)).toMatchObject({ testId: 'favourite-toggle', card: order[2] });
        await expect(announcer(page)).toHaveText(msg(lang, 'saved.favorites.removed', { name: names[1] }));

        // The last card: focus moves back to the one before.
        await page.keyboard.press('Space');
        await expect(card(page, order[2])).toHaveCount(0);
        await expect.poll(() => focused(page)).toMatchObject({ testId: 'favourite-toggle', card: order[0] });
        await expect(announcer(page)).toHaveText(msg(lang, 'saved.favorites.removed', { name: names[2] }));

        // The list empties: focus on the page's heading, the removal still announced.
        await page.keyboard.press('Space');
        await expect(page.getByTestId('saved-empty')).toBeVisible();
        await expect(page.locator(':focus')).toHaveText(msg(lang, 'saved.favorites.title'));
        await expect(page.locator(':focus')).toHaveRole('heading');
        await expect(announcer(page)).toHaveText(msg(lang, 'saved.favorites.removed', { name: names[0] }));
      });

      if (!contactTurn) test('confirming a removal on /histories moves focus to the next card and announces it', async ({ page, request }) => {
        const items = await residences(request, lang, 2);
        await seed(page, { HISTORY: items.map((c) => c.id).join(',') });
        await page.goto(`/${lang}/histories`);
        await hydrated(page);
        await expect(page.getByTestId('saved-card')).toHaveCount(2);
        const order = await page.getByTestId('saved-card').evaluateAll((els) => els.map((el) => el.getAttribute('data-id') ?? ''));
        const first = await cardName(page, order[0]);

        await tabTo(page, `[data-testid="saved-card"][data-id="${order[0]}"] [data-testid="saved-remove"]`);
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('saved-confirm-one')).toBeVisible();
        await tabTo(page, '[data-testid="saved-confirm-one-confirm"]', { max: 5 });
        await page.keyboard.press('Enter');
        await expect(card(page, order[0])).toHaveCount(0);
        await expect.poll(() => focused(page)).toMatchObject({ testId: 'saved-remove', card: order[1] });
        await expect(announcer(page)).toHaveText(msg(lang, 'saved.histories.removed', { name: first }));

        // Escape on the confirmation leaves everything and returns focus to the remove button.
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('saved-confirm-one')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect.poll(() => focused(page)).toMatchObject({ testId: 'saved-remove', card: order[1] });
        await expect(page.getByTestId('saved-card')).toHaveCount(1);
      });
    });
  }
}

/** WCAG relative luminance of an `rgb()`/`rgba()` colour, composited over `under` when translucent. */
type Rgb = [number, number, number];
function parse(css: string): { rgb: Rgb; alpha: number } {
  const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return { rgb: [r, g, b], alpha: a };
}
const over = (top: Rgb, alpha: number, under: Rgb): Rgb => top.map((c, i) => c * alpha + under[i] * (1 - alpha)) as Rgb;
function luminance([r, g, b]: Rgb): number {
  const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}
const contrast = (a: Rgb, b: Rgb) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

test('the error toast reads at 4.5 : 1 or more, on the page and under a dialog backdrop', async ({ page }) => {
  await ownAddress(page);
  await page.route('**/api/contacts/customer_contact', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto('/en/our-customer-support-service');
  await hydrated(page);
  const form = page.getByTestId('support-form');
  await expect(form.getByTestId('support-send')).toBeEnabled();
  await form.getByLabel(/Full name/).fill('Contrast Check');
  await form.getByLabel(/Email/).fill('contrast@example.com');
  await form.getByLabel(/Phone/).fill('0912345678');
  await form.getByTestId('support-send').click();
  // A page form's failure is said in the form too, and focus stays on Send.
  await expect(form.getByRole('alert')).toContainText(msg('en', 'forms.failures.server'));
  await expect(form.getByTestId('support-send')).toBeFocused();
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toBeVisible();
  const colours = await toast.evaluate((el) => {
    const style = getComputedStyle(el);
    const text = el.querySelector('[data-title]') ?? el;
    return { text: getComputedStyle(text).color, background: style.backgroundColor };
  });
  const text = parse(colours.text);
  const background = parse(colours.background);
  const white: Rgb = [255, 255, 255];
  const bg = over(background.rgb, background.alpha, white);
  const fg = over(text.rgb, text.alpha, bg);
  expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  // The dialogs' backdrop: slate-900 at 50 % over both.
  const backdrop: Rgb = [15, 23, 42];
  expect(contrast(over(backdrop, 0.5, fg), over(backdrop, 0.5, bg))).toBeGreaterThanOrEqual(4.5);
});
