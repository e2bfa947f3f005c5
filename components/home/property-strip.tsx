import type { PropertyCard as Card } from '@/lib/api/properties';
import type { Lang } from '@/lib/api/lang';
import { PropertyCard } from '@/components/property/property-card';

type Props = { items: Card[]; lang: Lang; from?: 'last' | 'hot'; columns?: 3 | 4 };

/**
 * A row of cards that scrolls sideways on wide screens (3 or 4 in view) and stacks at most 3 on
 * mobile (SPEC §2, §9); the section's "show more" link leads to the full list. No autoplay.
 */
export function PropertyStrip({ items, lang, from, columns = 3 }: Props) {
  const basis = columns === 4 ? 'sm:basis-[calc((100%-1.25rem)/2)] lg:basis-[calc((100%-3.75rem)/4)]' : 'sm:basis-[calc((100%-1.25rem)/2)] lg:basis-[calc((100%-2.5rem)/3)]';
  return (
    <ul className="flex snap-x snap-mandatory flex-col gap-5 sm:flex-row sm:overflow-x-auto sm:pb-3 sm:[scrollbar-width:thin]">
      {items.map((item, i) => (
        <li key={item.id} className={`shrink-0 snap-start ${basis} ${i >= 3 ? 'max-sm:hidden' : ''}`}>
          <PropertyCard item={item} lang={lang} from={from} />
        </li>
      ))}
    </ul>
  );
}
