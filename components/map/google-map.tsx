'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Coordinates } from './location';

/** The small part of the Maps JavaScript API this island uses (no @types package for one call). */
type MapsApi = {
  Map: new (element: HTMLElement, options: { center: { lat: number; lng: number }; zoom: number; mapTypeControl?: boolean; streetViewControl?: boolean }) => unknown;
  Marker: new (options: { position: { lat: number; lng: number }; map: unknown; title?: string }) => unknown;
  LatLngBounds: new () => { extend: (point: { lat: number; lng: number }) => void };
};
type DrawnMap = { fitBounds: (bounds: unknown) => void };
type MapsWindow = Window & { google?: { maps?: MapsApi }; __isnMapsReady?: () => void };

let loader: Promise<MapsApi> | undefined;

/** Loads the Maps script once per page; every map on the page waits for the same promise. */
function loadMaps(apiKey: string, language: string): Promise<MapsApi> {
  const w = window as MapsWindow;
  if (w.google?.maps?.Map) return Promise.resolve(w.google.maps);
  loader ??= new Promise<MapsApi>((resolve, reject) => {
    w.__isnMapsReady = () => (w.google?.maps ? resolve(w.google.maps) : reject(new Error('maps unavailable')));
    const script = document.createElement('script');
    const query = new URLSearchParams({ key: apiKey, v: 'weekly', language, callback: '__isnMapsReady' });
    script.src = `https://maps.googleapis.com/maps/api/js?${query}`;
    script.async = true;
    script.onerror = () => {
      loader = undefined;
      reject(new Error('maps script failed'));
    };
    document.head.appendChild(script);
  });
  return loader;
}

type Props = Coordinates & {
  apiKey: string;
  zoom: number;
  height: number;
  /** The pin's tooltip and the map's accessible name. */
  label: string;
  language: string;
  /** Shown until the map draws, and kept if the script cannot load (or scripts are off). */
  children: ReactNode;
  /** More places to pin (the contact page's offices); the map then fits them all. */
  markers?: readonly { lat: number; lng: number; title: string }[];
};

/**
 * A Google map with one pin. The server renders the static location card over it; the card goes
 * only once the map has really drawn, so a blocked or failing script (or no scripts) leaves a card.
 */
export function GoogleMap({ apiKey, latitude, longitude, zoom, height, label, language, children, markers }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadMaps(apiKey, language)
      .then((maps) => {
        if (cancelled || !box.current) return;
        const position = { lat: latitude, lng: longitude };
        const map = new maps.Map(box.current, { center: position, zoom, mapTypeControl: false, streetViewControl: false });
        new maps.Marker({ position, map, title: label });
        if (markers?.length) {
          const bounds = new maps.LatLngBounds();
          bounds.extend(position);
          for (const m of markers) {
            new maps.Marker({ position: { lat: m.lat, lng: m.lng }, map, title: m.title });
            bounds.extend({ lat: m.lat, lng: m.lng });
          }
          (map as DrawnMap).fitBounds(bounds);
        }
        setDrawn(true);
      })
      .catch(() => {
        // The card stays; nothing else depends on the map.
      });
    return () => {
      cancelled = true;
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
