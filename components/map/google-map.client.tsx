'use client';
import { MapFailure } from '@/components/map/map-failure.client';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenNear } from '@/components/ui/when-near';
import type { MapPin } from './map-canvas.client';

// Not part of the page's first load: the chunk with vis.gl (and then Google's script) loads only
// when the map comes near the viewport.
const MapCanvas = lazy(() => import('./map-canvas.client').then((m) => ({ default: m.MapCanvas })));

type Props = {
  apiKey: string;
  mapId: string;
  language: 'en' | 'ja';
  /** The map's accessible name. */
  label: string;
  height: number;
  zoom: number;
  /** The map's place first; with several, the map fits them all. */
  pins: readonly MapPin[];
  /** The static location card: shown until the map draws, and kept or brought back if it cannot (or scripts are off). */
  children?: ReactNode;
};

type State = 'card' | 'drawn' | 'failed';

/**
 * The map island. The server renders the static card inside it; the card goes only once Google's
 * tiles are on screen, so a blocked or failing script, a refused key or no scripts at all leave
 * the card (or, where there is none, no empty box).
 */
export function GoogleMap({ apiKey, mapId, language, label, height, zoom, pins, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [state, setState] = useState<State>('card');
  const onDrawn = useCallback(() => setState((s) => (s === 'failed' ? s : 'drawn')), []);
  const onFailed = useCallback(() => setState('failed'), []);

  useEffect(() => {
    const element = box.current;
    return element ? whenNear(element, () => setNear(true)) : undefined;
  }, []);

  if (state === 'failed' && !children) return null;
  return (
    <div ref={box} data-testid="location-map" data-map="google" data-state={state} className="relative w-full overflow-hidden rounded-xl bg-slate-100" style={{ height }}>
      {near && state !== 'failed' && (
        <div role="region" aria-label={label} className="absolute inset-0">
          <MapFailure onFailed={onFailed}>
            <Suspense fallback={null}>
              <MapCanvas apiKey={apiKey} mapId={mapId} language={language} zoom={zoom} pins={pins} onDrawn={onDrawn} onFailed={onFailed} />
            </Suspense>
          </MapFailure>
        </div>
      )}
      {state !== 'drawn' && children && <div className="absolute inset-0 flex items-center justify-center p-4">{children}</div>}
    </div>
  );
}
