'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenNear } from '@/components/ui/when-near';
import type { MapPlan } from './draw-map';

type Props = Omit<MapPlan, 'markers'> & {
  height: number;
  /** Shown until the map draws, and kept if the script cannot load (or scripts are off). */
  children: ReactNode;
  /** More places to pin (the contact page's offices); the map then fits them all. */
  markers?: MapPlan['markers'];
};

/**
 * A Google map with one pin. The server renders the static location card over it; the card goes
 * only once the map has really drawn, so a blocked or failing script (or no scripts) leaves a card.
 * The drawing code (./draw-map) and Google's script load when the map comes within 400 px of the
 * viewport, not with the page.
 */
export function GoogleMap({ apiKey, latitude, longitude, zoom, height, label, language, children, markers }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const draw = () =>
      import('./draw-map')
        .then(({ drawMap }) => drawMap(element, { apiKey, language, latitude, longitude, zoom, label, markers }, () => !cancelled))
        .then((done) => {
          if (done && !cancelled) setDrawn(true);
        })
        .catch(() => {
          // The card stays; nothing else depends on the map.
        });
    const stop = whenNear(element, () => void draw());
    return () => {
      cancelled = true;
      stop();
    };
  }, [apiKey, language, latitude, longitude, zoom, label, markers]);

  return (
    <div data-testid="location-map" data-map="google" data-drawn={drawn} className="relative w-full overflow-hidden rounded-xl bg-slate-100" style={{ height }}>
      {/* The map needs a laid-out box to draw into, so it sits under the card rather than hidden. */}
      <div ref={box} role="region" aria-label={label} className="absolute inset-0" />
      {!drawn && <div className="absolute inset-0 flex items-center justify-center p-4">{children}</div>}
    </div>
  );
}
