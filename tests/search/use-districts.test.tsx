// @vitest-environment happy-dom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDistricts } from '@/components/search/use-districts.client';
import { islandWrapper, stubFetch } from './island';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const first = { cityId: 1, districts: [{ id: 11, name: 'Tay Ho' }] };
const hcm = [
  { id: 21, slug: 'district-1', districtName: 'District 1', cityId: 2 },
  { id: 22, slug: 'thao-dien', districtName: 'Thao Dien', cityId: 2 },
];

describe("the search forms' districts", () => {
  it("gives the first city's districts from the page, and another city's from the API", async () => {
    const calls = stubFetch((url) => ({ body: url.searchParams.get('cityId') === '2' ? hcm : [] }));
    const { Wrapper } = islandWrapper(['search']);
    const { result, rerender } = renderHook(({ cityId }: { cityId: number | undefined }) => useDistricts('en', cityId, first), {
      wrapper: Wrapper,
      initialProps: { cityId: 1 },
    });
    expect(result.current).toEqual([{ id: 11, name: 'Tay Ho' }]);
    expect(calls).toHaveLength(0);

    rerender({ cityId: 2 });
    await waitFor(() => expect(result.current).toEqual([{ id: 21, name: 'District 1' }, { id: 22, name: 'Thao Dien' }]));
    expect(calls.map((u) => [u.pathname, Object.fromEntries(u.searchParams)])).toEqual([['/api/districts/get-by-city', { cityId: '2', language: 'en' }]]);

    // Back to the first city and on to the second again: both are kept, nothing more is asked.
    rerender({ cityId: 1 });
    expect(result.current).toEqual([{ id: 11, name: 'Tay Ho' }]);
    rerender({ cityId: 2 });
    expect(result.current.map((d) => d.id)).toEqual([21, 22]);
    expect(calls).toHaveLength(1);
  });

  it('asks nothing without a city, and offers nothing when the list fails', async () => {
    const calls = stubFetch(() => ({ status: 500, body: { message: 'down' } }));
    const { Wrapper } = islandWrapper(['search']);
    const { result, rerender } = renderHook(({ cityId }: { cityId: number | undefined }) => useDistricts('en', cityId, first), {
      wrapper: Wrapper,
      initialProps: { cityId: undefined as number | undefined },
    });
    expect(result.current).toEqual([]);
    expect(calls).toHaveLength(0);
    rerender({ cityId: 3 });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(result.current).toEqual([]);
  });
});
