'use client';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon } from '@/components/ui/close-icon';
import { ARROW, SNAP_ROW } from '@/components/ui/snap-row-frame';
import type { GalleryImage, GalleryWords } from './gallery-images';
import { followStrip, itemCaption, showItem, type StripFollower } from './gallery-strip';

type Props = {
  items: GalleryImage[];
  words: GalleryWords;
  /** The item it opens on. */
  start: number;
  /** Closing (Escape, the button): the item shown last, for the page's gallery to show it too. */
  onClose: (last: number) => void;
};

const SIDE = `${ARROW} absolute top-1/2 size-11 -translate-y-1/2 border-white/30 bg-slate-900/70 text-2xl text-white hover:bg-slate-800 disabled:opacity-30`;

/**
 * The gallery full screen, on a native <dialog> opened with showModal(): the page behind is inert
 * and Tab stays inside. Its items are a scroll-snap strip as on the page (swipe on touch),
 * ←/→ step, Escape closes. Mounted only while open, so its images load only then: the one it
 * opens on and its neighbours at once, the others as they near.
 */
export function GalleryViewer({ items, words, start, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const strip = useRef<HTMLUListElement>(null);
  const [at, setAt] = useState(start);
  const follower = useRef<StripFollower | null>(null);
  const count = items.length;

  useEffect(() => {
    const d = dialog.current;
    const s = strip.current;
    if (!d || !s) return;
    if (!d.open) d.showModal();
    showItem(s, start, true);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const f = followStrip(s, count, setAt);
    follower.current = f;
    return () => {
      f.stop();
      document.body.style.overflow = overflow;
    };
  }, [start, count]);

  const close = () => {
    dialog.current?.close();
    onClose(at);
  };
  const go = (index: number) => follower.current?.go(index);
  const from = () => follower.current?.target() ?? at;
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if ((follower.current?.step(event.key) ?? null) !== null) event.preventDefault();
  };
  const item = items[at];

  return (
    <dialog
      ref={dialog}
      aria-label={words.viewer}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
      data-testid="gallery-viewer"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-2">
          <p aria-live="polite" aria-atomic="true" className="text-sm font-medium tabular-nums" data-testid="viewer-counter">
            {itemCaption(words.counters[at], words.floorPlan, item?.plan ?? false)}
          </p>
          <button
            type="button"
            onClick={close}
            aria-label={words.close}
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            data-testid="viewer-close"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
        <div className="relative min-h-0 flex-1">
          <ul ref={strip} tabIndex={0} aria-label={words.label} className={`absolute inset-0 ${SNAP_ROW} focus-visible:outline-2 focus-visible:outline-white`}>
            {items.map((image, i) => (
              <li key={image.file} className="flex size-full shrink-0 snap-center snap-always items-center justify-center p-2 sm:px-16 sm:py-4" data-testid="viewer-item">
                {/* eslint-disable-next-line @next/next/no-img-element -- pre-built renditions */}
                <img
                  src={image.hero}
                  srcSet={image.heroSrcSet}
                  sizes="100vw"
                  alt={words.alts[i] ?? ''}
                  loading={Math.abs(i - start) <= 1 ? 'eager' : 'lazy'}
                  decoding="async"
                  className={`max-h-full max-w-full object-contain ${image.plan ? 'rounded bg-white p-3' : ''}`}
                  data-plan={image.plan || undefined}
                />
              </li>
            ))}
          </ul>
          {count > 1 && (
            <>
              <button type="button" className={`${SIDE} left-2`} onClick={() => go(from() - 1)} disabled={at === 0} aria-label={words.previous} data-testid="viewer-prev">
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className={`${SIDE} right-2`} onClick={() => go(from() + 1)} disabled={at === count - 1} aria-label={words.next} data-testid="viewer-next">
                <span aria-hidden="true">›</span>
              </button>
            </>
          )}
        </div>
      </div>
    </dialog>
  );
}
