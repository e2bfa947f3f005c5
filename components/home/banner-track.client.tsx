'use client';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';

const AUTOPLAY_MS = 5000;

export type BannerLabels = {
  /** The controls' group name. */
  controls: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
};

const noSubscription = () => () => undefined;
const REDUCED = '(prefers-reduced-motion: reduce)';
function subscribeReduced(onChange: () => void) {
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The moving part of the home banner (a slide every 5 seconds, looping) over the
 * server-rendered slides, with what WCAG 2.2.2 asks of anything that moves by itself: a visible
 * pause/play button, previous and next buttons, and ←/→ on the controls. Autoplay holds while the
 * pointer is over the banner or focus is inside it (the search form sits on top), and does not
 * start under prefers-reduced-motion unless the visitor presses play. The controls appear once
 * scripts run: without them nothing moves, and the first slide shows.
 */
export function BannerTrack({ count, labels, positions, children }: { count: number; labels: BannerLabels; positions: readonly string[]; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const reduced = useSyncExternalStore(subscribeReduced, () => window.matchMedia(REDUCED).matches, () => false);
  /** The visitor's own choice from the button; until then autoplay follows the motion preference. */
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reduced;
  const [held, setHeld] = useState(false);
  const [index, setIndex] = useState(0);

  const go = useCallback(
    (to: number) => {
      const el = track.current;
      const next = (to + count) % count;
      setIndex(next);
      el?.scrollTo({ left: next * el.clientWidth, behavior: reduced ? 'auto' : 'smooth' });
    },
    [count, reduced],
  );

  useEffect(() => {
    const root = track.current?.closest<HTMLElement>('[data-testid="home-banner"]');
    if (!root) return;
    let pointer = false;
    let focus = false;
    const update = () => setHeld(pointer || focus);
    const listeners: [string, (e: Event) => void][] = [
      ['pointerenter', () => ((pointer = true), update())],
      ['pointerleave', () => ((pointer = false), update())],
      ['focusin', () => ((focus = true), update())],
      ['focusout', (e) => ((focus = root.contains((e as FocusEvent).relatedTarget as Node | null)), update())],
    ];
    for (const [name, fn] of listeners) root.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of listeners) root.removeEventListener(name, fn);
    };
  }, []);

  // Restarted at every change of slide, so each gets its full 5 seconds however it was reached;
  // a hidden tab skips its turns.
  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) go(index + 1);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, count, index, go]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    go(index + (e.key === 'ArrowRight' ? 1 : -1));
  };

  const button =
    'inline-flex size-9 items-center justify-center rounded-full bg-black/45 text-white hover:bg-black/65 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

  return (
    <>
      {/* Not aria-hidden: the slides' images are decorative (alt=""), their texts are read once each. */}
      <div className="absolute inset-0 -z-10 overflow-hidden">
        <div ref={track} className="flex h-full snap-x snap-mandatory overflow-hidden" data-testid="banner-track">
          {children}
        </div>
      </div>
      {hydrated && (
        <div className="pointer-events-none absolute inset-x-0 bottom-3">
          <div className="mx-auto flex max-w-7xl justify-end px-4">
            <div role="group" aria-label={labels.controls} onKeyDown={onKeyDown} className="pointer-events-auto flex items-center gap-2" data-testid="banner-controls">
              <button type="button" className={button} onClick={() => go(index - 1)} aria-label={labels.previous}>
                <span aria-hidden="true">‹</span>
              </button>
              <button type="button" className={button} onClick={() => setChosen(!playing)} aria-label={playing ? labels.pause : labels.play} data-testid="banner-play">
                {playing ? (
                  <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5 fill-current">
                    <path d="M3 2h3.5v12H3zM9.5 2H13v12H9.5z" />
                  </svg>
                ) : (
                  <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5 fill-current">
                    <path d="M4 2l10 6-10 6z" />
                  </svg>
                )}
              </button>
              <button type="button" className={button} onClick={() => go(index + 1)} aria-label={labels.next}>
                <span aria-hidden="true">›</span>
              </button>
              <p className="min-w-10 rounded-full bg-black/45 px-2 py-1 text-center text-xs font-medium text-white tabular-nums" aria-hidden="true">
                {index + 1} / {count}
              </p>
              {/* Announced when the visitor moves the slides, not at every turn of the autoplay. */}
              <p className="sr-only" aria-live={playing && !held ? 'off' : 'polite'} data-testid="banner-status">
                {positions[index]}
              </p>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
