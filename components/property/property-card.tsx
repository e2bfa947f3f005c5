import { getTranslations } from 'next-intl/server';
import type { PropertyCard as Card } from '@/lib/api/properties';
import type { Lang } from '@/lib/api/lang';
import { formatPriceRange, formatSize, imageSrcSet, imageUrl, normaliseName } from '@/lib/format';
import { bedroomLabel } from './bedroom-label';
import { localePath } from '@/lib/i18n/config';
import { FavouriteToggle } from './favourite-toggle';

const OFFICE = 2;

/** Where a card leads: residences carry the list they came from (?last or ?hot, SPEC §2). */
export function propertyHref(lang: Lang, item: Pick<Card, 'id' | 'slug' | 'propertyType'>, from?: 'last' | 'hot'): string {
  if (item.propertyType === OFFICE) return localePath(lang, `/office/detail/${item.id}/${item.slug}`);
  return localePath(lang, `/residence/detail/${item.id}/${item.slug}`) + (from ? `?${from}` : '');
}

type Props = { item: Card; lang: Lang; from?: 'last' | 'hot'; priority?: boolean; headingLevel?: 'h2' | 'h3' };

/** A listing card (SPEC §2, §3): photo, name, district, bedrooms, price and size, favourite heart. */
export async function PropertyCard({ item, lang, from, priority = false, headingLevel: Heading = 'h3' }: Props) {
  const t = await getTranslations('card');
  const office = item.propertyType === OFFICE;
  const name = normaliseName(item.name);
  const image = item.images[0];
  const bedrooms = bedroomLabel(t, item.bedroommin, item.bedroomMax);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md" data-testid="property-card">
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
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-sm text-slate-500">{t('noImage')}</span>
        )}
        <FavouriteToggle id={item.id} office={office} name={name} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <Heading className="line-clamp-2 text-base font-semibold text-slate-900">
          <a href={propertyHref(lang, item, from)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-brand-600">
            {name}
          </a>
        </Heading>
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
