import { getTranslations } from '@/lib/i18n/translations';
import { AutoSubmitSelect } from './auto-submit-select.client';
import { HiddenFields } from './hidden-fields';
import type { RawQuery } from './query';

type Props = { query: RawQuery; sizes: readonly number[]; value: number };

/**
 * The page-size selector of results, lists and projects: a GET form that rewrites `pageSize` and keeps every other
 * value except `pageIndex`, so a new size starts again at page 1.
 */
export async function PageSizeSelect({ query, sizes, value }: Props) {
  const t = await getTranslations('results');
  return (
    <form method="get" className="flex items-center gap-2 text-sm" data-testid="page-size-form" data-results-nav="">
      <HiddenFields query={query} exclude={['pageSize', 'pageIndex']} />
      <label htmlFor="results-page-size" className="text-slate-600">
        {t('pageSize')}
      </label>
      <AutoSubmitSelect id="results-page-size" name="pageSize" value={String(value)}>
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </AutoSubmitSelect>
      {/* The no-JS submit, and with scripts the explicit apply of a keyboard-stepped choice (explicit-select.ts). */}
      <button type="submit" data-apply-button="" className="h-9 rounded-md border border-brand-600 px-3 font-medium text-brand-700 hover:bg-brand-50">
        {t('apply')}
      </button>
    </form>
  );
}
