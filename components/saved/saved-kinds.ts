import { STORAGE } from '@/lib/browser/storage';

export type SavedKind = 'favorites' | 'histories';

/** The stored lists of each page, the flag clear-all leaves, the contact selection's key, the order shown. */
export const KINDS = {
  favorites: {
    sections: [
      { key: STORAGE.residencesLike, title: 'favorites.residences' },
      { key: STORAGE.officesLike, title: 'favorites.offices' },
    ],
    flag: STORAGE.isClearAllFavourite,
    contact: STORAGE.contactFavorite,
    newestFirst: false,
  },
  histories: {
    sections: [{ key: STORAGE.history, title: 'histories.list' }],
    flag: STORAGE.isClearAllHistory,
    contact: STORAGE.contactHistory,
    newestFirst: true,
  },
} as const;

/** The page's heading (saved-page.tsx), where focus goes when the last card is removed (./use-removal-focus.ts). */
export const SAVED_TITLE_ID = 'saved-title';
