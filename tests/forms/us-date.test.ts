import { afterEach, describe, expect, it } from 'vitest';
import { contactSchema, isUsDate } from '@/lib/forms/contact';
import { toUsDate } from '@/lib/forms/values';

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the contact form’s default date', () => {
  it('writes a day as MM/dd/yyyy with zero-padded month and day', () => {
    expect(toUsDate(new Date(2026, 0, 5))).toBe('01/05/2026');
    expect(toUsDate(new Date(2026, 11, 31, 23, 59, 59, 999))).toBe('12/31/2026');
    expect(toUsDate(new Date(2028, 1, 29, 0, 0))).toBe('02/29/2028');
    expect(toUsDate(new Date(2026, 9, 10))).toBe('10/10/2026');
  });

  it('pads a year before 1000 to four digits, as MM/dd/yyyy does', () => {
    const d = new Date(2026, 6, 4);
    d.setFullYear(999);
    expect(toUsDate(d)).toBe('07/04/0999');
  });

  it('takes the day in the visitor’s time zone, not in UTC', () => {
    const instant = new Date('2026-03-09T20:00:00Z');
    process.env.TZ = 'Asia/Ho_Chi_Minh'; // UTC+7: already the 10th
    expect(toUsDate(instant)).toBe('03/10/2026');
    process.env.TZ = 'America/New_York'; // UTC-4 on that day: still the 9th
    expect(toUsDate(instant)).toBe('03/09/2026');
  });

  it('is a date the contact schema accepts', () => {
    const today = toUsDate(new Date());
    expect(isUsDate(today)).toBe(true);
    const parsed = contactSchema.safeParse({
      expectedCheckInDate: today,
      expectedTourInspectionDate: today,
      fullName: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+84 90 123 4567',
    });
    expect(parsed.success).toBe(true);
  });
});
