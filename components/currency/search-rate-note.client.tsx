'use client';
import { useTranslations } from 'next-intl';
import type { Lang } from '@/lib/api/lang';
import { formatAsOf, formatRate, type CurrencyView } from '@/lib/format/currency';

/** Under a price slider that reads in yen or dong: the search itself runs on the USD rents, at this rate. */
export function SearchRateNote({ view, lang }: { view: CurrencyView | null | undefined; lang: Lang }) {
  const t = useTranslations('currency');
  if (!view) return null;
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="search-rate-note">
      {t('searchNote', { name: t(`name.${view.currency}`), rate: formatRate(view, lang), date: formatAsOf(view.asOf, lang) })}
    </p>
  );
}
