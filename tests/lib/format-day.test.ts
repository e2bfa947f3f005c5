import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay } from '@/lib/format/day';

describe('a day in running text (formatDay)', () => {
  it('writes 2026年11月28日 in Japanese and November 28, 2026 in English', () => {
    expect(formatDay('2026-11-28', 'jp')).toBe('2026年11月28日');
    expect(formatDay('2026-11-28', 'en')).toBe('November 28, 2026');
    expect(formatDay('2027-01-15T00:00:00', 'jp')).toBe('2027年1月15日');
    expect(formatDay('2027-01-15T00:00:00', 'en')).toBe('January 15, 2027');
  });

  it('adds the weekday where the day itself matters', () => {
    expect(formatDay('2026-12-03', 'jp', { weekday: true })).toBe('2026年12月3日(木)');
    expect(formatDay('2026-12-03', 'en', { weekday: true })).toBe('Thu, December 3, 2026');
  });

  it('leaves the year out when asked', () => {
    expect(formatDay('2026-11-26', 'jp', { noYear: true })).toBe('11月26日');
    expect(formatDay('2026-11-26', 'en', { noYear: true })).toBe('November 26');
  });

  it('keeps the calendar day a string names, whatever time or zone follows it', () => {
    expect(formatDay('2024-01-01T23:59:59Z', 'en')).toBe('January 1, 2024');
    expect(formatDay('2024-01-01T00:00:00+09:00', 'jp')).toBe('2024年1月1日');
  });

  it("reads an instant as Vietnam's day", () => {
    // 18:30 UTC on 26 December is already 01:30 on 27 December in Hanoi.
    expect(formatDay(new Date('2026-12-26T18:30:00Z'), 'jp', { weekday: true })).toBe('2026年12月27日(日)');
    expect(formatDay(new Date('2026-12-26T16:30:00Z'), 'en')).toBe('December 26, 2026');
  });

  it('gives back what is not a real day unchanged, rather than inventing one', () => {
    expect(formatDay('', 'en')).toBe('');
    expect(formatDay('yesterday', 'jp')).toBe('yesterday');
    expect(formatDay('2026-02-30', 'jp')).toBe('2026-02-30');
    expect(formatDay(new Date(Number.NaN), 'en')).toBe('');
  });

  it('writes every day from 1000 to 9999 with its own year, month and day', () => {
    const day = fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true });
    fc.assert(
      fc.property(day, (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [y, m, dd] = iso.split('-').map(Number);
        expect(formatDay(iso, 'jp')).toBe(`${y}年${m}月${dd}日`);
        expect(formatDay(iso, 'en')).toMatch(new RegExp(`^[A-Z][a-z]+ ${dd}, ${y}$`));
      }),
      { numRuns: 300 },
    );
  });
});
