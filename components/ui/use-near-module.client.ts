'use client';
import { useEffect, useState, type RefObject } from 'react';
import { whenNear } from './when-near';

export type Arrived<M, S> = { module: M; state: S };

/**
 * The module `load` gives, once the element comes near the viewport (or the visitor focuses or
 * taps inside it first), with `capture`'s reading of the element's server markup at that moment
 * (what was typed into it, where focus was) for the interactive version to start from. Until then,
 * and if the module cannot load, null: the server's markup stays.
 *
 * For islands below the fold (the footer's form and carousel): their code is not part of the
 * page's first load. `load` must be a stable function (declared at module level).
 */
export function useNearModule<M, S>(ref: RefObject<HTMLElement | null>, load: () => Promise<M>, capture: (element: HTMLElement) => S): Arrived<M, S> | null {
  const [arrived, setArrived] = useState<Arrived<M, S> | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    let stopWatching = () => {};
    const start = () => {
      stop();
      load()
        .then((module) => {
          if (!cancelled) setArrived({ module, state: capture(element) });
        })
        .catch(() => {
          // The server's markup stays.
        });
    };
    const stop = () => {
      stopWatching();
      element.removeEventListener('focusin', start);
      element.removeEventListener('pointerdown', start);
    };
    element.addEventListener('focusin', start);
    element.addEventListener('pointerdown', start);
    stopWatching = whenNear(element, start);
    return () => {
      cancelled = true;
      stop();
    };
  }, [ref, load, capture]);
  return arrived;
}
