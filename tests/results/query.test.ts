import { describe, expect, it } from 'vitest';
import { parseList } from '@/components/results/list-params';
import {
  defaultSearchHref,
  pageIndexHref,
  parsePageIndexOnly,
  parsePageSizeOnly,
  parseResultsQuery,
  queryPairs,
  resultRange,
  rewriteHref,
} from '@/components/results/query';
import { OFFICE, RESIDENCE } from '@/lib/api/properties';

describe('results query', () => {
  it('reads every search parameter with the API contract', () => {
    const q = parseResultsQuery(
      { keyword: ' Tay Ho ', districtId: '1,2', bedroom: '2%2C3', sort: 'sqmmin', pageSize: '30', pageIndex: '3', leasePriceMin: '500', leasePriceMax: '2000' },
      'residence',
      'jp',
    );
    expect(q).toMatchObject({
      language: 'jp',
      propertyType: RESIDENCE,
      keyword: 'Tay Ho',
      districtId: [1, 2],
      bedroom: [2, 3],
      sort: 'sqmmin',
      pageSize: 30,
      pageIndex: 3,
      leasePriceMin: 500,
      leasePriceMax: 2000,
    });
  });

  it('starts from the default search of each kind', () => {
    expect(parseResultsQuery({}, 'residence', 'en')).toMatchObject({ propertyType: RESIDENCE, sort: '-leasePriceMin', pageSize: 15, pageIndex: 1 });
    expect(parseResultsQuery({}, 'office', 'en')).toMatchObject({ propertyType: OFFICE, sort: '-leasePriceMin', pageSize: 16, pageIndex: 1 });
  });

  it('takes the kind from the route, not from the address', () => {
    expect(parseResultsQuery({ propertyType: '0' }, 'office', 'en').propertyType).toBe(OFFICE);
  });

  it('drops each invalid value for its default instead of failing', () => {
    const q = parseResultsQuery({ sort: 'cheapest', pageSize: 'abc', pageIndex: '-2', districtId: 'x,y', bedroom: '2', cityId: '0' }, 'residence', 'en');
    expect(q).toMatchObject({ sort: '-leasePriceMin', pageSize: 15, pageIndex: 1, bedroom: [2] });
    expect(q.districtId).toBeUndefined();
    expect(q.cityId).toBeUndefined();
  });

  it('drops a lower price bound above the upper one', () => {
    const q = parseResultsQuery({ leasePriceMin: '900', leasePriceMax: '100' }, 'residence', 'en');
    expect(q.leasePriceMin).toBeUndefined();
    expect(q.leasePriceMax).toBe(100);
  });

  it('offers only the page sizes of the kind', () => {
    expect(parseResultsQuery({ pageSize: '16' }, 'residence', 'en').pageSize).toBe(15);
    expect(parseResultsQuery({ pageSize: '48' }, 'office', 'en').pageSize).toBe(48);
    expect(parsePageSizeOnly({ pageSize: '90' }, 'residence')).toBe(90);
    expect(parsePageSizeOnly({ pageSize: '90' }, 'office')).toBe(16);
  });

  it('reads the first of repeated values, as the API does', () => {
    expect(parseResultsQuery({ sort: ['sqmmin', '-sqmmin'] }, 'residence', 'en').sort).toBe('sqmmin');
    expect(parsePageIndexOnly({ pageIndex: ['4', '2'] })).toBe(4);
    expect(parsePageIndexOnly({ pageIndex: '0' })).toBe(1);
    for (const odd of ['04', ' 4', '+4', '4.0']) expect(parsePageIndexOnly({ pageIndex: odd }), odd).toBe(1);
    for (const odd of ['090', ' 90', '+90', '90.0', '9e1']) expect(parsePageSizeOnly({ pageSize: odd }, 'residence'), odd).toBe(15);
  });
});

describe('results links', () => {
  const raw = { keyword: 'tay ho', pageIndex: '2', sort: 'sqmmin', districtId: ['1', '2'] };

  it('rewrite the page index in place and keep every other value', () => {
    expect(pageIndexHref('/en/residences/search', raw, 3)).toBe('/en/residences/search?keyword=tay+ho&pageIndex=3&sort=sqmmin&districtId=1&districtId=2');
    expect(pageIndexHref('/en/residences/search', {}, 1)).toBe('/en/residences/search?pageIndex=1');
  });

  it('add new values last and leave out dropped ones', () => {
    expect(rewriteHref('/p', { a: '1', pageIndex: '4' }, { pageSize: 30 }, ['pageIndex'])).toBe('/p?a=1&pageSize=30');
  });

  it('give the forms every value except the ones they rewrite', () => {
    expect(queryPairs(raw, ['pageSize', 'pageIndex'])).toEqual([
      ['keyword', 'tay ho'],
      ['sort', 'sqmmin'],
      ['districtId', '1'],
      ['districtId', '2'],
    ]);
  });

  it('build the default search links', () => {
    expect(defaultSearchHref('/residences/search', 'residence')).toBe(
      '/residences/search?propertyType=0&leasePriceMin=0&leasePriceMax=5000&sort=-leasePriceMin&pageSize=15&pageIndex=1',
    );
    expect(defaultSearchHref('/offices/search', 'office')).toBe(
      '/offices/search?propertyType=2&leasePriceMin=0&leasePriceMax=100&pageSize=16&pageIndex=1&sort=-leasePriceMin&officeSizeFrom=0&officeSizeTo=3000',
    );
  });
});

describe('result range', () => {
  it('numbers the first and last listing of a page', () => {
    expect(resultRange(1, 15, 230, 15)).toEqual({ from: 1, to: 15 });
    expect(resultRange(16, 15, 230, 5)).toEqual({ from: 226, to: 230 });
  });

  it('is empty for an empty page', () => {
    expect(resultRange(1, 15, 0, 0)).toEqual({ from: 0, to: 0 });
    expect(resultRange(99, 15, 230, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('list names', () => {
  it('accept latest, hot and similar lists of residences or offices', () => {
    expect(parseList('latest', 'residence', {})).toEqual({ type: 'latest', kind: 'residence' });
    expect(parseList('hot', 'office', {})).toEqual({ type: 'hot', kind: 'office' });
    expect(parseList('similar', 'office', { properties: '12' })).toEqual({ type: 'similar', kind: 'office', currentId: 12 });
  });

  it('refuse other names and a similar list without a listing id', () => {
    expect(parseList('newest', 'residence', {})).toBeNull();
    expect(parseList('latest', 'residences', {})).toBeNull();
    expect(parseList('similar', 'residence', {})).toBeNull();
    expect(parseList('similar', 'residence', { properties: 'abc' })).toBeNull();
    expect(parseList('similar', 'residence', { properties: '0' })).toBeNull();
  });
});

describe('repeated parameters', () => {
  it('join the checkboxes of a list filter, as a form sends them with scripts off', () => {
    const q = parseResultsQuery({ districtId: ['3', '7'], bedroom: ['2', ''], keyword: ['tay ho', 'other'] }, 'residence', 'en');
    expect(q.districtId).toEqual([3, 7]);
    expect(q.bedroom).toEqual([2]);
    expect(q.keyword).toBe('tay ho');
  });
});
