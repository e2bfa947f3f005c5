import 'server-only';
import { HH_MM } from '@/lib/viewings/time';
import { WEEKDAYS, weekField, weekValues } from '@/lib/viewings/week-fields';
import { viewingHoursSchema, weeklyHoursSchema, type ViewingHours, type WeeklyHoursSetting } from '../office-settings-schema';
import { cityWeek } from './hours';

/**
 * The week a form sent (fields: lib/viewings/week-fields.ts), or the message key of each bad field
 * (`clockInvalid`, `hoursOrder`). The hours of a day left unticked are not read: it is closed, whatever its fields say.
 */
export function weekFromForm(prefix: string, form: FormData): { week: WeeklyHoursSetting; fields: Record<string, string> } {
  const week: WeeklyHoursSetting = {};
  const fields: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    if (form.get(weekField(prefix, day, 'open')) !== 'on') continue;
    const from = String(form.get(weekField(prefix, day, 'from')) ?? '').trim();
    const to = String(form.get(weekField(prefix, day, 'to')) ?? '').trim();
    // A browser's time field may send seconds ("09:00:00"): minutes are what is kept.
    const clock = (v: string) => (/^\d{2}:\d{2}:\d{2}$/.test(v) ? v.slice(0, 5) : v);
    const [f, t] = [clock(from), clock(to)];
    if (!HH_MM.test(f)) fields[weekField(prefix, day, 'from')] = 'clockInvalid';
    if (!HH_MM.test(t)) fields[weekField(prefix, day, 'to')] = 'clockInvalid';
    else if (HH_MM.test(f) && f >= t) fields[weekField(prefix, day, 'to')] = 'hoursOrder';
    week[day] = { from: f, to: t };
  }
  if (Object.keys(fields).length) return { week: {}, fields };
  return { week: weeklyHoursSchema.parse(week), fields };
}

/** The Settings form's fields of the viewing hours: `slotMinutes`, `leadHours`, `reminderHour`, and a week per city (`hours-<cityId>-…`). */
export const cityHoursPrefix = (cityId: number) => `hours-${cityId}`;

export function viewingHoursValues(hours: ViewingHours, cityIds: number[]): Record<string, string> {
  const values: Record<string, string> = { slotMinutes: String(hours.slotMinutes), leadHours: String(hours.leadHours), reminderHour: String(hours.reminderHour) };
  for (const id of cityIds) Object.assign(values, weekValues(cityHoursPrefix(id), cityWeek(hours, id)));
  return values;
}

/** The viewing hours a Settings form sent, every city's week included, or the message key of each bad field. */
export function parseViewingHours(form: FormData, cityIds: number[]): { ok: true; value: ViewingHours } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const whole = (name: string) => {
    const raw = String(form.get(name) ?? '').trim();
    return /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
  };
  const slotMinutes = whole('slotMinutes');
  const leadHours = whole('leadHours');
  const reminderHour = whole('reminderHour');
  const byCity: Record<string, WeeklyHoursSetting> = {};
  for (const id of cityIds) {
    const week = weekFromForm(cityHoursPrefix(id), form);
    Object.assign(fields, week.fields);
    byCity[String(id)] = week.week;
  }
  const parsed = viewingHoursSchema.safeParse({ slotMinutes, leadHours, reminderHour, byCity });
  if (!parsed.success) {
    const keys: Record<string, string> = { slotMinutes: 'slotInvalid', leadHours: 'leadInvalid', reminderHour: 'reminderInvalid' };
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      if (keys[name]) fields[name] = keys[name];
    }
  }
  return Object.keys(fields).length || !parsed.success ? { ok: false, fields } : { ok: true, value: parsed.data };
}
