import { imageSrcSet, imageUrl } from '@/lib/format';

export type GalleryImage = { file: string; full: string; hero: string; heroSrcSet?: string; thumb: string };

/**
 * The photos of a building in gallery order: the chosen main photo (`imageActive`) first, then the
 * others once each. The first is the hero the page opens with (and the only one without scripts).
 */
export function galleryImages(images: readonly string[], active?: string | null): GalleryImage[] {
  const files = [...new Set([...(active ? [active] : []), ...images])].filter(Boolean);
  return files.map((file) => ({
    file,
    full: imageUrl(file),
    hero: imageUrl(file, 1280),
    heroSrcSet: imageSrcSet(file),
    thumb: imageUrl(file, 320),
  }));
}
