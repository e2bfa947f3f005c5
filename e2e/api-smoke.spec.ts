import { expect, test } from '@playwright/test';

/** The server, its seeded database and its media answer: no page involved. */
test.describe('API smoke', () => {
  test('GET /api/cities lists the four cities as JSON, in both languages', async ({ request }) => {
    for (const [language, hanoi] of [
      ['en', 'Hanoi'],
      ['jp', 'ハノイ'],
    ] as const) {
      const response = await request.get(`/api/cities?language=${language}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      const cities: { cityId: number; code: string; cityName: string }[] = await response.json();
      expect(cities.map((c) => c.code)).toEqual(['hanoi', 'hcm', 'danang', 'haiphong']);
      expect(cities[0]).toMatchObject({ cityId: 1, cityName: hanoi });
    }
  });

  test('a seeded image is served as an image with a year-long cache', async ({ request }) => {
    const banners: { imageUrl: string }[] = await (await request.get('/api/banners?cityId=1')).json();
    const url = banners[0]?.imageUrl;
    expect(url, 'the seeded banners name an image under /images/').toMatch(/^\/images\/[^/]+$/);
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers()['cache-control'] ?? '')?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(30 * 24 * 3600);
    expect((await response.body()).length).toBeGreaterThan(100);
  });

  test('the scripts and stylesheet a page loads come with Brotli and a year-long immutable cache', async ({ request }) => {
    const html = await (await request.get('/en')).text();
    const assets = [...new Set(html.match(/\/_next\/static\/[\w\-./]+\.(?:js|css)/g) ?? [])];
    expect(assets.filter((a) => a.endsWith('.js')).length, 'the page names its scripts').toBeGreaterThan(2);
    expect(assets.some((a) => a.endsWith('.css')), 'the page links its stylesheet').toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['content-encoding'], asset).toBe('br');
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['x-content-type-options'], asset).toBe('nosniff');
      expect((await response.body()).length, asset).toBeGreaterThan(100);
    }
  });

  test('an unknown image is a 404, not a page', async ({ request }) => {
    const response = await request.get('/images/no-such-file.jpg');
    expect(response.status()).toBe(404);
  });

  test('the measurement baseline page is not served by a normal server', async ({ request }) => {
    // /bench/bare exists only on servers the measurement scripts start with BENCH_PAGES=1.
    const response = await request.get('/bench/bare', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('The baseline of the speed measurements');
  });
});
