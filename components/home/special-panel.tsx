import type { Lang } from '@/lib/api/lang';
import { CARD_SIZES, imageSrcSet, imageUrl } from '@/lib/format';
import { localePath } from '@/lib/i18n/config';

type Item = { id: number; name: string; image: string | null };

/** Special lists, each a tile linking to /special/{id}. */
export function SpecialPanel({ items, lang }: { items: Item[]; lang: Lang }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((s) => (
        <li key={s.id}>
          <a href={localePath(lang, `/special/${s.id}`)} className="group special-tile">
            {s.image && (
              // eslint-disable-next-line @next/next/no-img-element -- pre-built renditions
              <img src={imageUrl(s.image, 640)} srcSet={imageSrcSet(s.image)} sizes={CARD_SIZES} alt="" loading="lazy" decoding="async" className="special-img" />
            )}
            <span className="special-text">
              <span data-testid="over-photo">{s.name}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
