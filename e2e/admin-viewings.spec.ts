import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { SlotsResponse } from '@/lib/api/viewings';
import { expectNoSeriousA11yViolations } from './support/axe';
import { unique } from './support/forms';
import { addStaff, chooseOwnPassword, FIRST_ADMIN, signIn } from './support/staff';

/**
 * Viewings in the back office: an agent sets when they show listings, confirms a renter's request
 * at its first chosen time, finds it in the agenda, moves it (a time taken meanwhile keeps the form)
 * and cancels it (English, 1366); the same agent's work by keyboard alone, in Japanese on a phone
 * (390): confirm, decline, the agenda's previous/next/today; an editor sees viewings and changes none.
 * Requests come in through the public API (POST /api/viewings), as the booking form sends them.
 */
const n = () => Math.floor(Math.random() * 250) + 1;

async function formToken(request: APIRequestContext): Promise<string> {
  const page = await (await request.get('/en/about-isn/contact-us')).text();
  return /ft1\.[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}/.exec(page)![0];
}

type Slot = { start: string; end: string };

/** A published residence with at least `count` free slots from tomorrow on (the listings tried in a random order, so parallel specs rarely share one). */
async function listingWithSlots(request: APIRequestContext, count: number): Promise<{ id: number; slots: Slot[] }> {
  const { items } = (await (await request.get('/api/properties/filter?language=en&propertyType=0&pageSize=30')).json()) as { items: { id: number }[] };
  const tomorrow = Date.now() + 24 * 3_600_000;
  for (const { id } of items.sort(() => Math.random() - 0.5)) {
    const body = (await (await request.get(`/api/viewings/slots?propertyId=${id}&days=14`)).json()) as SlotsResponse;
    const slots = body.days.flatMap((d) => d.slots).filter((s) => Date.parse(s.start) > tomorrow);
    if (body.bookable && slots.length >= count) return { id, slots };
  }
  throw new Error('no listing with free viewing slots');
}

/** A viewing request as the booking form posts it; answers the viewing's id. */
async function book(request: APIRequestContext, token: string, propertyId: number, times: string[], fullName: string, language: 'en' | 'jp' = 'en'): Promise<number> {
  let id = 0;
  // The form token wants a few seconds between the page and the post: a post too soon is sent again.
  await expect(async () => {
    const res = await request.post('/api/viewings', {
      headers: { 'x-forwarded-for': `10.${n()}.${n()}.${n()}` },
      data: { formToken: token, language, items: [{ propertyId, times }], fullName, email: unique('viewing'), phone: '+84 90 123 4567', people: 2, viewingLanguage: language === 'jp' ? 'ja' : 'en' },
    });
    expect(res.status(), await res.text()).toBe(200);
    id = ((await res.json()) as { viewings: { id: number }[] }).viewings[0].id;
  }).toPass({ timeout: 10_000 });
  return id;
}

/** A new member of staff, signed in on a page of their own with their own password. */
async function member(browser: Browser, admin: Page, role: 'agent' | 'editor', language: 'en' | 'ja', viewport = { width: 1366, height: 900 }): Promise<Page> {
  const email = unique(`viewings-${role}`);
  const oneTime = await addStaff(admin, `Viewings ${role} ${Date.now().toString(36)}`, email, role, language);
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, email, oneTime);
  await chooseOwnPassword(page, oneTime, `viewings-${role}-password-${Date.now().toString(36)}`);
  return page;
}

/** Shows listings in every city, every day 09:00–18:00 (the office's own hours still bound the slots). */
async function setAvailability(page: Page, labels: { open: (day: string) => string; sunday: string; save: RegExp; saved: string }) {
  await page.goto('/admin/account');
  const section = page.locator('#availability');
  for (const city of await section.getByRole('group').getByRole('checkbox').all()) await city.check();
  await section.getByLabel(labels.open(labels.sunday)).check();
  await section.getByRole('button', { name: labels.save }).click();
  await expect(section.getByRole('status').filter({ hasText: labels.saved })).toBeVisible();
}

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 400) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

const vietnamDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 10);
const clock = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(11, 16);

test('an agent confirms a request at its first time, finds it in the agenda, moves it past a time taken meanwhile and cancels it (English, 1366)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const token = await formToken(page.request);
  const tag = Date.now().toString(36);
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const agent = await member(browser, page, 'agent', 'en');

  await test.step('availability: cities, weekly hours (a bad time refused, nothing lost), a day away added and removed', async () => {
    await agent.goto('/admin/account');
    const section = agent.locator('#availability');
    await section.getByLabel('Sunday to').fill('08:00');
    await section.getByLabel('Open on Sunday').check();
    await section.getByRole('button', { name: 'Save availability' }).click();
    await expect(section.getByRole('alert')).toHaveText('Nothing was saved: see the messages below.');
    await expect(section.getByLabel('Sunday to')).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText('The end must be after the start.')).toBeVisible();
    await expect(section.getByLabel('Open on Sunday')).toBeChecked();
    await section.getByLabel('Sunday to').fill('18:00');
    await setAvailability(agent, { open: (d) => `Open on ${d}`, sunday: 'Sunday', save: /^Save availability$/, saved: 'Availability saved.' });
    const away = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
    await section.getByLabel('Day away', { exact: true }).fill(away);
    await section.getByRole('button', { name: 'Add day away' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Day away added' })).toBeVisible();
    const remove = section.getByRole('button', { name: /^Remove / });
    await expect(remove).toHaveCount(1);
    await remove.click();
    await expect(section.getByRole('status').filter({ hasText: 'Day away removed' })).toBeVisible();
    await expect(section.getByText('No day away coming.')).toBeVisible();
  });

  const listing = await listingWithSlots(page.request, 6);
  const renter = `Renter ${tag}`;
  const [first, second] = [listing.slots[1], listing.slots[3]];
  const id = await book(page.request, token, listing.id, [first.start, second.start], renter);

  let heldBy = '';
  await test.step('requests to confirm: the chosen times first, each held; one click confirms the first with its agent', async () => {
    await agent.goto('/admin/viewings');
    const card = agent.getByRole('article', { name: new RegExp(`#${id} · ${renter}`) });
    await expect(card.getByText(/^Choice 1: /)).toContainText(clock(first.start));
    await expect(card.getByText(/^Choice 2: /)).toContainText(clock(second.start));
    await expect(card.getByRole('link', { name: /^Inbox item #\d+$/ })).toHaveAttribute('href', /^\/admin\/inbox\/\d+$/);
    await expect(card.getByRole('link', { name: / on the site$/ })).toHaveAttribute('href', /\/en\/residence\/detail\//);
    heldBy = ((await card.getByText(/^Held for /).first().textContent()) ?? '').replace('Held for ', '');
    await card.getByRole('button', { name: /^Confirm this time: / }).first().click();
    const notice = agent.getByRole('status').filter({ hasText: `Viewing #${id} confirmed` });
    await expect(notice).toContainText(`${clock(first.start)} with ${heldBy}`);
    await expect(agent.locator('#outcome')).toBeFocused();
    await expect(card).toHaveCount(0);
  });

  await test.step('the agenda: the day view, for that agent, shows it confirmed', async () => {
    await agent.goto(`/admin/viewings?view=week&date=${vietnamDay(first.start)}`);
    await agent.locator('#agenda-view').selectOption('day');
    await agent.locator('#agenda-agent').selectOption({ label: heldBy });
    await agent.getByRole('button', { name: 'Show' }).click();
    await expect(agent).toHaveURL(new RegExp(`view=day&date=${vietnamDay(first.start)}&agent=`));
    const table = agent.getByRole('table', { name: /^Viewings on / });
    await expect(table.getByRole('columnheader')).toHaveText(['Time', heldBy]);
    const entry = table.getByRole('link', { name: new RegExp(renter) });
    await expect(entry).toContainText('Confirmed');
    await expect(entry).toContainText(clock(first.start));
    await expectNoSeriousA11yViolations(agent, { include: ['main'] });
    await entry.click();
    await expect(agent.getByRole('heading', { level: 1 })).toHaveText(`Viewing #${id}`);
  });

  await test.step('move: a day’s free times; the one taken meanwhile refused with the form kept, another taken', async () => {
    const day = vietnamDay(listing.slots.find((s) => vietnamDay(s.start) !== vietnamDay(first.start))?.start ?? second.start);
    await agent.getByLabel('Day', { exact: true }).fill(day);
    await agent.getByRole('button', { name: 'Show free times' }).click();
    await expect(agent).toHaveURL(new RegExp(`day=${day}`));
    const choice = agent.getByLabel('Time and agent');
    const values = await choice.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values.length).toBeGreaterThan(1);
    const taken = values[0];
    await choice.selectOption(taken);
    await agent.getByLabel('Note to the renter (optional)').fill(`The owner asked for another time ${tag}`);
    // A renter books that very time of the listing meanwhile.
    await book(page.request, token, listing.id, [new Date(Number(taken.split('|')[0])).toISOString()], `Meanwhile ${tag}`);
    await agent.getByRole('button', { name: 'Move the viewing' }).click();
    await expect(agent.getByRole('alert').filter({ hasText: 'That time was taken meanwhile' })).toBeVisible();
    await expect(choice).toHaveAttribute('aria-invalid', 'true');
    await expect(agent.getByLabel('Note to the renter (optional)')).toHaveValue(`The owner asked for another time ${tag}`);
    const other = values.find((v) => v.split('|')[0] !== taken.split('|')[0])!;
    await choice.selectOption(other);
    await agent.getByRole('button', { name: 'Move the viewing' }).click();
    await expect(agent.getByRole('status').filter({ hasText: `Viewing #${id} moved to` })).toBeVisible();
    await expect(agent.getByTestId('viewing-time')).toContainText(new Date(Number(other.split('|')[0]) + 7 * 3_600_000).toISOString().slice(11, 16));
    await expectNoSeriousA11yViolations(agent, { include: ['main'] });
  });

  await test.step('cancel: the viewing leaves the agenda', async () => {
    const day = (await agent.getByTestId('viewing-time').textContent()) ?? '';
    await agent.getByRole('button', { name: 'Cancel the viewing' }).click();
    await expect(agent.getByRole('status').filter({ hasText: `Viewing #${id} cancelled` })).toBeVisible();
    await expect(agent.getByRole('heading', { level: 2, name: 'Cancelled' })).toBeVisible();
    expect(day).not.toBe('');
    await agent.goto('/admin/viewings');
    await expect(agent.getByRole('link', { name: new RegExp(renter) })).toHaveCount(0);
  });

  await test.step('the audit log has each change', async () => {
    for (const action of ['staff.availability', 'viewing.confirm', 'viewing.move', 'viewing.cancel']) {
      await page.goto(`/admin/audit?action=${action}`);
      await expect(page.getByRole('table').getByText(action, { exact: true }).first()).toBeVisible();
    }
  });
});

test('by keyboard alone, in Japanese on a phone: confirm a request, decline another, walk the agenda (390)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const token = await formToken(page.request);
  const tag = Date.now().toString(36);
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const agent = await member(browser, page, 'agent', 'ja', { width: 390, height: 844 });
  await setAvailability(agent, { open: (d) => `${d}に受け付ける`, sunday: '日曜日', save: /^担当設定を保存$/, saved: '担当設定を保存しました。' });

  const listing = await listingWithSlots(page.request, 6);
  const confirmMe = await book(page.request, token, listing.id, [listing.slots[2].start], `山田 ${tag}`, 'jp');
  const declineMe = await book(page.request, token, listing.id, [listing.slots[4].start], `佐藤 ${tag}`, 'jp');
  await agent.goto('/admin/viewings');
  await expect(agent.getByRole('heading', { level: 1 })).toHaveText('内見');
  await expectNoSeriousA11yViolations(agent);

  await test.step('confirm with Enter: the notice takes the focus and says it', async () => {
    const card = agent.getByRole('article', { name: new RegExp(`#${confirmMe}・山田 ${tag}様`) });
    await tabTo(agent, card.getByRole('button', { name: /^この日時で確定：/ }));
    await agent.keyboard.press('Enter');
    await expect(agent.locator('#outcome')).toBeFocused();
    await expect(agent.getByRole('status').filter({ hasText: `内見 #${confirmMe} を確定しました` })).toBeVisible();
  });

  await test.step('decline with the keyboard: open the fold, type the note, send', async () => {
    const card = agent.getByRole('article', { name: new RegExp(`#${declineMe}・佐藤 ${tag}様`) });
    await tabTo(agent, card.locator('summary'));
    await agent.keyboard.press('Enter');
    await agent.keyboard.press('Tab');
    await expect(card.getByLabel('お客様へのメモ（任意）')).toBeFocused();
    await agent.keyboard.type('ご希望の日時は満室のため');
    await agent.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'この予約をお断りする' })).toBeFocused();
    await agent.keyboard.press('Enter');
    await expect(agent.getByRole('status').filter({ hasText: `内見予約 #${declineMe} をお断りしました` })).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  await test.step('the agenda: next week, back to today, a day’s agenda from its header, the entry opened', async () => {
    const day = vietnamDay(listing.slots[2].start);
    await agent.goto(`/admin/viewings?view=week&date=${day}`);
    const table = agent.getByRole('table', { name: /の内見$/ });
    await expect(table.getByRole('link', { name: new RegExp(`山田 ${tag}`) })).toContainText('確定');
    await tabTo(agent, agent.getByRole('link', { name: '次の週' }));
    await agent.keyboard.press('Enter');
    await expect(agent).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    const next = new URL(agent.url()).searchParams.get('date')!;
    expect(Date.parse(next) - Date.parse(day)).toBe(7 * 86_400_000);
    await tabTo(agent, agent.getByRole('link', { name: '今日' }));
    await agent.keyboard.press('Enter');
    await expect(agent.getByRole('link', { name: '今日' })).toHaveAttribute('aria-current', 'date');
    await agent.goto(`/admin/viewings?view=week&date=${day}`);
    await tabTo(agent, table.locator(`thead a[href*="view=day&date=${day}"]`));
    await agent.keyboard.press('Enter');
    await expect(agent).toHaveURL(new RegExp(`view=day&date=${day}`));
    const entry = agent.getByRole('table').getByRole('link', { name: new RegExp(`山田 ${tag}`) });
    await tabTo(agent, entry);
    await agent.keyboard.press('Enter');
    await expect(agent.getByRole('heading', { level: 1 })).toHaveText(`内見 #${confirmMe}`);
    await expect(agent.getByRole('heading', { level: 2, name: '日程変更' })).toBeVisible();
    expect(await agent.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});

test('an editor sees the requests and the agenda but no control that changes them', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const editor = await member(browser, page, 'editor', 'en');
  const res = await editor.goto('/admin/viewings');
  expect(res?.status()).toBe(200);
  await expect(editor.getByRole('heading', { level: 2, name: 'Requests to confirm' })).toBeVisible();
  await expect(editor.getByRole('table').or(editor.getByText(/No one shows listings yet/))).toBeVisible();
  await expect(editor.getByRole('button', { name: /^Confirm this time/ })).toHaveCount(0);
  await expect(editor.getByText('Decline', { exact: true })).toHaveCount(0);
  await editor.goto('/admin/account');
  await expect(editor.locator('#availability')).toHaveCount(0);
});
