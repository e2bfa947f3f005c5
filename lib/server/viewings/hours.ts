import 'server-only';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../mail/outbox';
import { appSettings, cities, staffAvailability, staffDaysAway, staffUsers } from '../db/schema';
import { viewingHoursSchema, type ViewingHours, type WeeklyHoursSetting } from '../office-settings-schema';
import { isoWeekday, minutesOf } from '@/lib/viewings/time';

/** A fresh install shows listings Monday to Saturday, 9:00 to 18:00, in slots of an hour, asked for 3 hours ahead, reminded at 18:00 the day before. */
export const DEFAULT_WEEKLY: WeeklyHoursSetting = Object.fromEntries(['1', '2', '3', '4', '5', '6'].map((d) => [d, { from: '09:00', to: '18:00' }]));
export const DEFAULT_VIEWING_HOURS: ViewingHours = { slotMinutes: 60, leadHours: 3, reminderHour: 18, byCity: {} };

/** The `viewingHours` setting, or the defaults when it was never saved (or no longer reads). */
export async function readViewingHours(db: Executor): Promise<ViewingHours> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'viewingHours'));
  const parsed = viewingHoursSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_VIEWING_HOURS;
}

export function cityWeek(hours: ViewingHours, cityId: number): WeeklyHoursSetting {
  return hours.byCity[String(cityId)] ?? DEFAULT_WEEKLY;
}

/** The hours of `day` in a week of hours, as minutes past midnight, or undefined on a day off. */
export function dayWindow(week: WeeklyHoursSetting, day: string): { from: number; to: number } | undefined {
  const h = week[String(isoWeekday(day)) as keyof WeeklyHoursSetting];
  return h ? { from: minutesOf(h.from), to: minutesOf(h.to) } : undefined;
}

export type Agent = { id: string; name: string; email: string; language: 'en' | 'ja'; cityIds: number[]; weekly: WeeklyHoursSetting; away: Set<string> };

/** The staff who show listings in `cityId` (an availability row naming the city, account not disabled), with their days away in [fromDay, toDay]. */
export async function cityAgents(db: Executor, cityId: number | null, fromDay: string, toDay: string): Promise<Agent[]> {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, language: staffUsers.language, cityIds: staffAvailability.cityIds, weekly: staffAvailability.weekly })
    .from(staffAvailability)
    .innerJoin(staffUsers, eq(staffUsers.id, staffAvailability.userId))
    .where(and(eq(staffUsers.disabled, false), cityId === null ? undefined : sql`${cityId}::int = ANY(${staffAvailability.cityIds})`))
    .orderBy(staffUsers.name, staffUsers.id);
  if (!rows.length) return [];
  const away = await db
    .select({ userId: staffDaysAway.userId, day: staffDaysAway.day })
    .from(staffDaysAway)
    .where(and(gte(staffDaysAway.day, fromDay), lte(staffDaysAway.day, toDay)));
  return rows.map((r) => ({ ...r, away: new Set(away.filter((a) => a.userId === r.id).map((a) => a.day)) }));
}

/** Whether an agent works over [startMin, endMin) of `day` (their weekly hours, not a day away). */
export function agentWorks(agent: Agent, day: string, startMin: number, endMin: number): boolean {
  if (agent.away.has(day)) return false;
  const w = dayWindow(agent.weekly, day);
  return Boolean(w && w.from <= startMin && endMin <= w.to);
}

/** Makes the member with this address an agent of every city at the default hours (a fresh install's first admin), unless they have availability already. */
export async function giveDefaultAvailability(db: Executor, email: string): Promise<void> {
  const [user] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  if (!user) return;
  const cityIds = (await db.select({ id: cities.id }).from(cities)).map((c) => c.id);
  await db.insert(staffAvailability).values({ userId: user.id, cityIds, weekly: DEFAULT_WEEKLY }).onConflictDoNothing();
}
