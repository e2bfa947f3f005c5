'use client';
import { useTranslations } from 'next-intl';
import { useApproxPrice } from '@/components/currency/approx-context.client';
import { bedroomLabel } from '@/components/property/bedroom-label';
import { CardView, propertyHref } from '@/components/property/card-view';
import { FavouriteToggle } from '@/components/property/favourite-toggle.client';
import { OFFICE } from '@/lib/api/kinds';
import type { Lang } from '@/lib/api/lang';
import type { PropertyCard } from '@/lib/api/properties';
import { normaliseName } from '@/lib/format';

type Props = {
  item: PropertyCard;
  lang: Lang;
  selected: boolean;
  onSelect: () => void;
  /** History cards have a remove button (asking before removing one item). */
  onRemove?: () => void;
  removeLabel?: string;
  /** Favourites cards have a Compare box: its state, its toggle and its labels. */
  compare?: { checked: boolean; onToggle: () => void; label: string; short: string };
};

/**
 * The listing card (components/property/card-view.tsx, shared with the server's PropertyCard)
 * drawn in the browser, where these lists live, with a selection checkbox and, on the history
 * page, a remove button over the photo; on the favourites page, a Compare box.
 */
export function SavedCard({ item, lang, selected, onSelect, onRemove, removeLabel, compare }: Props) {
  const t = useTranslations('card');
  const s = useTranslations('saved');
  const office = item.propertyType === OFFICE;
  const name = normaliseName(item.name);
  const checkboxId = `saved-select-${item.id}`;
  const compareId = `saved-compare-${item.id}`;
  const unit = office ? t('perSqmMonth') : t('perMonth');
  const approx = useApproxPrice(lang, item.leasePriceMin, item.leasePriceMax, unit);
  return (
    <CardView
      item={item}
      href={propertyHref(lang, item)}
      labels={{ noImage: t('noImage'), bedrooms: bedroomLabel(t, item.bedroommin, item.bedroomMax), unit }}
      approx={approx}
      className={selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}
      testId="saved-card"
      overlay={
        <>
          <label
            htmlFor={checkboxId}
            className="absolute top-2 left-2 z-10 inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-white/90 shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input id={checkboxId} type="checkbox" checked={selected} onChange={onSelect} className="size-5 accent-brand-600" data-testid="saved-select" />
            <span className="sr-only">{s('select', { name })}</span>
          </label>
          <div className="absolute top-2 right-2 z-10 flex gap-2">
            <FavouriteToggle id={item.id} office={office} labels={{ add: t('favouriteAdd', { name }), remove: t('favouriteRemove', { name }) }} />
            {onRemove && (
              <button
                type="button"
                onClick={onRemove}
                aria-label={removeLabel}
                aria-haspopup="dialog"
                data-testid="saved-remove"
                className="inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow transition hover:scale-105 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
                </svg>
              </button>
            )}
          </div>
          {compare && (
            <label
              htmlFor={compareId}
              className="absolute bottom-2 left-2 z-10 inline-flex h-9 cursor-pointer items-center gap-2 rounded-full bg-white/90 px-3 text-sm font-medium text-slate-800 shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input id={compareId} type="checkbox" checked={compare.checked} onChange={compare.onToggle} className="size-4 accent-brand-600" data-testid="saved-compare" />
              <span aria-hidden="true">{compare.short}</span>
              <span className="sr-only">{compare.label}</span>
            </label>
          )}
        </>
      }
    />
  );
}
