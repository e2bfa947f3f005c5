import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { EndpointResponse } from '@/lib/api/endpoints';

const LANGS = ['en', 'jp'] as const;
const SUB_PAGES = ['company-profile', 'company-philosophy', 'mess-from-rep', 'our-company-feature', 'meet-our-team', 'our-main-services', 'why-choose-us', 'group-companies', 'history'];

async function items(request: APIRequestContext, slug: string, language: string): Promise<EndpointResponse<'/api/generalinformations/get-by-slug-category'>> {
  return (await request.get(`/api/generalinformations/get-by-slug-category?language=${language}&categorySlug=${slug}`)).json();
}

/** A page as the server sends it: scripts off. */
async function serverPage(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return { page, close: () => context.close() };
}

test.describe('the company section', () => {
  test('the index links every page of the menu, news release and contact us', async ({ browser }) => {
    for (const lang of LANGS) {
      const { page, close } = await serverPage(browser, `/${lang}/about-isn`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'About us' : '会社案内');
      const hrefs = await page.getByTestId('company-tile').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
      for (const sub of [...SUB_PAGES, 'news-release', 'contact-us']) expect(hrefs).toContain(`/${lang}/about-isn/${sub}`);
      await close();
    }
  });

  test('profile, philosophy, features and the message come from the database in each language', async ({ browser, request }) => {
    test.slow(); // one test, many pages in turn: each first render on the embedded database can take seconds on a slow machine
    for (const lang of LANGS) {
      const profile = await items(request, 'company-profile', lang);
      let view = await serverPage(browser, `/${lang}/about-isn/company-profile`);
      await expect(view.page.getByTestId('company-profile').locator('dt')).toHaveText(profile.map((p) => p.name!));
      const ld = JSON.parse((await view.page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}') as { '@type': string; name: string };
      expect(ld).toMatchObject({ '@type': 'Organization', name: profile[0].description });
      await view.close();

      const philosophy = await items(request, 'company-philosophy', lang);
      view = await serverPage(browser, `/${lang}/about-isn/company-philosophy`);
      await expect(view.page.getByTestId('company-item')).toHaveCount(philosophy.length);
      await view.close();

      const features = await items(request, 'our-company-feature', lang);
      expect(features.length).toBeGreaterThan(5);
      view = await serverPage(browser, `/${lang}/about-isn/our-company-feature`);
      await expect(view.page.getByTestId('company-item')).toHaveCount(5);
      await expect(view.page.getByTestId('company-item').nth(4)).toContainText(features[4].name!);
      await expect(view.page.getByText(features[5].name!)).toHaveCount(0);
      await view.close();

      const [rep] = await items(request, 'mess-from-rep', lang);
      view = await serverPage(browser, `/${lang}/about-isn/mess-from-rep`);
      const message = view.page.getByTestId('rep-message');
      expect(await message.locator('p').count()).toBeGreaterThan(3);
      await expect(message).toContainText(rep.description!.split('\n')[0].slice(0, 30));
      await expect(message).toContainText(rep.name!);
      await view.close();
    }
  });

  test('group companies, history, services, why-choose-us and the preparation page', async ({ browser, request }) => {
    test.slow(); // one test, many pages in turn: each first render on the embedded database can take seconds on a slow machine
    for (const lang of LANGS) {
      const groups = (await (await request.get(`/api/generalinformations/isn-group?language=${lang}`)).json()) as EndpointResponse<'/api/generalinformations/isn-group'>;
      let view = await serverPage(browser, `/${lang}/about-isn/group-companies`);
      await expect(view.page.getByTestId('group-company').locator('h2')).toHaveText(groups.map((g) => g.name));
      const withSite = groups.filter((g) => g.website);
      expect(withSite.length).toBeGreaterThan(0);
      expect(withSite.length).toBeLessThan(groups.length);
      const links = view.page.getByTestId('group-website');
      await expect(links).toHaveCount(withSite.length);
      for (const [i, g] of withSite.entries()) {
        await expect(links.nth(i)).toHaveAttribute('href', g.website!);
        await expect(links.nth(i)).toHaveAttribute('target', '_blank');
        await expect(links.nth(i)).toHaveAttribute('rel', /noopener/);
      }
      await view.close();

      const history = (await (await request.get(`/api/generalinformations/histories?language=${lang}`)).json()) as EndpointResponse<'/api/generalinformations/histories'>;
      view = await serverPage(browser, `/${lang}/about-isn/history`);
      const years = await view.page.getByTestId('history-entry').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-year'))));
      expect(years).toHaveLength(history.length);
      expect(years).toEqual([...years].sort((a, b) => a - b));
      await expect(view.page.getByTestId('history-entry').first()).toContainText(lang === 'en' ? 'April 2005' : '2005年4月');
      await view.close();

      const services = await items(request, 'our-main-services', lang);
      view = await serverPage(browser, `/${lang}/about-isn/our-main-services`);
      for (const [key, slice] of [
        ['brokerage', services.slice(0, 3)],
        ['management', services.slice(3, 6)],
        ['other', services.slice(6)],
      ] as const) {
        await expect(view.page.getByTestId(`services-${key}`).locator('h3')).toHaveText(slice.map((s) => s.name!));
      }
      await expect(view.page.getByTestId('services-brokerage').locator('h2')).toHaveText(lang === 'en' ? 'Real-estate brokerage' : '不動産仲介');
      await view.close();

      // No one else's media: the first item reads as an introduction, with no video frame, empty or not.
      const why = await items(request, 'why-choose-us', lang);
      view = await serverPage(browser, `/${lang}/about-isn/why-choose-us`);
      await expect(view.page.getByTestId('why-intro').locator('h2')).toHaveText(why[0].name!);
      await expect(view.page.getByTestId('why-intro').locator('p')).toHaveText(why[0].description!);
      await expect(view.page.locator('main iframe, main video, main embed, main object')).toHaveCount(0);
      await expect(view.page.locator('main')).not.toContainText(/youtube|youtu\.be|vimeo/i);
      await view.close();

      view = await serverPage(browser, `/${lang}/about-isn/preparation-page`);
      await expect(view.page.getByTestId('preparation')).toContainText(lang === 'en' ? 'Content will be updated very soon.' : 'まもなく公開予定です');
      await expect(view.page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await view.close();
    }
  });

  test('the team carousel holds every member, moves by itself every 5 s and stops with the pause button', async ({ browser, page, request }) => {
    const team = await items(request, 'meet-our-team', 'en');
    const view = await serverPage(browser, '/en/about-isn/meet-our-team');
    await expect(view.page.getByTestId('team-member').locator('h2')).toHaveText(team.map((m) => m.name!));
    await view.close();

    await page.goto('/en/about-isn/meet-our-team');
    const carousel = page.getByTestId('team-carousel');
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    await expect(carousel).toHaveAttribute('data-index', '0');
    const started = Date.now();
    await expect(carousel).toHaveAttribute('data-index', '1', { timeout: 9_000 });
    // Not at once: the timer may start a little before the load event, so allow for that.
    expect(Date.now() - started).toBeGreaterThan(1_500);
    // The list really scrolled to the second member.
    await expect.poll(() => carousel.locator('ul').evaluate((el) => el.scrollLeft)).toBeGreaterThan(50);
    await page.getByTestId('team-play').click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    const index = await carousel.getAttribute('data-index');
    await page.waitForTimeout(6_000);
    await expect(carousel).toHaveAttribute('data-index', index!);
    await expect(page.getByTestId('team-play')).toHaveAttribute('aria-label', 'Play the slideshow');
  });

  test('on a phone the menu folds into two groups and marks the current page, on every company page', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const lang of LANGS) {
      await page.goto(`/${lang}/about-isn/history`);
      const menu = page.getByTestId('company-menu-mobile');
      await expect(menu).toBeVisible();
      await expect(page.getByTestId('company-menu-desktop')).toBeHidden();
      await menu.locator('summary').first().click();
      const overview = page.getByTestId('company-group-overview');
      const group = page.getByTestId('company-group-group');
      // The current page's group is open, the other folded.
      await expect(group).toHaveAttribute('open', '');
      await expect(overview).not.toHaveAttribute('open');
      const current = menu.locator('[aria-current="page"]');
      await expect(current).toHaveAttribute('href', `/${lang}/about-isn/history`);
      await expect(menu.locator(`a[href="/${lang}/about-isn/news-release"]`)).toBeVisible();
      await expect(menu.locator(`a[href="/${lang}/about-isn/contact-us"]`)).toBeVisible();
      await overview.locator('summary').click();
      await expect(overview).toHaveAttribute('open', '');
      await overview.locator(`a[href="/${lang}/about-isn/company-profile"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/about-isn/company-profile$`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    // The carousel must not widen the page on a phone.
    for (const lang of LANGS) {
      await page.goto(`/${lang}/about-isn/meet-our-team`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
    for (const sub of ['news-release', 'contact-us']) {
      await page.goto(`/en/about-isn/${sub}`);
      await page.getByTestId('company-menu-mobile').locator('summary').first().click();
      await expect(page.getByTestId('company-menu-mobile').locator('[aria-current="page"]')).toHaveAttribute('href', `/en/about-isn/${sub}`);
    }
    await context.close();
  });

  test('contact us lists the offices with their map links; without a Maps key there is no map box and no Google script', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('maps.googleapis.com')) asked.push(r.url());
    });
    await page.goto('/en/about-isn/contact-us');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const offices = page.getByTestId('contact-offices');
    await offices.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('contact-office').first()).toBeVisible();
    await expect(page.getByTestId('contact-office').first().getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    await expect(offices.getByTestId('location-map')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
  });

  test('on a desktop the sidebar marks the current page', async ({ page }) => {
    await page.goto('/en/about-isn/group-companies');
    const sidebar = page.getByTestId('company-menu-desktop');
    await expect(sidebar).toBeVisible();
    await expect(page.getByTestId('company-menu-mobile')).toBeHidden();
    await expect(sidebar.locator('[aria-current="page"]')).toHaveText('Group companies');
    await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('no serious accessibility violation on the index, the team and the services pages', async ({ page }) => {
    test.slow(); // one test, many pages in turn: each first render on the embedded database can take seconds on a slow machine
    for (const lang of LANGS) {
      for (const path of ['/about-isn', '/about-isn/meet-our-team', '/about-isn/our-main-services']) {
        await page.goto(`/${lang}${path}`);
        await expectNoSeriousA11yViolations(page, { include: ['main'] });
      }
    }
  });
});
