import 'server-only';
import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import { localePath } from '@/lib/i18n/config';
import { sitePaths } from '@/lib/seo/site-paths';
import { addDays, atVietnam, vietnamDay, vietnamIso } from '@/lib/viewings/time';
import type { Db, Tx } from '../db/client';
import { cities, properties, staffAvailability, staffUsers, viewingHolds, viewingRequests } from '../db/schema';
import { OFFICE } from '../db/schema/catalogue';
import type { ViewingStatus } from '../db/schema/viewings';
import { mailEnqueued } from '../mail/outbox';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/current';
import { holdSlot } from './book';
import { agentWorks, cityAgents, readViewingHours } from './hours';
import { enqueueViewingChange } from './mails';
import { freeSlots, listingForViewing } from './slots';
import { ViewingRefused, type CancelledBy, type ViewingRow } from './types';

/**
 * What staff do with viewings in the back office (app/admin/(office)/viewings) and what the
 * renter's cancel link does: every change is one transaction with its audit entry and its mails.
 */
export type AgendaViewing = {
  id: number;
  status: ViewingStatus;
  batchId: string;
  createdAt: Date;
  propertyId: number;
  listing: { code: string; name: string; href: string };
  cityId: number;
  city: string;
  fullName: string;
  email: string;
  phone: string;
  people: number;
  viewingLanguage: 'en' | 'ja';
  language: string;
  preferredTimes: string[];
  otherTime: string | null;
  agentId: string | null;
  agentName: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  holds: { agentId: string; agentName: string; start: Date; end: Date }[];
  inboxItemId: number | null;
  staffNote: string | null;
  sequence: number;
};

type Lang = 'en' | 'ja';

async function shape(db: Db | Tx, rows: ViewingRow[], lang: Lang): Promise<AgendaViewing[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [listings, holds, agents, cityRows] = await Promise.all([
    db
      .select({ id: properties.id, code: properties.code, category: properties.category, slug: properties.slug, nameEn: properties.nameEn, nameJa: properties.nameJa })
      .from(properties)
      .where(inArray(properties.id, [...new Set(rows.map((r) => r.propertyId))])),
    db.select().from(viewingHolds).where(inArray(viewingHolds.viewingId, ids)).orderBy(asc(viewingHolds.startsAt)),
    db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers),
    db.select({ id: cities.id, nameEn: cities.nameEn, nameJa: cities.nameJa }).from(cities),
  ]);
  const agentName = (id: string | null) => (id ? (agents.find((a) => a.id === id)?.name ?? null) : null);
  const site = lang === 'ja' ? 'jp' : 'en';
  return rows.map((r) => {
    const p = listings.find((l) => l.id === r.propertyId);
    const city = cityRows.find((c) => c.id === r.cityId);
    return {
      id: r.id,
      status: r.status,
      batchId: r.batchId,
      createdAt: r.createdAt,
      propertyId: r.propertyId,
      listing: p
        ? { code: p.code, name: lang === 'ja' ? p.nameJa : p.nameEn, href: localePath(site, p.category === OFFICE ? sitePaths.office(p.id, p.slug) : sitePaths.residence(p.id, p.slug)) }
        : { code: String(r.propertyId), name: String(r.propertyId), href: '' },
      cityId: r.cityId,
      city: city ? (lang === 'ja' ? city.nameJa : city.nameEn) : '',
      fullName: r.fullName,
      email: r.email,
      phone: r.phone,
      people: r.people,
      viewingLanguage: r.viewingLanguage,
      language: r.language,
      preferredTimes: r.preferredTimes,
      otherTime: r.otherTime,
      agentId: r.agentId,
      agentName: agentName(r.agentId),
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      holds: holds
        .filter((h) => h.viewingId === r.id)
        .map((h) => ({ agentId: h.agentId, agentName: agentName(h.agentId) ?? h.agentId, start: h.startsAt, end: h.endsAt })),
      inboxItemId: r.inboxItemId,
      staffNote: r.staffNote,
      sequence: r.sequence,
    };
  });
}

/** Confirmed viewings in [from, to] (Vietnam days) and requests holding a slot in it, by time; optionally one agent's or one city's. */
export async function listViewings(db: Db, range: { from: string; to: string; agentId?: string; cityId?: number }, lang: Lang): Promise<AgendaViewing[]> {
  const start = new Date(atVietnam(range.from, '00:00'));
  const end = new Date(atVietnam(addDays(range.to, 1), '00:00'));
  const held = db
    .select({ id: viewingHolds.viewingId })
    .from(viewingHolds)
    .where(and(gte(viewingHolds.startsAt, start), lt(viewingHolds.startsAt, end), range.agentId ? eq(viewingHolds.agentId, range.agentId) : undefined));
  const rows = await db
    .select()
    .from(viewingRequests)
    .where(
      and(
        or(
          and(eq(viewingRequests.status, 'confirmed'), gte(viewingRequests.startsAt, start), lt(viewingRequests.startsAt, end), range.agentId ? eq(viewingRequests.agentId, range.agentId) : undefined),
          and(eq(viewingRequests.status, 'requested'), inArray(viewingRequests.id, held)),
        ),
        range.cityId ? eq(viewingRequests.cityId, range.cityId) : undefined,
      ),
    )
    .orderBy(asc(viewingRequests.startsAt), asc(viewingRequests.id));
  return shape(db, rows, lang);
}

