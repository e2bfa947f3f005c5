/**
 * What staff do with a viewing request, on the embedded database (and PostgreSQL with
 * DATABASE_URL): confirm one of the renter's times with its agent, move it (same event, next
 * sequence), refuse a time another viewing holds, decline, and cancel (the slot is free again);
 * each change in the audit log.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, staffAvailability, viewingHolds, viewingRequests } from '@/lib/server/db/schema';
import type { Staff } from '@/lib/server/staff/current';
import { createStaff } from '@/lib/server/staff/accounts';
import { cancelViewing, confirmViewing, declineViewing, getViewing, listViewings, moveViewing, pendingRequests, slotChoices } from '@/lib/server/viewings/manage';
import { freeSlots } from '@/lib/server/viewings/slots';
import { viewingHandler } from '@/lib/server/viewings/handler';
import { ViewingConflict, ViewingRefused } from '@/lib/server/viewings/types';
import { vietnamDay } from '@/lib/viewings/time';
import { postJson, unique } from '../forms/support';
import { EVERY_DAY, publishedResidence } from './support';

const handler = viewingHandler();
let used = 0;

async function agent(cityId: number): Promise<Staff> {
  const db = await getDb();
  const email = `${unique('agent')}@example.com`;
  const made = await createStaff(db, { email, name: unique('Agent'), role: 'agent', password: 'agent-password-0001' });
  await db.insert(staffAvailability).values({ userId: made.id, cityIds: [cityId], weekly: EVERY_DAY });
  return { id: made.id, name: 'Agent', email, role: 'agent', language: 'en', twoFactorEnabled: false, passwordChangeRequired: false };
}

/** A listing of its own (offset past booking.test's) with two agents, and a request for two of its times. */
async function requested() {
  const db = await getDb();
  const p = await publishedResidence(200 + used++ * 5);
  const agents = [await agent(p.cityId), await agent(p.cityId)];
  const slots = (await freeSlots(db, p.id))!;
  const times = [slots.days[2].slots[1].start, slots.days[3].slots[4].start];
  const res = await postJson(handler, '/api/viewings', {
    language: 'en',
    items: [{ propertyId: p.id, times }],
    fullName: 'Jane Renter',
    email: `${unique('renter')}@example.com`,
    phone: '+84 90 123 4567',
    people: 3,
    viewingLanguage: 'en',
  });
  expect(res.status).toBe(200);
  const id = (res.body.viewings as { id: number }[])[0].id;
  return { id, p, agents, times, slots };
}

