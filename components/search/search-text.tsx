'use client';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { formatMessage } from '@/lib/i18n/format-message';

/** The `search` messages of the page's language, flattened (`modalTitle.office`), as written in messages/. */
export type SearchText = Readonly<Record<string, string>>;

const Context = createContext<SearchText>({});

/**
 * Hands the search forms their words from the server without an i18n runtime in the browser.
 * The `search` messages are plain text with `{name}` placeholders (no ICU plural or select): the
 * unit count has one key per form (countNone, countOne, countOther) and picks with Intl.PluralRules.
 */
export function SearchTextProvider({ value, children }: { value: SearchText; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export type SearchTranslate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** `t(key, values)` over the search messages: the message with each `{name}` filled in. */
export function useSearchText(): SearchTranslate {
  const text = useContext(Context);
  return useCallback(
    (key, values) => {
      return formatMessage(text[key] ?? '', values);
    },
    [text],
  );
}

/** The unit counter's line for `count` in the page's language (`en` or `ja`). */
export function countText(t: SearchTranslate, count: number, lang: string): string {
  if (count === 0) return t('countNone');
  if (new Intl.PluralRules(lang).select(count) === 'one') return t('countOne');
  return t('countOther', { count: new Intl.NumberFormat(lang).format(count) });
}
