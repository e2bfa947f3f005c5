import { useEffect, type ReactNode } from 'react';

/**
 * Google's Maps library as the keyed results map sees it, for component tests (no key and no
 * network here): the map settles at once on FAKE_VIEW, markers keep their titles, and the
 * clusterer records each set of markers it is given in `clustered`. A test file mocks with
 * `vi.mock('@vis.gl/react-google-maps', () => import('../support/fake-google-maps').then((m) => m.visGl))`
 * and the same for '@googlemaps/markerclusterer' with `m.clusterer`.
 */
export const FAKE_VIEW = { north: 21.1, south: 21.0, east: 105.9, west: 105.8 };
export const clustered: { title: string }[][] = [];

const fakeMap = { getBounds: () => ({ toJSON: () => FAKE_VIEW }) };

type MapProps = { children: ReactNode; onTilesLoaded: () => void; onIdle: (e: { map: typeof fakeMap }) => void };

function FakeMap({ children, onTilesLoaded, onIdle }: MapProps) {
  useEffect(() => {
    onTilesLoaded();
    onIdle({ map: fakeMap });
  }, [onTilesLoaded, onIdle]);
  return <div data-testid="fake-google-map">{children}</div>;
}

export const visGl = {
  APIProvider: ({ children }: { children: ReactNode }) => children,
  Map: FakeMap,
  useMap: () => fakeMap,
  useMapsLibrary: () => ({
    AdvancedMarkerElement: class {
      title: string;
      constructor(options: { title: string }) {
        this.title = options.title;
      }
      addListener() {}
    },
  }),
};

export const clusterer = {
  MarkerClusterer: class {
    constructor({ markers }: { markers: { title: string }[] }) {
      clustered.push(markers);
    }
    clearMarkers() {}
    setMap() {}
  },
};
