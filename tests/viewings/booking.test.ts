/**
 * Viewing slots and bookings through the API handlers, on the embedded database (and on PostgreSQL
 * with DATABASE_URL): free slots in Vietnam time, a booked slot gone for the next visitor, 400 on
 * bad input, 409 when a slot was taken meanwhile with nothing stored, twenty simultaneous bookings
 * of one slot giving exactly one success, and the exclusion constraints holding even when the code
 * above them is bypassed.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { GET as slotsGet } from '@/app/api/viewings/slots/route';
import { RESIDENCE } from '@/lib/api/properties';
import { slotsResponse, type SlotsResponse } from '@/lib/api/viewings';
import { getDb } from '@/lib/server/db/client';
import { appSettings, inboxItems, properties, staffAvailability, viewingHolds, viewingRequests } from '@/lib/server/db/schema';
import { createRateLimiter } from '@/lib/server/security/rate-limit';
import { createStaff } from '@/lib/server/staff/accounts';
import { viewingHandler } from '@/lib/server/viewings/handler';
import { addDays, atVietnam, vietnamDay, vietnamIso } from '@/lib/viewings/time';
import { postJson, unique } from '../forms/support';

const EVERY_DAY = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, { from: '09:00', to: '18:00' }]));

/** A published residence no other test of this file uses, in a city with one agent of its own (every day 9–18). */
let used = 0;
async function listing(options: { agents?: number; published?: boolean } = {}) {
  const db = await getDb();
  const rows = await db
    .select({ id: properties.id, cityId: properties.cityId })
    .from(properties)
    .where(and(eq(properties.isPublished, true), eq(properties.category, RESIDENCE)))
    .orderBy(properties.id)
    .limit(1)
    .offset(used++ * 7);
  const p = rows[0];
  await db.update(properties).set({ availableFrom: null, isPublished: options.published ?? true }).where(eq(properties.id, p.id));
  const agents: string[] = [];
  for (let i = 0; i < (options.agents ?? 1); i++) {
    const made = await createStaff(db, { email: `${unique('agent')}@example.com`, name: unique('Agent'), role: 'agent', password: 'agent-password-0001' });
    await db.insert(staffAvailability).values({ userId: made.id, cityIds: [p.cityId], weekly: EVERY_DAY });
    agents.push(made.id);
  }
  return { ...p, agents };
}

async function slots(propertyId: number | string, extra = ''): Promise<{ status: number; body: SlotsResponse & { message?: string } }> {
  const res = await slotsGet(new NextRequest(`http://localhost/api/viewings/slots?propertyId=${propertyId}${extra}`));
  return { status: res.status, body: (await res.json()) as SlotsResponse & { message?: string } };
}

function booking(propertyIds: number[] | number, times: string[], extra: Record<string, unknown> = {}) {
  const ids = Array.isArray(propertyIds) ? propertyIds : [propertyIds];
  return {
    language: 'jp',
    items: ids.map((propertyId) => ({ propertyId, times })),
    fullName: '山田 花子',
    email: `${unique('renter')}@example.com`,
    phone: '+84 90 123 4567',
    people: 2,
    viewingLanguage: 'ja',
    ...extra,
  };
}

const handler = viewingHandler();

