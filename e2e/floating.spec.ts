import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { EndpointResponse } from '@/lib/api/endpoints';
import type { PropertyCard, PropertyPage } from '@/lib/api/properties';

/**
 * The floating search, phone and email buttons never cover the page. They once hid the
 * rent slider's upper handle on home, clipped the detail summary's values and covered "Back to top"
 * on desktop; this checks in general, on three kinds of page in both languages at a phone's and a
 * laptop's size and at several scroll positions, that no floating button's box meets what a visitor
 * sees and uses there.
 */

async function firstResidence(request: APIRequestContext): Promise<PropertyCard> {
  const res = await request.get('/api/properties/filter?language=en&propertyType=0&cityId=1&pageSize=1');
  expect(res.status()).toBe(200);
  return ((await res.json()) as PropertyPage).items[0];
}

/** Waits for the page to stop moving (the sticky header's frame, smooth scrolling) before measuring. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    let last = '';
    let same = 0;
    for (let frame = 0; frame < 120 && same < 4; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const header = document.querySelector('[data-sticky]');
      const now = `${window.scrollY},${header?.getAttribute('data-sticky')}`;
      same = now === last ? same + 1 : 0;
      last = now;
    }
  });
}

/**
 * Every place where a floating button's box meets the visible box of an interactive element (links,
 * buttons, fields, a range input's thumb) or of the detail summary's text, as "button × element".
 *
 * "Visible" is the element's box cut to the window and to its scrolling or clipping ancestors, and,
 * for content of the page, to the window less the opaque full-width bands fixed along its top and
 * bottom edges (the sticky header, a bottom strip): what scrolls behind such a frame is out of view,
 * as above the window, not covered. A floating button that is not inside such a band covers whatever
 * passes under it, which is what this catches.
 */
function overlaps(page: Page): Promise<{ floating: number; targets: number; hits: string[] }> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    type Box = { left: number; top: number; right: number; bottom: number };
    const cut = (a: Box, b: Box): Box | null => {
      const r = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
      return r.right - r.left >= 1 && r.bottom - r.top >= 1 ? r : null;
    };
    const shown = (el: Element) => el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const opaque = (el: Element) => {
      const m = getComputedStyle(el).backgroundColor.match(/rgba?\(([^)]+)\)/);
      const alpha = m ? m[1].split(/[ ,/]+/).filter(Boolean)[3] : undefined;
      return !!m && (alpha === undefined || Number(alpha) >= 0.99);
    };
    // The frame: opaque, fixed or sticky, as wide as the window and against its top or bottom edge.
    const bands = [...document.querySelectorAll('body *')].filter((el) => {
      const position = getComputedStyle(el).position;
      if ((position !== 'fixed' && position !== 'sticky') || !shown(el) || !opaque(el)) return false;
      const r = el.getBoundingClientRect();
      return r.left <= 0.5 && r.right >= vw - 0.5 && (r.top <= 0.5 || r.bottom >= vh - 0.5) && r.height > 0 && r.bottom > 0 && r.top < vh;
    });
    let top = 0;
    let bottom = vh;
    for (const band of bands) {
      const r = band.getBoundingClientRect();
      if (r.top <= 0.5) top = Math.max(top, r.bottom);
      else bottom = Math.min(bottom, r.top);
    }
    const view = { left: 0, top: 0, right: vw, bottom: vh };
    const content = { left: 0, top, right: vw, bottom };

    const floatRoot = document.querySelector('[data-testid="support-buttons"]');
    const floating = floatRoot ? [...floatRoot.querySelectorAll('a, button')].filter(shown) : [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;

    const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="slider"], [role="button"], [tabindex]:not([tabindex="-1"])';
    const text = '[data-testid="detail-summary"] dt, [data-testid="detail-summary"] dd, [data-testid="detail-price"]';
    const targets = [...document.querySelectorAll(`${interactive}, ${text}`)].filter((el) => !floatRoot?.contains(el) && shown(el));
    const hits: string[] = [];
    let measured = 0;
    for (const el of targets) {
      const rect = el.getBoundingClientRect();
      let box: Box | null = rect;
      // A range input is a track: what a finger or pointer goes for is its thumb (1.375rem, globals.css).
      if (el instanceof HTMLInputElement && el.type === 'range') {
        const thumb = parseFloat(getComputedStyle(document.documentElement).fontSize) * 1.375;
        const span = Number(el.max) - Number(el.min) || 1;
        const x = rect.left + ((Number(el.value) - Number(el.min)) / span) * (rect.width - thumb);
        const y = rect.top + rect.height / 2 - thumb / 2;
        box = { left: x, right: x + thumb, top: y, bottom: y + thumb };
      }
      box = cut(box, bands.some((b) => b.contains(el)) ? view : content);
      for (let p = el.parentElement; box && p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none') box = cut(box, p.getBoundingClientRect());
      }
      if (!box || box.right - box.left < 2 || box.bottom - box.top < 2) continue;
      measured += 1;
      for (const f of floating) {
        if (cut(f.getBoundingClientRect(), box)) hits.push(`${name(f)} × ${name(el)}`);
      }
    }
    return { floating: floating.length, targets: measured, hits };
  });
}

