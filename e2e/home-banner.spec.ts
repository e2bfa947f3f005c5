import { expect, test, type Page } from '@playwright/test';

/**
 * The home banner's autoplay under the visitor's control (WCAG 2.2.2; a slide every 5000 ms):
 * a pause button that really stops it, previous/next by button and arrow key, labels in both
 * languages, and no autoplay under prefers-reduced-motion. The seed gives Hanoi's residence home
 * two banners, so the carousel moves there.
 */

// Tall enough for the whole banner and some page below it: the pointer can leave the banner
// without scrolling (hovering holds the autoplay, which would hide a broken pause button).
test.use({ viewport: { width: 1280, height: 1400 } });

const AUTOPLAY_MS = 5000;

async function openHome(page: Page, lang: 'en' | 'jp') {
  await page.goto(`/${lang}?city=hanoi`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const total = await page.getByTestId('banner-slide').count();
  expect(total, 'the seed gives the Hanoi residence home more than one banner').toBeGreaterThan(1);
  return total;
}

/** Pointer away from the banner and focus out of it: nothing but the pause button may hold the slides. */
async function leaveBanner(page: Page) {
  await page.mouse.move(5, 1395);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Which slide the track shows, from its scroll position (what the visitor sees). */
const shownSlide = (page: Page) => page.getByTestId('banner-track').evaluate((el) => Math.round(el.scrollLeft / el.clientWidth) + 1);

test.describe('home banner carousel', () => {
  test('moves on by itself, and stays on its slide once paused until play is pressed', async ({ page }) => {
    test.setTimeout(60_000);
    const total = await openHome(page, 'en');
    const controls = page.getByRole('group', { name: 'Banner slideshow' });
    const status = page.getByTestId('banner-status');
    await leaveBanner(page);
    await expect(status).toHaveText(`Slide 1 of ${total}`);

    // It does move on its own: the pause below is what stops it.
    await expect(status).toHaveText(`Slide 2 of ${total}`, { timeout: AUTOPLAY_MS + 3000 });
    await expect.poll(() => shownSlide(page)).toBe(2);

    await controls.getByRole('button', { name: 'Pause the slideshow' }).click();
    await expect(controls.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await leaveBanner(page);
    await page.waitForTimeout(AUTOPLAY_MS + 2000);
    await expect(status).toHaveText(`Slide 2 of ${total}`);
    expect(await shownSlide(page)).toBe(2);

    await controls.getByRole('button', { name: 'Play the slideshow' }).click();
    await expect(controls.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();
    await leaveBanner(page);
    const after = (2 % total) + 1;
    await expect(status).toHaveText(`Slide ${after} of ${total}`, { timeout: AUTOPLAY_MS + 3000 });
    await expect.poll(() => shownSlide(page)).toBe(after);
  });

  test('steps with the previous and next buttons and the arrow keys, labelled in Japanese on /jp', async ({ page }) => {
    const total = await openHome(page, 'jp');
    const controls = page.getByRole('group', { name: 'バナーのスライドショー' });
    const status = page.getByTestId('banner-status');
    await expect(controls.getByRole('button', { name: 'スライドショーを一時停止' })).toBeVisible();
    await expect(controls.getByRole('button', { name: '前のスライド' })).toBeVisible();

    // Focus inside the banner holds the autoplay, so only the keys move the slides here.
    await controls.getByRole('button', { name: '次のスライド' }).focus();
    await page.keyboard.press('Enter');
    await expect(status).toHaveText(`${total}枚中2枚目`);
    await expect.poll(() => shownSlide(page)).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(`${total}枚中1枚目`);
    await page.keyboard.press('ArrowLeft');
    await expect(status).toHaveText(`${total}枚中${total}枚目`);
    await expect.poll(() => shownSlide(page)).toBe(total);
    await page.keyboard.press('ArrowRight');
    await expect(status).toHaveText(`${total}枚中1枚目`);
    await expect.poll(() => shownSlide(page)).toBe(1);
    await controls.getByRole('button', { name: '前のスライド' }).click();
    await expect(status).toHaveText(`${total}枚中${total}枚目`);
  });

  test('does not play under prefers-reduced-motion until the visitor presses play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const total = await openHome(page, 'en');
    const controls = page.getByRole('group', { name: 'Banner slideshow' });
    await expect(controls.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await leaveBanner(page);
    await page.waitForTimeout(AUTOPLAY_MS + 2000);
    await expect(page.getByTestId('banner-status')).toHaveText(`Slide 1 of ${total}`);
    expect(await shownSlide(page)).toBe(1);
  });

  test('each slide’s text is read by assistive technology once, in English and Japanese, as it shows', async ({ page }) => {
    // The seed's two banners of Hanoi's residence home (scripts/seed/content/reference.ts).
    const texts = {
      en: ['Find your home in Hanoi', 'Serviced apartments in central Hanoi'],
      jp: ['ハノイで理想の住まいを', 'ハノイ中心部のサービスアパートメント'],
    };
    for (const lang of ['en', 'jp'] as const) {
      await openHome(page, lang);
      const banner = page.getByTestId('home-banner');
      // What a screen reader is given: aria-hidden content is left out of the snapshot.
      const tree = await banner.ariaSnapshot();
      for (const text of texts[lang]) {
        expect(tree.split(text).length - 1, `"${text}" in the banner's accessibility tree:\n${tree}`).toBe(1);
        await expect(banner.getByRole('paragraph').filter({ hasText: text })).toHaveCount(1);
      }
      // The first slide's text shows on it, as before.
      await expect(page.getByTestId('banner-text').filter({ hasText: texts[lang][0] })).toBeVisible();
    }
  });

  test('without scripts shows the first slide and no controls that could not work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/en?city=hanoi');
    await expect(page.getByTestId('banner-slide').first()).toBeAttached();
    await expect(page.getByTestId('banner-controls')).toHaveCount(0);
    await context.close();
  });
});
