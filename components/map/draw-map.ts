/**
 * Loads the Maps JavaScript API and draws a map with its pins: the part of the map island that
 * only runs once the map nears the viewport, so a page sends it (and Google's script) only then.
 */

/** The small part of the Maps JavaScript API this island uses (no @types package for one call). */
type MapsApi = {
  Map: new (element: HTMLElement, options: { center: { lat: number; lng: number }; zoom: number; mapTypeControl?: boolean; streetViewControl?: boolean }) => unknown;
  Marker: new (options: { position: { lat: number; lng: number }; map: unknown; title?: string }) => unknown;
  LatLngBounds: new () => { extend: (point: { lat: number; lng: number }) => void };
};
type DrawnMap = { fitBounds: (bounds: unknown) => void };
type MapsWindow = Window & { google?: { maps?: MapsApi }; __isnMapsReady?: () => void };

export type MapPlan = {
  apiKey: string;
  language: string;
  latitude: number;
  longitude: number;
  zoom: number;
  label: string;
  markers?: readonly { lat: number; lng: number; title: string }[];
};

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

/** Draws the map into `element`; resolves true once drawn, false when `stillWanted` says the island has gone meanwhile. */
export async function drawMap(element: HTMLElement, plan: MapPlan, stillWanted: () => boolean): Promise<boolean> {
  const maps = await loadMaps(plan.apiKey, plan.language);
  if (!stillWanted()) return false;
  const position = { lat: plan.latitude, lng: plan.longitude };
  const map = new maps.Map(element, { center: position, zoom: plan.zoom, mapTypeControl: false, streetViewControl: false });
  new maps.Marker({ position, map, title: plan.label });
  if (plan.markers?.length) {
    const bounds = new maps.LatLngBounds();
    bounds.extend(position);
    for (const m of plan.markers) {
      new maps.Marker({ position: { lat: m.lat, lng: m.lng }, map, title: m.title });
      bounds.extend({ lat: m.lat, lng: m.lng });
    }
    (map as DrawnMap).fitBounds(bounds);
  }
  return true;
}
