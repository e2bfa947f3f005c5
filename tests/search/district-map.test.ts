import { describe, expect, it } from 'vitest';
import { parseDistrictMap } from '@/lib/search/district-map';
import { getCities, getDistricts } from '@/lib/server/locations';

describe('district map of the search modal', () => {
  it('reads every district of every seeded city, with its name and shape', async () => {
    for (const city of await getCities('en')) {
      const map = parseDistrictMap(city.mapSVG);
      const districts = (await getDistricts(city.cityId, 'en')) ?? [];
      expect(map, city.cityName).not.toBeNull();
      expect(map!.districts.map((d) => d.id).sort((a, b) => a - b)).toEqual(districts.map((d) => d.id).sort((a, b) => a - b));
      for (const d of map!.districts) expect(d.name).toBe(districts.find((x) => x.id === d.id)?.districtName);
      expect(map!.labels.length).toBeGreaterThan(0);
    }
  });

  it('keeps only path data, hex colours and text from hostile markup', () => {
    const svg =
      '<svg viewBox="0 0 10 10"><script>alert(1)</script>' +
      '<path data-district-id="4" onclick="alert(1)" fill="url(javascript:alert(1))" d="M0 0L5 5Z"><title>A &amp; B<img src=x onerror=alert(1)></title></path>' +
      '<path data-district-id="5" d="javascript:alert(1)"/>' +
      '<text x="1" y="2">&lt;b&gt;</text><text x="javascript:1" y="2">bad</text></svg>';
    const map = parseDistrictMap(svg);
    expect(map).toEqual({
      viewBox: '0 0 10 10',
      outline: null,
      districts: [{ id: 4, d: 'M0 0L5 5Z', fill: '#cbd5e1', name: 'A & B' }],
      labels: [{ x: 1, y: 2, lines: [{ x: 1, y: 2, text: '<b>' }] }],
    });
    expect(JSON.stringify(map)).not.toMatch(/alert|onclick|script/);
  });

  it('has no map for an empty or shapeless SVG', () => {
    expect(parseDistrictMap('')).toBeNull();
    expect(parseDistrictMap('<svg viewBox="0 0 10 10"></svg>')).toBeNull();
    expect(parseDistrictMap('<svg><path data-district-id="1" d="M0 0Z"/></svg>')).toBeNull();
  });
});