/** Every request still waiting for staff, oldest first. */
export async function pendingRequests(db: Db, lang: Lang): Promise<AgendaViewing[]> {
  const rows = await db.select().from(viewingRequests).where(eq(viewingRequests.status, 'requested')).orderBy(asc(viewingRequests.createdAt), asc(viewingRequests.id));
  return shape(db, rows, lang);
}

export async function getViewing(db: Db, id: number, lang: Lang): Promise<AgendaViewing | null> {
  const rows = await db.select().from(viewingRequests).where(eq(viewingRequests.id, id));
  return (await shape(db, rows, lang))[0] ?? null;
}

/** The viewings of one batch (one renter's request), by id. */
export async function batchViewings(db: Db, batchId: string, lang: Lang): Promise<AgendaViewing[]> {
  const rows = await db.select().from(viewingRequests).where(eq(viewingRequests.batchId, batchId)).orderBy(asc(viewingRequests.id));
  return shape(db, rows, lang);
}

/** The listing's free slots on `day` for moving or confirming this viewing (its own holds do not count), with the agents free at each. */
export async function slotChoices(db: Db, viewingId: number, day: string, now = Date.now()): Promise<{ start: string; end: string; agents: { id: string; name: string }[] }[]> {
  const [row] = await db.select().from(viewingRequests).where(eq(viewingRequests.id, viewingId));
  if (!row) return [];
  const found = await freeSlots(db, row.propertyId, { from: day, days: 1, now, exceptViewing: viewingId });
  if (!found) return [];
  return (found.days[0]?.date === day ? found.days[0].slots : []).map((s) => ({
    ...s,
    agents: (found.agentsBySlot.get(Date.parse(s.start)) ?? []).map((a) => ({ id: a.id, name: a.name })),
  }));
}

/** Staff who show listings: the members with an availability row, by name. */
export async function viewingAgents(db: Db): Promise<{ id: string; name: string; cityIds: number[] }[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, cityIds: staffAvailability.cityIds })
    .from(staffAvailability)
    .innerJoin(staffUsers, eq(staffUsers.id, staffAvailability.userId))
    .where(eq(staffUsers.disabled, false))
    .orderBy(asc(staffUsers.name));
}

async function lockViewing(tx: Tx, id: number): Promise<ViewingRow> {
  const [row] = await tx.select().from(viewingRequests).where(eq(viewingRequests.id, id)).for('update');
  if (!row) throw new ViewingRefused('There is no such viewing.');
  return row;
}

/**
 * Gives the viewing one time with one agent: its holds are replaced by that one. The agent must work
 * then and be free (the exclusion constraint has the last word). Staff may pick a time off the
 * office's grid, inside the lead time or past the renter's window (they arrange it by phone), but
 * not one already past, nor outside the agent's hours.
 */
async function settle(tx: Tx, row: ViewingRow, choice: { start: number; agentId: string }, now: number): Promise<{ start: number; end: number }> {
  const listing = await listingForViewing(tx, row.propertyId);
  if (!listing) throw new ViewingRefused('The listing of this viewing no longer exists.');
  const hours = await readViewingHours(tx);
  const start = choice.start;
  const end = start + hours.slotMinutes * 60_000;
  if (!Number.isFinite(start) || start < now) throw new ViewingRefused('Choose a time that is still to come.', 'start');
  const day = vietnamDay(start);
  const agents = await cityAgents(tx, null, day, day);
  const agent = agents.find((a) => a.id === choice.agentId);
  if (!agent) throw new ViewingRefused('Choose an agent who shows listings (their availability is set in My account).', 'agentId');
  const midnight = atVietnam(day, '00:00');
  if (!agentWorks(agent, day, (start - midnight) / 60_000, (end - midnight) / 60_000)) {
    throw new ViewingRefused('That agent does not work at that time (their hours and days away are in My account).', 'agentId');
  }
  await tx.delete(viewingHolds).where(eq(viewingHolds.viewingId, row.id));
  await holdSlot(tx, row.id, row.propertyId, start, end, [agent]);
  return { start, end };
}

