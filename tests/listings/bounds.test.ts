import { describe, expect, it } from 'vitest';
import { draftRent } from '@/lib/server/listings/from-owner';
import { parseProperty, type Posted } from '@/lib/server/listings/form';

// Only the fields under test: the others are refused too, which does not matter here.
const errorsOf = (kind: 'residence' | 'office', posted: Posted) => {
  const r = parseProperty(kind, posted);
  return r.ok ? {} : r.errors;
};

describe('implausible listing values', () => {
  it('refuses a residence rent outside USD 50-50 000 a month, an area outside 10-2 000 m² and more than 20 rooms', () => {
    expect(errorsOf('residence', { leasePriceMin: '9000000', sizeMin: '1', bedroomMin: '21', bathroomMin: '21' })).toMatchObject({
      leasePriceMin: 'outOfBounds', sizeMin: 'outOfBounds', bedroomMin: 'outOfBounds', bathroomMin: 'outOfBounds',
    });
    expect(errorsOf('residence', { leasePriceMin: '49', leasePriceMax: '50001', sizeMin: '9', sizeMax: '2001' })).toMatchObject({
      leasePriceMin: 'outOfBounds', leasePriceMax: 'outOfBounds', sizeMin: 'outOfBounds', sizeMax: 'outOfBounds',
    });
    const fine = errorsOf('residence', { leasePriceMin: '50', leasePriceMax: '50000', sizeMin: '10', sizeMax: '2000', bedroomMin: '0', bedroomMax: '20' });
    for (const field of ['leasePriceMin', 'leasePriceMax', 'sizeMin', 'sizeMax', 'bedroomMin', 'bedroomMax']) expect(fine[field]).toBeUndefined();
  });

  it('holds offices to a price per m² of USD 1-500 and an area up to 100 000 m²', () => {
    expect(errorsOf('office', { leasePriceMin: '600', sizeMin: '100001' })).toMatchObject({ leasePriceMin: 'outOfBounds', sizeMin: 'outOfBounds' });
    const fine = errorsOf('office', { leasePriceMin: '35', sizeMin: '5000' });
    expect(fine.leasePriceMin).toBeUndefined();
    expect(fine.sizeMin).toBeUndefined();
  });

  it('carries an owner’s asking rent into the draft only when plausible for its currency, dong converted at the office rate', () => {
    expect(draftRent(1400, 'USD', undefined)).toBe('1400');
    expect(draftRent(9_000_000, 'USD', 25_000)).toBe('');
    expect(draftRent(25_000_000, 'VND', 25_000)).toBe('1000');
    expect(draftRent(25_000_000, 'VND', undefined)).toBe('');
    expect(draftRent(9, 'VND', 25_000)).toBe('');
    expect(draftRent(null, 'USD', undefined)).toBe('');
  });
});
