import net from 'node:net';
import { expect, test } from '@playwright/test';
import { holdScripts } from './support/forms';

test.describe('city selector', () => {
  test('choosing a city reloads the page with cityId replaced and keeps it for the next page', async ({ page, context }) => {
    await page.goto('/en/residences/search?cityId=1&keyword=garden');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const select = page.getByRole('banner').getByRole('combobox', { name: 'City' });
    await expect(select).toHaveValue('1');
    await select.selectOption({ label: 'Ho Chi Minh City' });
    await expect(page).toHaveURL(/[?&]cityId=2/);
    await expect(page).toHaveURL(/keyword=garden/);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'City' })).toHaveValue('2');
    expect((await context.cookies()).find((c) => c.name === 'LOCATION_CITY')?.value).toBe('2');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('LOCATION_CITY'))).toBe('2');
    await page.goto('/en');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'City' })).toHaveValue('2');
  });

  test('keeps the query parameters the page reads, and drops the ones it does not', async ({ page }) => {
    await page.goto('/en?cityId=1&keyword=garden&utm_source=mail');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('banner').getByRole('combobox', { name: 'City' }).selectOption({ label: 'Ho Chi Minh City' });
    await expect(page).toHaveURL(/\/en\?cityId=2$/);
  });

  test('?city=danang sets the city', async ({ page }) => {
    await page.goto('/en?city=danang');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'City' })).toHaveValue('3');
  });
});

test.describe('favourites and history badges', () => {
  test('count the stored ids, with 999+ above 999', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('RESIDENCES_LIKE', '11,12,13');
      localStorage.setItem('OFFICES_LIKE', '501');
      localStorage.setItem('HISTORY', Array.from({ length: 1200 }, (_, i) => i + 1).join(','));
    });
    await page.goto('/en');
    await expect(page.getByTestId('favorites-badge')).toHaveText(/^4/);
    await expect(page.getByTestId('histories-badge')).toHaveText(/^999\+/);
  });

  test('speak the whole count to a screen reader, in the page\'s language (digits ungrouped: it is never shown)', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('RESIDENCES_LIKE', '11');
      localStorage.setItem('HISTORY', Array.from({ length: 1200 }, (_, i) => i + 1).join(','));
    });
    const spoken = (id: string) => page.getByTestId(id).locator('.sr-only');
    await page.goto('/en');
    await expect(spoken('favorites-badge')).toHaveText('1 property');
    await expect(spoken('histories-badge')).toHaveText('1200 properties');
    await page.goto('/jp');
    await expect(spoken('favorites-badge')).toHaveText('1件');
    await expect(spoken('histories-badge')).toHaveText('1200件');
  });

  test('follow a change made in another tab', async ({ page, context }) => {
    await page.goto('/en');
    await expect(page.getByTestId('favorites-badge')).toHaveCount(0);
    const other = await context.newPage();
    await other.goto('/en');
    await other.evaluate(() => localStorage.setItem('RESIDENCES_LIKE', '7,8'));
    await expect(page.getByTestId('favorites-badge')).toHaveText(/^2/);
  });
});

