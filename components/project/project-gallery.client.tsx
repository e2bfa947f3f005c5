'use client';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { isPlainClick } from '@/components/ui/plain-click';
import { useSnapRow } from '@/components/ui/snap-row.client';
import { ARROW, SNAP_ROW } from '@/components/ui/snap-row-frame';
import { galleryImage } from './gallery-images';

/** The hero's fade when a thumbnail swaps it. */
const HERO_FADE_MS = 300;

type Props = {
  /** The photos' file names in gallery order (galleryFiles): their addresses are built here. */
  files: string[];
  /** Accessible names, formatted on the server: the gallery, each photo, each thumbnail. */
  label: string;
  alts: string[];
  showLabels: string[];
  previousLabel: string;
  nextLabel: string;
  /** The hero's rendered width per viewport (the page's layout decides it); the caller preloads the first photo with it. */
  sizes: string;
};

/**
 * The project hero and its thumbnail carousel. A thumbnail swaps the hero with a
 * 300 ms fade: the new photo fades in over the old one, which is dropped when the fade ends.
 * The thumbnails are a scroll-snap row (swipe or the arrows). Without scripts the first photo
 * shows, the row still scrolls and each thumbnail is a link to the full photo.
 */
export function ProjectGallery({ files, label, alts, showLabels, previousLabel, nextLabel, sizes }: Props) {
  const images = useMemo(() => files.map(galleryImage), [files]);
  const [active, setActive] = useState(0);
  const [previous, setPrevious] = useState<number | null>(null);
  const hero = useRef<HTMLImageElement>(null);
  const { ref: rowRef, can, step } = useSnapRow();

  useEffect(() => {
    const img = hero.current;
    if (previous === null || !img) return;
    let animation: Animation | undefined;
    let cancelled = false;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Fade in once the new photo can paint; until then the old one shows through underneath.
    img
      .decode()
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        animation = img.animate([{ opacity: 0 }, { opacity: 1 }], { duration: reduced ? 0 : HERO_FADE_MS, easing: 'ease-in-out', fill: 'forwards' });
        animation.onfinish = () => setPrevious(null);
      });
    return () => {
      cancelled = true;
      animation?.cancel();
    };
  }, [active, previous]);

  function choose(index: number) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      // A new tab or window keeps the plain link to the full photo.
      if (!isPlainClick(event)) return;
      event.preventDefault();
      if (index === active) return;
      setPrevious(active);
      setActive(index);
    };
  }

  const current = images[active];
  if (!current) return null;
  const back = previous !== null ? images[previous] : undefined;

  return (
    <section aria-label={label} data-testid="project-gallery">
      <div className="relative aspect-[16/9] overflow-hidden rounded-xl bg-slate-100 lg:aspect-[2/1]">
        {back && (
          // eslint-disable-next-line @next/next/no-img-element -- the photo being faded out
          <img src={back.hero} srcSet={back.heroSrcSet} sizes={sizes} alt="" aria-hidden="true" className="absolute inset-0 size-full object-cover" />
        )}
        {/* eslint-disable-next-line @next/next/no-img-element -- renditions are pre-built; the hero is the page's LCP image */}
        <img
          key={current.file}
          ref={hero}
          src={current.hero}
          srcSet={current.heroSrcSet}
          sizes={sizes}
          alt={alts[active] ?? ''}
          width={1280}
          height={720}
          loading="eager"
          fetchPriority={active === 0 ? 'high' : undefined}
          decoding="async"
          style={back ? { opacity: 0 } : undefined}
          className="absolute inset-0 size-full object-cover"
          data-testid="project-hero"
          data-index={active}
        />
      </div>
      {images.length > 1 && (
        <div className="mt-3 flex items-center gap-2">
          <button type="button" className={`${ARROW} max-sm:hidden`} onClick={() => step(-1)} disabled={!can.prev} aria-label={previousLabel}>
            <span aria-hidden="true">‹</span>
          </button>
          <div ref={rowRef} className={`min-w-0 flex-1 ${SNAP_ROW}`}>
            <ul className="flex w-full gap-2">
              {images.map((image, i) => (
                <li key={image.file} className="thumb-item">
                  <a
                    href={image.full}
                    onClick={choose(i)}
                    aria-label={showLabels[i]}
                    aria-current={i === active ? 'true' : undefined}
                    className={`block aspect-[4/3] overflow-hidden rounded-lg border-2 ${i === active ? 'border-brand-600' : 'border-transparent opacity-80 hover:opacity-100'}`}
                    data-testid="project-thumb"
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- 320 px renditions */}
                    <img src={image.thumb} alt="" width={320} height={240} loading="lazy" decoding="async" className="size-full object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <button type="button" className={`${ARROW} max-sm:hidden`} onClick={() => step(1)} disabled={!can.next} aria-label={nextLabel}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
