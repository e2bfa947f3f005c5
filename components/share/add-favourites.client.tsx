'use client';
import { useSyncExternalStore } from 'react';
import { STORAGE, readIds, readString, subscribeStorage, writeIds } from '@/lib/browser/storage';

/** A listing of a shared list, as the favourites store it: its id and its section. */
export type SharedFavourite = { id: number; office: boolean };

const keyOf = (office: boolean) => (office ? STORAGE.officesLike : STORAGE.residencesLike);

/** Adds the listings missing from this browser's favourites, each at the end of its section's list. */
function addToFavourites(items: readonly SharedFavourite[]) {
  for (const office of [false, true]) {
    const key = keyOf(office);
    const ids = readIds(key);
    const more = items.filter((i) => i.office === office && !ids.includes(i.id)).map((i) => i.id);
    if (more.length) writeIds(key, [...ids, ...more]);
  }
}

/** Which of `items` are already favourites here; nothing on the server, where storage is not known. */
function useStored(items: readonly SharedFavourite[]): boolean[] {
  const raw = useSyncExternalStore(
    subscribeStorage,
    () => `${readString(STORAGE.residencesLike) ?? ''}|${readString(STORAGE.officesLike) ?? ''}`,
    () => '|',
  );
  const [residences, offices] = raw.split('|').map((v) => new Set(v.split(',')));
  return items.map((i) => (i.office ? offices : residences).has(String(i.id)));
}

const base =
  'inline-flex items-center gap-1.5 rounded-full px-3 text-sm font-semibold shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-default';
const heart = (filled: boolean) => (
  <svg viewBox="0 0 24 24" className={`size-4 ${filled ? 'fill-rose-500 stroke-rose-500' : 'fill-none stroke-current'}`} strokeWidth="2" aria-hidden="true">
    <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
  </svg>
);

type OneProps = SharedFavourite & { labels: { add: string; added: string; addNamed: string; addedNamed: string } };

/**
 * "Add to my favourites" on a shared list's card: writes the id to this browser's
 * favourites (storage keys RESIDENCES_LIKE / OFFICES_LIKE) and publishes the change, so the header's
 * badge follows. Once saved it says so and stays disabled; removing is the favourites page's job.
 */
export function AddFavourite({ id, office, labels }: OneProps) {
  const [saved] = useStored([{ id, office }]);
  return (
    <button
      type="button"
      onClick={() => addToFavourites([{ id, office }])}
      disabled={saved}
      aria-label={saved ? labels.addedNamed : labels.addNamed}
      data-testid="shared-add"
      data-saved={saved}
      className={`${base} h-9 ${saved ? 'bg-white text-rose-700' : 'bg-white/95 text-slate-800 hover:bg-white'}`}
    >
      {heart(saved)}
      {saved ? labels.added : labels.add}
    </button>
  );
}

type AllProps = { items: readonly SharedFavourite[]; labels: { addAll: string; allAdded: string } };

/** "Add all to my favourites": every listing of the shared list not yet saved here. */
export function AddAllFavourites({ items, labels }: AllProps) {
  const saved = useStored(items);
  const all = saved.every(Boolean);
  return (
    <button
      type="button"
      onClick={() => addToFavourites(items)}
      disabled={all}
      data-testid="shared-add-all"
      data-saved={all}
      className={`${base} h-10 ${all ? 'border border-rose-200 bg-rose-50 text-rose-700' : 'bg-brand-600 text-white hover:bg-brand-700'}`}
    >
      {heart(all)}
      {all ? labels.allAdded : labels.addAll}
    </button>
  );
}
