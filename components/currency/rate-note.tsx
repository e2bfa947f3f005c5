import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import { formatAsOf, formatRate } from '@/lib/format/currency';
import { currencyView } from '@/lib/server/exchange-rates';

/**
 * The line that says what the approximate amounts on a list of cards are: the rate, its date, and
 * that rents are in USD. Once per list (under the results heading), not on every card; nothing
 * when no second currency is shown.
 */
export async function RateNote({ lang, className = '' }: { lang: Lang; className?: string }) {
  const view = await currencyView(lang);
  if (!view) return null;
  const t = await getTranslations('currency');
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid="rate-note" data-currency={view.currency}>
      {t('rateNote', { name: t(`name.${view.currency}`), rate: formatRate(view, lang), date: formatAsOf(view.asOf, lang) })}
    </p>
  );
}
