import { describe, expect, it } from 'vitest';
import { activeChips, clearAllHref, type ChipNames, type ChipWords } from '@/components/results/chips';
import { readResultsQuery, type RawQuery } from '@/components/results/query';
import type { RangeSetting } from '@/lib/api/site';

const ranges = {
  residencePriceMin: 0,
  residencePriceMax: 5000,
  officePriceMin: 0,
  officePriceMax: 100,
  officeBudgetMin: 0,
  officeBudgetMax: 30000,
  officeSizeMin: 0,
  officeSizeMax: 3000,
} as RangeSetting;

const names: ChipNames = {
  cities: new Map([[1, 'Hanoi']]),
  districts: new Map([
    [3, 'Tay Ho'],
    [7, 'Ba Dinh'],
  ]),
  types: new Map([[2, 'Serviced apartment']]),
  options: new Map([[12, '2 bedrooms']]),
  projects: new Map(),
  facilities: new Map([[101, 'Pool']]),
  places: new Map([[5, 'The Japanese School of Hanoi']]),
};

const words: ChipWords = {
  keyword: (k) => `Keyword: ${k}`,
  price: (b, perSqm) => `${b.min ?? ''}-${b.max ?? ''}${perSqm ? '/m²' : ''}`,
  size: (b) => `${b.min ?? ''}-${b.max ?? ''} m²`,
  furnished: (code) => `furnished ${code}`,
  pets: () => 'Pets allowed',
  moveIn: (month) => `By ${month}`,
  near: (place, km) => (km === undefined ? `Near ${place}` : `Within ${km} km of ${place}`),
};

const PATH = '/en/residences/search';
const chipsOf = (raw: RawQuery, kind: 'residence' | 'office' = 'residence') => activeChips(readResultsQuery(raw, kind, 'en').search, raw, PATH, names, ranges, words);
const paramsOf = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('the active filter chips of a results page', () => {
  it('shows every filter value as its own chip, two districts as two', () => {
    const raw = {
      cityId: '1',
      districtId: '3,7',
      type: '2',
      bedroom: '12',
      facilities: '101',
      leasePriceMin: '500',
      leasePriceMax: '2000',
      keyword: 'lake',
      furnished: '1',
      petsAllowed: '1',
      moveIn: '2027-03',
      sort: 'newest',
      pageIndex: '4',
    };
    expect(chipsOf(raw).map((c) => c.label)).toEqual([
      'Hanoi',
      'Tay Ho',
      'Ba Dinh',
      'Serviced apartment',
      '2 bedrooms',
      'Pool',
      '500-2000',
      'Keyword: lake',
      'furnished 1',
      'Pets allowed',
      'By 2027-03',
    ]);
  });

  it('links each chip to the same results without that one value, from page 1, the rest kept', () => {
    const raw = { districtId: ['3', '7'], furnished: '2', petsAllowed: '1', sort: 'newest', pageSize: '30', pageIndex: '4' };
    const chips = chipsOf(raw);
    const tayHo = chips.find((c) => c.label === 'Tay Ho')!;
    expect(paramsOf(tayHo.href)).toEqual({ districtId: '7', furnished: '2', petsAllowed: '1', sort: 'newest', pageSize: '30' });
    const pets = chips.find((c) => c.label === 'Pets allowed')!;
    expect(pets.href.startsWith(`${PATH}?`)).toBe(true);
    expect(paramsOf(pets.href)).toEqual({ districtId: '7', furnished: '2', sort: 'newest', pageSize: '30' });
    // The raw query had districtId twice: both go, the remaining one comes back once.
    expect(new URL(tayHo.href, 'http://x').searchParams.getAll('districtId')).toEqual(['7']);
  });

  it('shows no chip for bounds at the ends of their sliders, nor for paging and order', () => {
    expect(chipsOf({ leasePriceMin: '0', leasePriceMax: '5000', sort: 'sqmmin', pageSize: '30', pageIndex: '2' })).toEqual([]);
    const office = chipsOf({ officePriceSearchType: '2', leasePriceMin: '0', leasePriceMax: ['100', '9000'], officeSizeFrom: '100', officeSizeTo: '3000' }, 'office');
    expect(office.map((c) => c.label)).toEqual(['-9000', '100- m²']);
    expect(paramsOf(office[0].href)).toEqual({ officePriceSearchType: '2', officeSizeFrom: '100', officeSizeTo: '3000' });
  });

  it('clears every filter at once, keeping the kind, order, page size and view', () => {
    const href = clearAllHref(PATH, { propertyType: '0', cityId: '1', districtId: '3', furnished: '1', moveIn: '2027-03', sort: 'newest', pageSize: '30', pageIndex: '3', view: 'map' });
    expect(paramsOf(href)).toEqual({ propertyType: '0', sort: 'newest', pageSize: '30', view: 'map' });
  });

  it('tells a keyword over the limit from one that was never given', () => {
    expect(readResultsQuery({ keyword: 'x'.repeat(600) }, 'residence', 'en').dropped).toEqual(['keyword']);
    expect(readResultsQuery({ keyword: 'x'.repeat(200) }, 'residence', 'jp').dropped).toEqual([]);
    expect(readResultsQuery({}, 'office', 'en').dropped).toEqual([]);
  });

  it('names the place and its radius in one chip; clearing it clears the radius and the nearest-first order', () => {
    const raw = { cityId: '1', near: '5', within: '3', sort: 'nearest', pageSize: '30', pageIndex: '2' };
    const chips = chipsOf(raw);
    const near = chips.find((c) => c.key === 'near')!;
    expect(near.label).toBe('Within 3 km of The Japanese School of Hanoi');
    expect(paramsOf(near.href)).toEqual({ cityId: '1', pageSize: '30' });
    // Without a radius the chip says "near"; another order stays when the place goes.
    const plain = chipsOf({ near: '5', sort: 'newest' }).find((c) => c.key === 'near')!;
    expect(plain.label).toBe('Near The Japanese School of Hanoi');
    expect(paramsOf(plain.href)).toEqual({ sort: 'newest' });
  });

  it('shows no place chip for a radius without a place, and Clear all drops the nearest-first order', () => {
    expect(chipsOf({ within: '3' })).toEqual([]);
    const search = readResultsQuery({ near: '5', within: '2', sort: 'nearest' }, 'residence', 'en').search;
    expect(paramsOf(clearAllHref(PATH, { near: '5', within: '2', sort: 'nearest', view: 'map' }, search))).toEqual({ view: 'map' });
    const newest = readResultsQuery({ near: '5', sort: 'newest' }, 'residence', 'en').search;
    expect(paramsOf(clearAllHref(PATH, { near: '5', sort: 'newest' }, newest))).toEqual({ sort: 'newest' });
  });
});
