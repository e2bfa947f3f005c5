import { describe, expect, it } from 'vitest';
import { currencyFromQuery, pageCookies } from '@/lib/i18n/page-cookies';

const q = (s: string) => new URLSearchParams(s);

describe('the currency cookie', () => {
  it('is chosen by the switch’s ?currency= when it names one of the three choices', () => {
    expect(currencyFromQuery(q('currency=vnd'))).toBe('vnd');
    expect(currencyFromQuery(q('currency=NONE'))).toBe('none');
    expect(currencyFromQuery(q('currency=eur'))).toBeUndefined();
    expect(currencyFromQuery(q('cityId=2'))).toBeUndefined();
  });

  it('is set, server-only, when the choice differs from the cookie, and not otherwise', () => {
    const base = { prefixLang: 'jp' as const, cookieLang: 'jp', cookieCity: undefined };
    expect(pageCookies({ ...base, search: q('currency=vnd') })).toEqual([{ name: 'currency', value: 'vnd', httpOnly: true }]);
    expect(pageCookies({ ...base, search: q('currency=vnd'), cookieCurrency: 'vnd' })).toEqual([]);
    expect(pageCookies({ ...base, search: q('currency=dollars') })).toEqual([]);
    expect(pageCookies({ ...base, search: q('') , cookieCurrency: 'jpy' })).toEqual([]);
  });
});
