'use client';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

type Edges = { prev: boolean; next: boolean };

/**
 * Previous/next for a CSS scroll-snap row (the browser does the sliding, snapping and swiping).
 * Both ends report false until scripts run, so the server HTML's buttons are disabled; with
 * `loop`, next at the end goes back to the start and previous at the start to the end.
 */
export function useSnapRow(loop = false): { ref: RefObject<HTMLDivElement | null>; can: Edges; step: (direction: 1 | -1) => void } {
  const ref = useRef<HTMLDivElement>(null);
  const [can, setCan] = useState<Edges>({ prev: false, next: false });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const overflow = el.scrollWidth - el.clientWidth > 1;
      setCan({
        prev: overflow && (loop || el.scrollLeft > 1),
        next: overflow && (loop || el.scrollLeft + el.clientWidth < el.scrollWidth - 1),
      });
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [loop]);

  const step = useCallback(
    (direction: 1 | -1) => {
      const el = ref.current;
      const item = el?.querySelector('li');
      if (!el || !item) return;
      const atStart = el.scrollLeft <= 1;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
      if (loop && direction === 1 && atEnd) el.scrollTo({ left: 0, behavior: 'smooth' });
      else if (loop && direction === -1 && atStart) el.scrollTo({ left: el.scrollWidth, behavior: 'smooth' });
      else el.scrollBy({ left: direction * item.getBoundingClientRect().width, behavior: 'smooth' });
    },
    [loop],
  );

  return { ref, can, step };
}

export const ARROW =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:opacity-40';

/** Hides the scrollbar of a row that is moved by its buttons or by swiping. */
export const SNAP_ROW = 'flex snap-x snap-mandatory overflow-x-auto scroll-smooth [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';

type Props = { previousLabel: string; nextLabel: string; loop?: boolean; children: ReactNode };

/** A row of server-rendered `<li>` slides between previous and next buttons. */
export function SnapRow({ previousLabel, nextLabel, loop = false, children }: Props) {
  const { ref, can, step } = useSnapRow(loop);
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={ARROW} onClick={() => step(-1)} disabled={!can.prev} aria-label={previousLabel}>
        <span aria-hidden="true">‹</span>
      </button>
      <div ref={ref} className={`min-w-0 flex-1 ${SNAP_ROW}`}>
        {children}
      </div>
      <button type="button" className={ARROW} onClick={() => step(1)} disabled={!can.next} aria-label={nextLabel}>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
