import 'server-only';
import { and, asc, eq, gte } from 'drizzle-orm';
import * as z from 'zod';
import { isCalendarDay } from '@/lib/forms/dates';
import { addDays, vietnamDay } from '@/lib/viewings/time';
import { weekValues } from '@/lib/viewings/week-fields';
import type { Db } from '../db/client';
import { cities, staffAvailability, staffDaysAway, staffUsers } from '../db/schema';
import { weeklyHoursSchema } from '../office-settings-schema';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/current';
import { DEFAULT_WEEKLY } from './hours';
import { weekFromForm } from './week-form';

/**
 * When a member of staff shows listings: the cities they cover, their weekly hours and their days
 * away (Vietnam time), as they keep them in My account (an admin may keep them for another member
 * from the staff page). Without a row, the member is offered for no viewing.
 */
export const WEEK_PREFIX = 'week';
/** A day away may be set this far ahead. */
export const DAYS_AWAY_AHEAD = 730;

export const availabilitySchema = z.object({
  cityIds: z.array(z.number().int().positive()).max(100),
  weekly: weeklyHoursSchema,
});
export type Availability = z.infer<typeof availabilitySchema>;

export type AvailabilityView = Availability & {
  /** False until the member first saves: the form starts from the office's default week. */
  stored: boolean;
  /** Days away from today on, in order. */
  daysAway: string[];
};

export type CityChoice = { id: number; name: string };

export async function viewingCities(db: Db, lang: 'en' | 'ja'): Promise<CityChoice[]> {
  const rows = await db.select({ id: cities.id, en: cities.nameEn, ja: cities.nameJa }).from(cities).orderBy(asc(cities.id));
  return rows.map((c) => ({ id: c.id, name: lang === 'ja' ? c.ja : c.en }));
}

/** The member the availability is kept for, or null when there is no such account. */
export async function availabilityMember(db: Db, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, id));
  return row ?? null;
}

export async function readAvailability(db: Db, userId: string, now = Date.now()): Promise<AvailabilityView> {
  const [[row], away] = await Promise.all([
    db.select({ cityIds: staffAvailability.cityIds, weekly: staffAvailability.weekly }).from(staffAvailability).where(eq(staffAvailability.userId, userId)),
    db
      .select({ day: staffDaysAway.day })
      .from(staffDaysAway)
      .where(and(eq(staffDaysAway.userId, userId), gte(staffDaysAway.day, vietnamDay(now))))
      .orderBy(asc(staffDaysAway.day)),
  ]);
  const weekly = weeklyHoursSchema.safeParse(row?.weekly);
  return {
    stored: Boolean(row),
    cityIds: row?.cityIds ?? [],
    weekly: row && weekly.success ? weekly.data : DEFAULT_WEEKLY,
    daysAway: away.map((a) => a.day),
  };
}

/** The form's fields of an availability: `city-<id>` ("on") and the week's (lib/viewings/week-fields.ts). */
export function availabilityValues(value: Availability): Record<string, string> {
  const values = weekValues(WEEK_PREFIX, value.weekly);
  for (const id of value.cityIds) values[`city-${id}`] = 'on';
  return values;
}

/** What the form sent, or the message key of each bad field; `known` are the cities that exist. */
export function parseAvailability(form: FormData, known: number[]): { ok: true; value: Availability } | { ok: false; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const cityIds: number[] = [];
  for (const [name, value] of form) {
    const m = /^city-(\d{1,9})$/.exec(name);
    if (!m || value !== 'on') continue;
    if (known.includes(Number(m[1]))) cityIds.push(Number(m[1]));
    else fields.cities = 'cityInvalid';
  }
  const week = weekFromForm(WEEK_PREFIX, form);
  Object.assign(fields, week.fields);
  if (Object.keys(fields).length) return { ok: false, fields };
  const parsed = availabilitySchema.safeParse({ cityIds: [...new Set(cityIds)].sort((a, b) => a - b), weekly: week.week });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fields: { cities: 'cityInvalid' } };
}

/** Saves a member's cities and weekly hours with an audit entry (before and after), in one transaction. */
export async function saveAvailability(db: Db, userId: string, value: Availability, actor: Staff, clientAddress: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ cityIds: staffAvailability.cityIds, weekly: staffAvailability.weekly }).from(staffAvailability).where(eq(staffAvailability.userId, userId)).for('update');
    await tx
      .insert(staffAvailability)
      .values({ userId, cityIds: value.cityIds, weekly: value.weekly })
      .onConflictDoUpdate({ target: staffAvailability.userId, set: { cityIds: value.cityIds, weekly: value.weekly, updatedAt: new Date() } });
    await audit(tx, { actor, action: 'staff.availability', entity: 'staff', entityId: userId, before: before ?? null, after: value, clientAddress });
  });
}

/** A day away as typed: a real calendar day from today (Vietnam) to DAYS_AWAY_AHEAD days on. */
export function parseDayAway(raw: unknown, now = Date.now()): string | null {
  const day = String(raw ?? '').trim();
  const today = vietnamDay(now);
  return isCalendarDay(day) && day >= today && day <= addDays(today, DAYS_AWAY_AHEAD) ? day : null;
}

/** Adds a day away (audited); false when the day was already listed. */
export async function addDayAway(db: Db, userId: string, day: string, actor: Staff, clientAddress: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const added = await tx.insert(staffDaysAway).values({ userId, day }).onConflictDoNothing().returning({ day: staffDaysAway.day });
    if (!added.length) return false;
    await audit(tx, { actor, action: 'staff.dayAway.add', entity: 'staff', entityId: userId, before: null, after: { day }, clientAddress });
    return true;
  });
}

/** Removes a day away (audited); false when it was not listed. */
export async function removeDayAway(db: Db, userId: string, day: string, actor: Staff, clientAddress: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffDaysAway)
      .where(and(eq(staffDaysAway.userId, userId), eq(staffDaysAway.day, day)))
      .returning({ day: staffDaysAway.day });
    if (!removed.length) return false;
    await audit(tx, { actor, action: 'staff.dayAway.remove', entity: 'staff', entityId: userId, before: { day }, after: null, clientAddress });
    return true;
  });
}
