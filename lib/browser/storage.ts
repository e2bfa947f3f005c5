/**
 * The browser storage keys and the small helpers every island uses to read them.
 * Favourites and history are stored as comma-joined ids.
 */
export const STORAGE = {
  residencesLike: 'RESIDENCES_LIKE',
  officesLike: 'OFFICES_LIKE',
  history: 'HISTORY',
  resultOfficeSearch: 'resultOfficeSearch',
  resultBlogSearch: 'resultBlogSearch',
  resultResidenceSearch: 'resultSearch',
  locationCity: 'LOCATION_CITY',
  locationAddress: 'LOCATION_ADDRESS',
  language: 'language',
  contactFavorite: 'CONTACT_FAVORITE',
  contactHistory: 'CONTACT_HISTORY',
  isClearAllFavourite: 'IS_CLEAR_ALL_FAVOURITE',
  isClearAllHistory: 'IS_CLEAR_ALL_HISTORY',
  /** The place the renter measures from (issue 47): "My office" or the last place searched near, see lib/places/chosen.ts. */
  chosenPlace: 'CHOSEN_PLACE',
} as const;
export type StorageKey = (typeof STORAGE)[keyof typeof STORAGE];

/** Published when an island changes a stored list, so badges in the same tab follow. */
export const STORAGE_EVENT = 'vn-rentals:storage';

export const BADGE_CAP = 999;

/** `1234` → `999+`, empty for nothing. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Parses a stored id list, keeping each positive integer once, in order. */
export function parseIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const seen = new Set<number>();
  for (const part of value.split(',')) {
    const id = Number(part.trim());
    if (Number.isInteger(id) && id > 0) seen.add(id);
  }
  return [...seen];
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, blocked cookies)
  }
}

export function readString(key: StorageKey): string | null {
  return storage()?.getItem(key) ?? null;
}

export function readIds(key: StorageKey): number[] {
  return parseIds(readString(key));
}

export function writeString(key: StorageKey, value: string | null): void {
  const s = storage();
  if (!s) return;
  try {
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    return; // quota exceeded: the list stays as it was
  }
  window.dispatchEvent(new CustomEvent(STORAGE_EVENT, { detail: { key } }));
}

export function writeIds(key: StorageKey, ids: number[]): void {
  writeString(key, ids.length ? ids.join(',') : null);
}

/** Calls `listener` whenever any stored list changes, in this tab or another. */
export function subscribeStorage(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(STORAGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(STORAGE_EVENT, listener);
  };
}
