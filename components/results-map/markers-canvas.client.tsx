'use client';
import { MarkerClusterer } from '@googlemaps/markerclusterer';
import { APIProvider, Map, useMap, useMapsLibrary, type MapEvent } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import type { MapMarker } from '@/lib/api/results-map';
import type { Bounds } from './area';

export type MarkersCanvasProps = {
  apiKey: string;
  mapId: string;
  language: 'en' | 'ja';
  markers: readonly MapMarker[];
  /** Where the map opens when there are no markers: the city's centre. */
  centre: { lat: number; lng: number };
  /** Each marker's detail page. */
  hrefOf: (marker: MapMarker) => string;
  onBounds: (bounds: Bounds) => void;
  onDrawn: () => void;
  onFailed: () => void;
};

type AuthWindow = Window & { gm_authFailure?: () => void };

/** The markers' box, for the first view: every matching listing in sight. */
function boundsOf(markers: readonly MapMarker[]): Bounds {
  const lats = markers.map((m) => m.latitude);
  const lngs = markers.map((m) => m.longitude);
  return { north: Math.max(...lats), south: Math.min(...lats), east: Math.max(...lngs), west: Math.min(...lngs) };
}

/**
 * The listings as Advanced Markers grouped by @googlemaps/markerclusterer, which merges markers
 * closer than a cluster's size at each zoom (a city's hundreds of listings stay readable). Made
 * imperatively, as the clusterer takes marker elements rather than React children.
 */
function ClusteredMarkers({ markers, hrefOf }: { markers: readonly MapMarker[]; hrefOf: MarkersCanvasProps['hrefOf'] }) {
  const map = useMap();
  const library = useMapsLibrary('marker');
  useEffect(() => {
    if (!map || !library) return;
    const elements = markers.map((m) => {
      const element = new library.AdvancedMarkerElement({ position: { lat: m.latitude, lng: m.longitude }, title: m.name });
      element.addListener('click', () => window.location.assign(hrefOf(m)));
      return element;
    });
    const clusterer = new MarkerClusterer({ map, markers: elements });
    return () => {
      clusterer.clearMarkers();
      clusterer.setMap(null);
    };
  }, [map, library, markers, hrefOf]);
  return null;
}

/**
 * The Google part of the results map, loaded only on the map view with a key, once the map nears
 * the viewport: vis.gl loads the Maps JavaScript API, the map opens on the matching listings and
 * reports its visible box each time it comes to rest, so the list beside it follows.
 */
export function MarkersCanvas({ apiKey, mapId, language, markers, centre, hrefOf, onBounds, onDrawn, onFailed }: MarkersCanvasProps) {
  useEffect(() => {
    // Google calls this when it refuses the key (see components/map/map-canvas.client.tsx).
    (window as AuthWindow).gm_authFailure = onFailed;
  }, [onFailed]);
  const camera = markers.length > 0 ? { defaultBounds: { ...boundsOf(markers), padding: 48 } } : { defaultCenter: centre, defaultZoom: 12 };
  // Once the map settles (not on every frame of a drag): the list then follows in one step.
  const report = (event: MapEvent) => {
    const bounds = event.map.getBounds()?.toJSON();
    if (bounds) onBounds(bounds);
  };
  return (
    <APIProvider apiKey={apiKey} language={language} onError={onFailed}>
      <Map mapId={mapId} {...camera} mapTypeControl={false} streetViewControl={false} onTilesLoaded={onDrawn} onIdle={report}>
        <ClusteredMarkers markers={markers} hrefOf={hrefOf} />
      </Map>
    </APIProvider>
  );
}
