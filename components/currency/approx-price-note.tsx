import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import { formatApproxRange, formatAsOf, formatRate, type CurrencyView } from '@/lib/format/currency';

/** `view`: the visitor's second currency and its rate (the page reads it), or null for USD only. */
type Props = { lang: Lang; view: CurrencyView | null; min: number; max: number | null; unit: string; className?: string };

/**
 * A detail page's price in the second currency with its rate and date, as renters read it on
 * Japanese portals: `約22.5万円/月（1 USD = 155円、11月26日時点）`. Nothing when none is shown.
 */
export async function ApproxPriceNote({ lang, view, min, max, unit, className = '' }: Props) {
  if (!view) return null;
  const t = await getTranslations('currency');
  const amount = formatApproxRange(min, max, view, lang, unit);
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid="detail-approx-price" data-currency={view.currency}>
      {t('priceNote', { amount, rate: formatRate(view, lang), date: formatAsOf(view.asOf, lang) })}
    </p>
  );
}
