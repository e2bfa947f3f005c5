import fs from 'node:fs';
import path from 'node:path';
import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { hydrated, ownAddress, unique } from './support/forms';
import type { PropertyPage } from '@/lib/api/properties';
import type { SlotsResponse } from '@/lib/api/viewings';
import { formatSlot } from '@/lib/viewings/time';

/**
 * A renter books a viewing: the detail page's dialog on a phone in both languages (two times, the
 * stored summary, the first choice gone for the next visitor), by keyboard alone, a time taken
 * meanwhile (409), the booking page with scripts off, and the favourites' viewings on one day.
 */
type Lang = 'en' | 'jp';
type Words = Record<string, Record<string, unknown>>;
const WORDS: Record<Lang, Words> = {
  en: JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages/site/viewings.en.json'), 'utf8')) as Words,
  jp: JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages/site/viewings.ja.json'), 'utf8')) as Words,
};
const word = (lang: Lang, group: string, key: string) => String(WORDS[lang][group][key]);

type Day = SlotsResponse['days'][number];
/** A listing with its free slots and the first two days with two free times or more (the first admin shows every listing, so one booking takes an hour from all). */
type Listing = { id: number; slug: string; name: string; slots: SlotsResponse; days: [Day, Day] };

/**
 * Residences that take viewings, each with two free times or more on two days at least, the `skip`-th on: each
 * test books a listing of its own, so that none takes another's times.
 */
async function bookable(request: APIRequestContext, lang: Lang, skip: number, count = 1): Promise<Listing[]> {
  const { items } = (await (await request.get(`/api/properties/filter?language=${lang}&propertyType=0&pageSize=40`)).json()) as PropertyPage;
  const found: Listing[] = [];
  for (const item of items) {
    const slots = (await (await request.get(`/api/viewings/slots?propertyId=${item.id}&language=${lang}`)).json()) as SlotsResponse;
    const days = slots.days.filter((d) => d.slots.length >= 2);
    if (slots.bookable && days.length >= 2) found.push({ id: item.id, slug: item.slug, name: item.name, slots, days: [days[0], days[1]] });
    if (found.length === skip + count) return found.slice(skip);
  }
  throw new Error('not enough listings with free viewing times');
}

const detailUrl = (lang: Lang, l: Listing) => `/${lang}/residence/detail/${l.id}/${l.slug}`;