test.describe('header', () => {
  test('sticks to the top when the visitor scrolls up, and leaves when they scroll down', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/en');
    // The sticky behaviour is the island's: scroll once it runs.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const header = page.getByTestId('site-header');
    await page.mouse.wheel(0, 900);
    await expect(header).not.toHaveCSS('position', 'fixed');
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveCSS('position', 'fixed');
    expect((await header.boundingBox())?.y).toBe(0);
    await page.mouse.wheel(0, 300);
    await expect(header).not.toHaveCSS('position', 'fixed');
  });

  test('the magazine menu lists the PDFs', async ({ page }) => {
    await page.goto('/en');
    await page.getByText('Magazine', { exact: true }).click();
    const links = page.getByTestId('magazine-menu').getByRole('link');
    await expect(links).toHaveCount(6);
    await expect(links.first()).toHaveAttribute('href', /^\/files\/.+\.pdf$/);
  });

  test('the Japanese header has the LINE button and the Japanese sales site', async ({ page }) => {
    await page.goto('/jp');
    await expect(page.getByTestId('line-add-friend')).toBeVisible();
    await expect(page.getByRole('link', { name: /売買物件/ })).toHaveAttribute('href', /\/ja\/$/);
    await expect(page.getByRole('link', { name: /売買物件/ })).toHaveAttribute('target', '_blank');
  });
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Japanese header keeps its LINE button on a phone, named in full and inside the screen', async ({ page }) => {
    await page.goto('/jp');
    const line = page.getByTestId('line-add-friend');
    await expect(line).toBeVisible();
    await expect(line.locator('[aria-hidden="true"]')).toHaveText('LINE');
    await expect(line.locator('[aria-hidden="true"]')).toBeVisible();
    await expect(line).toHaveAccessibleName(/^LINEで友だち追加/);
    const box = (await line.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.height).toBeGreaterThanOrEqual(24);
  });

  test('opens and closes with the toggle', async ({ page }) => {
    await page.goto('/en');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('opened by a tap after the router started but before hydration, it stays open', async ({ page }) => {
    // The framework's scripts run; the layout's own chunk waits, so hydration waits with it.
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let held = false;
    await page.route(/\/_next\/static\/chunks\/layout-shared-.*\.js$/, async (route) => {
      held = true;
      await gate;
      await route.continue();
    });
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => held).toBe(true);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeVisible();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('opened by a tap before the scripts run, it stays open once they do and then closes', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeVisible();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeVisible();
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toBeHidden();
  });

  test('opens without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/en');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await context.close();
  });

  test('nothing is wider than the screen', async ({ page }) => {
    for (const path of ['/en', '/jp']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
});

test.describe('footer and floating buttons', () => {
  test('show the offices from the server plus the Da Nang and Tokyo blocks', async ({ page }) => {
    await page.goto('/en');
    const offices = page.getByTestId('footer-offices').getByRole('listitem');
    await expect(offices).toHaveCount(5);
    await expect(offices.nth(3)).toContainText('Da Nang');
    await expect(offices.nth(4)).toContainText('Tokyo');
    await expect(page.getByTestId('support-buttons').getByRole('link')).toHaveCount(3);
    await expect(page.getByTestId('support-buttons').getByRole('link').nth(1)).toHaveAttribute('href', /^tel:\+\d+$/);
  });

  test("the partners' arrows come to life when the row nears the screen, and step through the logos", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const section = page.getByRole('region', { name: 'Our partners' });
    const next = section.getByRole('button', { name: 'Next' });
    const row = section.getByTestId('partner').first().locator('xpath=../..');
    // Far below the top of the home page: the server's row, its arrows off (it still scrolls by swiping).
    await expect(next).toBeDisabled();
    await section.scrollIntoViewIfNeeded();
    await expect(next).toBeEnabled();
    expect(await row.evaluate((el) => el.scrollLeft)).toBe(0);
    await next.click();
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
    await expect(section.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});

test.describe('safety headers', () => {
  test('a page carries a nonce policy and the other headers, and its scripts run under it', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && errors.push(m.text()));
    const res = await page.goto('/en');
    const headers = res?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Hydration ran: the client-only badge reads storage after scripts start.
    await page.evaluate(() => localStorage.setItem('HISTORY', '1'));
    await page.reload();

    await expect(page.getByTestId('histories-badge')).toHaveText(/^1/);
    expect(errors).toEqual([]);
  });

  test('a page from the page cache gets a nonce of its own, which its scripts carry and run under', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && errors.push(m.text()));
    const seen: { cache: string | undefined; nonce: string | undefined; encoding: string | undefined }[] = [];
    // The scripts set the city cookie after the first paint, and it is part of the page's key: the
    // first loads render and store under the key they were asked with; a later one is served from
    // the store. Loaded until one is (at most five), since a cookie the scripts set after the test
    // moved on, or a store filled by the other worker's pages, can cost a load.
    for (let i = 0; i < 5 && seen.at(-1)?.cache !== 'HIT'; i++) {
      const res = await page.goto('/jp/faq');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const headers = res?.headers() ?? {};
      const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1];
      seen.push({ cache: headers['x-page-cache'], nonce, encoding: headers['content-encoding'] });
      // Every script of the page carries this response's nonce.
      const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
      expect(scripts.length).toBeGreaterThan(0);
      expect(new Set(scripts)).toEqual(new Set([nonce]));
    }
    expect(seen.map((s) => s.cache)).toContain('HIT');
    expect(new Set(seen.map((s) => s.nonce)).size).toBe(seen.length);
    expect(seen.at(-1)?.encoding).toMatch(/^(br|gzip)$/);
    // Scripts ran on the cached page: the favourites badge reads storage once they start.
    await page.evaluate(() => localStorage.setItem('RESIDENCES_LIKE', '4,5'));
    await page.reload();
    await expect(page.getByTestId('favorites-badge')).toHaveText(/^2/);
    expect(errors).toEqual([]);
  });
});

