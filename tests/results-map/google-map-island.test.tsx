// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient, QueryIsland } from '@/components/ui/query-island.client';
import type { MapMarkers } from '@/lib/api/results-map';
import en from '@/messages/site/resultsMap.en.json';
import { clustered } from '../support/fake-google-maps';

/**
 * The keyed results map with the Maps library mocked (no key, no network here): the markers go to
 * the clusterer, the list under the map follows the visible area, "Search this area" names the
 * districts in view, and the server's district map stays when the markers cannot be read.
 */


vi.mock('@vis.gl/react-google-maps', () => import('../support/fake-google-maps').then((m) => m.visGl));
vi.mock('@googlemaps/markerclusterer', () => import('../support/fake-google-maps').then((m) => m.clusterer));

const marker = (id: number, name: string, latitude: number, longitude: number) => ({
  id,
  slug: `listing-${id}`,
  name,
  propertyType: 0 as const,
  district: 'Tay Ho',
  latitude,
  longitude,
  leasePriceMin: 1200,
  leasePriceMax: null,
});
const ANSWER: MapMarkers = {
  items: [marker(1, 'Inside One', 21.05, 105.85), marker(2, 'Outside Two', 21.5, 105.85), marker(3, 'Inside Three', 21.02, 105.81)],
  totalRecords: 3,
  capped: false,
};
const requests: string[] = [];

beforeEach(() => {
  clustered.length = 0;
  requests.length = 0;
  // Without an IntersectionObserver the island counts as near at once (components/ui/when-near.ts).
  vi.stubGlobal('IntersectionObserver', undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubApi(status: number) {
  vi.stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    return new Response(JSON.stringify(status === 200 ? ANSWER : { message: 'no' }), { status, headers: { 'content-type': 'application/json' } });
  });
}

async function renderIsland() {
  const { ResultsGoogleMap } = await import('@/components/results-map/results-google-map.client');
  return render(
    <NextIntlClientProvider locale="en" messages={{ resultsMap: en }} timeZone="Asia/Ho_Chi_Minh">
      <QueryIsland client={makeQueryClient()}>
        <ResultsGoogleMap
          apiKey="test-key"
          mapId="DEMO_MAP_ID"
          language="en"
          lang="en"
          query={{ language: 'en', propertyType: 0, cityId: 1, bedroom: [2] }}
          office={false}
          centre={{ lat: 21.03, lng: 105.85 }}
          districts={[
            { id: 7, latitude: 21.04, longitude: 105.82 },
            { id: 8, latitude: 21.3, longitude: 105.82 },
          ]}
          areaBase="/en/residences/search?bedroom=2&cityId=1&view=map"
        >
          <p data-testid="keyless">district map</p>
        </ResultsGoogleMap>
      </QueryIsland>
    </NextIntlClientProvider>,
  );
}

describe('the results map with a Maps key', () => {
  it('clusters every marker, lists the listings in view and searches the districts in view', async () => {
    stubApi(200);
    await renderIsland();
    await waitFor(() => expect(screen.getByTestId('results-google-map').dataset.state).toBe('drawn'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('/api/properties/map?language=en&propertyType=0&cityId=1&bedroom=2');
    expect(clustered.at(-1)!.map((m) => m.title)).toEqual(['Inside One', 'Outside Two', 'Inside Three']);
    const list = await screen.findByTestId('results-map-list');
    expect([...list.querySelectorAll('li a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Inside One', '/en/residence/detail/1/listing-1'],
      ['Inside Three', '/en/residence/detail/3/listing-3'],
    ]);
    expect(screen.getByTestId('results-map-in-view').textContent).toBe('2 listings in this part of the map');
    expect(screen.getByTestId('search-this-area').getAttribute('href')).toBe('/en/residences/search?bedroom=2&cityId=1&view=map&districtId=7');
    // The server's district map goes once Google's map is drawn.
    expect(screen.queryByTestId('keyless')).toBeNull();
  });

  it('keeps the district map when the markers cannot be read', async () => {
    stubApi(500);
    await renderIsland();
    await waitFor(() => expect(screen.getByTestId('results-google-map').dataset.state).toBe('failed'), { timeout: 5_000 });
    expect(screen.getByTestId('keyless')).toBeTruthy();
    expect(screen.queryByTestId('fake-google-map')).toBeNull();
    expect(clustered).toHaveLength(0);
  });
});
