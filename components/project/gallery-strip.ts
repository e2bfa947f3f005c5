/** What the main gallery and its full-screen viewer share: reading and moving a one-item-wide scroll-snap strip. */

export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The item a strip shows: its scroll position over its width. */
export function shownItem(strip: HTMLElement, count: number): number {
  return Math.max(0, Math.min(count - 1, Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth))));
}

/** Scrolls the strip to an item: gliding, or at once (a jump, or reduced motion). */
export function showItem(strip: HTMLElement, index: number, jump = false): void {
  strip.scrollTo({ left: index * strip.clientWidth, behavior: jump || reducedMotion() ? 'instant' : 'smooth' });
}

/** Calls `onItem` with the item shown whenever the strip settles on another (swipe, buttons, keys alike). */
export function watchStrip(strip: HTMLElement, count: number, onItem: (index: number) => void): () => void {
  let frame = 0;
  let last = shownItem(strip, count);
  const update = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const now = shownItem(strip, count);
      if (now !== last) onItem((last = now));
    });
  };
  strip.addEventListener('scroll', update, { passive: true });
  return () => {
    strip.removeEventListener('scroll', update);
    cancelAnimationFrame(frame);
  };
}

/** ←/→ (and Home/End) as a step to another item; null for any other key. */
export function keyStep(key: string, at: number, count: number): number | null {
  if (key === 'ArrowRight') return Math.min(count - 1, at + 1);
  if (key === 'ArrowLeft') return Math.max(0, at - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** The caption of an item: its place (`3 / 9`), named "Floor plan" when it is one. */
export function itemCaption(counter: string | undefined, planLabel: string | null, plan: boolean): string {
  return plan && planLabel ? `${planLabel} · ${counter ?? ''}` : (counter ?? '');
}
