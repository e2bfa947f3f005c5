import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/lang';
import type { SearchQuery } from '@/lib/api/properties';
import type { RangeSetting } from '@/lib/api/site';
import { formatNumber, formatUsd } from '@/lib/format/number';
import { formatMonth } from '@/lib/format/date';
import { activeChips, clearAllHref, type Bounds, type ChipNames } from './chips';
import type { RawQuery } from './query';

type Props = { lang: Lang; search: SearchQuery; query: RawQuery; path: string; names: ChipNames; ranges: RangeSetting };

const bound = (b: Bounds) => (b.min !== undefined && b.max !== undefined ? 'between' : b.max !== undefined ? 'upTo' : 'from');

/**
 * Every active filter of a results page as a chip: a plain link to the same results without it
 * (so it works without scripts), then "Clear all". Nothing when no filter is active.
 */
export async function ActiveFilters({ lang, search, query, path, names, ranges }: Props) {
  const [t, tp] = await Promise.all([getTranslations('results.chips'), getTranslations('places.chip')]);
  const chips = activeChips(search, query, path, names, ranges, {
    keyword: (keyword) => t('keyword', { keyword }),
    price: (b, perSqm) =>
      t(`price.${bound(b)}.${perSqm ? 'perSqm' : 'perMonth'}`, { min: formatUsd(b.min ?? 0, lang), max: formatUsd(b.max ?? 0, lang) }),
    size: (b) => t(`size.${bound(b)}`, { min: formatNumber(b.min ?? 0, lang), max: formatNumber(b.max ?? 0, lang) }),
    furnished: (code) => t(`furnished.${code}`),
    pets: () => t('pets'),
    moveIn: (month) => t('moveIn', { month: formatMonth(month, lang) }),
    near: (place, km) => (km === undefined ? tp('near', { place }) : tp('within', { place, km })),
  });
  if (!chips.length) return null;
  return (
    <nav aria-label={t('label')} data-testid="active-filters" className="mt-4">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              href={chip.href}
              aria-label={t('remove', { label: chip.label })}
              data-testid="filter-chip"
              data-chip={chip.key}
              className="inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="truncate">{chip.label}</span>
              <span aria-hidden="true" className="text-base leading-none">
                ×
              </span>
            </a>
          </li>
        ))}
        <li>
          <a
            href={clearAllHref(path, query, search)}
            data-testid="filter-clear-all"
            className="inline-flex min-h-9 items-center px-2 text-sm font-medium text-brand-700 underline hover:text-brand-800"
          >
            {t('clearAll')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
