// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import en from '@/messages/en.json';

/**
 * The map island's choice, with no real key and no network: without a key the static card and no
 * Google script; with one, Google's script only once the map nears the viewport, the card until the
 * map has drawn, and the card again when the script fails or Google refuses the key.
 * (happy-dom fails every external script, as a blocked one fails in a browser.)
 */

vi.mock('@/lib/i18n/translations', () => {
  type Tree = { [key: string]: string | Tree };
  const translator = (namespace: string) => (key: string, values: Record<string, string> = {}) => {
    const text = `${namespace}.${key}`.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], en as unknown as Tree);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  };
  return { getTranslations: async (namespace: string) => translator(namespace) };
});
vi.mock('next-intl/server', () => ({ getLocale: async () => 'en' }));

const place = { latitude: 21.0652, longitude: 105.8243, name: 'Golden Westlake', address: '162A Hoang Hoa Tham' };
const googleScripts = () => document.querySelectorAll('script[src*="maps.googleapis.com"]');

/** IntersectionObserver under test control: `arrive()` brings the observed map within reach. */
let arrive: () => void = () => undefined;
class NearWatcher {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    arrive = () => act(() => this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

type GoogleWindow = Window & { google?: unknown; gm_authFailure?: () => void };

beforeEach(async () => {
  // Each test starts with the Maps API not loaded. vis.gl keeps its loading status per page, and
  // Google's bootstrap (once installed) starts a new script after a failed one, as on a real page.
  (await import('@vis.gl/react-google-maps')).__resetModuleState();
  vi.resetModules();
  delete (window as GoogleWindow).gm_authFailure;
  vi.stubGlobal('IntersectionObserver', NearWatcher);
});

afterEach(() => {
  cleanup();
  for (const s of googleScripts()) s.remove();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

async function renderLocationMap() {
  const { LocationMap } = await import('@/components/map/location-map');
  return render(await LocationMap(place));
}

describe('the location map', () => {
  it('without a Maps key is the static card with a Google Maps link, and no Google script ever loads', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', '');
    await renderLocationMap();
    expect(screen.getByTestId('location-map').dataset.map).toBe('static');
    expect(screen.getByTestId('location-link').getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=21.0652%2C105.8243');
    arrive();
    await new Promise((r) => setTimeout(r, 50));
    expect(googleScripts()).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Map of Golden Westlake' })).toBeNull();
  });

  it('with a key shows the card and loads nothing of Google until the map nears the viewport', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', 'test-key');
    await renderLocationMap();
    const map = screen.getByTestId('location-map');
    expect(map.dataset.map).toBe('google');
    expect(map.dataset.state).toBe('card');
    expect(screen.getByTestId('location-card')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(googleScripts()).toHaveLength(0);

    arrive();
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    const src = new URL(googleScripts()[0]!.getAttribute('src')!);
    expect(src.searchParams.get('key')).toBe('test-key');
    expect(src.searchParams.get('language')).toBe('en');
  });

  it('keeps the card when Google’s script fails to load', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', 'test-key');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderLocationMap();
    arrive();
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('location-map').dataset.state).toBe('failed'));
    expect(screen.getByTestId('location-card')).toBeTruthy();
    expect(screen.getByTestId('location-link')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Map of Golden Westlake' })).toBeNull();
  });
});

/**
 * A stand-in for the loaded Maps API, just enough for vis.gl's Map and AdvancedMarker to mount;
 * `draw()` fires the map's tilesloaded as Google does once the first tiles are on screen.
 */
function fakeGoogle() {
  const listeners: { name: string; fn: () => void }[] = [];
  const markers: { title?: string }[] = [];
  // Every method the library calls that the fake does not define does nothing.
  const inert = <T extends object>(target: T): T => new Proxy(target, { get: (t, key) => (key in t ? (t as Record<PropertyKey, unknown>)[key] : () => undefined) });
  const FakeMap = function (this: object, div: HTMLElement) {
    return inert({ getDiv: () => div });
  };
  const AdvancedMarkerElement = function () {
    const marker: { title?: string } = inert({});
    markers.push(marker);
    return marker;
  };
  const maps = {
    Map: FakeMap,
    marker: { AdvancedMarkerElement },
    AdvancedMarkerElement,
    event: {
      addListener: (_: unknown, name: string, fn: () => void) => {
        listeners.push({ name, fn });
        return { remove: () => undefined };
      },
      clearInstanceListeners: () => undefined,
    },
    Settings: { getInstance: () => ({}) },
    version: '3.62.0',
    importLibrary: async () => maps,
  };
  const before = (window as GoogleWindow).google;
  (window as GoogleWindow).google = { maps };
  return { markers, restore: () => void ((window as GoogleWindow).google = before), draw: () => act(() => listeners.filter((l) => l.name === 'tilesloaded').forEach((l) => l.fn())) };
}

describe('the map island once Google has loaded', () => {
  it('pins the place with an advanced marker, swaps the card for the map once drawn, and brings the card back when Google refuses the key', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', 'test-key');
    const google = fakeGoogle();
    onTestFinished(google.restore);
    await renderLocationMap();
    arrive();
    await waitFor(() => expect(google.markers.map((m) => m.title)).toContain('Golden Westlake'));
    expect(screen.getByRole('region', { name: 'Map of Golden Westlake' })).toBeTruthy();
    expect(screen.getByTestId('location-card')).toBeTruthy();

    google.draw();
    await waitFor(() => expect(screen.getByTestId('location-map').dataset.state).toBe('drawn'));
    expect(screen.queryByTestId('location-card')).toBeNull();

    act(() => (window as GoogleWindow).gm_authFailure?.());
    await waitFor(() => expect(screen.getByTestId('location-map').dataset.state).toBe('failed'));
    expect(screen.getByTestId('location-card')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Map of Golden Westlake' })).toBeNull();
  });

  it('without a card (the contact page) leaves no empty box when the map cannot draw', async () => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_MAPS_API_KEY', 'test-key');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { GoogleMap } = await import('@/components/map/google-map.client');
    const pins = [
      { lat: 21.03, lng: 105.85, title: 'Hanoi office' },
      { lat: 10.78, lng: 106.7, title: 'Ho Chi Minh City office' },
    ];
    render(<GoogleMap apiKey="test-key" mapId="DEMO_MAP_ID" language="ja" label="Offices" height={400} zoom={14} pins={pins} />);
    expect(screen.getByTestId('location-map')).toBeTruthy();
    arrive();
    await waitFor(() => expect(googleScripts()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('location-map')).toBeNull());
  });
});
