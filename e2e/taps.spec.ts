import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PHONE, throttlePhone } from '../scripts/lib/phone';
import { holdScripts } from './support/forms';

/**
 * No lost taps: a new visitor on a phone (Lighthouse's mobile profile, 4× CPU and slow
 * 4G through the DevTools protocol, scripts/lib/phone.ts) taps as soon as the page has painted,
 * before its scripts have necessarily run, and the tap must take effect: the detail page's heart
 * is ticked and stored, the results page's search modal opens, the home form's panel opens.
 * Each load is a fresh context (empty cache), so every script still has to come over slow 4G.
 * TAP_LOADS (default 2) sets the loads per tap; each load's timings (first paint, when the page saw
 * the tap's pointerdown, hydration; from the navigation's start) are attached to the report and
 * printed. The tap is sent at first paint; the page sees it once its main thread is free.
 */
const LOADS = Math.max(1, Number(process.env.TAP_LOADS ?? 2));

test.describe.configure({ timeout: 60_000 + LOADS * 45_000 });

type Timings = { fcp: number | null; tap: number | null; hydrated: number | null; sent: number | null; effect: number | null };
type Recorded = { tap: number | null; sent: number | null; effect: number | null; hydrated: number | null };

/**
 * Notes, from the document's start: when the tap was made (the pointerdown's own time stamp, the
 * moment the browser received the touch) and when the page first saw it; when it took effect (the
 * favourite written to localStorage, a panel's `toggle`, the search modal shown, whichever the page
 * has); when the islands have hydrated (html[data-hydrated], set by
 * components/layout/client-boot.client.tsx).
 */
