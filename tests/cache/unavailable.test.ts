import { describe, expect, it } from 'vitest';
import { unavailableLang, unavailablePage } from '@/lib/cache/unavailable';

describe('the page shown while the database is unreachable', () => {
  it('speaks the language of the address, else of the language cookie, else English', () => {
    expect(unavailableLang('/jp/faq', undefined)).toBe('jp');
    expect(unavailableLang('/en/faq', 'language=jp')).toBe('en');
    expect(unavailableLang('/faq?x=1', 'language=jp')).toBe('jp');
    expect(unavailableLang('/faq', undefined)).toBe('en');
    expect(unavailablePage('jp', '/jp')).toContain('しばらくしてから再度お試しください');
  });

  it('offers the same address again, escaped, and never another site', () => {
    const page = unavailablePage('en', '/en/residences/search?keyword="><script>alert(1)</script>');
    expect(page).not.toContain('<script>');
    expect(page).toContain('href="/en/residences/search?keyword=&#34;&#62;&#60;script&#62;');
    expect(unavailablePage('en', '//evil.example/x')).toContain('href="/"');
  });
});
