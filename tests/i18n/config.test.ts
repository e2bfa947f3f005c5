import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage } from '@/lib/i18n/accept-language';
import { visitorLanguage } from '@/lib/admin/language';
import { localePath, splitPrefix, toLang, toLocale } from '@/lib/i18n/config';

describe('language helpers', () => {
  it.each([
    ['ja', 'jp'],
    ['ja-JP,ja;q=0.9,en-US;q=0.8', 'jp'],
    ['en-US,en;q=0.9,ja;q=0.8', 'en'],
    ['en;q=0.5,ja;q=0.9', 'jp'],
    ['vi-VN,vi;q=0.9', 'en'],
    ['*', 'en'],
    // Japanese ranked above English wins though another language comes first; case and spaces do not matter.
    ['fr-FR, ja;q=0.8, en;q=0.5', 'jp'],
    ['vi, EN-gb;q=0.9, ja;q=0.7', 'en'],
    ['JA-jp ; q=0.9 , en ; q=0.8', 'jp'],
  ])('maps Accept-Language %s to %s', (header, lang) => expect(langFromAcceptLanguage(header)).toBe(lang));

  it('reads Accept-Language the same for the back office, after its own cookie', () => {
    for (const header of ['ja-JP,ja;q=0.9,en-US;q=0.8', 'fr-FR, ja;q=0.8, en;q=0.5', 'en;q=0.5,ja;q=0.9']) expect(visitorLanguage(undefined, header)).toBe('ja');
    for (const header of ['en-US,en;q=0.9,ja;q=0.8', 'vi-VN,vi;q=0.9', '*']) expect(visitorLanguage(undefined, header)).toBe('en');
    expect(visitorLanguage(undefined, null)).toBe('en');
    expect(visitorLanguage('ja', 'en-US')).toBe('ja');
  });

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
