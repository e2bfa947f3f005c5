import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { BlogDetail } from '@/lib/api/content';
import type { EndpointResponse } from '@/lib/api/endpoints';

/**
 * Journeys of the blogs and news: the blog list by category (6 a page, pagination above 6),
 * its redirects, the mobile category list, a post with previous/next over the last list, and the
 * news releases. Figures come from the API, not from the seed.
 */

type BlogPage = EndpointResponse<'/api/blogs/get-by-category'>;
type NewsPage = EndpointResponse<'/api/blogs'>;

const LANGS = [
  { lang: 'en', language: 'en', empty: 'No blog found in this category.' },
  { lang: 'jp', language: 'jp', empty: 'このカテゴリーの記事はまだありません。' },
] as const;
const CATEGORIES = [
  { slug: 'news', id: 1 },
  { slug: 'newly-launched-properties', id: 2 },
  { slug: 'c-s-statistics', id: 3 },
  { slug: 'living-in-vietnam', id: 4 },
];

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return res.json();
}

const blogPage = (request: APIRequestContext, language: string, city: string, pageIndex: number, categoryId?: number) =>
  api<BlogPage>(request, `/api/blogs/get-by-category?language=${language}&pageSize=6&pageIndex=${pageIndex}&city=${city}${categoryId ? `&categoryId=${categoryId}` : ''}`);

/** The blog city code the page filtered by (the active city's). */
async function cityCode(page: Page): Promise<string> {
  return (await page.getByTestId('blog-list').getAttribute('data-city-code')) ?? '';
}

const cardIds = async (page: Page) => (await page.getByTestId('post-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-id')))));

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as { '@graph'?: { '@type': string }[] });

