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

/**
 * The demo agency's agents, two per city (invented names, `@example.com` addresses), made with
 * the first admin on a fresh install so that the demo offers viewing times as an agency of a few
 * agents would: a booking in Hanoi does not take that hour from Ho Chi Minh City. They sign in only
 * once an admin gives them a one-time password (Staff). Saturday is the second agent's day off.
 */
export const DEMO_AGENTS: { city: string; name: string; language: 'en' | 'ja'; saturday: boolean }[] = [
  { city: 'hanoi', name: 'Nguyễn Thu Hà', language: 'ja', saturday: true },
  { city: 'hanoi', name: 'Sato Yui', language: 'ja', saturday: false },
  { city: 'hcm', name: 'Trần Minh Anh', language: 'ja', saturday: true },
  { city: 'hcm', name: 'Tanaka Ken', language: 'ja', saturday: false },
  { city: 'danang', name: 'Lê Quốc Huy', language: 'en', saturday: true },
  { city: 'danang', name: 'Phạm Ngọc Mai', language: 'ja', saturday: false },
  { city: 'haiphong', name: 'Vũ Đức Long', language: 'en', saturday: true },
  { city: 'haiphong', name: 'Đỗ Thanh Hương', language: 'ja', saturday: false },
];

/** The staff account a demo agent is made as (by the caller, which owns account creation). */
export type MadeAgent = (input: { email: string; name: string; language: 'en' | 'ja' }) => Promise<string>;

/**
 * On a fresh install: the first admin (`email`) shows listings in every city at the default hours
 * (they cover for the agents), and the demo agents are made with their city and week.
 */
export async function giveDefaultAvailability(db: Executor, email: string, makeAgent?: MadeAgent): Promise<void> {
  const [user] = await db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email));
  if (!user) return;
  const cityRows = await db.select({ id: cities.id, code: cities.code }).from(cities);
  await db.insert(staffAvailability).values({ userId: user.id, cityIds: cityRows.map((c) => c.id), weekly: DEFAULT_WEEKLY }).onConflictDoNothing();
  if (!makeAgent) return;
  for (const [i, agent] of DEMO_AGENTS.entries()) {
    const city = cityRows.find((c) => c.code === agent.city);
    if (!city) continue;
    const id = await makeAgent({ email: `agent${i + 1}.${agent.city}@example.com`, name: agent.name, language: agent.language });
    const weekly = agent.saturday ? DEFAULT_WEEKLY : Object.fromEntries(Object.entries(DEFAULT_WEEKLY).filter(([d]) => d !== '6'));
    await db.insert(staffAvailability).values({ userId: id, cityIds: [city.id], weekly }).onConflictDoNothing();
  }
}
