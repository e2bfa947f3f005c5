import { getTranslations } from '@/lib/i18n/translations';
import { OFFICE } from '@/lib/api/kinds';
import type { PropertyCard as Card } from '@/lib/api/properties';
import type { Lang } from '@/lib/api/lang';
import { normaliseName } from '@/lib/format';
import { formatApproxRange } from '@/lib/format/currency';
import { currencyView } from '@/lib/server/exchange-rates';
import { formatDistance } from '@/lib/places/distance';
import { bedroomLabel } from './bedroom-label';
import { CardView, propertyHref } from './card-view';
import { FavouriteToggle } from './favourite-toggle.client';

export { propertyHref };

type Props = {
  item: Card;
  lang: Lang;
  from?: 'last' | 'hot';
  priority?: boolean;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** The name of the place a search measured from: the card tells its distance to it. */
  place?: string;
};

/** A listing card: photo, name, district, bedrooms, price and size, the distance to the searched place, favourite heart. */
export async function PropertyCard({ item, lang, from, priority = false, eager = false, headingLevel: Heading = 'h3', place }: Props) {
  const [t, tp, view] = await Promise.all([getTranslations('card'), getTranslations('places.card'), currencyView(lang)]);
  const office = item.propertyType === OFFICE;
  const name = normaliseName(item.name);
  const unit = office ? t('perSqmMonth') : t('perMonth');
  return (
    <CardView
      item={item}
      href={propertyHref(lang, item, from)}
      labels={{ noImage: t('noImage'), bedrooms: bedroomLabel(t, item.bedroommin, item.bedroomMax), unit }}
      approx={view ? formatApproxRange(item.leasePriceMin, item.leasePriceMax, view, lang, unit) : undefined}
      // A listing without coordinates has no distance, and says nothing of it.
      distance={place && item.distance != null ? tp('distance', { distance: formatDistance(item.distance, lang), place }) : undefined}
      overlay={<FavouriteToggle id={item.id} office={office} labels={{ add: t('favouriteAdd', { name }), remove: t('favouriteRemove', { name }) }} className="card-heart" />}
      priority={priority}
      eager={eager}
      Heading={Heading}
      testId="property-card"
    />
  );
}
