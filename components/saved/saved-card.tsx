'use client';
import { useTranslations } from 'next-intl';
import { FavouriteToggle } from '@/components/property/favourite-toggle';
import type { Lang } from '@/lib/api/lang';
import type { PropertyCard } from '@/lib/api/properties';
import { bedroomRange, formatPriceRange, formatSize, imageSrcSet, imageUrl, normaliseName } from '@/lib/format';
import { OFFICE, propertyPath } from '@/lib/saved/paths';

type Props = {
  item: PropertyCard;
  lang: Lang;
  selected: boolean;
  onSelect: () => void;
  /** History cards have a remove button (SPEC §4 "single" confirmation). */
  onRemove?: () => void;
  removeLabel?: string;
};

/**
 * The listing card of components/property/property-card.tsx (a server component) drawn in the
 * browser, where these lists live, plus a selection checkbox and, on the history page, a remove
 * button. Keep the two looking alike.
 */
export function SavedCard({ item, lang, selected, onSelect, onRemove, removeLabel }: Props) {
  const t = useTranslations('card');
  const s = useTranslations('saved');
  const office = item.propertyType === OFFICE;
  const name = normaliseName(item.name);
  const image = item.images[0];
  const beds = bedroomRange(item.bedroommin, item.bedroomMax);
  const bedrooms =
    beds.studio && !beds.max
      ? t('studio')
      : beds.max
        ? t('bedroomRange', { min: beds.studio ? t('studio') : beds.min, max: beds.max })
        : t('bedrooms', { min: beds.min });
  const checkboxId = `saved-select-${item.id}`;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition hover:shadow-md ${selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}
      data-testid="saved-card"
      data-id={item.id}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- renditions are pre-built by the seed; srcset picks one
          <img
            src={imageUrl(image, 640)}
            srcSet={imageSrcSet(image)}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            alt=""
            width={640}
            height={480}
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-sm text-slate-500">{t('noImage')}</span>
        )}
        <label
          htmlFor={checkboxId}
          className="absolute top-2 left-2 z-10 inline-flex size-9 cursor-pointer items-center justify-center rounded-full bg-white/90 shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
        >
          <input id={checkboxId} type="checkbox" checked={selected} onChange={onSelect} className="size-5 accent-brand-600" data-testid="saved-select" />
          <span className="sr-only">{s('select', { name })}</span>
        </label>
        <div className="absolute top-2 right-2 z-10 flex gap-2">
          <FavouriteToggle id={item.id} office={office} name={name} />
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
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="line-clamp-2 text-base font-semibold text-slate-900">
          <a href={propertyPath(lang, item)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-brand-600">
            {name}
          </a>
        </h3>
        <p className="text-sm text-slate-600">{item.district}</p>
        {!office && <p className="text-sm text-slate-600">{bedrooms}</p>}
        <p className="mt-auto pt-2 text-lg font-bold text-brand-700">
          {formatPriceRange(item.leasePriceMin, item.leasePriceMax)}
          <span className="ml-1 text-sm font-normal text-slate-600">{office ? t('perSqmMonth') : t('perMonth')}</span>
        </p>
        <p className="text-sm text-slate-600">{formatSize(item.sqmmin, item.sqmMax)}</p>
      </div>
    </article>
  );
}