for (const { lang, language, empty } of LANGS) {
  test.describe(`blog list (${lang})`, () => {
    test('every category shows its posts six at a time, with pagination only above six', async ({ page, request }) => {
      test.slow(); // one test, many pages in turn: each first render on the embedded database can take seconds on a slow machine
      await page.goto(`/${lang}/blogs/all?city=hcm`);
      const city = await cityCode(page);
      const all = await blogPage(request, language, city, 1);
      expect(await cardIds(page)).toEqual(all.items.map((p) => p.id));
      await expect(page.getByTestId('pagination')).toHaveCount(all.totalRecords > 6 ? 1 : 0);
      await expect(page.getByTestId('blog-seo')).toBeVisible();

      for (const category of CATEGORIES) {
        const first = await blogPage(request, language, city, 1, category.id);
        await page.goto(`/${lang}/blogs/${category.slug}/${category.id}`);
        await expect(page.getByTestId('blog-categories').locator('[aria-current="page"]')).toHaveAttribute('data-category', category.slug);
        expect(await cardIds(page)).toEqual(first.items.map((p) => p.id));
        expect(first.items.length).toBeLessThanOrEqual(6);
        await expect(page.getByTestId('pagination')).toHaveCount(first.totalRecords > 6 ? 1 : 0);
        if (first.totalRecords > 6) {
          await page.getByTestId('pagination').getByRole('link', { name: lang === 'en' ? 'Page 2' : '2ページ目' }).click();
          await expect(page).toHaveURL(new RegExp(`/${lang}/blogs/${category.slug}/${category.id}/2$`));
          const second = await blogPage(request, language, city, 2, category.id);
          expect(await cardIds(page)).toEqual(second.items.map((p) => p.id));
        }
      }
    });

    test('a page past the end says no blog was found', async ({ page, request }) => {
      await page.goto(`/${lang}/blogs/news/1/999?city=hcm`);
      const api = await blogPage(request, language, await cityCode(page), 999, 1);
      expect(api.items).toEqual([]);
      await expect(page.getByTestId('blog-empty')).toHaveText(new RegExp(`^${empty}`));
      await expect(page.getByTestId('post-card')).toHaveCount(0);
    });

    test('an unknown category goes to all posts, a short address to the canonical one', async ({ page, request }) => {
      const unknown = await request.get(`/${lang}/blogs/not-a-category`, { maxRedirects: 0 });
      expect(unknown.status()).toBe(307);
      expect(unknown.headers().location).toMatch(new RegExp(`/${lang}/blogs/all$`));
      const short = await request.get(`/${lang}/blogs/living-in-vietnam`, { maxRedirects: 0 });
      expect(short.status()).toBe(308);
      expect(short.headers().location).toMatch(new RegExp(`/${lang}/blogs/living-in-vietnam/4$`));
      await page.goto(`/${lang}/blogs/whatever/9/9`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/blogs/all$`));
    });
  });
}

test('the posts and the SEO text are in the server HTML', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/jp/blogs/c-s-statistics/3?city=hanoi');
  const first = await blogPage(request, 'jp', await cityCode(page), 1, 3);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ブログ');
  await expect(page.getByTestId('post-card').first()).toContainText(first.items[0].blogTitle);
  expect(await cardIds(page)).toEqual(first.items.map((p) => p.id));
  await expect(page.getByTestId('blog-seo')).toContainText('ハノイ');
  const post = await api<BlogDetail>(request, `/api/blogs/detail?id=${first.items[0].id}&language=jp`);
  await page.goto(`/jp/blog/detail/${post.id}/${post.slug}`);
  await expect(page.getByTestId('article-title')).toHaveText(post.title);
  const [y, m, d] = post.publicDate.slice(0, 10).split('-').map(Number);
  await expect(page.getByTestId('article-date')).toHaveText(`${y}年${m}月${d}日`);
  await expect(page.getByTestId('article-content')).not.toBeEmpty();
  await expect(page.getByTestId('other-posts').getByRole('link')).not.toHaveCount(0);
  await context.close();
});

test('on a phone /blogs shows only the category list; a category shows its posts', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/en/blogs');
  const categories = page.getByTestId('blog-categories');
  await expect(categories).toBeVisible();
  await expect(categories.getByRole('link')).toHaveCount(5);
  await expect(page.getByTestId('blog-list')).toBeHidden();
  await categories.getByRole('link', { name: 'Living in Vietnam' }).click();
  await expect(page).toHaveURL(/\/en\/blogs\/living-in-vietnam\/4$/);
  await expect(page.getByTestId('blog-list')).toBeVisible();
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  // A wide screen shows the posts at /blogs too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/blogs');
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  await context.close();
});

test.describe('blog detail', () => {
  test('previous and next step through the last list shown, wrapping at both ends', async ({ page }) => {
    await page.goto('/en/blogs/news/1?city=hcm');
    const ids = await cardIds(page);
    expect(ids.length).toBeGreaterThan(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('resultBlogSearch'))).not.toBeNull();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('resultBlogSearch'))) ?? '[]') as { id: number; slug: string }[];
    expect(stored.map((s) => s.id)).toEqual(ids);

    await page.getByTestId('post-card').first().getByRole('link').click();
    await expect(page.getByTestId('blog-article')).toHaveAttribute('data-id', String(ids[0]));
    await expect(page.getByTestId('blog-prev')).toHaveAttribute('data-id', String(ids[ids.length - 1]));
    await expect(page.getByTestId('blog-next')).toHaveAttribute('data-id', String(ids[1]));
    await page.getByTestId('blog-prev').click();
    await expect(page.getByTestId('blog-article')).toHaveAttribute('data-id', String(ids[ids.length - 1]));
    await expect(page.getByTestId('blog-next')).toHaveAttribute('data-id', String(ids[0]));

    // A post that is not in the stored list has no previous/next.
    const outside = (await api<BlogPage>(page.request, '/api/blogs/get-by-category?language=en&pageSize=6&pageIndex=1&categoryId=3')).items.find((p) => !ids.includes(p.id));
    expect(outside).toBeDefined();
    await page.goto(`/en/blog/detail/${outside?.id}/${outside?.slug}`);
    await expect(page.getByTestId('blog-article')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('blog-steps')).toHaveCount(0);
  });

  test('a wrong or missing slug goes permanently to the right address, an unknown id to the blog list', async ({ request }) => {
    const [post] = (await api<BlogPage>(request, '/api/blogs/get-by-category?language=en&pageSize=6&pageIndex=1')).items;
    for (const path of [`/en/blog/detail/${post.id}`, `/en/blog/detail/${post.id}/wrong-slug`]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(308);
      expect(res.headers().location).toMatch(new RegExp(`/en/blog/detail/${post.id}/${post.slug}$`));
    }
    for (const path of ['/jp/blog/detail/987654/x', '/jp/blog/detail/abc']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(307);
      expect(res.headers().location).toMatch(/\/jp\/blogs\/all$/);
    }
  });

  test('metadata and JSON-LD describe the post', async ({ page, request }) => {
    const [item] = (await api<BlogPage>(request, '/api/blogs/get-by-category?language=en&pageSize=6&pageIndex=1&categoryId=4')).items;
    const post = await api<BlogDetail>(request, `/api/blogs/detail?id=${item.id}&language=en`);
    await page.goto(`/en/blog/detail/${post.id}/${post.slug}`);
    await expect(page).toHaveTitle(new RegExp(`^${post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}｜`));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(0);
    expect(description?.length).toBeLessThanOrEqual(300);
    expect(description).not.toContain('<');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/en/blog/detail/${post.id}/${post.slug}$`));
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/images\//);
    const graph = (await jsonLd(page)).flatMap((d) => d['@graph'] ?? []) as Record<string, unknown>[];
    const article = graph.find((n) => n['@type'] === 'BlogPosting');
    expect(article).toMatchObject({ headline: post.title, datePublished: post.publicDate, inLanguage: 'en', author: { '@type': 'Organization' } });
    expect(graph.some((n) => n['@type'] === 'BreadcrumbList')).toBe(true);
  });
});

