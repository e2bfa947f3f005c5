'use client';
import { useEffect, useRef, type ReactNode } from 'react';

const AUTOPLAY_MS = 5000;

/**
 * The moving part of the home banner: a scroll-snap row of the server-rendered slides that
 * advances one slide every 5 seconds and starts again after the last, pausing while the visitor
 * hovers or focuses anything in the banner (the search form sits on top) and never moving under
 * prefers-reduced-motion.
 */
export function BannerTrack({ count, children }: { count: number; children: ReactNode }) {
  const track = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = track.current;
    if (!el || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const root = el.closest<HTMLElement>('[data-testid="home-banner"]') ?? el;
    let paused = false;
    const pause = () => (paused = true);
    const resume = () => (paused = false);
    root.addEventListener('pointerenter', pause);
    root.addEventListener('pointerleave', resume);
    root.addEventListener('focusin', pause);
    root.addEventListener('focusout', resume);
    const timer = window.setInterval(() => {
      if (paused || document.hidden || !el.clientWidth) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => {
      window.clearInterval(timer);
      root.removeEventListener('pointerenter', pause);
      root.removeEventListener('pointerleave', resume);
      root.removeEventListener('focusin', pause);
      root.removeEventListener('focusout', resume);
    };
  }, [count]);

  return (
    <div ref={track} className="flex h-full snap-x snap-mandatory overflow-hidden" data-testid="banner-track">
      {children}
    </div>
  );
}
