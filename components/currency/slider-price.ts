import type { Lang } from '@/lib/api/lang';
import { formatUsd } from '@/lib/format/number';
import { convertUsd, formatMoney, type CurrencyView } from '@/lib/format/currency';

/**
 * The search sliders' value text. The sliders move and submit US dollars (the query stays in USD,
 * so links and the API keep their meaning); with a second currency chosen each value reads in it
 * first, the dollars beside it: `¥233,000 ($1,500)`, the top `¥776,000~ ($5,000~)`.
 */
export function sliderPrice(view: CurrencyView | null | undefined, lang: Lang): (value: number, top: boolean) => string {
  return (v, top) => {
    const mark = top ? '~' : '';
    const usd = `${formatUsd(v, lang)}${mark}`;
    return view ? `${formatMoney(convertUsd(v, view), view.currency, lang)}${mark} (${usd})` : usd;
  };
}
