/**
 * Whole numbers and US dollars through Intl.NumberFormat, one formatter per locale and kind,
 * made on first use (a page that shows no number never pays for Intl's locale data) and then
 * kept. English and Japanese both group by three with a comma (1234567 → "1,234,567"); prices
 * are in USD in both languages ($1,500/月, as Japanese rental sites write it). A module of its own, so client
 * islands take it without the rest of lib/format.
 */
import type { Lang } from '@/lib/api/lang';

const LOCALE: Record<Lang, string> = { en: 'en-US', jp: 'ja-JP' };

// 'negative': no sign on a value that rounds to zero (-0.4 → "0", not "-0").
const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0, signDisplay: 'negative' };
const USD: Intl.NumberFormatOptions = { ...WHOLE, style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0 };

const made = new Map<string, Intl.NumberFormat>();

function formatter(kind: 'whole' | 'usd', lang: Lang): Intl.NumberFormat {
  const key = `${kind}:${lang}`;
  let f = made.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE[lang] ?? LOCALE.en, kind === 'usd' ? USD : WHOLE);
    made.set(key, f);
  }
  return f;
}

/** `1,234,567`: whole, grouped, rounded half away from zero. What is not a finite number reads as JavaScript writes it. */
export function formatNumber(value: number, lang: Lang = 'en'): string {
  if (!Number.isFinite(value)) return String(value);
  return formatter('whole', lang).format(value);
}

/** `$1,200`, `-$50`: US dollars, whole, as rents and budgets are shown. */
export function formatUsd(value: number, lang: Lang = 'en'): string {
  if (!Number.isFinite(value)) return String(value);
  return formatter('usd', lang).format(value);
}
