import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { holdScripts } from './support/forms';
import { scriptLog } from './support/search';
import type { PropertyCard, PropertyPage } from '@/lib/api/properties';

/**
 * The favourites and history pages: stored ids shown as cards and
 * reconciled with the server, select-all, clear-all and remove-one behind confirmations, the
 * contact modal behind a #popup address, pagination by nine and the header badges following.
 */

const UNKNOWN = 2_000_000_000;

async function cards(request: APIRequestContext, propertyType: 0 | 2, pageSize = 15): Promise<PropertyCard[]> {
  const res = await request.get(`/api/properties/filter?language=en&propertyType=${propertyType}&pageSize=${pageSize}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as PropertyPage;
  return body.items;
}

/**
 * Writes localStorage once, before the first page's scripts run; reloads and later pages of the
 * test see whatever the site made of it (addInitScript alone would write it again on every load).
 */
async function seed(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((items: Record<string, string>) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, entries);
}

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);
const section = (page: Page, key: string) => page.locator(`[data-testid="saved-section"][data-key="${key}"]`);
const shownIds = (scope: Locator) => scope.getByTestId('saved-card').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))));
/** Errors the page logs (a render loop, a failed hydration) fail the test that collected them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

const checkbox = (page: Page, id: number) => page.locator(`[data-testid="saved-card"][data-id="${id}"]`).getByTestId('saved-select');

test.describe('favourites', () => {
  test("asks for each list's first page while the lists' code loads, once: the lists find the answer", async ({ page, request }) => {
    const [residences, offices] = await Promise.all([cards(request, 0), cards(request, 2)]);
    await seed(page, { RESIDENCES_LIKE: residences.slice(0, 2).map((c) => c.id).join(','), OFFICES_LIKE: String(offices[0].id) });
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/properties/get-favorite-by-ids')) asked.push(new URL(req.url()).searchParams.get('propertyId') ?? '');
    });
    // The code loaded after the first load (webpack's numbered chunks) is held back from the start.
    const lazyChunk = /\/_next\/static\/chunks\/\d+\.[0-9a-f]+\.js$/;
    const scripts = scriptLog(page);
    const release = await holdScripts(page, lazyChunk);
    const held = () => scripts.filter((url) => lazyChunk.test(url));
    await page.goto('/en/favorites');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('saved-page')).toContainText('Loading');
    // The lists' code is on its way, and the cards are asked for meanwhile.
    await expect.poll(() => held().length).toBeGreaterThan(0);
    await expect.poll(() => asked.length).toBe(2);
    release();
    await expect(page.getByTestId('saved-card')).toHaveCount(3);
    // One request a list: the prefetched answers were the ones the lists used.
    expect(asked.sort()).toEqual([residences.slice(0, 2).map((c) => c.id).join(','), String(offices[0].id)].sort());
  });

  test('lists the stored residences and offices, drops ids the server does not know, and the badge follows', async ({ page, request }) => {
    const [residences, offices] = await Promise.all([cards(request, 0), cards(request, 2)]);
    const r = residences.slice(0, 3).map((c) => c.id);
    const o = offices.slice(0, 2).map((c) => c.id);
    await seed(page, { RESIDENCES_LIKE: [r[0], UNKNOWN, r[1], r[2]].join(','), OFFICES_LIKE: o.join(',') });
    await page.goto('/en/favorites');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites');
    await expect(page.getByTestId('breadcrumb')).toContainText('Favourites');
    await expect(section(page, 'RESIDENCES_LIKE').getByRole('heading', { name: 'Residences' })).toBeVisible();
    await expect.poll(() => shownIds(section(page, 'RESIDENCES_LIKE'))).toEqual(r);
    await expect.poll(() => shownIds(section(page, 'OFFICES_LIKE'))).toEqual(o);
    await expect.poll(() => stored(page, 'RESIDENCES_LIKE')).toBe(r.join(','));
    await expect(page.getByTestId('favorites-badge')).toContainText('5');

    // Un-hearting a card takes it off the list, and off the badge, in this tab.
    await page.locator(`[data-testid="saved-card"][data-id="${o[0]}"]`).getByTestId('favourite-toggle').click();
    await expect.poll(() => shownIds(section(page, 'OFFICES_LIKE'))).toEqual([o[1]]);
    await expect(page.getByTestId('favorites-badge')).toContainText('4');
  });

  test('a list of only unknown ids is removed and the page says the list is empty', async ({ page }) => {
    await seed(page, { OFFICES_LIKE: `${UNKNOWN},${UNKNOWN + 1}` });
    await page.goto('/en/favorites');
    await expect(page.getByTestId('saved-empty')).toHaveText('No properties found in your favourite list.');
    await expect.poll(() => stored(page, 'OFFICES_LIKE')).toBeNull();
    await expect(page.getByTestId('favorites-badge')).toHaveCount(0);
  });

  test('clear all asks first, then shows the cleared message until the visitor leaves', async ({ page, request }) => {
    const [residences, offices] = await Promise.all([cards(request, 0), cards(request, 2)]);
    await seed(page, { RESIDENCES_LIKE: String(residences[0].id), OFFICES_LIKE: String(offices[0].id) });
    await page.goto('/en/favorites');
    await expect(page.getByTestId('saved-card')).toHaveCount(2);

    const opener = page.getByTestId('saved-clear-all');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Clear your favourites' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Do you want to clear all properties from your favourite list?');
    // Cancel keeps everything; focus goes back to the button that opened it.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page.getByTestId('saved-card')).toHaveCount(2);

    await opener.click();
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Yes, clear' }).click()]);
    await expect(page.getByTestId('saved-cleared')).toHaveText('Favourite list has been cleared.');
    expect(await stored(page, 'RESIDENCES_LIKE')).toBeNull();
    expect(await stored(page, 'OFFICES_LIKE')).toBeNull();
    await expect(page.getByTestId('favorites-badge')).toHaveCount(0);

    await page.goto('/en');
    expect(await stored(page, 'IS_CLEAR_ALL_FAVOURITE')).toBeNull();
    await page.goto('/en/favorites');
    await expect(page.getByTestId('saved-empty')).toHaveText('No properties found in your favourite list.');
  });

  test('pages by nine once there are ten or more, and select-all covers the page on screen', async ({ page, request }) => {
    const ids = (await cards(request, 0, 15)).slice(0, 12).map((c) => c.id);
    expect(ids.length, 'the seed has twelve residences to save').toBeGreaterThanOrEqual(10);
    await seed(page, { RESIDENCES_LIKE: ids.join(',') });
    await page.goto('/en/favorites');
    const list = section(page, 'RESIDENCES_LIKE');
    await expect.poll(() => shownIds(list)).toEqual(ids.slice(0, 9));
    const pager = list.getByRole('navigation', { name: 'Pages of Residences' });
    await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => shownIds(list)).toEqual(ids.slice(9));

    await page.getByTestId('saved-select-all').check();
    await expect(page.getByTestId('saved-selected-count')).toHaveText(`${ids.length - 9} properties selected`);
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => shownIds(list)).toEqual(ids.slice(0, 9));
    await expect(page.getByTestId('saved-select-all')).not.toBeChecked();
  });
});

test.describe('history', () => {
  test('lists newest first; removing one asks first and the badge follows', async ({ page, request }) => {
    const ids = (await cards(request, 0)).slice(0, 3).map((c) => c.id);
    const office = (await cards(request, 2))[0];
    const history = [...ids, office.id];
    await seed(page, { HISTORY: history.join(',') });
    await page.goto('/en/histories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Viewing history');
    await expect.poll(() => shownIds(page.getByTestId('saved-page'))).toEqual([...history].reverse());
    await expect(page.getByTestId('histories-badge')).toContainText('4');

    const target = page.locator(`[data-testid="saved-card"][data-id="${ids[1]}"]`);
    await target.getByTestId('saved-remove').click();
    const dialog = page.getByRole('dialog', { name: 'Remove from history' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(target).toBeVisible();

    await target.getByTestId('saved-remove').click();
    await dialog.getByTestId('saved-confirm-one-confirm').click();
    await expect(target).toHaveCount(0);
    expect(await stored(page, 'HISTORY')).toBe([ids[0], ids[2], office.id].join(','));
    await expect(page.getByTestId('histories-badge')).toContainText('3');
  });

  test('clear all shows the history cleared message', async ({ page, request }) => {
    const ids = (await cards(request, 2)).slice(0, 2).map((c) => c.id);
    await seed(page, { HISTORY: ids.join(',') });
    await page.goto('/en/histories');
    await expect(page.getByTestId('saved-card')).toHaveCount(2);
    await page.getByTestId('saved-clear-all').click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('saved-confirm-all-confirm').click()]);
    await expect(page.getByTestId('saved-cleared')).toHaveText('History list has been cleared.');
    expect(await stored(page, 'HISTORY')).toBeNull();
    expect(await stored(page, 'IS_CLEAR_ALL_HISTORY')).toBe('true');
    await page.goto('/en/favorites');
    expect(await stored(page, 'IS_CLEAR_ALL_HISTORY')).toBeNull();
  });

  test('select-all selects the page when any card is unselected, otherwise deselects it', async ({ page, request }) => {
    const ids = (await cards(request, 0)).slice(0, 4).map((c) => c.id);
    await seed(page, { HISTORY: ids.join(',') });
    const errors = collectErrors(page);
    await page.goto('/en/histories');
    await expect(page.getByTestId('saved-card')).toHaveCount(4);
    const all = page.getByTestId('saved-select-all');
    const boxes = page.getByTestId('saved-select');

    await checkbox(page, ids[0]).check();
    await expect(all).not.toBeChecked();
    await all.click();
    for (const box of await boxes.all()) await expect(box).toBeChecked();
    await expect(all).toBeChecked();
    await expect(page.getByTestId('saved-selected-count')).toHaveText('4 properties selected');
    await all.click();
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await expect(page.getByTestId('saved-selected-count')).toHaveText('No property selected');
    expect(errors).toEqual([]);
  });

  test('the contact modal opens only with a selection, sits behind #popup, and Back or a click outside closes it', async ({ page, request }) => {
    const list = (await cards(request, 0)).slice(0, 3);
    await seed(page, { HISTORY: list.map((c) => c.id).join(',') });
    const errors = collectErrors(page);
    await page.goto('/en/histories');
    await expect(page.getByTestId('saved-card')).toHaveCount(3);
    const contact = page.getByTestId('saved-contact-open');
    await expect(contact).toBeDisabled();

    await checkbox(page, list[0].id).check();
    await checkbox(page, list[1].id).check();
    await expect(contact).toBeEnabled();
    await contact.click();
    const dialog = page.getByRole('dialog', { name: 'Ask us about these properties' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#popup$/);
    await expect(dialog.getByTestId('saved-contact-item')).toHaveCount(2);
    const expected = [list[0], list[1]].map((c) => ({ id: c.id, image: c.images[0], propertyId: c.propertyId }));
    expect(JSON.parse((await stored(page, 'CONTACT_HISTORY')) ?? '[]')).toEqual(expect.arrayContaining(expected));
    const mail = dialog.getByTestId('saved-contact-mail');
    await expect(mail).toHaveAttribute('href', /^mailto:[^?]+@[^?]+\?subject=/);
    const subject = decodeURIComponent(new URL((await mail.getAttribute('href')) ?? '').searchParams.get('subject') ?? '');
    expect(subject).toContain(list[0].propertyId);
    expect(subject).toContain(list[1].propertyId);

    // Removing a photo takes the listing out of the selection.
    await dialog.getByRole('button', { name: `Remove ${list[0].propertyId} from the selection` }).click();
    await expect(dialog.getByTestId('saved-contact-item')).toHaveCount(1);
    expect(JSON.parse((await stored(page, 'CONTACT_HISTORY')) ?? '[]')).toEqual([expected[1]]);
    await expect(checkbox(page, list[0].id)).not.toBeChecked();
    await expect(mail).not.toHaveAttribute('href', new RegExp(list[0].propertyId));
    // Focus stays in the dialog, on the remaining listing's remove button.
    await expect(page.locator(':focus')).toHaveAccessibleName(`Remove ${list[1].propertyId} from the selection`);

    // Back removes the hash and closes the modal, resetting its selection.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#popup/);
    expect(await stored(page, 'CONTACT_HISTORY')).toBeNull();

    // A click outside closes it too, and the address loses the hash.
    await contact.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/#popup$/);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/#popup/);

    // Escape closes it and focus returns to the button.
    await contact.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('an empty history says so', async ({ page }) => {
    await page.goto('/en/histories');
    await expect(page.getByTestId('saved-empty')).toHaveText('No properties found in your history list.');
    await expect(page.getByTestId('saved-toolbar')).toHaveCount(0);
  });
});

test('the Japanese pages read Japanese', async ({ page, request }) => {
  const id = (await cards(request, 0))[0].id;
  await seed(page, { HISTORY: String(id) });
  await page.goto('/jp/histories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('閲覧履歴');
  await expect(page.getByTestId('saved-card')).toHaveCount(1);
  await expect(page.getByTestId('saved-toolbar')).toContainText('すべて選択');
  await expect(page.getByRole('button', { name: 'すべて削除' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'お問い合わせ' })).toBeDisabled();
  // The island formats its words itself (plural included), and the contact form in the modal
  // reads Japanese labels and field errors handed over by the server.
  await expect(page.getByTestId('saved-selected-count')).toHaveText('選択された物件はありません');
  await checkbox(page, id).check();
  await expect(page.getByTestId('saved-selected-count')).toHaveText('1件を選択中');
  await page.getByRole('button', { name: 'お問い合わせ' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/お名前/)).toBeVisible();
  await dialog.getByRole('button', { name: '送信する' }).click();
  await expect(dialog.getByText('必須項目です').first()).toBeVisible();
  await page.goto('/jp/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('お気に入り');
  await expect(page.getByTestId('saved-empty')).toHaveText('お気に入りリストに物件がありません。');
  await expect(page).toHaveTitle(/お気に入り/);
});
