import { getTranslations } from '@/lib/i18n/translations';

type Props = { from: number; to: number; total: number };

/** "1 - 15 of 230" / "230件中 1〜15件"; nothing for an empty page. */
export async function RangeText({ from, to, total }: Props) {
  if (total <= 0 || from <= 0) return null;
  const t = await getTranslations('results');
  return (
    <p id="results-range" className="text-sm text-slate-600" data-testid="results-range" data-total={total} data-from={from} data-to={to}>
      {t('range', { from, to, total })}
    </p>
  );
}
