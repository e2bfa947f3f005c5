import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { measureTextContrast, type TextContrast } from './support/contrast-visual';
import { openForWalk, summarise, walkFocus, type FocusStop } from './support/keyboard-visual';

/**
 * What axe cannot see. Text over photos is measured on the rendered
 * pixels, and so is every element axe leaves "incomplete" for colour contrast; focus is walked with
 * the keyboard and never ends up hidden under the sticky header or the floating buttons; the
 * support page's e-mail links are big enough to hit.
 */

const failing = (results: TextContrast[]) => results.filter((r) => r.glyphPixels === 0 || r.ratio < r.required).map((r) => `${r.label}: ${r.ratio.toFixed(2)} < ${r.required} (text ${r.text} on ${r.background}, ${r.glyphPixels} glyph px)`);

/** Still pictures: the banner holds its first slide, so both captures see the same photo. */
async function still(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
}

test.describe('text over photos, measured on the rendered pixels', () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  // Pairwise (docs/ACCESSIBILITY.md): one stylesheet draws both languages, so each page is measured
  // in one language and the next page in the other; the words (and so the pixels beneath them) differ.
  for (const lang of ['en', 'jp']) {
    const hero = lang === 'en' ? `/${lang}` : `/${lang}/offices`;
    test(`${hero}: hero title, lead and both tabs`, async ({ page }) => {
      await still(page);
      const results: TextContrast[] = [];
      for (const path of [hero]) {
        await page.goto(path);
        results.push(await measureTextContrast(page, page.locator('main h1').first(), `${path} h1`));
        results.push(await measureTextContrast(page, page.locator('main h1 + p').first(), `${path} lead`));
        results.push(await measureTextContrast(page, page.getByTestId('tab-residences'), `${path} residences tab`));
        results.push(await measureTextContrast(page, page.getByTestId('tab-offices'), `${path} offices tab`));
      }
      expect(failing(results)).toEqual([]);
    });

    if (lang === 'jp') test(`/${lang} home: project and special-list names over their photos`, async ({ page }) => {
      await still(page);
      await page.goto(`/${lang}`);
      const names = page.getByTestId('over-photo');
      const count = await names.count();
      expect(count).toBeGreaterThan(0);
      const results: TextContrast[] = [];
      for (let i = 0; i < count; i++) results.push(await measureTextContrast(page, names.nth(i)));
      expect(failing(results)).toEqual([]);
    });

    if (lang === 'en') test(`/${lang}/projects: the banner's lead`, async ({ page }) => {
      await still(page);
      await page.goto(`/${lang}/projects`);
      const results = [await measureTextContrast(page, page.locator('main h1').first()), await measureTextContrast(page, page.locator('main h1 + p').first())];
      expect(failing(results)).toEqual([]);
    });
  }
});

test.describe("axe's incomplete colour-contrast results, resolved by pixels", () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  for (const lang of ['en', 'jp']) {
    const pages = lang === 'en' ? [`/${lang}`, `/${lang}/projects`] : [`/${lang}/offices`, `/${lang}/our-customer-support-service`];
    test(`${pages.join(' and ')}`, async ({ page }) => {
      test.setTimeout(120_000);
      await still(page);
      const results: TextContrast[] = [];
      let seen = 0;
      for (const path of pages) {
        await page.goto(path);
        await page.waitForSelector('html[data-hydrated]');
        const { incomplete, violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        expect(violations.flatMap((v) => v.nodes.map((n) => `${path} ${n.target.join(' ')}`))).toEqual([]);
        for (const node of incomplete.flatMap((r) => r.nodes)) {
          const selector = node.target[0];
          if (typeof selector !== 'string') continue;
          const target = page.locator(selector).first();
          if (!(await target.isVisible())) continue;
          // Decoration hidden from assistive technology (an arrow after a link's words) is not text to read.
          if (await target.evaluate((el) => !!el.closest('[aria-hidden="true"]'))) continue;
          seen++;
          results.push(await measureTextContrast(page, target, `${path} ${selector}`));
        }
      }
      // Whatever axe could not decide is decided here, none left over and none below the line.
      expect(failing(results.filter((r) => r.glyphPixels > 0))).toEqual([]);
      expect(results.length).toBe(seen);
    });
  }
});

const covered = (stops: FocusStop[]) => stops.filter((s) => s.covered === 'fully').map((s) => `#${s.press} ${s.label} under ${s.by.join('+')}`);

test.describe('focus never hidden under the sticky header or the floating buttons', () => {
  // The widest and the narrowest screen; npm run audit:focus walks seven pages at four sizes.
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 320, height: 640 },
  ]) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport });
      for (const path of ['/en', '/jp/residences/search']) {
        test(`${path}: 30 Tab and 30 Shift+Tab presses`, async ({ page }) => {
          test.setTimeout(120_000);
          await openForWalk(page, path, 'forward');
          const forward = await walkFocus(page, 'forward', 30);
          await openForWalk(page, path, 'backward');
          const backward = await walkFocus(page, 'backward', 30);
          expect(summarise(forward).stops + summarise(backward).stops).toBeGreaterThan(30);
          expect([...covered(forward), ...covered(backward)]).toEqual([]);
        });
      }
    });
  }
});

test.describe('target size', () => {
  for (const lang of ['en', 'jp']) {
    test(`/${lang}/our-customer-support-service: e-mail links are at least 24 px tall`, async ({ page }) => {
      await page.goto(`/${lang}/our-customer-support-service`);
      const links = page.locator('main a[href^="mailto:"]');
      expect(await links.count()).toBeGreaterThan(0);
      for (const box of await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(24);
    });
  }
});
