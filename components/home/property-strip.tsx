import type { PropertyCard as Card } from '@/lib/api/properties';
import type { Lang } from '@/lib/api/lang';
import { PropertyCard } from '@/components/property/property-card';

type Props = { items: Card[]; lang: Lang; from?: 'last' | 'hot'; columns?: 3 | 4 };

/**
 * A row of cards that scrolls sideways on wide screens (3 or 4 in view) and stacks at most 3 on
 * mobile; the section's "show more" link leads to the full list. No autoplay.
 */
export function PropertyStrip({ items, lang, from, columns = 3 }: Props) {
  const basis = columns === 4 ? 'strip-4' : 'strip-3';
  return (
    <ul className="flex snap-x snap-mandatory flex-col gap-5 sm:flex-row sm:overflow-x-auto sm:pb-3 sm:[scrollbar-width:thin]">
      {items.map((item, i) => (
        <li key={item.id} className={i >= 3 ? `${basis} max-sm:hidden` : basis}>
          <PropertyCard item={item} lang={lang} from={from} />
        </li>
      ))}
    </ul>
  );
}
