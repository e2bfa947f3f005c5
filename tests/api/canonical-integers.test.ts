/**
 * An integer parameter is read only as the site writes it. " 5", "+5",
 * "05", "5.0" were read as 5, so each was another address of the same answer (the API and page
 * caches key on the query's values); now each is a 400 whose message names the parameter. Lists
 * keep the encoded comma and skip empty parts, but every id in them is canonical too.
 */
import { describe, expect, it } from 'vitest';
import { parseDetailId } from '@/lib/server/pages/detail-model';
import { parseId } from '@/components/results/list-params';
import { parseResultsQuery } from '@/components/results/query';
import { expectError, get, getUrl, type Query } from '../support/api';

const NOT_CANONICAL = [' 5', '5 ', '+5', '05', '005', '5.0', '1e1', '0x5', '-05', '٥', '５'];

/** An endpoint, a valid query, and its integer parameters. */
const INTEGERS: [path: string, base: Query, names: string[]][] = [
  ['/api/properties/filter', {}, ['cityId', 'pageIndex', 'pageSize', 'leasePriceMin', 'leasePriceMax', 'officeSizeFrom', 'officeSizeTo']],
  ['/api/properties/detail', { id: 1 }, ['id']],
  ['/api/properties/latest', { cityId: 1 }, ['cityId', 'pageIndex', 'pageSize']],
  ['/api/properties/similar', { currentId: 1 }, ['currentId', 'pageIndex', 'pageSize']],
  ['/api/properties/get-by-project', { projectId: 4 }, ['projectId', 'pageIndex', 'pageSize']],
  ['/api/projects/all', { cityId: 1 }, ['cityId', 'pageIndex', 'pageSize']],
  ['/api/projects/detail', { id: 4 }, ['id']],
  ['/api/speciallists/detail', { specialId: 1 }, ['specialId']],
  ['/api/blogs/get-by-category', { categoryId: 1, city: 1 }, ['categoryId', 'city', 'pageIndex', 'pageSize']],
  ['/api/blogs/detail', { id: 1 }, ['id']],
  ['/api/districts/get-by-city', { cityId: 1 }, ['cityId']],
  ['/api/usefulinformation/get-by-category', { category: 1 }, ['category']],
  ['/api/usefulinformation/topics', {}, ['takeNumber']],
];

describe('integer parameters', () => {
  it('are refused unless written in plain decimal digits, with a message naming the parameter', async () => {
    for (const [path, base, names] of INTEGERS) {
      for (const name of names) {
        for (const value of NOT_CANONICAL) await expectError(path, { ...base, [name]: value }, 400, new RegExp(`${name} must be an integer in plain decimal digits`));
      }
    }
  });

  it('still read the plain forms, 0 included where the range has it', async () => {
    for (const [path, query] of [
      ['/api/properties/filter', { cityId: 1, pageIndex: 2, pageSize: 15, leasePriceMin: 0, leasePriceMax: 5000, officeSizeFrom: 0, officeSizeTo: 3000 }],
      ['/api/properties/latest', { cityId: 1, pageIndex: 1, pageSize: 6 }],
      ['/api/blogs/get-by-category', { categoryId: 1, city: 0, pageIndex: 1 }],
      ['/api/usefulinformation/topics', { takeNumber: 999 }],
    ] as const) {
      expect((await get(path, query)).status, `${path} ${JSON.stringify(query)}`).toBe(200);
    }
  });

  it('in a list are each canonical, the encoded comma and empty parts still taken', async () => {
    for (const list of ['1,05', '1, 2', ' 1', '+1', '1,2.0']) await expectError('/api/properties/filter', { districtId: list }, 400, /districtId must be a comma-separated list of positive integers/);
    await expectError('/api/properties/get-favorite-by-ids', { propertyId: '1,02' }, 400, /propertyId/);
    for (const raw of ['districtId=1%2C2', 'districtId=1%252C2', 'districtId=1,,2,', 'type=1,2&bedroom=1']) {
      expect((await getUrl(`http://localhost/api/properties/filter?${raw}`)).status, raw).toBe(200);
    }
  });

  it('as codes (propertyType, propertiesType, officePriceSearchType, postType) are taken exactly', async () => {
    await expectError('/api/properties/filter', { propertyType: ' 2' }, 400, /propertyType must be 0 \(residence\) or 2 \(office\)/);
    await expectError('/api/properties/filter', { propertyType: '02' }, 400, /propertyType/);
    await expectError('/api/properties/filter', { propertyType: '2', officePriceSearchType: '2 ' }, 400, /officePriceSearchType/);
    await expectError('/api/properties/latest', { propertiesType: '+2' }, 400, /propertiesType/);
    await expectError('/api/blogs', { postType: '01' }, 400, /postType/);
    expect((await get('/api/properties/latest', { propertiesType: '2' })).status).toBe(200);
  });
});

describe('the pages', () => {
  it('read a listing id in the path, or a similar list\'s id in the query, only in plain digits', () => {
    expect([parseDetailId('12'), parseId('12')]).toEqual([12, 12]);
    for (const odd of ['012', '+12', ' 12', '12.0']) expect([parseDetailId(odd), parseId(odd)], odd).toEqual([null, undefined]);
  });


  it('read a results query\'s value that is not in plain digits as absent, as any other value the contract refuses', () => {
    const read = parseResultsQuery({ pageIndex: '05', cityId: '+1', leasePriceMax: ' 900' }, 'residence', 'en');
    expect([read.pageIndex, read.cityId, read.leasePriceMax]).toEqual([1, undefined, undefined]);
    expect(parseResultsQuery({ pageIndex: '5', cityId: '1', leasePriceMax: '900' }, 'residence', 'en')).toMatchObject({ pageIndex: 5, cityId: 1, leasePriceMax: 900 });
  });
});
