/**
 * A listing's last-update date as the spec fixes it, through date-fns with the page's locale:
 * 'MMM DD, YYYY' in English (`Mar 05, 2024`), 'YYYY-MM-DD' otherwise. Every other day the site
 * shows is lib/format/day.ts's. A module of its own, so islands that format only numbers do not
 * take date-fns.
 */
import { format } from 'date-fns/format';
import { enUS } from 'date-fns/locale/en-US';
import { ja } from 'date-fns/locale/ja';
import type { Lang } from '@/lib/api/lang';
import { TIME_ZONE } from '@/lib/i18n/config';

/**
 * A listing's last update. Only the calendar date of the stored value counts (the API
 * sends `2024-03-05T00:00:00`), read as that day wherever the server or browser is; anything that
 * does not start with a real date comes back unchanged.
 */
export function formatLastUpdate(iso: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return iso;
  // The locales are named inside the function, not in a module-level table: islands that import
  // lib/format for its numbers then leave date-fns and its locale data out of their chunks.
  return lang === 'jp' ? format(date, 'yyyy-MM-dd', { locale: ja }) : format(date, 'MMM dd, yyyy', { locale: enUS });
}

/** Today (YYYY-MM-DD) in Vietnam, the agency's day, wherever the server runs. */
export function vietnamToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE }).format(now);
}

/**
 * The day a tenant can move in, if it is still to come (YYYY-MM-DD); null when the listing is
 * available now: no date, or a day already reached by `today`.
 */
export function moveInDay(availableFrom: string | null | undefined, today: string): string | null {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(availableFrom ?? '')?.[0];
  return day && day > today ? day : null;
}

/** A month (`YYYY-MM`) as a renter reads it: `March 2027`, `2027年3月`; anything else unchanged. */
export function formatMonth(month: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, 1);
  return lang === 'jp' ? format(date, 'yyyy年M月', { locale: ja }) : format(date, 'MMMM yyyy', { locale: enUS });
}

/** The move-in filter's choices: this month in Vietnam and the `count - 1` after it, as `YYYY-MM`. */
export function comingMonths(today: string, count = 12): string[] {
  const [year, month] = today.split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const m = month - 1 + i;
    return `${year + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
  });
}