describe('staff and viewing requests', () => {
  it('lists a new request first among those to confirm, with its chosen times and held agents', async () => {
    const { id, times } = await requested();
    const db = await getDb();
    const pending = await pendingRequests(db, 'ja');
    const v = pending.find((x) => x.id === id)!;
    expect(v.preferredTimes.map((t) => Date.parse(t))).toEqual(times.map((t) => Date.parse(t)));
    expect(v.holds).toHaveLength(2);
    expect(v.listing.href).toMatch(/^\/jp\/residence\/detail\/\d+\//);
    const agenda = await listViewings(db, { from: vietnamDay(Date.parse(times[0])), to: vietnamDay(Date.parse(times[1])) }, 'en');
    expect(agenda.map((x) => x.id)).toContain(id);
  });

  it('confirms one chosen time: the other is freed, the audit log has it', async () => {
    const { id, p, times } = await requested();
    const db = await getDb();
    const held = (await getViewing(db, id, 'en'))!.holds[0];
    const admin = { id: held.agentId, name: 'x', email: 'x@example.com', role: 'admin', language: 'en', twoFactorEnabled: false, passwordChangeRequired: false } as const;
    await confirmViewing(db, id, { start: Date.parse(times[0]), agentId: held.agentId }, admin, '127.0.0.1');
    const v = (await getViewing(db, id, 'en'))!;
    expect(v).toMatchObject({ status: 'confirmed', agentId: held.agentId, sequence: 0 });
    expect(v.startsAt!.getTime()).toBe(Date.parse(times[0]));
    expect(v.holds).toHaveLength(1);
    const free = (await freeSlots(db, p.id))!.days.flatMap((d) => d.slots.map((s) => s.start));
    expect(free).toContain(times[1]);
    expect(free).not.toContain(times[0]);
    const entries = await db.select().from(auditLog).where(and(eq(auditLog.entity, 'viewing'), eq(auditLog.entityId, String(id))));
    expect(entries.map((e) => e.action)).toEqual(['viewing.confirm']);
    // A second confirmation is refused; nothing changes.
    await expect(confirmViewing(db, id, { start: Date.parse(times[1]), agentId: held.agentId }, admin, '127.0.0.1')).rejects.toBeInstanceOf(ViewingRefused);
  });

  it('moves a confirmed viewing to another slot and agent (next sequence), and refuses a time the listing has taken', async () => {
    const { id, p, agents, times, slots } = await requested();
    const db = await getDb();
    const admin = agents[0];
    await confirmViewing(db, id, { start: Date.parse(times[0]), agentId: agents[0].id }, admin, '127.0.0.1');
    const target = slots.days[4].slots[2].start;
    const choices = await slotChoices(db, id, target.slice(0, 10));
    expect(choices.find((c) => c.start === target)!.agents.map((a) => a.id)).toEqual(expect.arrayContaining(agents.map((a) => a.id)));
    await moveViewing(db, id, { start: Date.parse(target), agentId: agents[1].id, note: 'The owner asked for later.' }, admin, '127.0.0.1');
    const v = (await getViewing(db, id, 'en'))!;
    expect(v).toMatchObject({ status: 'confirmed', agentId: agents[1].id, sequence: 1, staffNote: 'The owner asked for later.' });
    expect(v.startsAt!.getTime()).toBe(Date.parse(target));

    // Another renter holds the listing at another time; moving onto it is refused and changes nothing.
    const other = slots.days[5].slots[0].start;
    const res = await postJson(handler, '/api/viewings', { language: 'en', items: [{ propertyId: p.id, times: [other] }], fullName: 'B', email: `${unique('b')}@example.com`, phone: '+84 90 123 4568', people: 1, viewingLanguage: 'en' });
    expect(res.status).toBe(200);
    await expect(moveViewing(db, id, { start: Date.parse(other), agentId: agents[0].id }, admin, '127.0.0.1')).rejects.toBeInstanceOf(ViewingConflict);
    const still = (await getViewing(db, id, 'en'))!;
    expect(still.startsAt!.getTime()).toBe(Date.parse(target));
    expect(still.sequence).toBe(1);
    expect(still.holds).toHaveLength(1);
  });

  it('refuses an agent who does not work then or is busy', async () => {
    const { id, times, agents } = await requested();
    const db = await getDb();
    const stranger = await createStaff(db, { email: `${unique('s')}@example.com`, name: 'No availability', role: 'agent', password: 'agent-password-0001' });
    await expect(confirmViewing(db, id, { start: Date.parse(times[0]), agentId: stranger.id }, agents[0], '127.0.0.1')).rejects.toBeInstanceOf(ViewingRefused);
    // 07:00 that day: before the agent's hours.
    const early = Date.parse(`${times[0].slice(0, 10)}T07:00:00+07:00`);
    await expect(confirmViewing(db, id, { start: early, agentId: agents[0].id }, agents[0], '127.0.0.1')).rejects.toBeInstanceOf(ViewingRefused);
    // Still a request with both its holds.
    expect((await getViewing(db, id, 'en'))!.holds).toHaveLength(2);

    // An agent showing another listing at that time is busy: the exclusion constraint refuses them.
    await confirmViewing(db, id, { start: Date.parse(times[0]), agentId: agents[0].id }, agents[0], '127.0.0.1');
    const second = await requested();
    const err = await confirmViewing(db, second.id, { start: Date.parse(times[0]), agentId: agents[0].id }, agents[0], '127.0.0.1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ViewingConflict);
    expect((err as ViewingConflict).reason).toBe('agent');
    expect((await getViewing(db, second.id, 'en'))!).toMatchObject({ status: 'requested', holds: [expect.anything(), expect.anything()] });
  });

  it('declines a request and frees both times', async () => {
    const { id, p, times, agents } = await requested();
    const db = await getDb();
    await declineViewing(db, id, 'The owner has let it.', agents[0], '127.0.0.1');
    expect((await getViewing(db, id, 'en'))!).toMatchObject({ status: 'declined', staffNote: 'The owner has let it.', holds: [] });
    const free = (await freeSlots(db, p.id))!.days.flatMap((d) => d.slots.map((s) => s.start));
    expect(free).toEqual(expect.arrayContaining(times));
  });

  it('cancels from the renter\'s side once (a second cancel is a no-op) and frees the slot', async () => {
    const { id, p, times, agents } = await requested();
    const db = await getDb();
    await confirmViewing(db, id, { start: Date.parse(times[1]), agentId: agents[0].id }, agents[0], '127.0.0.1');
    expect(await cancelViewing(db, id, 'renter', null, '127.0.0.1')).toBe('cancelled');
    expect(await cancelViewing(db, id, 'renter', null, '127.0.0.1')).toBe('already');
    await expect(cancelViewing(db, id, 'staff', agents[0], '127.0.0.1')).rejects.toBeInstanceOf(ViewingRefused);
    const [row] = await db.select().from(viewingRequests).where(eq(viewingRequests.id, id));
    expect(row).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(await db.select().from(viewingHolds).where(eq(viewingHolds.viewingId, id))).toHaveLength(0);
    const free = (await freeSlots(db, p.id))!.days.flatMap((d) => d.slots.map((s) => s.start));
    expect(free).toContain(times[1]);
  });
});
