import type { ReactNode } from 'react';
import { OFFICE } from '@/lib/api/kinds';
import type { Lang } from '@/lib/api/lang';
import type { PropertyCard as Card } from '@/lib/api/properties';
import { CARD_SIZES, formatPriceRange, formatSize, normaliseName } from '@/lib/format';
import { localePath } from '@/lib/i18n/config';
import { SiteImage } from '@/components/ui/site-image';

/** Where a card leads: residences carry the list they came from (?last or ?hot). */
export function propertyHref(lang: Lang, item: Pick<Card, 'id' | 'slug' | 'propertyType'>, from?: 'last' | 'hot'): string {
  if (item.propertyType === OFFICE) return localePath(lang, `/office/detail/${item.id}/${item.slug}`);
  return localePath(lang, `/residence/detail/${item.id}/${item.slug}`) + (from ? `?${from}` : '');
}

type Props = {
  item: Card;
  href: string;
  /** Translated by the caller (server or browser): the no-photo text, the bedrooms line, the price unit. */
  labels: { noImage: string; bedrooms: string; unit: string };
  /** The price in the visitor's second currency with its unit (`約22.5万円/月`), already formatted; none when not shown. */
  approx?: string;
  /** The straight-line distance to the searched place, already worded ("1.2 km to …"); none without one. */
  distance?: string;
  /** Controls over the photo: the favourite heart, and on saved lists a checkbox and a remove button. */
  overlay: ReactNode;
  priority?: boolean;
  eager?: boolean;
  Heading?: 'h2' | 'h3';
  className?: string;
  testId: string;
};

/**
 * The look of a listing card: photo, name, district, bedrooms, price and size. Free of
 * hooks, so the server's PropertyCard and the saved lists' browser-drawn cards share it.
 */
export function CardView({ item, href, labels, approx, distance, overlay, priority = false, eager = false, Heading = 'h3', className = 'border-slate-200', testId }: Props) {
  const image = item.images[0];
  return (
    <article className={`card group ${className}`} data-testid={testId} data-id={item.id}>
      <div className="card-media">
        {image ? (
          <SiteImage file={image} sizes={CARD_SIZES} width={640} height={480} priority={priority} eager={eager} className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-sm text-slate-500">{labels.noImage}</span>
        )}
        {overlay}
      </div>
      <div className="card-body">
        <Heading className="card-title">
          <a href={href} className="stretch-link">
            {normaliseName(item.name)}
          </a>
        </Heading>
        <p className="card-meta">{item.district}</p>
        {item.propertyType !== OFFICE && <p className="card-meta">{labels.bedrooms}</p>}
        <p className="card-price" data-testid="card-price">
          {formatPriceRange(item.leasePriceMin, item.leasePriceMax)}
          <span className="card-unit">{labels.unit}</span>
        </p>
        {approx && (
          <p className="card-meta" data-testid="approx-price">
            {approx}
          </p>
        )}
        <p className="card-meta">{formatSize(item.sqmmin, item.sqmMax)}</p>
        {distance && (
          <p className="card-meta" data-testid="card-distance" data-metres={item.distance ?? undefined}>
            {distance}
          </p>
        )}
      </div>
    </article>
  );
}
