import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLastUpdate as formatDate } from '@/lib/format';
import { moveInDay, vietnamToday } from '@/lib/format/date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

describe('the last-update date (formatLastUpdate), as the spec fixes it', () => {
  it("writes 'MMM DD, YYYY' in English and 'YYYY-MM-DD' in Japanese", () => {
    expect(formatDate('2024-03-05T00:00:00', 'en')).toBe('Mar 05, 2024');
    expect(formatDate('2024-03-05T00:00:00', 'jp')).toBe('2024-03-05');
    expect(formatDate('2025-12-31', 'en')).toBe('Dec 31, 2025');
    expect(formatDate('2025-12-31', 'jp')).toBe('2025-12-31');
  });

  it('keeps the calendar day the API sent, whatever the time or zone after it', () => {
    expect(formatDate('2024-01-01T23:59:59Z', 'en')).toBe('Jan 01, 2024');
    expect(formatDate('2024-01-01T00:00:00+09:00', 'jp')).toBe('2024-01-01');
  });

  it('gives back what is not a date unchanged, rather than throwing or inventing a day', () => {
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate('yesterday', 'jp')).toBe('yesterday');
    expect(formatDate('2024-02-30', 'en')).toBe('2024-02-30');
  });

  it('reads every real day of years 1000 to 9999 the same way in both languages', () => {
    const day = fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true });
    fc.assert(
      fc.property(day, (d) => {
        const [y, m, dd] = d.toISOString().slice(0, 10).split('-');
        const iso = `${y}-${m}-${dd}T00:00:00`;
        expect(formatDate(iso, 'jp')).toBe(`${y}-${m}-${dd}`);
        expect(formatDate(iso, 'en')).toBe(`${MONTHS[Number(m) - 1]} ${dd}, ${y}`);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('when a tenant can move in', () => {
  it("is a day still to come, else null (available now): no day, a day past or today's", () => {
    expect(moveInDay('2027-01-15', '2026-11-27')).toBe('2027-01-15');
    expect(moveInDay('2027-01-15T00:00:00', '2026-11-27')).toBe('2027-01-15');
    expect(moveInDay('2026-11-27', '2026-11-27')).toBeNull();
    expect(moveInDay('2026-01-01', '2026-11-27')).toBeNull();
    expect(moveInDay(null, '2026-11-27')).toBeNull();
    expect(moveInDay('soon', '2026-11-27')).toBeNull();
  });

  it("counts Vietnam's day, not the server's", () => {
    // 18:30 UTC on 26 November is already 01:30 on 27 November in Hanoi.
    expect(vietnamToday(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
    expect(vietnamToday(new Date('2026-11-26T16:30:00Z'))).toBe('2026-11-26');
  });
});
