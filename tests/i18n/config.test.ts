import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, localePath, splitPrefix, toLang, toLocale } from '@/lib/i18n/config';

describe('language helpers', () => {
  it.each([
    ['ja', 'jp'],
    ['ja-JP,ja;q=0.9,en-US;q=0.8', 'jp'],
    ['en-US,en;q=0.9,ja;q=0.8', 'en'],
    ['en;q=0.5,ja;q=0.9', 'jp'],
    ['vi-VN,vi;q=0.9', 'en'],
    ['*', 'en'],
  ])('maps Accept-Language %s to %s', (header, lang) => expect(langFromAcceptLanguage(header)).toBe(lang));

  it('has no opinion without a header or with only refused languages', () => {
    expect(langFromAcceptLanguage(undefined)).toBeUndefined();
    expect(langFromAcceptLanguage('')).toBeUndefined();
    expect(langFromAcceptLanguage('ja;q=0')).toBeUndefined();
  });

  it('splits the language prefix off a path', () => {
    expect(splitPrefix('/jp/residences/search')).toEqual({ lang: 'jp', rest: '/residences/search' });
    expect(splitPrefix('/en')).toEqual({ lang: 'en', rest: '/' });
    expect(splitPrefix('/english/x')).toEqual({ lang: undefined, rest: '/english/x' });
    expect(splitPrefix('/')).toEqual({ lang: undefined, rest: '/' });
  });

  it('builds prefixed paths and maps URL languages to locales and back', () => {
    expect(localePath('jp', '/')).toBe('/jp');
    expect(localePath('en', '/blogs/all')).toBe('/en/blogs/all');
    expect(toLocale('jp')).toBe('ja');
    expect(toLang('ja')).toBe('jp');
    expect(toLang('en')).toBe('en');
  });
});
