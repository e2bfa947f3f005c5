import type { Lang } from '@/lib/api/lang';
import { CARD_SIZES, imageSrcSet, imageUrl } from '@/lib/format';
import { localePath } from '@/lib/i18n/config';

type Item = { id: number; name: string; image: string | null };

/** Special lists, each a tile linking to /special/{id} (SPEC §2). */
export function SpecialPanel({ items, lang }: { items: Item[]; lang: Lang }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((s) => (
        <li key={s.id}>
          <a href={localePath(lang, `/special/${s.id}`)} className="group relative block aspect-[16/7] overflow-hidden rounded-xl bg-brand-700">
            {s.image && (
              // eslint-disable-next-line @next/next/no-img-element -- pre-built renditions
              <img src={imageUrl(s.image, 640)} srcSet={imageSrcSet(s.image)} sizes={CARD_SIZES} alt="" loading="lazy" decoding="async" className="size-full object-cover opacity-80 transition group-hover:scale-105" />
            )}
            <span className="absolute inset-0 flex items-end bg-gradient-to-t from-black/80 via-black/55 to-black/10 p-4 text-lg font-semibold text-white">
              <span data-testid="over-photo">{s.name}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
