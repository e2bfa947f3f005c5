import { getTranslations } from '@/lib/i18n/translations';
import { SORTS, type Sort } from '@/lib/api/properties';
import { AutoSubmitSelect } from './auto-submit-select.client';
import { HiddenFields } from './hidden-fields';
import type { RawQuery } from './query';

/** Message keys of the sorts. */
export const SORT_KEYS: Record<Sort, 'sizeAsc' | 'sizeDesc' | 'priceAsc' | 'priceDesc' | 'newest' | 'nearest'> = {
  sqmmin: 'sizeAsc',
  '-sqmmin': 'sizeDesc',
  leasePriceMin: 'priceAsc',
  '-leasePriceMin': 'priceDesc',
  newest: 'newest',
  nearest: 'nearest',
};

type Props = { query: RawQuery; value: Sort };

/**
 * The sort selector: a GET form that rewrites `sort` and keeps every other value of the address,
 * the page index included (only a new page size starts again at page 1).
 */
export async function SortSelect({ query, value }: Props) {
  const t = await getTranslations('results');
  return (
    <form method="get" className="flex items-center gap-2 text-sm" data-testid="sort-form" data-results-nav="">
      <HiddenFields query={query} exclude={['sort']} />
      <label htmlFor="results-sort" className="text-slate-600">
        {t('sort.label')}
      </label>
      <AutoSubmitSelect id="results-sort" name="sort" value={value}>
        {/* Nearest first needs a place to measure from: offered only with one. */}
        {SORTS.filter((sort) => sort !== 'nearest' || query.near !== undefined).map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${SORT_KEYS[sort]}`)}
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
