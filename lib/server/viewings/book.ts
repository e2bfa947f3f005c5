import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Viewing } from '@/lib/forms/viewing';
import { addDays, atVietnam, instantMs, vietnamDay } from '@/lib/viewings/time';
import { VIEWING_WINDOW_DAYS } from '@/lib/api/viewings';
import { getDb, type Tx } from '../db/client';
import { viewingHolds, viewingRequests } from '../db/schema';
import { mailConfig } from '../mail/config';
import { mailEnqueued } from '../mail/outbox';
import type { RecipientBudget } from '../mail/recipient-budget';
import { cityAgents, readViewingHours, type Agent } from './hours';
import { recordViewingRequest } from './mails';
import { freeAgentsAt, holdsBetween, listingFreeAt, listingForViewing, offered } from './slots';
import { sqlState, ViewingConflict, ViewingRefused, type ViewingRow } from './types';

export const AGENT_EXCLUSION = 'viewing_holds_agent_excl';
export const LISTING_EXCLUSION = 'viewing_holds_property_excl';

/**
 * Holds one agent and the listing over [start, end) for a viewing, trying the free agents in turn.
 * Each attempt is a savepoint: a hold another transaction committed meanwhile fails on the
 * exclusion constraint (PostgreSQL waits for that transaction first), and the next agent is tried;
 * the listing's own constraint failing means the slot is gone. Returns the agent held.
 */
export async function holdSlot(tx: Tx, viewingId: number, propertyId: number, start: number, end: number, candidates: Agent[]): Promise<string> {
  for (const agent of candidates) {
    try {
      await tx.transaction(async (sp) => {
        await sp.insert(viewingHolds).values({ viewingId, agentId: agent.id, propertyId, startsAt: new Date(start), endsAt: new Date(end) });
      });
      return agent.id;
    } catch (err) {
      const { code, constraint } = sqlState(err);
      if (code !== '23P01') throw err;
      if (constraint !== AGENT_EXCLUSION) throw new ViewingConflict([{ propertyId, start }], 'listing');
    }
  }
  throw new ViewingConflict([{ propertyId, start }], candidates.length ? 'agent' : 'gone');
}

export type BookOptions = { now?: number; budget: RecipientBudget; beforeCommit?: (tx: Tx) => Promise<void> };

/**
 * Stores a viewing request: one row per listing (one batch), each chosen time holding an agent and
 * the listing, the inbox item and the mails, in one transaction. Throws ViewingRefused (400) for a
 * listing that takes no viewings, ViewingConflict (409) when any chosen time is not free: then
 * nothing is stored.
 */
export async function bookViewings(input: Viewing, clientAddress: string, options: BookOptions): Promise<{ batchId: string; viewings: ViewingRow[] }> {
  const db = await getDb();
  const now = options.now ?? Date.now();
  const batchId = randomUUID();
  const result = await db.transaction(async (tx) => {
    const hours = await readViewingHours(tx);
    const len = hours.slotMinutes * 60_000;
    const stored: ViewingRow[] = [];
    const taken: { propertyId: number; start: number }[] = [];
    for (const item of input.items) {
      const listing = await listingForViewing(tx, item.propertyId);
      if (!listing || !listing.published) throw new ViewingRefused(`Listing ${item.propertyId} does not take viewing requests.`, 'propertyId');
      const starts = item.times.map(instantMs);
      const [row] = await tx
        .insert(viewingRequests)
        .values({
          language: input.language,
          propertyId: listing.id,
          cityId: listing.cityId,
          batchId,
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          people: input.people,
          viewingLanguage: input.viewingLanguage,
          preferredTimes: starts.map((ms) => new Date(ms).toISOString()),
          otherTime: input.otherTime ?? null,
          uid: `viewing-${randomUUID()}@${mailConfig().host}`,
          clientAddress,
        })
        .returning();
      if (starts.length) {
        const today = vietnamDay(now);
        const agents = await cityAgents(tx, listing.cityId, today, addDays(today, VIEWING_WINDOW_DAYS));
        const holds = await holdsBetween(tx, atVietnam(today, '00:00'), atVietnam(addDays(today, VIEWING_WINDOW_DAYS + 1), '00:00'), agents.map((a) => a.id), listing.id);
        for (const start of starts) {
          const end = start + len;
          if (!offered(hours, listing, start, now) || !listingFreeAt(holds, listing.id, start, end)) {
            taken.push({ propertyId: listing.id, start });
            continue;
          }
          try {
            const agentId = await holdSlot(tx, row.id, listing.id, start, end, freeAgentsAt(agents, holds, start, end));
            holds.push({ viewingId: row.id, agentId, propertyId: listing.id, start, end });
          } catch (err) {
            if (!(err instanceof ViewingConflict)) throw err;
            taken.push(...err.taken);
          }
        }
      }
      stored.push(row);
    }
    if (taken.length) throw new ViewingConflict(taken);
    const inboxItemId = await recordViewingRequest(tx, stored, options.budget);
    await tx.update(viewingRequests).set({ inboxItemId }).where(inArray(viewingRequests.id, stored.map((v) => v.id)));
    if (options.beforeCommit) await options.beforeCommit(tx);
    return stored.map((v) => ({ ...v, inboxItemId }));
  });
  mailEnqueued();
  return { batchId, viewings: result };
}

/** The holds of a viewing, earliest first. */
export async function holdsOf(db: Tx | Awaited<ReturnType<typeof getDb>>, viewingId: number) {
  return db.select().from(viewingHolds).where(eq(viewingHolds.viewingId, viewingId)).orderBy(viewingHolds.startsAt);
}
