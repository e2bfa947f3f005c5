import { PropertyCard } from '@/components/property/property-card';
import type { Lang } from '@/lib/api/lang';
import type { PropertyCard as Card } from '@/lib/api/properties';
import { Slice } from '@/components/ui/slice';

/** `place`: the name of the place the search measured from; each card tells its distance to it. */
type Props = { items: Card[]; lang: Lang; from?: 'last' | 'hot'; columns?: 3 | 4; place?: string };

/** How many cards hydrate with the page's first screen: a wide desktop's first row; the rest follow in a slice. */
const FIRST_SCREEN = 4;

/**
 * The cards of a results page; the first row's photos load at once, the first one (a phone's LCP)
 * with high priority. The cards past the first row hydrate after the first screen (components/ui/slice.tsx).
 */
export function ResultsGrid({ items, lang, from, columns = 3, place }: Props) {
  const card = (item: Card, i: number) => (
    <li key={item.id} data-id={item.id}>
      <PropertyCard item={item} lang={lang} from={from} priority={i === 0} eager={i < 3} headingLevel="h2" place={place} />
    </li>
  );
  const rest = items.slice(FIRST_SCREEN);
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 ${columns === 4 ? 'lg:grid-cols-3 xl:grid-cols-4' : 'lg:grid-cols-3'}`} data-testid="results-grid">
      {items.slice(0, FIRST_SCREEN).map(card)}
      {rest.length > 0 && <Slice>{rest.map((item, i) => card(item, i + FIRST_SCREEN))}</Slice>}
    </ul>
  );
}