async function openDialog(page: Page, lang: Lang, listing: Listing) {
  await page.goto(detailUrl(lang, listing));
  await hydrated(page);
  await page.getByTestId('viewing-open').click();
  const dialog = page.getByTestId('viewing-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('viewing-time').first()).toBeVisible();
  return dialog;
}

const PHONE = devices['Pixel 7'];

for (const lang of ['en', 'jp'] as const) {
  test.describe(`booking on a phone (/${lang})`, () => {
    test.use({ viewport: PHONE.viewport, userAgent: PHONE.userAgent, deviceScaleFactor: PHONE.deviceScaleFactor, isMobile: true, hasTouch: true });

    test('two times in order of preference, the stored summary, and the first choice gone for the next visitor', async ({ page, request, browser }) => {
      await ownAddress(page);
      const [listing] = await bookable(request, lang, lang === 'en' ? 0 : 1);
      const [dayA, dayB] = listing.days;
      const first = dayA.slots[1].start;
      const second = dayB.slots[0].start;
      const dialog = await openDialog(page, lang, listing);

      await dialog.locator(`[data-testid="viewing-day"][data-date="${dayA.date}"]`).tap();
      await dialog.locator(`[data-testid="viewing-time"][data-start="${first}"]`).tap();
      await dialog.locator(`[data-testid="viewing-day"][data-date="${dayB.date}"]`).tap();
      await dialog.locator(`[data-testid="viewing-time"][data-start="${second}"]`).tap();
      await expect(dialog.locator(`[data-testid="viewing-time"][data-start="${second}"]`)).toHaveAttribute('aria-pressed', 'true');
      const choices = dialog.getByTestId('viewing-choice');
      await expect(choices).toHaveCount(2);
      await expect(choices.nth(0)).toContainText(formatSlot(first, lang));
      await expect(choices.nth(1)).toContainText(formatSlot(second, lang));

      const email = unique('viewer');
      await dialog.locator('#viewing-fullName').fill(lang === 'jp' ? '山田 花子' : 'Hanako Yamada');
      await dialog.locator('#viewing-email').fill(email);
      await dialog.locator('#viewing-phone').fill('+84 912 345 678');
      await dialog.locator('#viewing-people').selectOption('2');
      await dialog.getByTestId(lang === 'jp' ? 'viewing-language-en' : 'viewing-language-ja').check();
      const posted = page.waitForRequest((r) => r.url().endsWith('/api/viewings') && r.method() === 'POST');
      await dialog.getByTestId('viewing-send').tap();
      const body = (await posted).postDataJSON() as { items: { propertyId: number; times: string[] }[]; people: string; viewingLanguage: string; language: string };
      expect(body.items).toEqual([{ propertyId: listing.id, times: [first, second] }]);
      expect(body).toMatchObject({ people: '2', viewingLanguage: lang === 'jp' ? 'en' : 'ja', language: lang });

      const summary = dialog.getByTestId('viewing-summary');
      await expect(summary).toBeVisible({ timeout: 15_000 });
      await expect(summary).toContainText(word(lang, 'success', 'title'));
      await expect(summary).toContainText(listing.name);
      await expect(summary.getByTestId('viewing-summary-time')).toHaveText([new RegExp(escape(formatSlot(first, lang))), new RegExp(escape(formatSlot(second, lang)))]);
      await expect(summary).toContainText(email);
      await expect(summary.locator('#viewing-summary-title')).toBeFocused();

      // The next visitor is offered neither time.
      const next = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: PHONE.viewport, isMobile: true, hasTouch: true });
      try {
        const other = await next.newPage();
        const again = await openDialog(other, lang, listing);
        const day = again.locator(`[data-testid="viewing-day"][data-date="${dayA.date}"]`);
        if (await day.count()) await day.tap();
        await expect(again.getByTestId('viewing-time').first()).toBeVisible();
        await expect(again.locator(`[data-testid="viewing-time"][data-start="${first}"]`)).toHaveCount(0);
      } finally {
        await next.close();
      }
      const now = (await (await request.get(`/api/viewings/slots?propertyId=${listing.id}&language=${lang}`)).json()) as SlotsResponse;
      const starts = now.days.flatMap((d) => d.slots.map((s) => s.start));
      expect(starts).not.toContain(first);
      expect(starts).not.toContain(second);
    });
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('the booking dialog', () => {
  test('by keyboard alone: a day by arrow keys, two times, the fields, Send, then back to the button', async ({ page, request }) => {
    await ownAddress(page);
    const [listing] = await bookable(request, 'en', 2);
    await page.goto(detailUrl('en', listing));
    await hydrated(page);
    await page.getByTestId('viewing-open').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('viewing-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('viewing-time').first()).toBeVisible();

    // Tab to the day tabs (the chosen day is the one in the tab order), then Arrow Right to the next day.
    for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.getAttribute('role') === 'tab')); i++) await page.keyboard.press('Tab');
    await expect(dialog.getByTestId('viewing-day').first()).toBeFocused();
    // Arrow Right to a later day with two free times, End and Home about.
    await page.keyboard.press('End');
    await expect(dialog.getByTestId('viewing-day').last()).toBeFocused();
    await page.keyboard.press('Home');
    const steps = listing.slots.days.findIndex((d) => d.date === listing.days[1].date);
    for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
    const later = dialog.locator(`[data-testid="viewing-day"][data-date="${listing.days[1].date}"]`);
    await expect(later).toBeFocused();
    await expect(later).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(dialog.getByTestId('viewing-time').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');
    await expect(dialog.getByTestId('viewing-choice')).toHaveCount(2);
    await expect(dialog.getByTestId('viewing-time').nth(1)).toHaveAttribute('aria-pressed', 'true');

    // Removing a choice by keyboard hands focus to the next remove button.
    const removes = dialog.getByTestId('viewing-choice-remove');
    await removes.first().focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('viewing-choice')).toHaveCount(1);
    await expect(removes.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 30 && !(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'viewing-time')); i++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('viewing-choice')).toHaveCount(2);

    // Send with nothing typed: the first field at fault takes the focus, and axe finds nothing serious in the open dialog.
    for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'viewing-send')); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog.locator('#viewing-fullName')).toBeFocused();
    await expect(dialog.getByTestId('viewing-fullName-error')).toHaveText('This field is required');
    await expectNoSeriousA11yViolations(page, { include: ['[data-testid="viewing-dialog"]'] });

    await page.keyboard.type('Keyboard Renter');
    await page.keyboard.press('Tab');
    await page.keyboard.type(unique('keys'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('0912 345 678');
    // Tab stays in the dialog all the way round.
    let outside = 0;
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      if (!(await page.evaluate(() => !document.activeElement || document.activeElement === document.body || !!document.activeElement.closest('[data-testid="viewing-dialog"]')))) outside++;
    }
    expect(outside).toBe(0);
    for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'viewing-send')); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog.getByTestId('viewing-summary')).toBeVisible({ timeout: 15_000 });
    await expect(dialog.locator('#viewing-summary-title')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByTestId('viewing-done')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('viewing-open')).toBeFocused();

    // Opened again: a new form; Escape closes it and hands focus back.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('viewing-choice')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('viewing-open')).toBeFocused();
  });

  test('a time taken meanwhile (409) is named and marked, the times are asked for again, and nothing typed is lost (Japanese)', async ({ page, request }) => {
    await ownAddress(page);
    const [listing] = await bookable(request, 'jp', 3);
    const dialog = await openDialog(page, 'jp', listing);
    const [a, b] = listing.days[0].slots;
    await dialog.locator(`[data-testid="viewing-day"][data-date="${listing.days[0].date}"]`).click();
    await dialog.locator(`[data-testid="viewing-time"][data-start="${a.start}"]`).click();
    await dialog.locator(`[data-testid="viewing-time"][data-start="${b.start}"]`).click();
    await dialog.locator('#viewing-fullName').fill('佐藤 一郎');
    await dialog.locator('#viewing-email').fill('ichiro@example.com');
    await dialog.locator('#viewing-phone').fill('090-1234-5678');
    await dialog.locator('#viewing-people').selectOption('3');
    await page.route('**/api/viewings', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'taken', taken: [{ propertyId: listing.id, start: a.start }] }) }),
    );
    const refreshed = page.waitForRequest((r) => r.url().includes(`/api/viewings/slots?propertyId=${listing.id}`));
    await dialog.getByTestId('viewing-send').click();
    await expect(dialog.getByTestId('viewing-send-failure')).toContainText(formatSlot(a.start, 'jp'));
    await refreshed;
    await expect(dialog.locator(`[data-testid="viewing-choice"][data-start="${a.start}"]`)).toHaveAttribute('data-taken', 'true');
    await expect(dialog.locator('#viewing-fullName')).toHaveValue('佐藤 一郎');
    await expect(dialog.locator('#viewing-email')).toHaveValue('ichiro@example.com');
    await expect(dialog.locator('#viewing-people')).toHaveValue('3');

    // Sending again with the taken time still chosen is held back at the times, not posted.
    let posts = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/viewings') && r.method() === 'POST') posts++;
    });
    await dialog.getByTestId('viewing-send').click();
    await expect(dialog.getByTestId('viewing-times-error')).toBeVisible();
    expect(posts).toBe(0);
    await dialog.locator(`[data-testid="viewing-choice"][data-start="${a.start}"] [data-testid="viewing-choice-remove"]`).click();
    await expect(dialog.getByTestId('viewing-times-error')).toBeHidden();
  });
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE.viewport, isMobile: true, hasTouch: true });

  test('the button leads to the booking page, which says what is wrong with what was typed kept, then books', async ({ page, request }) => {
    await ownAddress(page);
    const [listing] = await bookable(request, 'en', 4);
    await page.goto(detailUrl('en', listing));
    await page.getByTestId('viewing-open').click();
    await expect(page).toHaveURL(new RegExp(`/en/viewings/book/${listing.id}$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const [first, second] = [listing.days[0].slots[0].start, listing.days[1].slots[1].start];

    // No name: sent back with a message at the field and everything else as it was.
    const day = (date: string) => page.locator(`[data-testid="viewing-page-day"][data-date="${date}"]`);
    if ((await day(listing.days[0].date).getAttribute('open')) === null) await day(listing.days[0].date).locator('summary').click();
    await page.locator(`input[name="times"][value="${first}"]`).check();
    await page.locator('#booking-email').fill('nojs@example.com');
    await page.locator('#booking-phone').fill('+84 912 000 111');
    // The form token's minimum fill time (3 s by default) must pass, as it does for a person.
    await page.waitForTimeout(3_200);
    await page.getByTestId('viewing-page-send').click();
    await expect(page.getByTestId('booking-fullName-error')).toHaveText('This field is required');
    await expect(page.locator('#booking-fullName')).toBeFocused();
    await expect(page.locator('#booking-email')).toHaveValue('nojs@example.com');
    await expect(page.locator(`input[name="times"][value="${first}"]`)).toBeChecked();
    expect(page.url()).not.toContain('nojs');

    await page.locator('#booking-fullName').fill('No Script');
    if ((await day(listing.days[1].date).getAttribute('open')) === null) await day(listing.days[1].date).locator('summary').click();
    await page.locator(`input[name="times"][value="${second}"]`).check();
    await page.waitForTimeout(3_200);
    await page.getByTestId('viewing-page-send').click();
    const summary = page.getByTestId('viewing-summary');
    await expect(summary).toBeVisible();
    await expect(summary.getByTestId('viewing-summary-time')).toHaveText([new RegExp(escape(formatSlot(first, 'en'))), new RegExp(escape(formatSlot(second, 'en')))]);
    await expect(summary).toContainText('nojs@example.com');
    const now = (await (await request.get(`/api/viewings/slots?propertyId=${listing.id}&language=en`)).json()) as SlotsResponse;
    expect(now.days.flatMap((d) => d.slots.map((s) => s.start))).not.toContain(first);
  });
});

test('the favourites request viewings of two listings on one day, a time at each', async ({ page, request }) => {
  await ownAddress(page);
  const listings = await bookable(request, 'en', 5, 2);
  await page.addInitScript((ids) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('RESIDENCES_LIKE', ids);
      sessionStorage.setItem('seeded', '1');
    }
  }, listings.map((l) => l.id).join(','));
  await page.goto('/en/favorites');
  await hydrated(page);
  const open = page.getByTestId('saved-viewings-open');
  await expect(open).toBeDisabled();
  await page.getByTestId('saved-select-all').check();
  await open.click();
  const dialog = page.getByTestId('shortlist-dialog');
  await expect(dialog.getByTestId('shortlist-listing')).toHaveCount(2);
  const day = dialog.getByTestId('shortlist-day');
  await expect(day).toBeVisible();
  // A day on which both have two free times or more (one agent may show both, so not at the same hour).
  const twoAt = (l: Listing) => new Set(l.slots.days.filter((d) => d.slots.length >= 2).map((d) => d.date));
  const date = [...twoAt(listings[0])].find((d) => twoAt(listings[1]).has(d));
  expect(date).toBeDefined();
  await day.selectOption(date ?? '');
  const times = dialog.getByTestId('shortlist-time');
  await times.nth(0).selectOption({ index: 1 });
  const firstTime = await times.nth(0).inputValue();
  // The time chosen at the first listing is not offered at the second.
  await expect(times.nth(1).locator(`option[value="${firstTime}"]`)).toBeDisabled();
  const free = times.nth(1).locator('option:not([disabled]):not([value=""])').first();
  await times.nth(1).selectOption((await free.getAttribute('value')) ?? '');
  await dialog.locator('#shortlist-fullName').fill('Shortlist Renter');
  await dialog.locator('#shortlist-email').fill(unique('shortlist'));
  await dialog.locator('#shortlist-phone').fill('+84 912 222 333');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/viewings') && r.method() === 'POST');
  await dialog.getByTestId('shortlist-send').click();
  const body = (await posted).postDataJSON() as { items: { propertyId: number; times: string[] }[] };
  expect(body.items.map((i) => i.propertyId).sort()).toEqual(listings.map((l) => l.id).sort());
  expect(body.items.every((i) => i.times.length === 1 && i.times[0].startsWith(date ?? '-'))).toBe(true);
  await expect(dialog.getByTestId('viewing-summary-item')).toHaveCount(2, { timeout: 15_000 });
});
