import { expect, test } from '@playwright/test';

const SAMPLES = [
  { path: '/en', canonical: '/en', title: /^ISN Vietnam Rentals$/ },
  { path: '/jp/offices', canonical: '/jp/offices', title: /^ベトナムの賃貸オフィス｜ISNベトナム 賃貸情報$/ },
  { path: '/en/projects', canonical: '/en/projects', title: /｜ISN Vietnam Rentals$/ },
  { path: '/jp/normal/privacy-policy', canonical: '/jp/normal/privacy-policy', title: /｜ISNベトナム 賃貸情報$/ },
];

test.describe('metadata', () => {
  for (const sample of SAMPLES) {
    test(`${sample.path} has its title, description, canonical, hreflang and sharing tags`, async ({ page }) => {
      await page.goto(sample.path);
      await expect(page).toHaveTitle(sample.title);
      const head = page.locator('head');
      const description = await head.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      expect(description?.length).toBeLessThanOrEqual(300);
      expect(description).not.toMatch(/<[a-z]/i);
      expect(new URL((await head.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(sample.canonical);
      const rest = sample.canonical.replace(/^\/(en|jp)/, '');
      expect(new URL((await head.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')) ?? '').pathname).toBe(`/en${rest}`);
      expect(new URL((await head.locator('link[rel="alternate"][hreflang="ja"]').getAttribute('href')) ?? '').pathname).toBe(`/jp${rest}`);
      const xDefault = head.locator('link[rel="alternate"][hreflang="x-default"]');
      if (rest.startsWith('/normal/')) await expect(xDefault).toHaveCount(0);
      else expect(new URL((await xDefault.getAttribute('href')) ?? '').pathname).toBe(rest || '/');
      await expect(head.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\/.+\/images\//);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    });
  }

  test('robots.txt names the sitemap, and the sitemap index lists its parts', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    expect(robots).toMatch(/Disallow: \/api\//);
    const index = await request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(await index.text()).toMatch(/<sitemapindex[\s\S]*<loc>[^<]+\/sitemap\/pages-0\.xml<\/loc>/);
  });
});
