import type { ImgHTMLAttributes } from 'react';
import { imageSrcSet, imageUrl } from '@/lib/format';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'loading' | 'fetchPriority'> & {
  /** A stored file served by /images (its 320/640/1280 renditions are pre-built by the seed). */
  file: string;
  /** The rendition used as `src` where srcset is not understood. */
  base?: 320 | 640 | 1280;
  /** The page's LCP image: loaded at once with high priority; otherwise lazily. */
  priority?: boolean;
  /** Lazy loading off without raising the priority (images shown at once but not the LCP). */
  eager?: boolean;
  testId?: string;
};

/**
 * One stored image with its renditions: the srcset, `alt=""` unless given (decorative next to
 * its own caption), async decoding, and lazy loading unless it is the LCP image.
 */
export function SiteImage({ file, base = 640, priority = false, eager = false, alt = '', testId, ...rest }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- renditions are pre-built by the seed and served by /images with long cache headers; srcset picks one
    <img
      src={imageUrl(file, base)}
      srcSet={imageSrcSet(file)}
      alt={alt}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-testid={testId}
      {...rest}
    />
  );
}
