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

/**
 * Follows a strip: `onItem` hears of each new item shown (swipe, buttons, keys alike), and
 * `target()` is where it is going: the item a move is gliding to until it arrives (or the scroll
 * ends), so that a second key press or click moves on from there, not from where the glide is.
 */
export function followStrip(strip: HTMLElement, count: number, onItem: (index: number) => void) {
  let frame = 0;
  let last = shownItem(strip, count);
  let aim: number | null = null;
  const update = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const now = shownItem(strip, count);
      if (now === aim) aim = null;
      if (now !== last) onItem((last = now));
    });
  };
  const ended = () => {
    aim = null;
  };
  strip.addEventListener('scroll', update, { passive: true });
  strip.addEventListener('scrollend', ended);
  return {
    target: () => aim ?? shownItem(strip, count),
    go(index: number, jump = false) {
      aim = Math.max(0, Math.min(count - 1, index));
      showItem(strip, aim, jump);
      return aim;
    },
    /** ←/→, Home or End: moves on from where the strip is going and answers the item; null for any other key. */
    step(key: string): number | null {
      const to = keyStep(key, aim ?? shownItem(strip, count), count);
      return to === null ? null : this.go(to);
    },
    stop() {
      strip.removeEventListener('scroll', update);
      strip.removeEventListener('scrollend', ended);
      cancelAnimationFrame(frame);
    },
  };
}

export type StripFollower = ReturnType<typeof followStrip>;

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
