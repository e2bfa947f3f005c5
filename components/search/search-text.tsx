'use client';
import { useIslandText, type IslandTranslate } from '@/components/i18n/island-text';
import { formatNumber } from '@/lib/format/number';

/**
 * The search forms' words: the `search` messages handed over by the IslandTextProvider around the
 * form (components/search/search-form.tsx), so no i18n runtime loads in the browser. The unit
 * count has one key per form (countNone, countOne, countOther) and picks with Intl.PluralRules.
 */
export type SearchTranslate = IslandTranslate;

/** `t(key, values)` over the search messages. */
export function useSearchText(): SearchTranslate {
  return useIslandText('search');
}

/** The unit counter's line for `count` in the page's language (`en` or `ja`). */
export function countText(t: SearchTranslate, count: number, lang: string): string {
  if (count === 0) return t('countNone');
  if (new Intl.PluralRules(lang).select(count) === 'one') return t('countOne');
  return t('countOther', { count: formatNumber(count) });
}
