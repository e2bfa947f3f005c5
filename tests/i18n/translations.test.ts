import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { MESSAGES } from '@/lib/i18n/messages';
import { getTranslations } from '@/lib/i18n/translations';

// Server components ask for their words without naming the language: next-intl reads it from
// Next's request. Here the request's language is whatever the test sets.
const request = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('next-intl/server', () => ({ getLocale: async () => request.locale }));

/** next-intl's own translator over the same catalogue: what the page said before the shared cache. */
const reference = (locale: 'en' | 'ja', namespace: 'card' | 'search') =>
  createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: 'Asia/Ho_Chi_Minh' });

describe('the server components’ translations', () => {
  it('answer in the request’s language, plurals and arguments filled in', async () => {
    request.locale = 'en';
    const en = await getTranslations('card');
    expect(en('bedrooms', { min: 1 })).toBe('1 bedroom');
    expect(en('bedrooms', { min: 3 })).toBe('3 bedrooms');
    expect(en('favouriteAdd', { name: 'Golden Westlake' })).toBe('Add Golden Westlake to favourites');
    request.locale = 'ja';
    const ja = await getTranslations('card');
    expect(ja('favouriteAdd', { name: 'ゴールデンウェストレイク' })).toBe(reference('ja', 'card')('favouriteAdd', { name: 'ゴールデンウェストレイク' }));
    expect(ja('favouriteAdd', { name: 'x' })).not.toBe(en('favouriteAdd', { name: 'x' }));
  });

  it('take a language given by the caller over the request’s', async () => {
    request.locale = 'en';
    const ja = await getTranslations({ locale: 'ja', namespace: 'search' });
    expect(ja('count', { count: 0 })).toBe(reference('ja', 'search')('count', { count: 0 }));
    const en = await getTranslations({ locale: 'en', namespace: 'search' });
    expect(en('count', { count: 0 })).toBe('No properties match');
  });

  it('give the same words, request after request, as a translator made afresh', async () => {
    // The compiled messages are kept for the process: a second "request" must not get the first
    // one's arguments or language.
    for (const locale of ['en', 'ja', 'en'] as const) {
      request.locale = locale;
      const t = await getTranslations('search');
      for (const count of [0, 1, 2, 21]) expect(t('count', { count })).toBe(reference(locale, 'search')('count', { count }));
      expect(t('lower', { label: 'Size' })).toBe(reference(locale, 'search')('lower', { label: 'Size' }));
    }
  });
});
