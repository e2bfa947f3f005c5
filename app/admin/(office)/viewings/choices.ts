import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { slotChoices, type AgendaViewing } from '@/lib/server/viewings/manage';
import type { ChosenTime } from '@/lib/viewings/agenda';
import { vietnamDay } from '@/lib/viewings/time';

/**
 * The request's chosen times in the renter's order, each with the agent its hold keeps and the
 * other agents free at that time (the listing's free slots of that day, its own holds set aside).
 */
export async function chosenTimes(db: Db, viewing: AgendaViewing, slotMinutes: number, now = Date.now()): Promise<ChosenTime[]> {
  const starts = viewing.preferredTimes.map((t) => Date.parse(t)).filter(Number.isFinite);
  const days = [...new Set(starts.filter((s) => s > now).map(vietnamDay))];
  const free = new Map(await Promise.all(days.map(async (day) => [day, await slotChoices(db, viewing.id, day)] as const)));
  return starts.map((start) => {
    const hold = viewing.holds.find((h) => h.start.getTime() === start);
    const held = hold ? { id: hold.agentId, name: hold.agentName } : null;
    const slot = free.get(vietnamDay(start))?.find((s) => Date.parse(s.start) === start);
    const others = (slot?.agents ?? []).filter((a) => a.id !== held?.id);
    return { start, end: hold ? hold.end.getTime() : start + slotMinutes * 60_000, past: start <= now, held, agents: held ? [held, ...others] : others };
  });
}

/** The instant a page is rendered at: one reading for "today", the agenda and which chosen times have passed. */
export function renderedAt(): number {
  return Date.now();
}