test.describe('lazily loaded chunks', () => {
  test("carry the response's nonce, as the server's scripts do", async ({ browser }) => {
    // No city cookie: the first visit's city refinement is such a chunk, loaded after hydration.
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { __addedScripts: string[] }).__addedScripts = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src.includes('/_next/static/chunks/')) added.push(node.nonce ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const res = await page.goto('/en/faq');
    const nonce = /'nonce-([^']+)'/.exec(res?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'LOCATION_CITY')).toBe(true);
    const added = await page.evaluate(() => (window as unknown as { __addedScripts: string[] }).__addedScripts);
    expect(added.length).toBeGreaterThan(0);
    expect(new Set(added)).toEqual(new Set([nonce]));
    await context.close();
  });
});

test.describe('script loading', () => {
  test("the page's HTML carries Next's own script tags, as the framework renders them, and the page comes alive", async ({ page, request }) => {
    // Nothing rewrites the framework's HTML: its scripts are in the page as Next wrote
    // them, async tags with the response's nonce, not added later by a loader of ours.
    const res = await request.get('/en');
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
    // (The nomodule polyfills aside: modern browsers neither fetch nor run them.)
    const tags = [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+\.js"[^>]*>/g)].map((m) => m[0]).filter((tag) => !/noModule/i.test(tag));
    expect(tags.length).toBeGreaterThan(3);
    for (const tag of tags) {
      expect(tag).toMatch(/\basync=""/);
      expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(html).not.toContain('data-script-loader');
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });

  test('a priority image that fails does not keep the page from coming alive', async ({ page }) => {
    await page.route(/\/images\/.*\.webp$/, (route) => route.abort());
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.evaluate(() => localStorage.setItem('HISTORY', '7,8'));
    await page.reload();
    await expect(page.getByTestId('histories-badge')).toHaveText(/^2/);
  });
});

test.describe('connections', () => {
  test('an idle keep-alive connection is still served after Node\'s default 5 s, so a client reusing it gets no reset', async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL!);
    const socket = net.connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const ask = async () => {
      received = '';
      socket.write(`GET /api/cities HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n\r\n`);
      // Complete when the headers and Content-Length bytes of body have arrived.
      const complete = () => {
        const end = received.indexOf('\r\n\r\n');
        const length = /\r\ncontent-length: *(\d+)/i.exec(received)?.[1];
        return end >= 0 && length !== undefined && received.length - end - 4 >= Number(length);
      };
      await expect.poll(complete, { timeout: 10_000 }).toBe(true);
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
    };
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      await ask();
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect(socket.readyState).toBe('open');
      await ask();
    } finally {
      socket.destroy();
    }
  });
});
