'use client';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useHydrated } from '@/components/search/use-hydrated.client';
import { isPlainClick } from '@/components/ui/plain-click';
import { ARROW, SNAP_ROW } from '@/components/ui/snap-row-frame';
import { galleryImage, type GalleryWords } from './gallery-images';
import { followStrip, itemCaption, reducedMotion, type StripFollower } from './gallery-strip';
import { GalleryViewer } from './gallery-viewer.client';

/** The fade of the main photo when a thumbnail jumps to it. */
const HERO_FADE_MS = 300;

type Props = {
  /** The photos' file names in gallery order (galleryFiles): their addresses are built here. */
  files: string[];
  /** The floor plan's file, shown after the photos as an item of its own. */
  floorPlan?: string | null;
  words: GalleryWords;
  /** The main photo's rendered width per viewport (the page's layout decides it); the caller preloads the first photo with it. */
  sizes: string;
};

const SIDE = `${ARROW} absolute top-1/2 -translate-y-1/2 border-white/70 bg-white/90 text-xl shadow-md`;

/**
 * A listing's or building's photos (and its floor plan last): the main photo is a scroll-snap strip
 * that swipes, previous/next and ←/→ move it, a counter in each item says where it is, and the
 * thumbnails below follow (aria-current) and jump to a photo with a 300 ms fade. A tap on the photo or
 * "Full screen" opens GalleryViewer. Without scripts the strip and the thumbnails still scroll, each
 * item still says its place, and the photos and thumbnails are links to the full files. Only the
 * first photo loads at once (the page's LCP image); the others as they near.
 */
