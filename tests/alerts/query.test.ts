import { describe, expect, it } from 'vitest';
import { alertQuery, resultsPath, searchOfAlert } from '@/lib/server/alerts/query';
import { slotStart } from '@/lib/server/alerts/digest';

describe('the search an alert keeps', () => {
  it('keeps only the filters, in one order, with id lists sorted and without repeats', () => {
    const a = alertQuery('sort=-leasePriceMin&pageIndex=3&pageSize=30&districtId=7,3,7&cityId=1&bedroom=2&language=jp&utm_source=x', 'residence', 'en');
    const b = alertQuery({ cityId: '1', districtId: ['3', '7'], bedroom: '2' }, 'residence', 'jp');
    expect(a).toBe('cityId=1&districtId=3%2C7&bedroom=2');
    expect(b).toBe(a);
  });

  it('drops what the results page would drop (an invalid value) and reads back as the same search', () => {
    const query = alertQuery('cityId=abc&leasePriceMax=2000&keyword=%20tay%20ho%20', 'residence');
    expect(query).toBe('keyword=tay+ho&leasePriceMax=2000');
    expect(searchOfAlert(query, 'residence', 'en')).toMatchObject({ keyword: 'tay ho', leasePriceMax: 2000, propertyType: 0 });
    expect(resultsPath('office', '')).toBe('/offices/search');
    expect(resultsPath('residence', query)).toBe(`/residences/search?${query}`);
  });
});

describe('the digest slot', () => {
  it('starts at the configured hour in Vietnam (UTC+7) and runs until the next day', () => {
    // 08:00 in Ho Chi Minh City is 01:00 UTC.
    expect(slotStart(new Date('2026-11-27T01:00:00Z'), 8).toISOString()).toBe('2026-11-27T01:00:00.000Z');
    expect(slotStart(new Date('2026-11-27T00:59:59Z'), 8).toISOString()).toBe('2026-11-26T01:00:00.000Z');
    expect(slotStart(new Date('2026-11-27T16:59:00Z'), 0).toISOString()).toBe('2026-11-26T17:00:00.000Z');
    expect(slotStart(new Date('2026-11-27T17:00:00Z'), 0).toISOString()).toBe('2026-11-27T17:00:00.000Z');
  });
});
