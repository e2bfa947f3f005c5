import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPriceRange, formatSize, formatUsd } from '@/lib/format';
import { formatNumber } from '@/lib/format/number';

/** Rounds half away from zero, as whole dollars and counts read. */
const rounded = (v: number) => Math.sign(v) * Math.round(Math.abs(v));
const grouped = /^-?\d{1,3}(,\d{3})*$/;

describe('formatNumber', () => {
  it('groups digits by three, as English and Japanese both write them', () => {
    for (const lang of ['en', 'jp'] as const) {
      expect(formatNumber(0, lang)).toBe('0');
      expect(formatNumber(999, lang)).toBe('999');
      expect(formatNumber(1000, lang)).toBe('1,000');
      expect(formatNumber(1234567, lang)).toBe('1,234,567');
      expect(formatNumber(-4500, lang)).toBe('-4,500');
    }
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it('rounds half away from zero and never writes a minus zero', () => {
    expect(formatNumber(1250.5)).toBe('1,251');
    expect(formatNumber(-1250.5)).toBe('-1,251');
    expect(formatNumber(1250.49)).toBe('1,250');
    expect(formatNumber(-0.4)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });

  it('writes any count up to 10^15 grouped, with the value it was given, in both languages', () => {
    const value = fc.oneof(fc.integer({ min: -1e15, max: 1e15 }), fc.double({ min: -1e12, max: 1e12, noNaN: true }).map((v) => Math.round(v * 100) / 100));
    fc.assert(
      fc.property(value, (v) => {
        const en = formatNumber(v, 'en');
        expect(en).toMatch(grouped);
        expect(Number(en.replace(/,/g, ''))).toBe(rounded(v) || 0);
        expect(formatNumber(v, 'jp')).toBe(en);
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
  it('writes whole US dollars with the sign before the symbol, the same in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e12 }), (v) => {
        const en = formatUsd(v);
        expect(en).toBe(v < 0 ? `-$${formatNumber(-v)}` : `$${formatNumber(v)}`);
        expect(formatUsd(v, 'jp')).toBe(en);
      }),
      { numRuns: 2000 },
    );
    expect(formatUsd(1234.4)).toBe('$1,234');
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(-50)).toBe('-$50');
  });

  it('keeps the cards’ price and size lines', () => {
    expect(formatPriceRange(1200, 1500)).toBe('$1,200 ~ $1,500');
    expect(formatPriceRange(5000, null, 5000)).toBe('$5,000~');
    expect(formatSize(85, 120)).toBe('85 ~ 120 m²');
    expect(formatSize(1250.6)).toBe('1,251 m²');
  });
});

describe('the formatters', () => {
  const Real = Intl.NumberFormat;
  afterEach(() => {
    Intl.NumberFormat = Real;
    vi.resetModules();
  });

  it('are made once per locale and kind, however many numbers a page writes', async () => {
    let made = 0;
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Real;
    vi.resetModules();
    const fresh = await import('@/lib/format/number');
    expect(made).toBe(0);
    for (let i = 0; i < 50; i++) {
      fresh.formatNumber(i * 1000, 'en');
      fresh.formatNumber(i * 1000, 'jp');
      fresh.formatUsd(i * 1000, 'en');
    }
    expect(made).toBe(3);
  });
});
