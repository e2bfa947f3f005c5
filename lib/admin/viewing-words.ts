import 'server-only';
import { WEEKDAYS } from '@/lib/viewings/week-fields';
import type { WeekDayLabels } from '@/components/admin/viewings/week-fields';
import { adminLanguage, adminMessages, adminTranslator } from './i18n';

/** A weekday's name in the member's language: ISO day 1 is Monday (2024-01-01 was one). */
export function weekdayName(day: number, lang: 'en' | 'ja'): string {
  return new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/** The words of a week of hours (components/admin/viewings/week-fields.tsx), each field named by its day (and city, where a page has several). */
export async function weekWords(city?: string) {
  const t = await adminTranslator('viewings');
  const lang = await adminLanguage();
  const days: WeekDayLabels[] = WEEKDAYS.map((day) => {
    const name = weekdayName(Number(day), lang);
    if (city) return { day, name, open: t('hours.openOnIn', { day: name, city }), from: t('hours.fromOnIn', { day: name, city }), to: t('hours.toOnIn', { day: name, city }) };
    return { day, name, open: t('hours.openOn', { day: name }), from: t('hours.fromOn', { day: name }), to: t('hours.toOn', { day: name }) };
  });
  return { columns: { weekday: t('hours.weekday'), open: t('hours.open'), from: t('hours.from'), to: t('hours.to') }, days };
}

/** The availability forms' words, with the week's field messages. */
export async function availabilityWords(): Promise<Record<string, string>> {
  const m = await adminMessages('viewings');
  return { ...m.availability, clockInvalid: m.hours.clockInvalid, hoursOrder: m.hours.hoursOrder };
}
