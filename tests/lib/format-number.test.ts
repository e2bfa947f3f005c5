import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPriceRange, formatSize, formatUsd } from '@/lib/format';
import { formatNumber } from '@/lib/format/number';

/** What the browsers' own formatter writes: the hand-made one must read the same in both languages. */
const intl = (locale: string, value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
const intlUsd = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(value);

describe('formatNumber', () => {
  it('groups digits by three, as English and Japanese both write them', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-4500)).toBe('-4,500');
  });

  it('reads as Intl.NumberFormat does in en and ja, for any whole or fractional count up to 10^15', () => {
    const value = fc.oneof(fc.integer({ min: -1e15, max: 1e15 }), fc.double({ min: 0, max: 1e12, noNaN: true }).map((v) => Math.round(v * 100) / 100));
    fc.assert(
      fc.property(value, (v) => {
        const ours = formatNumber(v);
        expect(ours).toBe(intl('en-US', v));
        expect(ours).toBe(intl('ja-JP', v));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes what is not a number as JavaScript does, rather than throwing', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Infinity)).toBe('Infinity');
  });
});

describe('formatUsd', () => {
  it('reads as Intl’s US dollars with no cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e12 }), (v) => {
        expect(formatUsd(v)).toBe(intlUsd(v));
      }),
      { numRuns: 2000 },
    );
    expect(formatUsd(1234.4)).toBe('$1,234');
    expect(formatUsd(1234.5)).toBe('$1,235');
  });

  it('keeps the cards’ price and size lines', () => {
    expect(formatPriceRange(1200, 1500)).toBe('$1,200 ~ $1,500');
    expect(formatPriceRange(5000, null, 5000)).toBe('$5,000~');
    expect(formatSize(85, 120)).toBe('85 ~ 120 m²');
    expect(formatSize(1250.6)).toBe('1,251 m²');
  });
});
