import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { imageSrcSet, imageUrl, type ImageWidth } from '@/lib/format';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'fetchPriority' | 'sizes'> & {
  /** A stored file served by /images (its renditions of IMAGE_WIDTHS are pre-built by the seed). */
  file: string;
  /** The rendered width per viewport, so a phone picks the 640 px rendition and a desktop the 1280 one. */
  sizes: string;
  /** The rendition used as `src` where srcset is not understood. */
  base?: ImageWidth;
  /** The page's LCP image: preloaded from the head and loaded at once with high priority; otherwise lazily. */
  priority?: boolean;
  /** Lazy loading off without raising the priority (images shown at once but not the LCP). */
  eager?: boolean;
  testId?: string;
};

/**
 * Asks for the page's LCP image from the document head, before the stylesheet and the scripts,
 * with the same srcset and sizes as its <img> so the browser fetches one rendition only.
 */
export function preloadImage(file: string, sizes: string, base: ImageWidth = 640): void {
  const srcSet = imageSrcSet(file);
  preload(imageUrl(file, base), { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}) });
}

/**
 * One stored image with its renditions: the srcset, `alt=""` unless given (decorative next to
 * its own caption), async decoding, and lazy loading unless it is the LCP image.
 */
export function SiteImage({ file, sizes, base = 640, priority = false, eager = false, alt = '', testId, ...rest }: Props) {
  if (priority) preloadImage(file, sizes, base);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- renditions are pre-built by the seed and served by /images with long cache headers; srcset picks one
    <img
      src={imageUrl(file, base)}
      srcSet={imageSrcSet(file)}
      sizes={sizes}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      // Absent attributes are left out rather than given as undefined: the page's RSC payload
      // would spell each one out ("$undefined") on every card.
      {...(priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const })}
      {...(testId ? { 'data-testid': testId } : {})}
      {...rest}
    />
  );
}
