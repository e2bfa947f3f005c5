import { imageSrcSet, imageUrl } from '@/lib/format/image';

export type GalleryImage = { file: string; full: string; hero: string; heroSrcSet?: string; thumb: string };

/**
 * The photos of a building in gallery order: the chosen main photo (`imageActive`) first, then the
 * others once each. The first is the hero the page opens with (and the only one without scripts).
 * The server passes the gallery these file names only; it builds their addresses itself.
 */
export function galleryFiles(images: readonly string[], active?: string | null): string[] {
  return [...new Set([...(active ? [active] : []), ...images])].filter(Boolean);
}

/** A photo's addresses: the full JPEG (the thumbnail's link), the hero's renditions, the thumbnail's. */
export function galleryImage(file: string): GalleryImage {
  return { file, full: imageUrl(file), hero: imageUrl(file, 1280), heroSrcSet: imageSrcSet(file), thumb: imageUrl(file, 320) };
}
