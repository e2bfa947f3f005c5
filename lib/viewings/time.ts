/**
 * Viewing times are Vietnam time (Asia/Ho_Chi_Minh, UTC+7 all year: Vietnam keeps no summer time),
 * written as ISO 8601 with the offset (`2026-12-03T14:00:00+07:00`) in the API, and as the page's
 * language writes a day and a time on screen and in mails (`Thu, December 3, 2026, 14:00` /
 * `2026年12月3日(木) 14:00`). Pure functions, shared by the server, the booking island and the back office.
 */
import type { Lang } from '@/lib/api/lang';
import { formatDay } from '@/lib/format/day';

export const VIETNAM_OFFSET_MINUTES = 7 * 60;
const OFFSET_MS = VIETNAM_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** An instant with its offset, to the minute or second: what the API takes for a slot. */
export const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Parses an ISO instant with an explicit offset; NaN for anything else. */
export function instantMs(value: string): number {
  return ISO_INSTANT.test(value) ? Date.parse(value) : Number.NaN;
}

/** `2026-12-03T14:00:00+07:00` for an instant. */
export function vietnamIso(ms: number): string {
  return `${new Date(ms + OFFSET_MS).toISOString().slice(0, 19)}+07:00`;
}

/** The Vietnam calendar day (YYYY-MM-DD) of an instant. */
export function vietnamDay(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** "HH:MM" in Vietnam of an instant. */
export function vietnamClock(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(11, 16);
}

/** The instant of a Vietnam day (YYYY-MM-DD) at "HH:MM". */
export function atVietnam(day: string, clock: string): number {
  return Date.parse(`${day}T${clock}:00+07:00`);
}

/** Minutes past midnight of "HH:MM". */
export function minutesOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** The day `n` days after a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a YYYY-MM-DD day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** `Thu, December 3, 2026, 14:00` / `2026年12月3日(木) 14:00` for an instant (ms or ISO). */
export function formatSlot(value: number | string, lang: Lang): string {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  const day = formatDay(vietnamDay(ms), lang, { weekday: true });
  return lang === 'jp' ? `${day} ${vietnamClock(ms)}` : `${day}, ${vietnamClock(ms)}`;
}

/** `14:00–15:00` for a slot. */
export function formatRange(startMs: number, endMs: number): string {
  return `${vietnamClock(startMs)}–${vietnamClock(endMs)}`;
}
