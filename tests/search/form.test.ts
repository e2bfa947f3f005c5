import { describe, expect, it } from 'vitest';
import { budgetBounds, parseResultsQuery } from '@/components/results/query';
import { toSearchParams } from '@/lib/api/client';
import { DEFAULT_RANGES } from '@/lib/api/site';
import {
  acceptRange,
  countQuery,
  keepOffered,
  nearInCity,
  MULTI_CAP,
  officeDefaults,
  officeFromSearch,
  officeQuery,
  residenceDefaults,
  residenceFromSearch,
  residenceQuery,
  selectionLabel,
  toggleId,
} from '@/lib/search/form';

const words = { none: 'District', many: 'Selected' };
const options = [
  { id: 3, name: 'Tay Ho' },
  { id: 7, name: 'Ba Dinh' },
];

describe('multi-select rules', () => {
  it('toggles an id in and out', () => {
    expect(toggleId([], 3)).toEqual([3]);
    expect(toggleId([3, 7], 3)).toEqual([7]);
  });

  it('refuses a sixth id under the cap, but still lets one go', () => {
    const five = [1, 2, 3, 4, 5];
    expect(five).toHaveLength(MULTI_CAP);
    expect(toggleId(five, 6, MULTI_CAP)).toEqual(five);
    expect(toggleId(five, 2, MULTI_CAP)).toEqual([1, 3, 4, 5]);
    expect(toggleId(five, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("shows the placeholder, the one name, or 'Selected'", () => {
    expect(selectionLabel([], options, words)).toBe('District');
    expect(selectionLabel([7], options, words)).toBe('Ba Dinh');
    expect(selectionLabel([3, 7], options, words)).toBe('Selected');
  });

  it('drops choices no longer offered after a reload', () => {
    const chosen = [3, 7];
    expect(keepOffered(chosen, [{ id: 3 }, { id: 7 }, { id: 9 }])).toBe(chosen);
    expect(keepOffered(chosen, [{ id: 7 }])).toEqual([7]);
  });
});

describe('sliders', () => {
  it('accept a change only when the lower value is below the upper', () => {
    expect(acceptRange([100, 200])).toBe(true);
    expect(acceptRange([200, 200])).toBe(false);
    expect(acceptRange([300, 200])).toBe(false);
  });
});

describe('submitted query', () => {
  it('the untouched residence form submits the default search link for its city', () => {
    const qs = toSearchParams(residenceQuery(residenceDefaults(DEFAULT_RANGES, 1))).toString();
    expect(qs).toBe('propertyType=0&cityId=1&leasePriceMin=0&leasePriceMax=5000&sort=-leasePriceMin&pageSize=15&pageIndex=1');
  });

  it('the untouched office form submits the default office link', () => {
    const params = toSearchParams(officeQuery(officeDefaults(DEFAULT_RANGES, undefined)));
    expect(Object.fromEntries(params)).toEqual({
      propertyType: '2',
      officePriceSearchType: '1',
      leasePriceMin: '0',
      leasePriceMax: '100',
      officeSizeFrom: '0',
      officeSizeTo: '3000',
      sort: '-leasePriceMin',
      pageSize: '16',
      pageIndex: '1',
    });
  });

  it('joins lists with commas, merges both facility panels and keeps the results page sort and size', () => {
    const form = { ...residenceDefaults(DEFAULT_RANGES, 2), keyword: '  Thảo Điền ', districtId: [7, 3], bedroom: [2], buildingFacilities: [11], interiorFacilities: [40] };
    const params = toSearchParams(residenceQuery(form, { sort: 'sqmmin', pageSize: 45 }));
    expect(params.get('keyword')).toBe('Thảo Điền');
    expect(params.get('districtId')).toBe('7,3');
    expect(params.get('facilities')).toBe('11,40');
    expect(params.get('sort')).toBe('sqmmin');
    expect(params.get('pageSize')).toBe('45');
    expect(params.get('pageIndex')).toBe('1');
    expect(params.has('type')).toBe(false);
  });

  it('the budget mode sends the budget bounds as the price bounds', () => {
    const form = { ...officeDefaults(DEFAULT_RANGES, 1), mode: 'budget' as const, budget: [2000, 9000] as const };
    const q = officeQuery(form);
    expect([q.officePriceSearchType, q.leasePriceMin, q.leasePriceMax]).toEqual([2, 2000, 9000]);
  });

  it('the count query leaves out sort and paging', () => {
    expect(Object.keys(countQuery(residenceQuery(residenceDefaults(DEFAULT_RANGES, 1))))).not.toContain('sort');
  });
});

describe('prefill from a results page', () => {
  it('reads the search back into the panels, capped at 5 and clamped into the sliders', () => {
    const search = parseResultsQuery({ districtId: '1,2,3,4,5,6', facilities: '11,40,99', leasePriceMin: '500', leasePriceMax: '90000', cityId: '2' }, 'residence', 'en');
    const form = residenceFromSearch(search, DEFAULT_RANGES, 1, { building: [{ id: 11 }], interior: [{ id: 40 }] });
    expect(form.cityId).toBe(2);
    expect(form.districtId).toEqual([1, 2, 3, 4, 5]);
    expect(form.buildingFacilities).toEqual([11]);
    expect(form.interiorFacilities).toEqual([40]);
    expect(form.price).toEqual([500, 5000]);
  });

  it('reads the furnishing, pets and move-in month back, and submits them again', () => {
    const search = parseResultsQuery({ furnished: '2', petsAllowed: '1', moveIn: '2027-03', sort: 'newest' }, 'residence', 'jp');
    const form = residenceFromSearch(search, DEFAULT_RANGES, 1, { building: [], interior: [] });
    expect(form).toMatchObject({ furnished: '2', petsAllowed: true, moveIn: '2027-03' });
    const sent = toSearchParams(residenceQuery(form, { sort: search.sort }));
    expect(Object.fromEntries(sent)).toMatchObject({ furnished: '2', petsAllowed: '1', moveIn: '2027-03', sort: 'newest' });
    // Untouched, none of them is sent.
    const plain = toSearchParams(residenceQuery(residenceDefaults(DEFAULT_RANGES, 1)));
    expect(['furnished', 'petsAllowed', 'moveIn'].some((k) => plain.has(k))).toBe(false);
    const office = officeFromSearch(parseResultsQuery({ moveIn: '2027-01' }, 'office', 'en'), DEFAULT_RANGES, undefined);
    expect(toSearchParams(officeQuery(office)).get('moveIn')).toBe('2027-01');
  });

  it('an office search in budget mode opens on the budget slider', () => {
    const search = parseResultsQuery({ officePriceSearchType: '2', leasePriceMin: '1000', leasePriceMax: '8000' }, 'office', 'en');
    const form = officeFromSearch(search, DEFAULT_RANGES, undefined);
    expect(form.mode).toBe('budget');
    expect(form.budget).toEqual([1000, 8000]);
    expect(form.price).toEqual([0, 100]);
  });
});

describe('the office form without scripts', () => {
  it('sends both price pairs; the chosen mode picks its pair', () => {
    const raw = { officePriceSearchType: '2', leasePriceMin: ['0', '3000'], leasePriceMax: ['100', '12000'] };
    expect(budgetBounds(raw, 'office')).toMatchObject({ leasePriceMin: '3000', leasePriceMax: '12000' });
    const search = parseResultsQuery(raw, 'office', 'en');
    expect([search.leasePriceMin, search.leasePriceMax]).toEqual([3000, 12000]);
    const unit = parseResultsQuery({ ...raw, officePriceSearchType: '1' }, 'office', 'en');
    expect([unit.leasePriceMin, unit.leasePriceMax]).toEqual([0, 100]);
    expect(budgetBounds(raw, 'residence')).toBe(raw);
  });
});

describe('near a place', () => {
  const school = { near: 5, within: 3 as const };

  it('sends the place and radius, and the count follows them', () => {
    const form = { ...residenceDefaults(DEFAULT_RANGES, 1), ...school };
    const sent = Object.fromEntries(toSearchParams(residenceQuery(form, { sort: 'nearest' })));
    expect(sent).toMatchObject({ near: '5', within: '3', sort: 'nearest' });
    expect(Object.fromEntries(toSearchParams(countQuery(residenceQuery(form))))).toMatchObject({ near: '5', within: '3' });
    const office = Object.fromEntries(toSearchParams(countQuery(officeQuery({ ...officeDefaults(DEFAULT_RANGES, 1), near: 5, within: 10 }))));
    expect(office).toMatchObject({ near: '5', within: '10' });
  });

  it('sends no radius without a place, and falls back from nearest first to the default order', () => {
    const form = { ...residenceDefaults(DEFAULT_RANGES, 1), near: undefined, within: 3 as const };
    const sent = toSearchParams(residenceQuery(form, { sort: 'nearest' }));
    expect(sent.has('near')).toBe(false);
    expect(sent.has('within')).toBe(false);
    expect(sent.get('sort')).toBe('-leasePriceMin');
    expect(toSearchParams(officeQuery({ ...officeDefaults(DEFAULT_RANGES, 1), within: 5 }, { sort: 'nearest' })).get('sort')).toBe('-leasePriceMin');
    // Untouched, neither is sent.
    const plain = toSearchParams(residenceQuery(residenceDefaults(DEFAULT_RANGES, 1)));
    expect(plain.has('near') || plain.has('within')).toBe(false);
  });

  it('reads the place and radius back from a results page; a radius alone is none', () => {
    const search = parseResultsQuery({ cityId: '1', near: '5', within: '3', sort: 'nearest' }, 'residence', 'jp');
    const form = residenceFromSearch(search, DEFAULT_RANGES, 1, { building: [], interior: [] });
    expect([form.near, form.within]).toEqual([5, 3]);
    expect(Object.fromEntries(toSearchParams(residenceQuery(form, { sort: search.sort })))).toMatchObject({ near: '5', within: '3', sort: 'nearest' });
    const alone = officeFromSearch(parseResultsQuery({ within: '3' }, 'office', 'en'), DEFAULT_RANGES, 1);
    expect([alone.near, alone.within]).toEqual([undefined, undefined]);
  });

  it('keeps the place after a city change only when it is in the new city', () => {
    const places = [
      { id: 5, cityId: 1 },
      { id: 9, cityId: 2 },
    ];
    expect(nearInCity(school, places, 1)).toEqual(school);
    expect(nearInCity(school, places, 2)).toEqual({ near: undefined, within: undefined });
    // Handed a whole form, it gives back only its two fields, so a city change spreads nothing else back.
    const form = { ...residenceDefaults(DEFAULT_RANGES, 1), districtId: [3] };
    expect(nearInCity(form, places, 2)).toEqual({ near: undefined, within: undefined });
    expect({ ...form, cityId: 2, districtId: [], ...nearInCity({ ...form, ...school }, places, 1) }).toMatchObject({ cityId: 2, districtId: [], near: 5 });
  });
});