export async function confirmViewing(db: Db, id: number, choice: { start: number; agentId: string }, actor: Staff, clientAddress: string, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockViewing(tx, id);
    if (row.status !== 'requested') throw new ViewingRefused('Only a request waiting for confirmation can be confirmed.');
    const { start, end } = await settle(tx, row, choice, now);
    const [after] = await tx
      .update(viewingRequests)
      .set({ status: 'confirmed', agentId: choice.agentId, startsAt: new Date(start), endsAt: new Date(end), updatedAt: new Date() })
      .where(eq(viewingRequests.id, id))
      .returning();
    await audit(tx, { actor, action: 'viewing.confirm', entity: 'viewing', entityId: id, before: summary(row), after: summary(after), clientAddress });
    await enqueueViewingChange(tx, after, 'confirmed');
  });
  mailEnqueued();
}

/** A new time (and perhaps agent) for a request or a confirmed viewing; a confirmed one's event is updated (same UID, next SEQUENCE). */
export async function moveViewing(db: Db, id: number, choice: { start: number; agentId: string; note?: string }, actor: Staff, clientAddress: string, now = Date.now()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockViewing(tx, id);
    if (row.status !== 'requested' && row.status !== 'confirmed') throw new ViewingRefused('A declined or cancelled viewing cannot be moved.');
    const { start, end } = await settle(tx, row, choice, now);
    const wasConfirmed = row.status === 'confirmed';
    const [after] = await tx
      .update(viewingRequests)
      .set({
        status: 'confirmed',
        agentId: choice.agentId,
        startsAt: new Date(start),
        endsAt: new Date(end),
        sequence: wasConfirmed ? row.sequence + 1 : row.sequence,
        staffNote: choice.note?.trim() || null,
        reminderSentAt: null,
        updatedAt: new Date(),
      })
      .where(eq(viewingRequests.id, id))
      .returning();
    await audit(tx, { actor, action: wasConfirmed ? 'viewing.move' : 'viewing.confirm', entity: 'viewing', entityId: id, before: summary(row), after: summary(after), clientAddress });
    await enqueueViewingChange(tx, after, wasConfirmed ? 'moved' : 'confirmed', { previousAgentId: row.agentId });
  });
  mailEnqueued();
}

export async function declineViewing(db: Db, id: number, note: string | undefined, actor: Staff, clientAddress: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockViewing(tx, id);
    if (row.status !== 'requested') throw new ViewingRefused('Only a request waiting for confirmation can be declined; cancel a confirmed viewing instead.');
    await tx.delete(viewingHolds).where(eq(viewingHolds.viewingId, id));
    const [after] = await tx
      .update(viewingRequests)
      .set({ status: 'declined', staffNote: note?.trim() || null, updatedAt: new Date() })
      .where(eq(viewingRequests.id, id))
      .returning();
    await audit(tx, { actor, action: 'viewing.decline', entity: 'viewing', entityId: id, before: summary(row), after: summary(after), clientAddress });
    await enqueueViewingChange(tx, after, 'declined');
  });
  mailEnqueued();
}

/**
 * Ends a request or a confirmed viewing and frees its slot. From the renter's link a second cancel
 * is a no-op (the link may be followed twice); staff cancelling a cancelled viewing are told so.
 * A confirmed viewing's event is cancelled (same UID, next SEQUENCE).
 */
export async function cancelViewing(db: Db, id: number, by: CancelledBy, actor: Staff | null, clientAddress: string): Promise<'cancelled' | 'already'> {
  const outcome = await db.transaction(async (tx) => {
    const row = await lockViewing(tx, id);
    if (row.status === 'cancelled' || row.status === 'declined') {
      if (by === 'staff') throw new ViewingRefused('This viewing is already cancelled or declined.');
      return 'already' as const;
    }
    if (row.status === 'confirmed' && row.startsAt && row.startsAt.getTime() < Date.now() && by === 'renter') throw new ViewingRefused('This viewing has already taken place.');
    await tx.delete(viewingHolds).where(eq(viewingHolds.viewingId, id));
    const [after] = await tx
      .update(viewingRequests)
      .set({ status: 'cancelled', sequence: row.status === 'confirmed' ? row.sequence + 1 : row.sequence, updatedAt: new Date() })
      .where(eq(viewingRequests.id, id))
      .returning();
    await audit(tx, { actor, action: by === 'renter' ? 'viewing.cancel-by-renter' : 'viewing.cancel', entity: 'viewing', entityId: id, before: summary(row), after: summary(after), clientAddress });
    await enqueueViewingChange(tx, after, 'cancelled', { cancelledBy: by, previousAgentId: row.agentId });
    return 'cancelled' as const;
  });
  if (outcome === 'cancelled') mailEnqueued();
  return outcome;
}

/** What the audit log keeps of a viewing before and after a change. */
function summary(row: ViewingRow) {
  return {
    status: row.status,
    agentId: row.agentId,
    startsAt: row.startsAt ? vietnamIso(row.startsAt.getTime()) : null,
    sequence: row.sequence,
    staffNote: row.staffNote,
  };
}