/** Measures at the top, with each watched element brought to the window's bottom edge, and at the end of the page. */
async function measureAcross(page: Page, watched: string[]): Promise<string[]> {
  const hits = new Set<string>();
  const record = async (where: string) => {
    await settle(page);
    const result = await overlaps(page);
    expect(result.targets, `${where}: elements in view`).toBeGreaterThan(0);
    for (const hit of result.hits) hits.add(`${where}: ${hit}`);
  };
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await record('top');
  for (const selector of watched) {
    const found = await page.evaluate((s) => {
      const el = [...document.querySelectorAll(s)].find((e) => e.checkVisibility());
      if (!el) return false;
      // Its bottom a few pixels above the window's bottom edge: where a bottom-corner button would sit on it.
      window.scrollBy({ top: el.getBoundingClientRect().bottom - document.documentElement.clientHeight + 4, behavior: 'instant' });
      return true;
    }, selector);
    expect(found, `${selector} is on the page`).toBe(true);
    await record(selector);
  }
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await settle(page);
  // In the window is not enough ("Back to top" was once under the fixed strip): what a click at its centre reaches must be it.
  const backToTop = page.getByTestId('scroll-to-top');
  await expect(backToTop).toBeInViewport();
  const onTop = await backToTop.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit && el.contains(hit) ? 'itself' : (hit?.outerHTML.slice(0, 120) ?? 'nothing');
  });
  expect(onTop, '"Back to top" at its centre').toBe('itself');
  await record('bottom');
  return [...hits];
}

/** Both languages in one test, on one page: Japanese labels are wider, and a second page load costs less than a second test. */
const LANGS = ['en', 'jp'] as const;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`floating buttons at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('cover nothing on the home page, in English and Japanese', async ({ page }) => {
      for (const lang of LANGS) {
        await test.step(lang, async () => {
          await page.goto(`/${lang}`);
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
          expect(await measureAcross(page, ['[data-testid="slider-max"]', '[data-testid="scroll-to-top"]'])).toEqual([]);
        });
      }
    });

    test('cover nothing on a residence detail page, in English and Japanese', async ({ page, request }) => {
      const card = await firstResidence(request);
      for (const lang of LANGS) {
        await test.step(lang, async () => {
          await page.goto(`/${lang}/residence/detail/${card.id}/${card.slug}`);
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
          expect(await measureAcross(page, ['[data-testid="detail-summary"] [data-row] dd', '[data-testid="detail-price"]', '[data-testid="scroll-to-top"]'])).toEqual([]);
        });
      }
    });

    test('cover nothing on a results page, in English and Japanese', async ({ page }) => {
      for (const lang of LANGS) {
        await test.step(lang, async () => {
          await page.goto(`/${lang}/residences/search?cityId=1`);
          await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
          expect(await measureAcross(page, ['[data-testid="property-card"]', '[data-testid="pagination"]', '[data-testid="scroll-to-top"]'])).toEqual([]);
        });
      }
    });
  });
}

test.describe('the floating search', () => {
  test('starts from the city chosen in the header', async ({ page, request }) => {
    const cities = (await (await request.get('/api/cities?language=en')).json()) as EndpointResponse<'/api/cities'>;
    const hanoi = cities.find((c) => c.cityName === 'Hanoi')!;
    const total = async (cityId?: number) =>
      ((await (await request.get(`/api/properties/filter?language=en&propertyType=0&pageSize=1${cityId ? `&cityId=${cityId}` : ''}`)).json()) as PropertyPage).totalRecords;
    const inHanoi = await total(hanoi.cityId);
    expect(inHanoi).toBeLessThan(await total());

    await page.goto('/en/blogs/all');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const city = page.getByTestId('city-form').getByRole('combobox');
    // From another city to Hanoi, so the choice is the visitor's and not the server's guess.
    const other = cities.find((c) => c.cityId !== hanoi.cityId)!;
    await city.selectOption(String(other.cityId));
    await expect(page).toHaveURL(new RegExp(`cityId=${other.cityId}`));
    await page.getByTestId('city-form').getByRole('combobox').selectOption(String(hanoi.cityId));
    await expect(page).toHaveURL(new RegExp(`cityId=${hanoi.cityId}`));

    await page.getByTestId('support-buttons').getByRole('link', { name: 'Search properties' }).click();
    await expect(page.getByTestId('results-range')).toHaveAttribute('data-total', String(inHanoi));
    await expect(page.getByTestId('search-city').first()).toHaveValue(String(hanoi.cityId));
  });
});
