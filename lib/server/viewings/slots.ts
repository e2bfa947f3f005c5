import 'server-only';
import { and, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import type { Executor } from '../mail/outbox';
import { properties, viewingHolds } from '../db/schema';
import { VIEWING_WINDOW_DAYS, type SlotsResponse } from '@/lib/api/viewings';
import { addDays, atVietnam, vietnamDay, vietnamIso } from '@/lib/viewings/time';
import { agentWorks, cityAgents, cityWeek, dayWindow, readViewingHours, type Agent } from './hours';
import type { ViewingHours } from '../office-settings-schema';

/**
 * Which viewing slots are free. A slot of a listing is free when:
 * - it lies in its city office's opening hours, on a day from today to 21 days ahead (Vietnam
 *   days), at least `leadHours` from now;
 * - the listing is published and available by that day (`available_from` on or before it);
 * - nothing holds the listing over it;
 * - an agent of the city works over it (weekly hours, not a day away) and nothing holds them over it.
 * The exclusion constraints on `viewing_holds` (migration 0026) hold the last two whatever this
 * code decides, so a race between two requests ends with one of them refused.
 */
export type Listing = { id: number; cityId: number; published: boolean; availableFrom: string | null; category: number };

export async function listingForViewing(db: Executor, propertyId: number): Promise<Listing | undefined> {
  const [row] = await db
    .select({ id: properties.id, cityId: properties.cityId, published: properties.isPublished, availableFrom: properties.availableFrom, category: properties.category })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row;
}

export type Hold = { viewingId: number; agentId: string; propertyId: number; start: number; end: number };

/** The holds over [fromMs, toMs) of these agents or this listing, except those of `exceptViewing`. */
export async function holdsBetween(db: Executor, fromMs: number, toMs: number, agentIds: string[], propertyId: number, exceptViewing?: number): Promise<Hold[]> {
  const rows = await db
    .select({ viewingId: viewingHolds.viewingId, agentId: viewingHolds.agentId, propertyId: viewingHolds.propertyId, startsAt: viewingHolds.startsAt, endsAt: viewingHolds.endsAt })
    .from(viewingHolds)
    .where(
      and(
        lt(viewingHolds.startsAt, new Date(toMs)),
        gt(viewingHolds.endsAt, new Date(fromMs)),
        or(eq(viewingHolds.propertyId, propertyId), agentIds.length ? inArray(viewingHolds.agentId, agentIds) : undefined),
        exceptViewing ? ne(viewingHolds.viewingId, exceptViewing) : undefined,
      ),
    );
  return rows.map((r) => ({ viewingId: r.viewingId, agentId: r.agentId, propertyId: r.propertyId, start: r.startsAt.getTime(), end: r.endsAt.getTime() }));
}

const overlaps = (h: Hold, start: number, end: number) => h.start < end && start < h.end;

/** The slot starts of one day in the office's hours (ms), whatever is held. */
export function daySlotStarts(hours: ViewingHours, cityId: number, day: string): number[] {
  const w = dayWindow(cityWeek(hours, cityId), day);
  if (!w) return [];
  const starts: number[] = [];
  for (let m = w.from; m + hours.slotMinutes <= w.to; m += hours.slotMinutes) {
    starts.push(atVietnam(day, `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`));
  }
  return starts;
}

/** Why a start is not a slot at all, whoever holds what: outside the window, the hours, the lead time or the listing's availability. */
export function offered(hours: ViewingHours, listing: Listing, start: number, now: number): boolean {
  if (!listing.published) return false;
  const day = vietnamDay(start);
  const today = vietnamDay(now);
  if (day < today || day > addDays(today, VIEWING_WINDOW_DAYS - 1)) return false;
  if (start < now + hours.leadHours * 3_600_000) return false;
  if (listing.availableFrom && day < listing.availableFrom) return false;
  return daySlotStarts(hours, listing.cityId, day).includes(start);
}

/** The agents free over [start, end), fewest holds that day first (so the work spreads), then by name. */
export function freeAgentsAt(agents: Agent[], holds: Hold[], start: number, end: number): Agent[] {
  const day = vietnamDay(start);
  const dayStart = atVietnam(day, '00:00');
  const load = (a: Agent) => holds.filter((h) => h.agentId === a.id && h.start >= dayStart && h.start < dayStart + 86_400_000).length;
  const minute = (ms: number) => Math.round((ms - dayStart) / 60_000);
  return agents
    .filter((a) => agentWorks(a, day, minute(start), minute(end)) && !holds.some((h) => h.agentId === a.id && overlaps(h, start, end)))
    .map((a) => ({ a, n: load(a) }))
    .sort((x, y) => x.n - y.n)
    .map((x) => x.a);
}

export function listingFreeAt(holds: Hold[], propertyId: number, start: number, end: number): boolean {
  return !holds.some((h) => h.propertyId === propertyId && overlaps(h, start, end));
}

export type SlotOptions = { from?: string; days?: number; now?: number; exceptViewing?: number };

/** A listing's free slots, day by day (only days with a free slot), or undefined when there is no such listing. */
export async function freeSlots(db: Executor, propertyId: number, options: SlotOptions = {}): Promise<(SlotsResponse & { agentsBySlot: Map<number, Agent[]> }) | undefined> {
  const listing = await listingForViewing(db, propertyId);
  if (!listing) return undefined;
  const hours = await readViewingHours(db);
  const now = options.now ?? Date.now();
  const today = vietnamDay(now);
  const lastDay = addDays(today, VIEWING_WINDOW_DAYS - 1);
  const first = options.from && options.from > today ? options.from : today;
  const wanted = addDays(first, (options.days ?? VIEWING_WINDOW_DAYS) - 1);
  const last = wanted < lastDay ? wanted : lastDay;
  const empty = { propertyId, timeZone: 'Asia/Ho_Chi_Minh' as const, slotMinutes: hours.slotMinutes, bookable: listing.published, days: [], agentsBySlot: new Map() };
  if (!listing.published || first > last) return empty;
  const agents = await cityAgents(db, listing.cityId, first, last);
  const fromMs = atVietnam(first, '00:00');
  const toMs = atVietnam(addDays(last, 1), '00:00');
  const holds = await holdsBetween(db, fromMs, toMs, agents.map((a) => a.id), propertyId, options.exceptViewing);
  const len = hours.slotMinutes * 60_000;
  const days: SlotsResponse['days'] = [];
  const agentsBySlot = new Map<number, Agent[]>();
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const slots = [];
    for (const start of daySlotStarts(hours, listing.cityId, day)) {
      if (!offered(hours, listing, start, now) || !listingFreeAt(holds, propertyId, start, start + len)) continue;
      const free = freeAgentsAt(agents, holds, start, start + len);
      if (!free.length) continue;
      agentsBySlot.set(start, free);
      slots.push({ start: vietnamIso(start), end: vietnamIso(start + len) });
    }
    if (slots.length) days.push({ date: day, slots });
  }
  return { ...empty, days, agentsBySlot };
}
