import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES } from '@/lib/api/content';
import { expectError, getOk } from '../support/api';

describe('blogs', () => {
  it('pages through each category, 6 at a time, newest first', async () => {
    let total = 0;
    for (const category of BLOG_CATEGORIES) {
      const page = await getOk('/api/blogs/get-by-category', { categoryId: category.id });
      expect(page.pageSize).toBe(6);
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((b) => b.categoryId === category.id)).toBe(true);
      const dates = page.items.map((b) => b.date);
      expect(dates).toEqual([...dates].sort().reverse());
      total += page.totalRecords;
    }
    const all = await getOk('/api/blogs/get-by-category', {});
    expect(all.totalRecords).toBe(total);
    expect(all.totalRecords).toBeGreaterThanOrEqual(40);
  });

  it('filters by city code and keeps posts meant for every city', async () => {
    const all = await getOk('/api/blogs/get-by-category', { pageSize: 100 });
    const hanoiCode = (await getOk('/api/cities', {})).find((c) => c.code === 'hanoi')!.blogCode;
    const hanoi = await getOk('/api/blogs/get-by-category', { city: hanoiCode, pageSize: 100 });
    expect(hanoi.totalRecords).toBeGreaterThan(0);
    expect(hanoi.totalRecords).toBeLessThan(all.totalRecords);
    await expectError('/api/blogs/get-by-category', { city: 7 }, 400, /city/);
  });

  it('shows a post in full in both languages', async () => {
    const item = (await getOk('/api/blogs/latest', { pageSize: 1 })).items[0];
    const en = await getOk('/api/blogs/detail', { id: item.id });
    const jp = await getOk('/api/blogs/detail', { id: item.id, language: 'jp' });
    expect(en.title).toBe(item.blogTitle);
    expect(en.blogContent.length).toBeGreaterThan(200);
    expect(jp.title).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(jp.publicDate).toBe(en.publicDate);
    await expectError('/api/blogs/detail', { id: 987654 }, 404, /987654/);
  });

  it('offers other posts without the current one, and the featured posts', async () => {
    const item = (await getOk('/api/blogs/latest', { pageSize: 1 })).items[0];
    const others = await getOk('/api/blogs/other', { currentId: item.id });
    expect(others.length).toBe(5);
    expect(others.map((o) => o.id)).not.toContain(item.id);
    expect((await getOk('/api/blogs/main-blog', {})).length).toBeGreaterThan(0);
  });

  it('marks the newest posts as new', async () => {
    const latest = await getOk('/api/blogs/latest', { pageSize: 3 });
    expect(latest.items.some((b) => b.isNew)).toBe(true);
  });

  it('pages the news releases in the news shape', async () => {
    const news = await getOk('/api/blogs', { postType: 2, pageSize: 6, pageIndex: 1 });
    expect(news.news).toHaveLength(6);
    expect(news.totalRecords).toBeGreaterThanOrEqual(12);
    expect(news.pageCount).toBe(Math.ceil(news.totalRecords / 6));
    const article = await getOk('/api/blogs/detail', { id: news.news[0].id });
    expect(article.postType).toBe(2);
    const sidebar = await getOk('/api/blogs/other', { postType: 2, currentId: article.id });
    expect(sidebar.length).toBeGreaterThan(0);
    expect(sidebar.map((o) => o.id)).not.toContain(article.id);
  });
});

describe('company content', () => {
  const slugs = ['company-profile', 'company-philosophy', 'our-company-feature', 'meet-our-team', 'mess-from-rep', 'our-main-services', 'why-choose-us', 'faqs-for-owners', 'seo-all-blog'];

  it('has every company page in both languages', async () => {
    for (const categorySlug of slugs) {
      const en = await getOk('/api/generalinformations/get-by-slug-category', { categorySlug });
      const jp = await getOk('/api/generalinformations/get-by-slug-category', { categorySlug, language: 'jp' });
      expect(en.length, categorySlug).toBeGreaterThan(0);
      expect(jp.map((i) => i.id)).toEqual(en.map((i) => i.id));
      expect(jp[0].description ?? jp[0].name, categorySlug).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    expect((await getOk('/api/generalinformations/get-by-slug-category', { categorySlug: 'our-company-feature' })).length).toBeGreaterThanOrEqual(5);
    expect((await getOk('/api/generalinformations/get-by-slug-category', { categorySlug: 'our-main-services' })).length).toBeGreaterThanOrEqual(7);
    const why = await getOk('/api/generalinformations/get-by-slug-category', { categorySlug: 'why-choose-us' });
    // The demo shows no one else's video: why-choose-us opens with how the agency works.
    expect(why.length).toBeGreaterThan(0);
    for (const item of why) expect(item.description ?? '').not.toMatch(/youtube|youtu\.be|vimeo/i);
  });

  it('answers an empty list for an unknown category and 400 for a malformed one', async () => {
    expect(await getOk('/api/generalinformations/get-by-slug-category', { categorySlug: 'no-such-page' })).toEqual([]);
    await expectError('/api/generalinformations/get-by-slug-category', { categorySlug: '../etc' }, 400, /categorySlug/);
    await expectError('/api/generalinformations/get-by-slug-category', {}, 400, /categorySlug is required/);
  });

  it('lists group companies and the company history', async () => {
    const group = await getOk('/api/generalinformations/isn-group', {});
    expect(group.length).toBeGreaterThanOrEqual(4);
    expect(group.every((g) => g.name && g.established && g.bussiness)).toBe(true);
    const history = await getOk('/api/generalinformations/histories', { language: 'jp' });
    expect(history.length).toBeGreaterThanOrEqual(12);
    expect(history.every((h) => h.month >= 1 && h.month <= 12)).toBe(true);
    expect((await getOk('/api/generalinformations/get-about-renting', {})).length).toBeGreaterThan(0);
  });

  it('serves generic pages by slug', async () => {
    const page = await getOk('/api/pages/detail', { slug: 'privacy-policy', language: 'jp' });
    expect(page.content).toMatch(/[\u3040-\u30ff]/);
    await expectError('/api/pages/detail', { slug: 'nothing-here' }, 404, /nothing-here/);
  });
});

describe('useful information', () => {
  it('has FAQs, other items, the rental flow and the area list', async () => {
    for (const category of [1, 2, 3, 4]) {
      const items = await getOk('/api/usefulinformation/get-by-category', { category });
      expect(items.length, `category ${category}`).toBeGreaterThan(0);
    }
    const areas = await getOk('/api/usefulinformation/get-by-category', { category: 4 });
    expect(areas.length).toBeGreaterThanOrEqual(10);
    await expectError('/api/usefulinformation/get-by-category', { category: 5 }, 400, /category/);
  });

  it('lists the topics with their articles', async () => {
    const topics = await getOk('/api/usefulinformation/topics', {});
    expect(topics.map((t) => t.slug)).toEqual([
      'area-guide',
      'apartment-renting-with-a-pet',
      'difference-between-office-and-serviced-office',
      'difference-between-condominium-and-serviced-apartment',
    ]);
    expect(await getOk('/api/usefulinformation/topics', { takeNumber: 2 })).toHaveLength(2);
    const post = await getOk('/api/usefulinformation/post', { id: topics[1].id, language: 'jp' });
    expect(post.slug).toBe('apartment-renting-with-a-pet');
    expect(post.post).toMatch(/[\u3040-\u30ff]/);
    await expectError('/api/usefulinformation/post', { id: 5555 }, 404, /5555/);
  });
});