function recordTimings() {
  const w = window as unknown as { __taps: Recorded };
  w.__taps = { tap: null, sent: null, effect: null, hydrated: null };
  // Only what follows the tap counts: the page may write or toggle something of its own before.
  const effect = () => {
    if (w.__taps.sent !== null) w.__taps.effect ??= performance.now();
  };
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key: string, value: string) {
    if (key === 'RESIDENCES_LIKE') effect();
    return setItem.call(this, key, value);
  };
  addEventListener('toggle', effect, { capture: true });
  addEventListener(
    'pointerdown',
    (event) => {
      w.__taps.tap ??= performance.now();
      w.__taps.sent ??= event.timeStamp;
      // The search modal shows by CSS (:target) before hydration and by its dialog after: seen each frame.
      const watch = () => {
        const modal = document.querySelector<HTMLElement>('[data-testid="search-modal"]');
        if (modal && modal.checkVisibility()) effect();
        else if (w.__taps.effect === null && performance.now() - (w.__taps.tap ?? 0) < 30_000) requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated) w.__taps.hydrated ??= performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

async function timings(page: Page): Promise<Timings> {
  return page.evaluate(() => {
    const w = window as unknown as { __taps: Recorded };
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const r = (n: number | null) => (n === null ? null : Math.round(n));
    return { fcp: r(fcp), tap: r(w.__taps.tap), hydrated: r(w.__taps.hydrated), sent: r(w.__taps.sent), effect: r(w.__taps.effect) };
  });
}

/** Each tap's time from touch to effect, for the p75 printed after the loads (ms; null when unseen). */
const effects = new Map<string, (number | null)[]>();

/**
 * Opens `url` as a new visitor on the phone profile and returns once the browser reports its
 * first contentful paint: the moment a visitor sees something to tap.
 */
async function openAtFirstPaint(page: Page, url: string): Promise<void> {
  await page.addInitScript(recordTimings);
  await throttlePhone(page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 'raf', timeout: 30_000 });
}

/** Runs the load's checks, then notes its timings in the report whether they passed or not. */
async function reported(page: Page, what: string, load: number, checks: () => Promise<void>) {
  let verdict = 'took effect';
  try {
    await checks();
  } catch (error) {
    verdict = 'LOST';
    throw error;
  } finally {
    const t = await timings(page);
    const when = t.tap === null ? 'no tap arrived' : t.hydrated === null || t.tap < t.hydrated ? 'before hydration' : 'after hydration';
    const took = t.effect !== null && t.sent !== null ? t.effect - t.sent : null;
    effects.set(what, [...(effects.get(what) ?? []), took]);
    const line = `${what}, load ${load}: ${verdict}; first paint ${t.fcp} ms, tap made ${t.sent} ms, seen ${t.tap} ms (${when}), took effect ${t.effect ?? 'not seen'} ms (${took ?? '?'} ms after the tap), hydrated ${t.hydrated ?? 'not yet'} ms`;
    test.info().annotations.push({ type: 'timings', description: line });
    console.log(line);
  }
}

/** A real address of each kind, from the seed through the site's own pages. */
async function detailPath(request: APIRequestContext): Promise<{ path: string; id: number }> {
  const res = await request.get('/en/residences/search');
  expect(res.status()).toBe(200);
  const match = /\/en\/residence\/detail\/(\d+)\/[^"?#]+/.exec(await res.text());
  expect(match, 'a residence detail link on the results page').not.toBeNull();
  return { path: match![0], id: Number(match![1]) };
}

/** `body` once per load (LOADS), each in a fresh phone context opened at `path`'s first paint. */
async function eachLoadAtFirstPaint(browser: Browser, baseURL: string | undefined, path: string, body: (page: Page, load: number) => Promise<void>) {
  for (let load = 1; load <= LOADS; load++) {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    await openAtFirstPaint(page, path);
    await body(page, load);
    await context.close();
  }
}

/** p75 (nearest rank) of touch to effect per tap, printed and attached: the 300 ms figure. Reported, not asserted. */
test.afterAll(() => {
  for (const [what, all] of effects) {
    const seen = all.filter((n): n is number => n !== null).sort((a, b) => a - b);
    const p75 = seen.length ? seen[Math.ceil(0.75 * seen.length) - 1] : null;
    console.log(`${what}: touch to effect p75 ${p75 ?? '?'} ms over ${seen.length} of ${all.length} loads (${all.join(', ')})`);
  }
});

test.describe('taps right after first paint on a slow phone take effect', () => {
  test("the detail page's heart is ticked and stored", async ({ browser, baseURL, request }) => {
    const { path, id } = await detailPath(request);
    await eachLoadAtFirstPaint(browser, baseURL, path, async (page, load) => {
      const heart = page.getByTestId('detail-actions').getByTestId('favourite-toggle');
      await heart.tap({ force: true });
      await reported(page, 'heart', load, async () => {
        await expect(heart, `load ${load}: the heart shows ticked`).toBeChecked({ timeout: 30_000 });
        // Stored once the page is live, and still ticked then.
        await expect.poll(() => page.evaluate(() => localStorage.getItem('RESIDENCES_LIKE')), { message: `load ${load}: the favourite is stored`, timeout: 30_000 }).toBe(String(id));
        await expect(heart, `load ${load}: the heart is still ticked once the page is live`).toBeChecked();
        await expect(page.getByTestId('favorites-badge'), `load ${load}: the header counts it`).toHaveText(/^1/);
      });
    });
  });

  test('the results page\'s "Change search" opens the search modal', async ({ browser, baseURL }) => {
    await eachLoadAtFirstPaint(browser, baseURL, '/en/residences/search', async (page, load) => {
      await page.getByTestId('open-search').tap({ force: true });
      const modal = page.getByTestId('search-modal');
      await reported(page, 'change search', load, async () => {
        await expect(modal, `load ${load}: the modal is open`).toBeVisible({ timeout: 30_000 });
        // Opened by a tap before hydration (the link's :target) or after (the dialog's state), it stays open once the page is live.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
        await expect(modal, `load ${load}: the modal is still open once the page is live`).toBeVisible();
      });
    });
  });

  test("a home search form's panel opens", async ({ browser, baseURL }) => {
    await eachLoadAtFirstPaint(browser, baseURL, '/en', async (page, load) => {
      const panel = page.getByTestId('residence-search').first().getByTestId('panel-type');
      await panel.locator('summary').tap({ force: true });
      await reported(page, 'home panel', load, async () => {
        await expect(panel, `load ${load}: the panel is open`).toHaveJSProperty('open', true, { timeout: 30_000 });
        await expect(panel.getByRole('checkbox').first(), `load ${load}: its choices show`).toBeVisible();
        // Still open once the page is live: hydration kept what the visitor opened.
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
        await expect(panel, `load ${load}: the panel is still open once the page is live`).toHaveJSProperty('open', true);
        await expect(panel.getByRole('checkbox').first()).toBeVisible();
      });
    });
  });

  /**
   * The worst case, made certain: every script of the page held back until after the tap (as on a
   * connection that stalls), so only the server's HTML can take it; the page's scripts then arrive
   * and hydrate without undoing it.
   */
  test('taps made before any script has arrived still count once the scripts run', async ({ browser, baseURL, request }) => {
    const { path, id } = await detailPath(request);
    // `shown`: what the server's HTML does with the tap; `live`: what must hold once the scripts ran.
    const cases: { what: string; url: string; tap: (page: Page) => Promise<void>; shown: (page: Page) => Promise<void>; live: (page: Page) => Promise<void> }[] = [
      {
        what: 'heart',
        url: path,
        tap: (page) => page.getByTestId('detail-actions').getByTestId('favourite-toggle').tap(),
        shown: (page) => expect(page.getByTestId('detail-actions').getByTestId('favourite-toggle')).toBeChecked(),
        live: async (page) => {
          await expect(page.getByTestId('detail-actions').getByTestId('favourite-toggle')).toBeChecked();
          await expect.poll(() => page.evaluate(() => localStorage.getItem('RESIDENCES_LIKE')), { timeout: 30_000 }).toBe(String(id));
          await expect(page.getByTestId('favorites-badge')).toHaveText(/^1/);
        },
      },
      {
        what: 'change search',
        url: '/en/residences/search',
        tap: (page) => page.getByTestId('open-search').tap(),
        shown: (page) => expect(page.getByTestId('search-modal')).toBeVisible(),
        live: (page) => expect(page.getByTestId('search-modal')).toBeVisible(),
      },
      {
        what: 'home panel',
        url: '/en',
        tap: (page) => page.getByTestId('residence-search').first().getByTestId('panel-type').locator('summary').tap(),
        shown: (page) => expect(page.getByTestId('residence-search').first().getByTestId('panel-type')).toHaveJSProperty('open', true),
        live: async (page) => {
          const panel = page.getByTestId('residence-search').first().getByTestId('panel-type');
          await expect(panel).toHaveJSProperty('open', true);
          await expect(panel.getByRole('checkbox').first()).toBeVisible();
        },
      },
    ];
    for (const c of cases) {
      const context = await browser.newContext({ ...PHONE, baseURL });
      const page = await context.newPage();
      const release = await holdScripts(page);
      await page.goto(c.url, { waitUntil: 'domcontentloaded' });
      await c.tap(page);
      await test.step(`${c.what}: the tap shows before any script ran`, () => c.shown(page));
      release();
      await expect(page.locator('html'), `${c.what}: the page hydrates`).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 });
      await test.step(`${c.what}: still in effect once the page is live`, () => c.live(page));
      await context.close();
    }
  });
});
