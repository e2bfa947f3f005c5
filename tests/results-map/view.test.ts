import { describe, expect, it } from 'vitest';
import { areaHref, inBounds, MAX_AREA_DISTRICTS } from '@/components/results-map/area';
import { parseResultsQuery } from '@/components/results/query';
import { areaBaseHref, districtsHref, parseResultsView, viewHrefs } from '@/components/results-map/view';

const path = '/en/residences/search';

describe('the results view parameter', () => {
  it('shows the map only for view=map; anything else is the list', () => {
    expect(parseResultsView({ view: 'map' })).toBe('map');
    expect(parseResultsView({ view: ' map ' })).toBe('map');
    expect(parseResultsView({ view: ['map', 'list'] })).toBe('map');
    for (const view of [undefined, '', 'list', 'MAP', 'satellite', '<script>', 'x'.repeat(5000), ['list', 'map']]) {
      expect(parseResultsView({ view }), String(view).slice(0, 20)).toBe('list');
    }
  });

  it('leaves the search as it is: the page reads `view` beside the search, not into it', () => {
    const withView = parseResultsQuery({ cityId: '1', bedroom: '2', view: 'map' }, 'residence', 'en');
    expect(withView).toEqual(parseResultsQuery({ cityId: '1', bedroom: '2' }, 'residence', 'en'));
  });

  it('links the same search as a list (without view) and as a map (without a page index)', () => {
    const query = { cityId: '1', districtId: ['3', '7'], pageIndex: '4', view: 'map' };
    const hrefs = viewHrefs(path, query);
    expect(hrefs.list).toBe(`${path}?cityId=1&districtId=3&districtId=7&pageIndex=4`);
    expect(hrefs.map).toBe(`${path}?cityId=1&districtId=3&districtId=7&view=map`);
  });

  it('links a district to its list from the first page, keeping every other filter', () => {
    const href = districtsHref(path, { keyword: 'tay ho', districtId: '3', pageIndex: '2', view: 'map', sort: 'sqmmin' }, 1, [9]);
    expect(href).toBe(`${path}?keyword=tay+ho&districtId=9&sort=sqmmin&cityId=1`);
    expect(districtsHref(path, {}, 2, [4, 5], 'map')).toBe(`${path}?cityId=2&districtId=4%2C5&view=map`);
  });
});

describe('the visible area of the Google map', () => {
  const box = { north: 21.1, south: 21.0, east: 105.9, west: 105.8 };

  it('tells points inside the box from those outside, across the antimeridian too', () => {
    expect(inBounds({ latitude: 21.05, longitude: 105.85 }, box)).toBe(true);
    expect(inBounds({ latitude: 21.2, longitude: 105.85 }, box)).toBe(false);
    expect(inBounds({ latitude: 21.05, longitude: 105.95 }, box)).toBe(false);
    const across = { north: 10, south: -10, east: -170, west: 170 };
    expect(inBounds({ latitude: 0, longitude: 175 }, across)).toBe(true);
    expect(inBounds({ latitude: 0, longitude: -175 }, across)).toBe(true);
    expect(inBounds({ latitude: 0, longitude: 0 }, across)).toBe(false);
  });

  it('searches the districts whose centre is in view, and offers nothing when none is', () => {
    const base = areaBaseHref(path, { districtId: '3', bedroom: '2', pageIndex: '3' }, 1);
    expect(base).toBe(`${path}?bedroom=2&cityId=1&view=map`);
    const districts = [
      { id: 3, latitude: 21.05, longitude: 105.85 },
      { id: 4, latitude: 21.5, longitude: 105.85 },
      { id: 5, latitude: 21.02, longitude: 105.81 },
    ];
    expect(areaHref(base, districts, box)).toBe(`${base}&districtId=3%2C5`);
    expect(areaHref(base, districts, { north: 0, south: -1, east: 1, west: 0 })).toBeNull();
    const many = Array.from({ length: MAX_AREA_DISTRICTS + 20 }, (_, i) => ({ id: i + 1, latitude: 21.05, longitude: 105.85 }));
    expect(areaHref(base, many, box)!.split('%2C')).toHaveLength(MAX_AREA_DISTRICTS);
  });
});
