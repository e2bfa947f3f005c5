/**
 * A calendar day in running text, one way per language, wherever the spec leaves the format free
 * (blog and news dates, move-in days, a shared list's expiry, mails, a rate's day):
 * `November 28, 2026` / `2026年11月28日`, with the weekday where the day itself matters
 * (`Thu, December 3, 2026` / `2026年12月3日(木)`). The spec's fixed formats are elsewhere: the
 * last-update date in lib/format/date.ts, the date fields' MM/dd/yyyy in lib/forms.
 *
 * Intl, not date-fns: these patterns are the locales' own, and islands (the share panel, the
 * search forms' rate note) format days with it without taking a date library into their chunks.
 */
import type { Lang } from '@/lib/api/lang';
import { TIME_ZONE } from '@/lib/i18n/config';

export type DayStyle = {
  /** The weekday too, for a day someone acts on (a move-in, a viewing, an expiry). */
  weekday?: boolean;
  /** Leave the year out (a rate's day of this year). */
  noYear?: boolean;
};

const LOCALE: Record<Lang, string> = { en: 'en-US', jp: 'ja-JP' };
const made = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, { weekday = false, noYear = false }: DayStyle): Intl.DateTimeFormat {
  const key = `${lang}:${weekday}:${noYear}`;
  let f = made.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE[lang] ?? LOCALE.en, {
      year: noYear ? undefined : 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: weekday ? 'short' : undefined,
      timeZone: 'UTC',
    });
    made.set(key, f);
  }
  return f;
}

/** The calendar day of `value`: the date at the start of a string (`2026-11-28`, `2026-11-28T00:00:00`), or an instant's day in Vietnam. */
export function calendarDay(value: string | Date): Date | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return calendarDay(new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(value));
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : null;
}

/**
 * `November 28, 2026` / `2026年11月28日` (see DayStyle for the weekday and the year). A string
 * that does not start with a real day comes back unchanged, rather than an invented day.
 */
export function formatDay(value: string | Date, lang: Lang, style: DayStyle = {}): string {
  const day = calendarDay(value);
  if (!day) return value instanceof Date ? '' : value;
  return formatter(lang, style).format(day);
}
