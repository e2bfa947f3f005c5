import { PropertyCard } from '@/components/property/property-card';
import type { Lang } from '@/lib/api/lang';
import type { PropertyCard as Card } from '@/lib/api/properties';

type Props = { items: Card[]; lang: Lang; from?: 'last' | 'hot'; columns?: 3 | 4 };

/** The cards of a results page; the first row's photos load at once, the first one (a phone's LCP) with high priority. */
export function ResultsGrid({ items, lang, from, columns = 3 }: Props) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-3 xl:grid-cols-4' : 'lg:grid-cols-3'}`} data-testid="results-grid">
      {items.map((item, i) => (
        <li key={item.id} data-id={item.id}>
          <PropertyCard item={item} lang={lang} from={from} priority={i === 0} eager={i < 3} headingLevel="h2" />
        </li>
      ))}
    </ul>
  );
}
