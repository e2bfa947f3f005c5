import { imageSrcSet, imageUrl } from '@/lib/format/image';

export type GalleryImage = { file: string; full: string; hero: string; heroSrcSet?: string; thumb: string; plan: boolean };

/** The gallery's words, formatted on the server (./gallery-words.ts): one entry per item in `alts`, `shows` and `counters`. */
export type GalleryWords = {
  label: string;
  alts: string[];
  shows: string[];
  /** `3 / 9` per item, the floor plan counted last. */
  counters: string[];
  previous: string;
  next: string;
  fullScreen: string;
  viewer: string;
  close: string;
  /** The floor plan's caption, when there is one. */
  floorPlan: string | null;
};

/**
 * The photos of a building in gallery order: the chosen main photo (`imageActive`) first, then the
 * others once each. The first is the hero the page opens with.
 * The server passes the gallery these file names only; it builds their addresses itself.
 */
export function galleryFiles(images: readonly string[], active?: string | null): string[] {
  return [...new Set([...(active ? [active] : []), ...images])].filter(Boolean);
}

/** An item's addresses: the full file (its links), the main photo's renditions, the thumbnail's. */
export function galleryImage(file: string, plan = false): GalleryImage {
  return { file, full: imageUrl(file), hero: imageUrl(file, 1280), heroSrcSet: imageSrcSet(file), thumb: imageUrl(file, 320), plan };
}
