'use client';
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { STORAGE, readIds, readString, subscribeStorage, writeIds } from '@/lib/browser/storage';

/** What the heart says when the listing is not (add) or is (remove) a favourite, translated with its name by the caller. */
export type FavouriteLabels = { add: string; remove: string };

type Props = { id: number; office: boolean; labels: FavouriteLabels; className?: string };

/**
 * The heart on cards and detail pages: adds or removes the id in the
 * section's stored list and publishes the change, so header badges and other cards follow.
 *
 * A native checkbox drawn as a heart, so a tap counts before the page's scripts have run (a phone on
 * slow 4G shows the page a second or more before React hydrates it, and React hears no event from
 * before it starts): the browser ticks the box and CSS fills the heart, React keeps the tick it
 * finds while hydrating, and the layout effect below stores it. e2e/taps.spec.ts taps it at first paint.
 */
export function FavouriteToggle({ id, office, labels, className = '' }: Props) {
  const key = office ? STORAGE.officesLike : STORAGE.residencesLike;
  const stored = useSyncExternalStore(subscribeStorage, () => readString(key) ?? '', () => '');
  const active = stored.split(',').includes(String(id));
  const box = useRef<HTMLInputElement>(null);

  // Ticked before hydration: the visitor's tap, stored now (the server cannot know the stored list,
  // so its HTML is always unticked).
  useLayoutEffect(() => {
    const ids = readIds(key);
    if (box.current?.checked && !ids.includes(id)) writeIds(key, [...ids, id]);
  }, [id, key]);

  const toggle = (checked: boolean) => {
    const ids = readIds(key).filter((i) => i !== id);
    writeIds(key, checked ? [...ids, id] : ids);
  };
  return (
    <span className={`heart ${className}`}>
      <span className="heart-in">
        <input
          ref={box}
          type="checkbox"
          checked={active}
          onChange={(e) => toggle(e.target.checked)}
          aria-label={active ? labels.remove : labels.add}
          data-testid="favourite-toggle"
          className="peer heart-box"
        />
        <svg
          viewBox="0 0 24 24"
          className="heart-icon"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
        </svg>
      </span>
    </span>
  );
}
