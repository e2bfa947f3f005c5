import type { Lang } from '@/lib/api/lang';
import { formatUsd } from '@/lib/format/number';
import { convertUsd, formatMoney, formatMoneyRange, type CurrencyView } from '@/lib/format/currency';

/**
 * The search sliders' value text. The sliders move and submit US dollars (the query stays in USD,
 * so links and the API keep their meaning); with a second currency chosen each value reads in it
 * first, the dollars beside it: `¥233,000 ($1,500)`, the top `¥776,000~ ($5,000~)`; in Japanese
 * `23.3万円（$1,500）`, the top `77.5万円以上（$5,000~）`.
 */
export function sliderPrice(view: CurrencyView | null | undefined, lang: Lang): (value: number, top: boolean) => string {
  return (v, top) => {
    const usd = `${formatUsd(v, lang)}${top ? '~' : ''}`;
    if (!view) return usd;
    const money = formatMoney(convertUsd(v, view), view.currency, lang);
    return lang === 'jp' ? `${money}${top ? '以上' : ''}（${usd}）` : `${money}${top ? '~' : ''} (${usd})`;
  };
}

/** A slider's range as one amount, and the dollars it stands for beside it. */
export type SliderRangeText = { text: string; note?: string };

/**
 * Both ends at once where a language reads a range as one amount: in Japanese with a second
 * currency, `15.5万〜38.8万円` and the note `（$1,000〜$2,500）`. Undefined elsewhere: the slider
 * joins the two values itself.
 */
export function sliderPriceRange(view: CurrencyView | null | undefined, lang: Lang): ((lo: number, hi: number, top: boolean) => SliderRangeText) | undefined {
  if (!view || lang !== 'jp') return undefined;
  return (lo, hi, top) => ({
    text: formatMoneyRange(convertUsd(lo, view), convertUsd(hi, view), view.currency, lang, top),
    note: `（${formatUsd(lo, lang)}〜${formatUsd(hi, lang)}${top ? '~' : ''}）`,
  });
}