describe('viewing slots', () => {
  it('offers the next 21 days of the office hours in Vietnam time, at least three hours ahead', async () => {
    const p = await listing();
    const { status, body } = await slots(p.id);
    expect(status).toBe(200);
    expect(slotsResponse.parse(body)).toBeTruthy();
    expect(body.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect(body.slotMinutes).toBe(60);
    const today = vietnamDay(Date.now());
    expect(body.days.length).toBeGreaterThan(10);
    for (const day of body.days) {
      expect(day.date >= today && day.date <= addDays(today, 20)).toBe(true);
      // Default office hours: Monday to Saturday.
      expect(new Date(`${day.date}T00:00:00Z`).getUTCDay()).not.toBe(0);
      for (const s of day.slots) {
        expect(s.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+07:00$/);
        expect(s.start.slice(0, 10)).toBe(day.date);
        const hour = Number(s.start.slice(11, 13));
        expect(hour >= 9 && hour <= 17).toBe(true);
        expect(Date.parse(s.end) - Date.parse(s.start)).toBe(3_600_000);
        expect(Date.parse(s.start)).toBeGreaterThanOrEqual(Date.now() + 3 * 3_600_000 - 60_000);
      }
    }
  });

  it('follows the office hours setting and the listing\'s move-in day', async () => {
    const p = await listing();
    const db = await getDb();
    const later = addDays(vietnamDay(Date.now()), 10);
    await db.update(properties).set({ availableFrom: later }).where(eq(properties.id, p.id));
    const { body } = await slots(p.id);
    expect(body.days[0].date >= later).toBe(true);
    await db.update(properties).set({ availableFrom: null }).where(eq(properties.id, p.id));
    const value = { slotMinutes: 30, leadHours: 0, reminderHour: 18, byCity: { [String(p.cityId)]: { '7': { from: '10:00', to: '12:00' } } } };
    await db.insert(appSettings).values({ key: 'viewingHours', value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
    try {
      const sundays = await slots(p.id);
      expect(sundays.body.slotMinutes).toBe(30);
      for (const day of sundays.body.days) {
        expect(new Date(`${day.date}T00:00:00Z`).getUTCDay()).toBe(0);
        expect(day.slots.map((s) => s.start.slice(11, 16)).every((t) => ['10:00', '10:30', '11:00', '11:30'].includes(t))).toBe(true);
      }
      expect(sundays.body.days.length).toBeGreaterThanOrEqual(2);
    } finally {
      await db.delete(appSettings).where(eq(appSettings.key, 'viewingHours'));
    }
  });

  it('answers 400 for bad parameters and 404 for an unknown listing', async () => {
    for (const q of ['abc', '0', '1&days=0', '1&days=22', '1&from=2026-02-30', '1&from=tomorrow', '1&days=1.5']) {
      const { status, body } = await slots(q);
      expect(status, q).toBe(400);
      expect(body.message, q).toBeTruthy();
    }
    expect((await slots(2_000_000_000)).status).toBe(404);
  });

  it('offers nothing for an unpublished listing', async () => {
    const p = await listing({ published: false });
    const { status, body } = await slots(p.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ bookable: false, days: [] });
  });
});

describe('booking a viewing', () => {
  it('stores the request with its holds and inbox item, and the slots are gone for the next visitor', async () => {
    const p = await listing();
    const before = await slots(p.id);
    const [a, b] = [before.body.days[1].slots[0].start, before.body.days[2].slots[3].start];
    const res = await postJson(handler, '/api/viewings', booking(p.id, [a, b], { otherTime: undefined }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'ok', viewings: [{ propertyId: p.id, times: [a, b], otherTime: null }] });
    const after = await slots(p.id);
    const starts = after.body.days.flatMap((d) => d.slots.map((s) => s.start));
    expect(starts).not.toContain(a);
    expect(starts).not.toContain(b);
    expect(starts.length).toBe(before.body.days.flatMap((d) => d.slots).length - 2);

    const db = await getDb();
    const id = (res.body.viewings as { id: number }[])[0].id;
    const [row] = await db.select().from(viewingRequests).where(eq(viewingRequests.id, id));
    expect(row).toMatchObject({ status: 'requested', people: 2, viewingLanguage: 'ja', language: 'jp', fullName: '山田 花子' });
    const holds = await db.select().from(viewingHolds).where(eq(viewingHolds.viewingId, id)).orderBy(viewingHolds.startsAt);
    expect(holds.map((h) => vietnamIso(h.startsAt.getTime()))).toEqual([a, b].sort());
    // Each time holds an agent of the listing's city.
    const cityAgents = (await db.select({ id: staffAvailability.userId, cityIds: staffAvailability.cityIds }).from(staffAvailability)).filter((a) => a.cityIds.includes(p.cityId)).map((a) => a.id);
    expect(holds.every((h) => cityAgents.includes(h.agentId))).toBe(true);
    const [item] = await db.select().from(inboxItems).where(eq(inboxItems.id, row.inboxItemId!));
    expect(item).toMatchObject({ kind: 'viewing', refId: id });
  });

  it('takes "another time" with a note and holds nothing', async () => {
    const p = await listing();
    const res = await postJson(handler, '/api/viewings', booking(p.id, [], { otherTime: '平日の夜7時以降を希望します' }));
    expect(res.status).toBe(200);
    const db = await getDb();
    const id = (res.body.viewings as { id: number }[])[0].id;
    expect(await db.select().from(viewingHolds).where(eq(viewingHolds.viewingId, id))).toHaveLength(0);
  });

  it('answers 409 when a chosen slot is taken, and stores nothing of the request', async () => {
    const p = await listing();
    const { body } = await slots(p.id);
    const [taken, free] = [body.days[0].slots[0].start, body.days[0].slots[1].start];
    expect((await postJson(handler, '/api/viewings', booking(p.id, [taken]))).status).toBe(200);
    const db = await getDb();
    const count0 = (await db.select({ n: count() }).from(viewingRequests))[0].n;
    const items0 = (await db.select({ n: count() }).from(inboxItems))[0].n;
    const res = await postJson(handler, '/api/viewings', booking(p.id, [free, taken]));
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/taken/);
    expect(res.body.taken).toEqual([{ propertyId: p.id, start: taken }]);
    expect((await db.select({ n: count() }).from(viewingRequests))[0].n).toBe(count0);
    expect((await db.select({ n: count() }).from(inboxItems))[0].n).toBe(items0);
    // The free time was not left held by the refused request.
    expect((await slots(p.id)).body.days[0].slots.map((s) => s.start)).toContain(free);
  });

  it('answers 409 for a time that is no slot (outside the hours, past, beyond 21 days)', async () => {
    const p = await listing();
    const today = vietnamDay(Date.now());
    for (const t of [vietnamIso(atVietnam(addDays(today, 2), '03:00')), vietnamIso(atVietnam(addDays(today, -1), '10:00')), vietnamIso(atVietnam(addDays(today, 25), '10:00')), vietnamIso(atVietnam(addDays(today, 2), '10:30'))]) {
      const res = await postJson(handler, '/api/viewings', booking(p.id, [t]));
      expect(res.status, t).toBe(409);
    }
  });

  it('answers 400 with field errors for bad input', async () => {
    const p = await listing();
    const { body } = await slots(p.id);
    const t = body.days[0].slots[0].start;
    const cases: [Record<string, unknown>, string][] = [
      [{ fullName: '' }, 'fullName'],
      [{ email: 'not-an-address' }, 'email'],
      [{ phone: 'call me' }, 'phone'],
      [{ people: 0 }, 'people'],
      [{ people: 21 }, 'people'],
      [{ viewingLanguage: 'vi' }, 'viewingLanguage'],
      [{ items: [] }, 'items'],
      [{ items: [{ propertyId: p.id, times: [t, t] }] }, 'items.0.times'],
      [{ items: [{ propertyId: p.id, times: [t, t, t, t] }] }, 'items.0.times'],
      [{ items: [{ propertyId: p.id, times: ['tomorrow at 10'] }] }, 'items.0.times.0'],
      [{ items: [{ propertyId: p.id, times: [] }] }, 'items'],
      [{ items: [{ propertyId: 'x', times: [t] }] }, 'items.0.propertyId'],
      [{ otherTime: 'a\u0000b', items: [{ propertyId: p.id, times: [] }] }, 'otherTime'],
    ];
    for (const [change, field] of cases) {
      const res = await postJson(handler, '/api/viewings', { ...booking(p.id, [t]), ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.message, field).toBeTruthy();
      expect(res.body.errors?.map((e) => e.field), field).toContain(field);
    }
    // The viewing rules' own words in the API's answer, not "not valid".
    const many = await postJson(handler, '/api/viewings', { ...booking(p.id, [t]), items: [{ propertyId: p.id, times: [t, t, t, t] }] });
    expect(many.body.message).toMatch(/at most three times/);
    const unpublished = await listing({ published: false });
    const res = await postJson(handler, '/api/viewings', booking(unpublished.id, [], { otherTime: 'any day' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/does not take viewing requests/);
    // None of it was stored, and the slot is still free.
    expect((await slots(p.id)).body.days[0].slots[0].start).toBe(t);
  });

  it('refuses a post without the form guard, and past the rate limit with 429', async () => {
    const p = await listing();
    expect((await postJson(handler, '/api/viewings', booking(p.id, [], { otherTime: 'x' }), { guard: false })).status).toBe(400);
    const limited = viewingHandler({ limiter: await createRateLimiter({ points: { viewing: 1 }, keyPrefix: unique('viewing') }) });
    const address = '2001:db8:4646::1';
    expect((await postJson(limited, '/api/viewings', booking(p.id, [], { otherTime: 'x' }), { address })).status).toBe(200);
    const res = await postJson(limited, '/api/viewings', booking(p.id, [], { otherTime: 'x' }), { address });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('books several listings of the shortlist in one request, or none of them', async () => {
    const [p, q] = [await listing(), await listing()];
    const db = await getDb();
    // Both in one city with one agent: two listings at the same hour need two agents.
    await db.update(properties).set({ cityId: p.cityId }).where(eq(properties.id, q.id));
    const day = (await slots(p.id)).body.days[3];
    const [t1, t2] = [day.slots[0].start, day.slots[1].start];
    const res = await postJson(handler, '/api/viewings', { ...booking(p.id, []), items: [{ propertyId: p.id, times: [t1] }, { propertyId: q.id, times: [t2] }] });
    expect(res.status).toBe(200);
    const stored = res.body.viewings as { id: number; propertyId: number }[];
    expect(stored.map((v) => v.propertyId)).toEqual([p.id, q.id]);
    const rows = await db.select().from(viewingRequests).where(inArray(viewingRequests.id, stored.map((v) => v.id)));
    expect(new Set(rows.map((r) => r.batchId)).size).toBe(1);
    expect(new Set(rows.map((r) => r.inboxItemId)).size).toBe(1);
  });
});

describe('twenty renters, one slot', () => {
  it('gives exactly one success and nineteen 409s, with nothing half-stored', async () => {
    const p = await listing({ agents: 3 });
    const slot = (await slots(p.id)).body.days[1].slots[2].start;
    const unlimited = viewingHandler({ limiter: await createRateLimiter({ points: { viewing: 1000, recipient: 1000, 'recipient-day': 1000 }, keyPrefix: unique('viewing-race') }) });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(unlimited, '/api/viewings', booking(p.id, [slot]))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const db = await getDb();
    const rows = await db.select().from(viewingRequests).where(eq(viewingRequests.propertyId, p.id));
    expect(rows).toHaveLength(1);
    const holds = await db.select().from(viewingHolds).where(eq(viewingHolds.propertyId, p.id));
    expect(holds).toHaveLength(1);
    const items = await db.select().from(inboxItems).where(and(eq(inboxItems.kind, 'viewing'), eq(inboxItems.refId, rows[0].id)));
    expect(items).toHaveLength(1);
  });
});

describe('the exclusion constraints', () => {
  it('refuse a second hold of an agent or a listing over an overlapping time, and allow touching ones', async () => {
    const p = await listing({ agents: 2 });
    const q = await listing();
    const db = await getDb();
    const res = await postJson(handler, '/api/viewings', booking(p.id, [], { otherTime: 'x' }));
    const viewingId = (res.body.viewings as { id: number }[])[0].id;
    const start = atVietnam(addDays(vietnamDay(Date.now()), 5), '10:00');
    const hold = (agentId: string, propertyId: number, from: number, minutes: number) =>
      db.insert(viewingHolds).values({ viewingId, agentId, propertyId, startsAt: new Date(from), endsAt: new Date(from + minutes * 60_000) });
    await hold(p.agents[0], p.id, start, 60);
    await expect(hold(p.agents[0], q.id, start + 30 * 60_000, 60)).rejects.toThrow();
    await expect(hold(p.agents[1], p.id, start + 59 * 60_000, 60)).rejects.toThrow();
    await hold(p.agents[0], p.id, start + 60 * 60_000, 60);
    await hold(p.agents[1], q.id, start, 60);
    expect(await db.select().from(viewingHolds).where(eq(viewingHolds.viewingId, viewingId))).toHaveLength(3);
  });
});
