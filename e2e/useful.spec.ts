import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { EndpointResponse } from '@/lib/api/endpoints';

/**
 * Journeys of the useful-information section: the index, the service-apartment guide and its topics,
 * the information for tenants, the rental flow and the FAQ, with the five category tiles on every
 * page of the section (and on the customer-support page). Figures come from the API, not from the
 * seed.
 */

const LANGS = [
  { lang: 'en', h1: 'Useful information', hanoi: 'Hanoi', hcm: 'Ho Chi Minh City', faqTitle: 'Frequently asked questions', locale: 'en' },
  { lang: 'jp', h1: 'お役立ち情報', hanoi: 'ハノイ', hcm: 'ホーチミン', faqTitle: 'よくあるご質問', locale: 'ja' },
] as const;

/** The six pages of the section and the tile each one marks as current (none on the index). */
const PAGES = [
  { path: '/useful-information/all', active: null },
  { path: '/useful-service-apartment', active: 'guide' },
  { path: '/our-customer-support-service', active: 'support' },
  { path: '/useful-information-for-tenants', active: 'tenants' },
  { path: '/rental-flow', active: 'flow' },
  { path: '/faq', active: 'faq' },
] as const;

const TILE_PATHS = ['/useful-service-apartment', '/our-customer-support-service', '/useful-information-for-tenants', '/rental-flow', '/faq'];

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return res.json();
}

const items = (request: APIRequestContext, lang: string, category: 1 | 2 | 3 | 4) =>
  api<EndpointResponse<'/api/usefulinformation/get-by-category'>>(request, `/api/usefulinformation/get-by-category?language=${lang}&category=${category}`);
const topics = (request: APIRequestContext, lang: string) => api<EndpointResponse<'/api/usefulinformation/topics'>>(request, `/api/usefulinformation/topics?language=${lang}&takeNumber=999`);
const post = (request: APIRequestContext, lang: string, id: number) => api<EndpointResponse<'/api/usefulinformation/post'>>(request, `/api/usefulinformation/post?language=${lang}&id=${id}`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectTiles(page: Page, lang: string, active: string | null) {
  const tiles = page.getByTestId('useful-tiles');
  await expect(tiles.getByRole('link')).toHaveCount(5);
  expect(await tiles.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname))).toEqual(
    TILE_PATHS.map((p) => `/${lang}${p}`),
  );
  const current = tiles.locator('[aria-current="page"]');
  if (active === null) {
    await expect(current).toHaveCount(0);
  } else {
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('data-category', active);
    // Marked by more than colour: a check mark and a thicker frame.
    await expect(current.locator('svg')).toHaveCount(1);
    const borders = await tiles.getByRole('link').evaluateAll((links) => links.map((a) => getComputedStyle(a).borderTopWidth));
    expect(new Set(borders).size).toBe(2);
  }
}

/** Opening the second item closes the first; clicking the open one closes it. */
async function expectOneOpenAtATime(accordion: Locator) {
  const entries = accordion.getByTestId('accordion-item');
  expect(await entries.count()).toBeGreaterThan(1);
  await entries.nth(0).locator('summary').click();
  await expect(entries.nth(0)).toHaveAttribute('open', '');
  await expect(entries.nth(0).locator('.rich-text')).toBeVisible();
  await entries.nth(1).locator('summary').click();
  await expect(entries.nth(1)).toHaveAttribute('open', '');
  await expect(entries.nth(0)).not.toHaveAttribute('open');
  await entries.nth(1).locator('summary').click();
  await expect(entries.nth(1)).not.toHaveAttribute('open');
  await expect(accordion.locator('details[open]')).toHaveCount(0);
}

