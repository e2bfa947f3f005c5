'use client';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, type ReactNode } from 'react';

type Props = { images: { url: string; alt: string }[]; children: ReactNode };

const AUTOPLAY_MS = 5000;

/**
 * The home banner (SPEC §2, §4): slides loop and advance every 5 seconds, pausing while the
 * visitor hovers or focuses the search form on top. Without scripts the first slide shows.
 */
export function BannerCarousel({ images, children }: Props) {
  const [viewport, api] = useEmblaCarousel({ loop: true, watchDrag: false });

  useEffect(() => {
    if (!api || images.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let paused = false;
    const root = api.rootNode().parentElement;
    const pause = () => (paused = true);
    const resume = () => (paused = false);
    root?.addEventListener('pointerenter', pause);
    root?.addEventListener('pointerleave', resume);
    root?.addEventListener('focusin', pause);
    root?.addEventListener('focusout', resume);
    const timer = window.setInterval(() => !paused && !document.hidden && api.scrollNext(), AUTOPLAY_MS);
    return () => {
      window.clearInterval(timer);
      root?.removeEventListener('pointerenter', pause);
      root?.removeEventListener('pointerleave', resume);
      root?.removeEventListener('focusin', pause);
      root?.removeEventListener('focusout', resume);
    };
  }, [api, images.length]);

  return (
    <div className="relative isolate z-10 bg-brand-800" data-testid="home-banner">
      <div ref={viewport} className="absolute inset-0 -z-10 overflow-hidden" aria-hidden="true">
        <div className="flex h-full">
          {images.map((image, i) => (
            <div key={image.url} className="h-full min-w-0 shrink-0 grow-0 basis-full">
              {/* eslint-disable-next-line @next/next/no-img-element -- the seed writes the renditions; the first slide is the LCP image */}
              <img src={image.url} alt="" loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} decoding="async" className="size-full object-cover" />
            </div>
          ))}
        </div>
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/45 via-black/25 to-black/55" aria-hidden="true" />
      {children}
    </div>
  );
}