for (const { lang, language } of LANGS) {
  test(`news releases: six a page, the article with other news (${lang})`, async ({ page, request }) => {
    const first = await api<NewsPage>(request, `/api/blogs?language=${language}&postType=2&pageSize=6&pageIndex=1`);
    await page.goto(`/${lang}/about-isn/news-release`);
    expect(await cardIds(page)).toEqual(first.news.map((n) => n.id));
    await expect(page.getByTestId('pagination')).toHaveCount(first.totalRecords > 6 ? 1 : 0);
    if (first.totalRecords > 6) {
      const second = await api<NewsPage>(request, `/api/blogs?language=${language}&postType=2&pageSize=6&pageIndex=2`);
      await page.goto(`/${lang}/about-isn/news-release?pageIndex=2`);
      expect(await cardIds(page)).toEqual(second.news.map((n) => n.id));
    }
    const [news] = first.news;
    await page.goto(`/${lang}/about-isn/news-release`);
    await page.getByTestId('post-card').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/about-isn/news-release-detail/${news.id}/${news.slug}$`));
    await expect(page.getByTestId('article-title')).toHaveText(news.blogTitle);
    const others = page.getByTestId('other-news').getByRole('link');
    await expect(others).not.toHaveCount(0);
    expect(await others.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).not.toContain(`/${lang}/about-isn/news-release-detail/${news.id}/${news.slug}`);
    const graph = (await jsonLd(page)).flatMap((d) => d['@graph'] ?? []);
    expect(graph.some((n) => n['@type'] === 'NewsArticle')).toBe(true);

    const wrong = await request.get(`/${lang}/about-isn/news-release-detail/${news.id}/wrong`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(308);
    expect(wrong.headers().location).toMatch(new RegExp(`/${lang}/about-isn/news-release-detail/${news.id}/${news.slug}$`));
    const unknown = await request.get(`/${lang}/about-isn/news-release-detail/987654/x`, { maxRedirects: 0 });
    expect(unknown.status()).toBe(307);
    expect(unknown.headers().location).toMatch(new RegExp(`/${lang}/about-isn/news-release$`));
  });
}

test.describe('accessibility', () => {
  for (const path of ['/en/blogs/all', '/jp/blogs/news/1', '/en/about-isn/news-release']) {
    test(`no serious or critical axe violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('no serious or critical axe violation on a blog post and a news release', async ({ page, request }) => {
    const [post] = (await api<BlogPage>(request, '/api/blogs/get-by-category?language=jp&pageSize=6&pageIndex=1')).items;
    await page.goto(`/jp/blog/detail/${post.id}/${post.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expectNoSeriousA11yViolations(page);
    const [news] = (await api<NewsPage>(request, '/api/blogs?language=en&postType=2&pageSize=6&pageIndex=1')).news;
    await page.goto(`/en/about-isn/news-release-detail/${news.id}/${news.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expectNoSeriousA11yViolations(page);
  });
});
