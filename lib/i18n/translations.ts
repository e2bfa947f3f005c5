import 'server-only';
import { cache } from 'react';
import { getLocale } from 'next-intl/server';
import { _createCache, _createIntlFormatters, createTranslator } from 'use-intl/core';
import { TIME_ZONE, type Locale } from './config';
import { MESSAGES } from './messages';

/**
 * `getTranslations` for server components, as next-intl's (same two call forms, same types), but
 * with each language's compiled messages and Intl formatters kept for the life of the process.
 * next-intl keeps them for one request (React's `cache`), so every render parsed each ICU message
 * it used again: the profile (`npm run profile:ssr`) put use-intl at 7–10 % of a render. The
 * catalogue is fixed at build time and the time zone is the site's one, so what is cached is
 * bounded by the messages and the formats the code uses. Client islands keep next-intl's provider.
 */
type Shared = { cache: ReturnType<typeof _createCache>; formatters: ReturnType<typeof _createIntlFormatters> };
const shared = new Map<Locale, Shared>();

function sharedFor(locale: Locale): Shared {
  let entry = shared.get(locale);
  if (!entry) {
    const store = _createCache();
    entry = { cache: store, formatters: _createIntlFormatters(store) };
    shared.set(locale, entry);
  }
  return entry;
}

const translator = cache((locale: Locale, namespace: string | undefined) => {
  const { cache: store, formatters } = sharedFor(locale);
  // The namespace is checked where getTranslations is called (next-intl's types, below).
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never, timeZone: TIME_ZONE, _cache: store, _formatters: formatters });
});

async function translations(arg?: string | { locale?: string; namespace?: string }) {
  const given = typeof arg === 'object' ? arg : { namespace: arg };
  const locale: Locale = (given.locale ?? (await getLocale())) === 'ja' ? 'ja' : 'en';
  return translator(locale, given.namespace);
}

export const getTranslations = translations as unknown as (typeof import('next-intl/server'))['getTranslations'];
