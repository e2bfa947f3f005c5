import { describe, expect, it } from 'vitest';
import { ALL_BLOGS, blogDetailPath, blogListPath, newsDetailPath, newsListPath, parseBlogListPath } from '@/lib/content/blog-paths';

const news = { id: 1, slug: 'news' };

describe('blog list addresses', () => {
  it('leave out the page segment on the first page', () => {
    expect(blogListPath(ALL_BLOGS)).toBe('/blogs/all');
    expect(blogListPath(ALL_BLOGS, 2)).toBe('/blogs/all/0/2');
    expect(blogListPath(news)).toBe('/blogs/news/1');
    expect(blogListPath(news, 3)).toBe('/blogs/news/1/3');
  });

  it.each([
    [[], { kind: 'list', category: ALL_BLOGS, page: 1, bare: true }],
    [['all'], { kind: 'list', category: ALL_BLOGS, page: 1, bare: false }],
    [['all', '0', '2'], { kind: 'list', category: ALL_BLOGS, page: 2, bare: false }],
    [['news', '1'], { kind: 'list', category: news, page: 1, bare: false }],
    [['living-in-vietnam', '4', '2'], { kind: 'list', category: { id: 4, slug: 'living-in-vietnam' }, page: 2, bare: false }],
  ])('show the list of %j', (segments, expected) => {
    expect(parseBlogListPath(segments)).toEqual(expected);
  });

  it.each([
    [['bogus'], '/blogs/all', false],
    [['News', '1'], '/blogs/all', false],
    [['news'], '/blogs/news/1', true],
    [['news', '3'], '/blogs/news/1', true],
    [['news', '1', '1'], '/blogs/news/1', true],
    [['news', '1', 'x'], '/blogs/news/1', true],
    [['news', '1', '0'], '/blogs/news/1', true],
    [['all', '0'], '/blogs/all', true],
    [['all', '7', '2'], '/blogs/all/0/2', true],
  ])('send %j to %s (permanent: %s)', (segments, to, permanent) => {
    expect(parseBlogListPath(segments)).toEqual({ kind: 'redirect', to, permanent });
  });
});

describe('post addresses', () => {
  it('escape slugs and leave out an empty one', () => {
    expect(blogDetailPath(3, 'a b')).toBe('/blog/detail/3/a%20b');
    expect(blogDetailPath(3, '')).toBe('/blog/detail/3');
    expect(newsDetailPath(5, 'tet')).toBe('/about-isn/news-release-detail/5/tet');
    expect(newsListPath(1)).toBe('/about-isn/news-release');
    expect(newsListPath(2)).toBe('/about-isn/news-release?pageIndex=2');
  });
});
