/**
 * The window of days the site takes from anyone: a contact's preferred dates, a listing's move-in
 * day, a post's publication day, the inbox's filters, an exchange rate's day. Nothing the agency
 * records is older than 2000, and nothing is planned more than a few years ahead; a year 0001 or
 * 9999 is a typo or a probe, and breaks date arithmetic and the database's timestamps besides.
 * Plain functions without imports: the contact form's schema ships them to the browser.
 */
export const FIRST_DAY = '2000-01-01';

/** How far ahead a visitor's preferred dates may be: a tenancy is not arranged further out. */
export const VISIT_YEARS_AHEAD = 2;
/** How far ahead the back office's days may be: a building still under construction, a planned post. */
export const OFFICE_YEARS_AHEAD = 5;

/** YYYY-MM-DD that is a real calendar day (not 2026-02-30). */
export function isCalendarDay(iso: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The UTC day `years` years and `days` days after `now`, as YYYY-MM-DD (29 February becomes 1 March). */
export function dayAfter(now: Date, { years = 0, days = 0 }: { years?: number; days?: number }): string {
  const d = new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/**
 * `iso` (YYYY-MM-DD) lies from FIRST_DAY to `yearsAhead` years after today. A day's slack past
 * that: the visitor's today may be UTC's tomorrow.
 */
export function isWithinYears(iso: string, yearsAhead: number, now: Date = new Date()): boolean {
  return iso >= FIRST_DAY && iso <= dayAfter(now, { years: yearsAhead, days: 1 });
}