export function ProjectGallery({ files, floorPlan, words, sizes }: Props) {
  const items = useMemo(() => [...files.map((file) => galleryImage(file)), ...(floorPlan ? [galleryImage(floorPlan, true)] : [])], [files, floorPlan]);
  const count = items.length;
  const live = useHydrated();
  const [active, setActive] = useState(0);
  const [said, setSaid] = useState('');
  const [viewing, setViewing] = useState<number | null>(null);
  const main = useRef<HTMLUListElement>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  const fullScreen = useRef<HTMLButtonElement>(null);
  const openedFrom = useRef<'photo' | 'button'>('button');
  const strip = useRef<StripFollower | null>(null);

  const follow = useCallback((index: number) => {
    const row = thumbs.current;
    const thumb = row?.querySelectorAll('li')[index];
    if (!row || !thumb) return;
    const r = row.getBoundingClientRect();
    const t = thumb.getBoundingClientRect();
    const by = t.left < r.left ? t.left - r.left : t.right > r.right ? t.right - r.right : 0;
    if (by) row.scrollBy({ left: by, behavior: reducedMotion() ? 'instant' : 'smooth' });
  }, []);

  useEffect(() => {
    const el = main.current;
    if (!el) return;
    const follower = followStrip(el, count, (index) => {
      setActive(index);
      setSaid(itemCaption(words.counters[index], words.floorPlan, items[index]?.plan ?? false));
      follow(index);
    });
    strip.current = follower;
    return () => {
      follower.stop();
      strip.current = null;
    };
  }, [count, items, words, follow]);

  const slideLink = (index: number) => main.current?.querySelectorAll<HTMLAnchorElement>('a')[index];

  const go = (index: number, fade = false) => {
    const to = strip.current?.go(index, fade);
    if (fade && to !== undefined) main.current?.querySelectorAll('img')[to]?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: reducedMotion() ? 0 : HERO_FADE_MS, easing: 'ease-in-out' });
  };
  /** Where a step starts: the item a glide is heading to, else the one shown. */
  const from = () => strip.current?.target() ?? active;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const to = strip.current?.step(event.key) ?? null;
    if (to === null) return;
    event.preventDefault();
    // The photo's link is the strip's one stop: it moves with the photo.
    slideLink(to)?.focus({ preventScroll: true });
  };

  const openAt = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the plain link to the full file.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    openedFrom.current = 'photo';
    setViewing(index);
  };

  const choose = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (index !== active) go(index, true);
  };

  const closed = (last: number) => {
    setViewing(null);
    strip.current?.go(last, true);
    // Focus goes back to what opened the viewer (the photo's link now shows the last photo seen).
    if (openedFrom.current === 'button') fullScreen.current?.focus();
    else slideLink(last)?.focus({ preventScroll: true });
  };

  if (!count) return null;

  return (
    <section aria-label={words.label} data-testid="project-gallery" data-hydrated={live || undefined}>
      <div className="relative aspect-[16/9] overflow-hidden rounded-xl bg-slate-100 lg:aspect-[2/1]">
        <ul ref={main} onKeyDown={onKeyDown} className={`absolute inset-0 ${SNAP_ROW}`} data-testid="gallery-main" data-index={active}>
          {items.map((item, i) => (
            <li key={item.file} className="relative size-full shrink-0 snap-start snap-always" data-testid="gallery-slide" data-kind={item.plan ? 'plan' : 'photo'}>
              <a href={item.full} onClick={openAt(i)} tabIndex={live && i !== active ? -1 : undefined} className="block size-full cursor-zoom-in focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-brand-600">
                {/* eslint-disable-next-line @next/next/no-img-element -- renditions are pre-built; the first photo is the page's LCP image */}
                <img
                  src={item.hero}
                  srcSet={item.heroSrcSet}
                  sizes={sizes}
                  alt={words.alts[i] ?? ''}
                  width={1280}
                  height={853}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                  className={item.plan ? 'size-full bg-white object-contain p-2' : 'size-full object-cover'}
                  data-testid={i === 0 ? 'project-hero' : undefined}
                />
              </a>
              {item.plan && words.floorPlan && (
                <span aria-hidden="true" className="absolute top-3 left-3 rounded-md bg-brand-700 px-2.5 py-1 text-sm font-semibold text-white" data-testid="gallery-plan-label">
                  {words.floorPlan}
                </span>
              )}
              {count > 1 && (
                <span aria-hidden="true" className="absolute right-3 bottom-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white tabular-nums" data-testid="gallery-badge">
                  {words.counters[i]}
                </span>
              )}
            </li>
          ))}
        </ul>
        {count > 1 && (
          <>
            <button type="button" className={`${SIDE} left-2`} onClick={() => go(from() - 1)} disabled={!live || active === 0} aria-label={words.previous} data-testid="gallery-prev">
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={`${SIDE} right-2`} onClick={() => go(from() + 1)} disabled={!live || active === count - 1} aria-label={words.next} data-testid="gallery-next">
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        {live && (
          <button
            ref={fullScreen}
            type="button"
            onClick={() => {
              openedFrom.current = 'button';
              setViewing(active);
            }}
            className="absolute top-2 right-2 inline-flex min-h-9 items-center gap-1.5 rounded-full bg-slate-900/75 px-3 text-sm font-medium text-white hover:bg-slate-900"
            data-testid="gallery-fullscreen"
          >
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </svg>
            <span className="max-sm:sr-only">{words.fullScreen}</span>
          </button>
        )}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="gallery-counter">
        {said}
      </p>
      {count > 1 && (
        <div ref={thumbs} className={`mt-3 ${SNAP_ROW}`}>
          <ul className="flex w-full gap-2">
            {items.map((item, i) => (
              <li key={item.file} className="thumb-item">
                <a
                  href={item.full}
                  onClick={choose(i)}
                  aria-label={words.shows[i]}
                  aria-current={i === active ? 'true' : undefined}
                  className={`relative block aspect-[4/3] overflow-hidden rounded-lg border-2 ${i === active ? 'border-brand-600' : 'border-transparent opacity-80 hover:opacity-100'}`}
                  data-testid="project-thumb"
                  data-kind={item.plan ? 'plan' : 'photo'}
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- 320 px renditions */}
                  <img src={item.thumb} alt="" width={320} height={240} loading="lazy" decoding="async" className={item.plan ? 'size-full bg-white object-contain' : 'size-full object-cover'} />
                  {item.plan && words.floorPlan && (
                    <span aria-hidden="true" className="absolute inset-x-0 bottom-0 bg-brand-700 py-0.5 text-center text-xs font-semibold text-white">
                      {words.floorPlan}
                    </span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {viewing !== null && <GalleryViewer items={items} words={words} start={viewing} onClose={closed} />}
    </section>
  );
}
