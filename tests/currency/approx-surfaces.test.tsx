// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactBar } from '@/components/detail/contact-bar';
import { makeQueryClient, QueryIsland } from '@/components/ui/query-island.client';
import type { MapMarkers } from '@/lib/api/results-map';
import { formatApproxRange, type CurrencyView } from '@/lib/format/currency';
import ja from '@/messages/site/resultsMap.ja.json';

/**
 * Approximate yen and dong where an audit found only dollars: the phone contact bar of a
 * detail page, and the list under the keyed results map (with its rate note). The Maps library is
 * mocked as in tests/results-map/google-map-island.test.tsx: no key, no network.
 */

const yen: CurrencyView = { currency: 'jpy', rate: 155, asOf: '2026-11-26' };
const dong: CurrencyView = { currency: 'vnd', rate: 25_400, asOf: '2026-11-26' };

vi.mock('@vis.gl/react-google-maps', () => import('../support/fake-google-maps').then((m) => m.visGl));
vi.mock('@googlemaps/markerclusterer', () => import('../support/fake-google-maps').then((m) => m.clusterer));

const marker = (id: number, latitude: number, leasePriceMin: number, leasePriceMax: number | null) => ({
  id,
  slug: `listing-${id}`,
  name: `Listing ${id}`,
  propertyType: 0 as const,
  district: 'Tay Ho',
  latitude,
  longitude: 105.85,
  leasePriceMin,
  leasePriceMax,
});
const ANSWER: MapMarkers = { items: [marker(1, 21.05, 1200, null), marker(2, 21.02, 1450, 1500), marker(3, 21.5, 900, null)], totalRecords: 3, capped: false };

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(ANSWER), { status: 200, headers: { 'content-type': 'application/json' } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderMap(approxView: CurrencyView | null) {
  const { ResultsGoogleMap } = await import('@/components/results-map/results-google-map.client');
  render(
    <NextIntlClientProvider locale="ja" messages={{ resultsMap: ja }} timeZone="Asia/Ho_Chi_Minh">
      <QueryIsland client={makeQueryClient()}>
        <ResultsGoogleMap
          apiKey="test-key"
          mapId="DEMO_MAP_ID"
          language="ja"
          lang="jp"
          query={{ language: 'jp', propertyType: 0, cityId: 1 }}
          office={false}
          centre={{ lat: 21.03, lng: 105.85 }}
          districts={[{ id: 7, latitude: 21.04, longitude: 105.82 }]}
          areaBase="/jp/residences/search?cityId=1&view=map"
          approxView={approxView}
          rateNote={approxView ? <p data-testid="rate-note">rate note</p> : null}
        >
          <p>district map</p>
        </ResultsGoogleMap>
      </QueryIsland>
    </NextIntlClientProvider>,
  );
  return screen.findByTestId('results-map-list');
}

describe('the list under the keyed results map', () => {
  it('gives each rent in view in yen too, with the rate note above the list', async () => {
    const list = await renderMap(yen);
    const approx = [...list.querySelectorAll('[data-testid="results-map-approx"]')].map((p) => p.textContent);
    expect(approx).toEqual(['約18.6万円/月', '約22.5万〜23.3万円/月']);
    expect(screen.getByTestId('rate-note')).toBeTruthy();
    // The note comes before the list it explains.
    expect(screen.getByTestId('rate-note').compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows dollars only, and no note, when no second currency is shown', async () => {
    const list = await renderMap(null);
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(2));
    expect(list.querySelector('[data-testid="results-map-approx"]')).toBeNull();
    expect(screen.queryByTestId('rate-note')).toBeNull();
  });
});

describe('the phone contact bar of a detail page', () => {
  const bar = (approx: string | null) =>
    render(
      <ContactBar
        id={42}
        office={false}
        label="Contact this listing"
        priceLabel="賃料"
        price="$1,450 ~ $1,500"
        priceUnit="/月"
        approx={approx}
        contact={{ href: '/jp/about-isn/contact-us', label: 'お問い合わせ' }}
        reach={null}
        favourite={{ add: 'add', remove: 'remove' }}
      />,
    );

  it('gives the rent in the second currency under the dollars, with its unit', () => {
    bar(formatApproxRange(1450, 1500, yen, 'jp', '/月'));
    expect(screen.getByTestId('contact-bar-price').textContent).toBe('$1,450 ~ $1,500 /月');
    expect(screen.getByTestId('contact-bar-approx').textContent).toBe('約22.5万〜23.3万円/月');
  });

  it('writes dong after the number, and shows nothing extra without a second currency', () => {
    bar(formatApproxRange(1450, null, dong, 'en', '/month'));
    expect(screen.getByTestId('contact-bar-approx').textContent).toBe('≈ 36,800,000 ₫ /month');
    cleanup();
    bar(null);
    expect(screen.queryByTestId('contact-bar-approx')).toBeNull();
  });
});
