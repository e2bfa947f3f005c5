'use client';
import { useSyncExternalStore } from 'react';
import { STORAGE, readIds, readString, subscribeStorage, writeIds } from '@/lib/browser/storage';

/** What the button says when the listing is not (add) or is (remove) a favourite, translated with its name by the caller. */
export type FavouriteLabels = { add: string; remove: string };

type Props = { id: number; office: boolean; labels: FavouriteLabels; className?: string };

/**
 * The heart on cards and detail pages (SPEC §4 "Favourite toggle"): adds or removes the id in the
 * section's stored list and publishes the change, so header badges and other cards follow.
 */
export function FavouriteToggle({ id, office, labels, className = '' }: Props) {
  const key = office ? STORAGE.officesLike : STORAGE.residencesLike;
  const stored = useSyncExternalStore(subscribeStorage, () => readString(key) ?? '', () => '');
  const active = stored.split(',').includes(String(id));
  const toggle = () => {
    const ids = readIds(key);
    writeIds(key, active ? ids.filter((i) => i !== id) : [...ids, id]);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={active}
      aria-label={active ? labels.remove : labels.add}
      data-testid="favourite-toggle"
      className={`inline-flex size-9 items-center justify-center rounded-full bg-white/90 shadow transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-brand-600 ${className}`}
    >
      <svg viewBox="0 0 24 24" className={`size-5 ${active ? 'fill-rose-500 stroke-rose-500' : 'fill-none stroke-slate-700'}`} strokeWidth="1.8" aria-hidden="true">
        <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
      </svg>
    </button>
  );
}