for (const { lang, h1, hanoi, hcm, faqTitle, locale } of LANGS) {
  test.describe(`useful information (${lang})`, () => {
    test('every page holds its content and the tiles in the server HTML', async ({ browser, request }) => {
      const [topicRows, faqs, tenants, flow] = await Promise.all([topics(request, lang), items(request, lang, 1), items(request, lang, 2), items(request, lang, 3)]);
      expect(topicRows.length).toBeGreaterThan(1);
      const first = await post(request, lang, topicRows[0].id);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();

      for (const { path, active } of PAGES) {
        const res = await page.goto(`/${lang}${path}`);
        expect(res?.status(), path).toBe(200);
        await expectTiles(page, lang, active);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const crumbs = page.getByTestId('breadcrumb').getByRole('listitem');
        await expect(crumbs.nth(1)).toContainText(h1);
        // The section's crumb links to its index from every other page; on the index it is the current page.
        if (active) await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', `/${lang}/useful-information/all`);
        else await expect(crumbs.nth(1).getByRole('link')).toHaveCount(0);
      }

      await page.goto(`/${lang}/useful-information/all`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      const topicLinks = page.getByTestId('preview-topics').getByRole('link');
      await expect(topicLinks).toHaveText(topicRows.map((t) => t.title));
      expect(await topicLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        topicRows.map((t) => `/${lang}/useful-service-apartment/${t.slug}`),
      );
      await expect(page.getByTestId('preview-faq').getByRole('link').first()).toHaveText(faqs[0].name);
      await expect(page.getByTestId('preview-faq').getByRole('link').first()).toHaveAttribute('href', `/${lang}/faq`);
      await expect(page.getByTestId('preview-tenants')).toContainText(tenants[0].name);
      await expect(page.getByTestId('preview-flow').getByRole('listitem')).toHaveCount(flow.length);

      await page.goto(`/${lang}/useful-service-apartment`);
      await expect(page.getByTestId('topic-title')).toHaveText(first.title);
      await expect(page.getByTestId('topic-content')).not.toBeEmpty();

      await page.goto(`/${lang}/useful-information-for-tenants`);
      const tenantItems = page.getByTestId('tenant-information').getByTestId('accordion-item');
      await expect(tenantItems).toHaveCount(tenants.length);
      await expect(tenantItems.locator('summary > span:first-child')).toHaveText(tenants.map((t) => t.name));

      await page.goto(`/${lang}/rental-flow`);
      await expect(page.getByTestId('rental-step')).toHaveCount(flow.length);

      await page.goto(`/${lang}/faq`);
      await expect(page.getByTestId('tenant-faq').locator('summary > span:first-child')).toHaveText(faqs.map((f) => f.name));
      await context.close();
    });

    test('the guide shows the first topic by default and the one the address names', async ({ page, request }) => {
      const topicRows = await topics(request, lang);
      const posts = await Promise.all(topicRows.map((t) => post(request, lang, t.id)));
      const [first] = posts;
      await page.goto(`/${lang}/useful-service-apartment`);
      await expect(page.getByTestId('topic-title')).toHaveText(first.title);
      await expect(page.getByTestId('topic-tabs').locator('[aria-current="page"]')).toHaveAttribute('data-slug', topicRows[0].slug);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/useful-service-apartment$`));

      // A topic past the first with a description and a photo, so that both are checked, not skipped
      // (the seed gives every topic both: scripts/seed/content/info.ts).
      const n = posts.findIndex((p, i) => i > 1 && p.description && p.image);
      expect(n, 'the seed has a topic past the second with a description and a photo').toBeGreaterThan(1);
      const named = posts[n];
      await page.goto(`/${lang}/useful-service-apartment/${topicRows[n].slug}`);
      await expect(page.getByTestId('topic-title')).toHaveText(named.title);
      await expect(page.getByTestId('topic-tabs').locator('[aria-current="page"]')).toHaveAttribute('data-slug', topicRows[n].slug);
      await expect(page.getByTestId('topic-date')).toHaveAttribute('datetime', named.publicDate.slice(0, 10));
      const [y, m, d] = named.publicDate.slice(0, 10).split('-').map(Number);
      await expect(page.getByTestId('topic-date')).toHaveText(lang === 'jp' ? `${y}年${m}月${d}日` : /^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expect(page.getByTestId('topic-description')).toHaveText(named.description!);
      await expect(page.getByTestId('topic-image')).toHaveAttribute('src', /^\/images\//);
      await expect(page.getByTestId('area-list')).toHaveCount(0);
      // Each topic is a page of its own: title, description and canonical address.
      await expect(page).toHaveTitle(new RegExp(`^${escape(named.title)}｜`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}/useful-service-apartment/${topicRows[n].slug}$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', named.description!);
      // Stored HTML is sanitised: no scripts or inline handlers reach the page.
      await expect(page.getByTestId('topic-content').locator('script, [onerror], [onclick]')).toHaveCount(0);
    });

    test('choosing a topic pushes its address without reloading, and Back returns to the previous one', async ({ page, request }) => {
      const topicRows = await topics(request, lang);
      const [first, second, fourth] = await Promise.all([1, 2, 4].map((n) => post(request, lang, topicRows[n - 1].id)));
      await page.goto(`/${lang}/useful-service-apartment`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.evaluate(() => Object.assign(window, { usefulMarker: 'kept' }));
      const tabs = page.getByTestId('topic-tabs');

      await tabs.getByRole('link', { name: topicRows[1].title }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/useful-service-apartment/${topicRows[1].slug}$`));
      await expect(page.getByTestId('topic-title')).toHaveText(second.title);
      await expect(tabs.locator('[aria-current="page"]')).toHaveAttribute('data-slug', topicRows[1].slug);

      await tabs.getByRole('link', { name: topicRows[3].title }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/useful-service-apartment/${topicRows[3].slug}$`));
      await expect(page.getByTestId('topic-title')).toHaveText(fourth.title);
      expect(await page.evaluate(() => (window as unknown as { usefulMarker?: string }).usefulMarker)).toBe('kept');

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${lang}/useful-service-apartment/${topicRows[1].slug}$`));
      await expect(page.getByTestId('topic-title')).toHaveText(second.title);
      await expect(tabs.locator('[aria-current="page"]')).toHaveAttribute('data-slug', topicRows[1].slug);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${lang}/useful-service-apartment$`));
      await expect(page.getByTestId('topic-title')).toHaveText(first.title);
      expect(await page.evaluate(() => (window as unknown as { usefulMarker?: string }).usefulMarker)).toBe('kept');
    });

    test('an unknown topic goes back to the guide, a deeper address is not found', async ({ page, request }) => {
      const res = await request.get(`/${lang}/useful-service-apartment/no-such-topic`, { maxRedirects: 0 });
      expect(res.status()).toBe(307);
      expect(new URL(res.headers().location, 'http://x').pathname).toBe(`/${lang}/useful-service-apartment`);
      const deeper = await request.get(`/${lang}/useful-service-apartment/area-guide/more`, { maxRedirects: 0 });
      expect(deeper.status()).toBe(404);
      await page.goto(`/${lang}/useful-service-apartment/no-such-topic`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/useful-service-apartment$`));
    });

    test('the area guide lists six Hanoi areas and five Ho Chi Minh City areas', async ({ page, request }) => {
      const areas = await items(request, lang, 4);
      expect(areas.length).toBeGreaterThanOrEqual(11);
      await page.goto(`/${lang}/useful-service-apartment/area-guide`);
      const groups = page.getByTestId('area-group');
      await expect(groups).toHaveCount(2);
      await expect(groups.nth(0).getByRole('heading', { level: 3 })).toHaveText(hanoi);
      await expect(groups.nth(1).getByRole('heading', { level: 3 })).toHaveText(hcm);
      await expect(groups.nth(0).getByTestId('area-item')).toHaveCount(6);
      await expect(groups.nth(1).getByTestId('area-item')).toHaveCount(5);
      await expect(groups.nth(0).getByRole('heading', { level: 4 })).toHaveText(areas.slice(0, 6).map((a) => a.name));
      await expect(groups.nth(1).getByRole('heading', { level: 4 })).toHaveText(areas.slice(6, 11).map((a) => a.name));
      const firstArea = groups.nth(0).getByTestId('area-item').first();
      await expect(firstArea.locator('img')).toHaveAttribute('src', /^\/images\//);
      await expect(firstArea).toContainText((areas[0].description ?? '').slice(0, 20));
    });

    test('the tenants information and the FAQ open one item at a time, with and without scripts', async ({ browser, page }) => {
      for (const [path, id] of [
        ['/useful-information-for-tenants', 'tenant-information'],
        ['/faq', 'tenant-faq'],
      ] as const) {
        await page.goto(`/${lang}${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expectOneOpenAtATime(page.getByTestId(id));
      }
      const context = await browser.newContext({ javaScriptEnabled: false });
      const plain = await context.newPage();
      for (const [path, id] of [
        ['/useful-information-for-tenants', 'tenant-information'],
        ['/faq', 'tenant-faq'],
      ] as const) {
        await plain.goto(`/${lang}${path}`);
        await expectOneOpenAtATime(plain.getByTestId(id));
      }
      await context.close();
    });

    test('the rental flow lists its steps in order, numbered', async ({ page, request }) => {
      const flow = await items(request, lang, 3);
      expect(flow.length).toBeGreaterThan(2);
      await page.goto(`/${lang}/rental-flow`);
      const steps = page.getByTestId('rental-flow').getByTestId('rental-step');
      await expect(steps).toHaveCount(flow.length);
      expect(await page.getByTestId('rental-flow').evaluate((el) => el.tagName)).toBe('OL');
      const titles = await page.getByTestId('rental-step-title').allTextContents();
      titles.forEach((title, i) => {
        // The stored name ends with the shown title; the stored number is replaced by the page's own.
        expect(flow[i].name.endsWith(title), `${flow[i].name} / ${title}`).toBe(true);
        expect(title).not.toMatch(/^\d/);
      });
      for (let i = 0; i < flow.length; i += 1) {
        await expect(steps.nth(i)).toContainText(`${lang === 'jp' ? 'ステップ' : 'STEP '}${i + 1}`);
        await expect(steps.nth(i)).toContainText((flow[i].description ?? '').slice(0, 15));
      }
    });

    test('the FAQ carries FAQPage structured data with every question', async ({ page, request }) => {
      const faqs = await items(request, lang, 1);
      await page.goto(`/${lang}/faq`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqTitle);
      await expect(page).toHaveTitle(new RegExp(`^${faqTitle}｜`));
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const ld = scripts.map((s) => JSON.parse(s) as { '@type'?: string; inLanguage?: string; mainEntity?: { '@type': string; name: string; acceptedAnswer: { text: string } }[] });
      const faqPage = ld.find((d) => d['@type'] === 'FAQPage');
      expect(faqPage).toBeDefined();
      expect(faqPage?.inLanguage).toBe(locale);
      expect(faqPage?.mainEntity?.map((q) => q.name)).toEqual(faqs.map((f) => f.name));
      for (const question of faqPage?.mainEntity ?? []) {
        expect(question['@type']).toBe('Question');
        expect(question.acceptedAnswer.text.length).toBeGreaterThan(0);
        expect(question.acceptedAnswer.text).not.toMatch(/<[a-z/]/i);
      }
    });

    test('axe finds nothing serious on the index, a topic and the FAQ', async ({ page }) => {
      for (const path of ['/useful-information/all', '/useful-service-apartment/area-guide', '/faq']) {
        await page.goto(`/${lang}${path}`);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expectNoSeriousA11yViolations(page);
      }
    });
  });
}

test('on a 390 px phone the tiles fit and no page of the section scrolls sideways', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const { lang } of LANGS) {
    for (const path of [...PAGES.map((p) => p.path), '/useful-service-apartment/area-guide', '/useful-service-apartment/difference-between-office-and-serviced-office']) {
      await page.goto(`/${lang}${path}`);
      const tiles = page.getByTestId('useful-tiles').getByRole('link');
      await expect(tiles).toHaveCount(5);
      for (const box of await tiles.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().toJSON() as DOMRect))) {
        expect(box.left, path).toBeGreaterThanOrEqual(0);
        expect(box.right, path).toBeLessThanOrEqual(390);
        expect(box.height, path).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang}${path}`).toBeLessThanOrEqual(390);
    }
  }
  // The tiles work as links on the phone.
  await page.goto('/en/useful-information/all');
  await page.getByTestId('useful-tiles').getByRole('link', { name: /Rental flow/ }).click();
  await expect(page).toHaveURL(/\/en\/rental-flow$/);
  await expect(page.getByTestId('useful-tiles').locator('[aria-current="page"]')).toHaveAttribute('data-category', 'flow');
  await context.close();
});
