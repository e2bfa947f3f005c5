import { getTranslations } from '@/lib/i18n/translations';
import { bedroomLabel } from '@/components/property/bedroom-label';
import { CardView, propertyHref } from '@/components/property/card-view';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { OFFICE } from '@/lib/api/kinds';
import type { Lang } from '@/lib/api/lang';
import type { PropertyCard } from '@/lib/api/properties';
import { formatDay, normaliseName } from '@/lib/format';
import { formatApproxRange } from '@/lib/format/currency';
import { currencyView } from '@/lib/server/exchange-rates';
import { RateNote } from '@/components/currency/rate-note';
import { localePath } from '@/lib/i18n/config';
import { formatDistance } from '@/lib/places/distance';
import type { SharedDistances } from '@/lib/server/shared-lists';
import { AddAllFavourites, AddFavourite } from './add-favourites.client';

const COMPARE_FORM = 'shared-compare';

type Props = {
  lang: Lang;
  items: readonly PropertyCard[];
  expiresAt: string;
  /** The place the sharer measured from and each listing's distance to it, or null. */
  distances?: SharedDistances | null;
};

/**
 * A shared shortlist, rendered on the server: the listings' cards, each with "Add to my
 * favourites" (a small island writing this browser's favourites) and a Compare box. The boxes
 * belong to a GET form to /compare (`ids=…` once per box), so comparing works with scripts off.
 */
export async function SharedListView({ lang, items, expiresAt, distances = null }: Props) {
  const [t, tc, tn, view] = await Promise.all([getTranslations('share.shared'), getTranslations('card'), getTranslations('nearby.shared'), currencyView(lang)]);
  const distanceOf = (id: number) => {
    if (!distances) return null;
    const metres = distances.metres[id];
    return metres === null || metres === undefined ? tn('none') : tn('distance', { distance: formatDistance(metres, lang), place: distances.place.name });
  };
  const favourites = items.map((i) => ({ id: i.id, office: i.propertyType === OFFICE }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10" data-testid="shared-list">
      <Breadcrumb lang={lang} trail={[{ label: t('myFavourites'), href: localePath(lang, '/favorites') }, { label: t('title') }]} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('lead', { count: items.length })}</p>
      <p className="mt-1 text-sm text-slate-500" data-testid="shared-expires">
        {t('expires', { date: formatDay(new Date(expiresAt), lang, { weekday: true }) })}
      </p>
      {distances && items.length > 0 && (
        <p className="mt-3 max-w-3xl text-sm font-medium text-slate-800" data-testid="shared-place">
          {tn('from', { place: distances.place.name })}
        </p>
      )}

      {items.length === 0 ? (
        <p className="py-16 text-center text-lg text-slate-600" role="status" data-testid="shared-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
            <AddAllFavourites items={favourites} labels={{ addAll: t('addAll'), allAdded: t('allAdded') }} />
            <form id={COMPARE_FORM} action={localePath(lang, '/compare')} method="get" className="flex flex-wrap items-center gap-3">
              <span className="text-sm text-slate-600" id="shared-compare-hint">
                {t('compareHint')}
              </span>
              <button
                type="submit"
                aria-describedby="shared-compare-hint"
                data-testid="shared-compare-submit"
                className="inline-flex h-10 items-center rounded-md border border-brand-600 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {t('compareSubmit')}
              </button>
            </form>
          </div>
          <noscript>
            <p className="mt-3 text-sm text-slate-600">{t('noscript')}</p>
          </noscript>
          <RateNote lang={lang} className="mt-3" />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="shared-grid">
            {items.map((item, i) => {
              const office = item.propertyType === OFFICE;
              const name = normaliseName(item.name);
              const box = `shared-compare-${item.id}`;
              const unit = office ? tc('perSqmMonth') : tc('perMonth');
              const distance = distanceOf(item.id);
              return (
                <li key={item.id} className="flex flex-col">
                  <CardView
                    item={item}
                    href={propertyHref(lang, item)}
                    labels={{ noImage: tc('noImage'), bedrooms: bedroomLabel(tc, item.bedroommin, item.bedroomMax), unit }}
                    approx={view ? formatApproxRange(item.leasePriceMin, item.leasePriceMax, view, lang, unit) : undefined}
                    eager={i < 3}
                    testId="shared-card"
                    overlay={
                      <>
                        <label
                          htmlFor={box}
                          className="absolute top-2 left-2 z-10 inline-flex h-9 cursor-pointer items-center gap-2 rounded-full bg-white/90 px-3 text-sm font-medium text-slate-800 shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                        >
                          <input id={box} type="checkbox" name="ids" value={item.id} form={COMPARE_FORM} className="size-4 accent-brand-600" data-testid="shared-compare" />
                          <span aria-hidden="true">{t('compareShort')}</span>
                          <span className="sr-only">{t('compareNamed', { name })}</span>
                        </label>
                        <div className="absolute bottom-2 left-2 z-10">
                          <AddFavourite
                            id={item.id}
                            office={office}
                            labels={{ add: t('add'), added: t('added'), addNamed: t('addNamed', { name }), addedNamed: t('addedNamed', { name }) }}
                          />
                        </div>
                      </>
                    }
                  />
                  {distance && (
                    <p className="mt-2 text-sm font-medium text-slate-800" data-testid="shared-distance">
                      {distance}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
