import { describe, expect, it } from 'vitest';
import { chronological, firstFeatures, groupServices, isCompanyPage, paragraphs, videoIdFrom, withoutLink, MENU_GROUPS } from '@/lib/about/pages';
import { ABOUT_PAGES } from '@/lib/i18n/routes';

describe('company page rules', () => {
  it('shows the first five features only', () => {
    expect(firstFeatures([1, 2, 3, 4, 5, 6, 7])).toEqual([1, 2, 3, 4, 5]);
    expect(firstFeatures([1, 2])).toEqual([1, 2]);
  });

  it('groups services three, three and the rest', () => {
    expect(groupServices([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({ brokerage: [1, 2, 3], management: [4, 5, 6], other: [7, 8, 9, 10] });
    expect(groupServices([1, 2, 3, 4])).toEqual({ brokerage: [1, 2, 3], management: [4], other: [] });
    expect(groupServices([])).toEqual({ brokerage: [], management: [], other: [] });
  });

  it('takes the video id after the "=" of the first description, and nothing that is not an id', () => {
    expect(videoIdFrom('Watch: https://www.youtube.com/watch?v=isnDemo0001')).toBe('isnDemo0001');
    expect(videoIdFrom('動画：https://www.youtube.com/watch?v=isnDemo0001。')).toBe('isnDemo0001');
    expect(videoIdFrom('https://www.youtube.com/watch?v=isnDemo0001&t=30s')).toBe('isnDemo0001');
    expect(videoIdFrom('https://x.example/?v="><script>alert(1)</script>')).toBeNull();
    expect(videoIdFrom('https://x.example/?v=javascript:alert(1)')).toBeNull();
    expect(videoIdFrom('no link at all')).toBeNull();
    expect(videoIdFrom(null)).toBeNull();
    expect(videoIdFrom('https://www.youtube.com/watch?v=short')).toBeNull();
  });

  it('shows the first description without its raw link', () => {
    expect(withoutLink('Watch a day with our team: https://www.youtube.com/watch?v=isnDemo0001')).toBe('Watch a day with our team');
    expect(withoutLink('動画でご紹介しています：https://www.youtube.com/watch?v=isnDemo0001')).toBe('動画でご紹介しています');
  });

  it('splits the message into paragraphs and orders the history oldest first', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\n\n\n Three. ')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(chronological([{ year: 2020, month: 7 }, { year: 2005, month: 4 }, { year: 2020, month: 1 }])).toEqual([
      { year: 2005, month: 4 },
      { year: 2020, month: 1 },
      { year: 2020, month: 7 },
    ]);
  });

  it('the menu and the route list agree: every menu page is a known route', () => {
    for (const group of MENU_GROUPS) for (const page of group.pages) expect(ABOUT_PAGES).toContain(page);
    expect(isCompanyPage('preparation-page')).toBe(true);
    expect(isCompanyPage('news-release')).toBe(false);
  });
});
