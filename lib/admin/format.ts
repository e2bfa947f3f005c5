import { TIME_ZONE } from '@/lib/i18n/config';

/*
 * Dates in the back office are shown in Vietnam's time (the agency's, TIME_ZONE), whatever the
 * server's or the browser's zone, so that every member reads the same day and hour.
 */

export function formatDateTime(value: Date | string, language: 'en' | 'ja'): string {
  return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(value));
}

export function formatDate(value: Date | string, language: 'en' | 'ja'): string {
  return new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeZone: TIME_ZONE }).format(new Date(value));
}

/** `2026-03-02 00:30` in Vietnam: sorts as text and Excel reads it as a date. */
export function sortableDateTime(value: Date | string): string {
  return new Intl.DateTimeFormat('sv-SE', { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(value));
}
