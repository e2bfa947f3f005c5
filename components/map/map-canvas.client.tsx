'use client';
import { AdvancedMarker, APIProvider, Map } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';

/** A place to pin: the map's own place first, then any others (the contact page's offices). */
export type MapPin = { lat: number; lng: number; title: string };

export type MapCanvasProps = {
  apiKey: string;
  /** Advanced Markers need a map ID (components/map/maps-key.ts). */
  mapId: string;
  language: 'en' | 'ja';
  zoom: number;
  pins: readonly MapPin[];
  /** The first tiles are on screen: the card over the map may go. */
  onDrawn: () => void;
  /** Google's script did not load, or refused the key: the card stays or comes back. */
  onFailed: () => void;
};

type AuthWindow = Window & { gm_authFailure?: () => void };

// Google calls window.gm_authFailure once, after the script has loaded, when it refuses the key
// (wrong referrer, billing off); the library's own status never says so. Shared by every map on the page.
const authWatchers = new Set<() => void>();
let authFailed = false;

function watchAuth(onFailed: () => void): () => void {
  (window as AuthWindow).gm_authFailure = () => {
    authFailed = true;
    for (const notify of authWatchers) notify();
  };
  if (authFailed) onFailed();
  authWatchers.add(onFailed);
  return () => void authWatchers.delete(onFailed);
}

/** The smallest box around all pins, for a map of several places. */
function boundsOf(pins: readonly MapPin[]): google.maps.LatLngBoundsLiteral {
  const lats = pins.map((p) => p.lat);
  const lngs = pins.map((p) => p.lng);
  return { north: Math.max(...lats), south: Math.min(...lats), east: Math.max(...lngs), west: Math.min(...lngs) };
}

/**
 * The Google part of the map island, loaded only once the map nears the viewport: vis.gl's
 * APIProvider loads the Maps JavaScript API asynchronously (its dynamic library import), Map draws
 * it and AdvancedMarker pins each place. One pin opens at `zoom`; several are fitted into view.
 */
export function MapCanvas({ apiKey, mapId, language, zoom, pins, onDrawn, onFailed }: MapCanvasProps) {
  useEffect(() => watchAuth(onFailed), [onFailed]);
  const [first] = pins;
  if (!first) return null;
  const camera = pins.length > 1 ? { defaultBounds: { ...boundsOf(pins), padding: 48 } } : { defaultCenter: { lat: first.lat, lng: first.lng }, defaultZoom: zoom };
  return (
    <APIProvider apiKey={apiKey} language={language} onError={onFailed}>
      <Map mapId={mapId} {...camera} mapTypeControl={false} streetViewControl={false} onTilesLoaded={onDrawn}>
        {pins.map((pin) => (
          <AdvancedMarker key={`${pin.lat},${pin.lng},${pin.title}`} position={{ lat: pin.lat, lng: pin.lng }} title={pin.title} />
        ))}
      </Map>
    </APIProvider>
  );
}
