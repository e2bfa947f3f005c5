'use client';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { SnapRowFrame, type SnapRowLabels } from './snap-row-frame';

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

type Props = SnapRowLabels & { loop?: boolean; children: ReactNode };

/** A row of server-rendered `<li>` slides between previous and next buttons that step through them. */
export function SnapRow({ loop = false, children, ...labels }: Props) {
  const { ref, can, step } = useSnapRow(loop);
  return (
    <SnapRowFrame {...labels} can={can} step={step} rowRef={ref}>
      {children}
    </SnapRowFrame>
  );
}
