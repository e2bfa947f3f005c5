import type { WeeklyHoursSetting } from '@/lib/server/office-settings-schema';

/**
 * A week of hours as form fields, one row per ISO weekday: `<prefix>-<day>-open` (a checkbox,
 * "on" when ticked), `<prefix>-<day>-from` and `-to` ("HH:MM"). The office's viewing hours
 * (Settings, one week per city) and an agent's own (My account) are both written this way.
 */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const weekField = (prefix: string, day: Weekday, part: 'open' | 'from' | 'to') => `${prefix}-${day}-${part}`;

/** A day off still shows hours to start from when it is ticked again. */
const CLOSED_DAY = { from: '09:00', to: '18:00' };

/** The fields of a stored week. */
export function weekValues(prefix: string, week: WeeklyHoursSetting): Record<string, string> {
  const values: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const hours = week[day];
    if (hours) values[weekField(prefix, day, 'open')] = 'on';
    values[weekField(prefix, day, 'from')] = (hours ?? CLOSED_DAY).from;
    values[weekField(prefix, day, 'to')] = (hours ?? CLOSED_DAY).to;
  }
  return values;
}
