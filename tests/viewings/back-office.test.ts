/**
 * The Viewings back office on the embedded database: the agenda's address and where forms send the
 * member back, the roles of the viewing, availability and viewing-hours actions, an agent's
 * availability and days away saved field by field (and audited), the office's viewing hours, and a
 * confirm through the action (its redirect says what was done; a refusal comes back in the form).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

const { request } = await vi.hoisted(() => import('../support/staff-request'));
vi.mock('next/headers', () => import('../support/staff-request').then((m) => m.nextHeaders));
vi.mock('next/cache', () => import('../support/staff-request').then((m) => m.nextCache));

import { dayAwayAction, saveAvailabilityAction } from '@/app/admin/(office)/account/actions';
import { saveViewingHoursAction } from '@/app/admin/(office)/settings/actions';
import { cancelViewingAction, confirmViewingAction, declineViewingAction } from '@/app/admin/(office)/viewings/actions';
import { getDb } from '@/lib/server/db/client';
import { appSettings, auditLog, staffAvailability, staffDaysAway, viewingRequests } from '@/lib/server/db/schema';
import { viewingHandler } from '@/lib/server/viewings/handler';
import { freeSlots } from '@/lib/server/viewings/slots';
import { agendaDays, dayRows, parseAgendaQuery, returnPath, withOutcome } from '@/lib/viewings/agenda';
import { addDays, atVietnam, vietnamDay } from '@/lib/viewings/time';
import { forbidden, formOf, staffSessions } from '../support/action-roles';
import { makeStaff, sessionCookie } from '../support/staff';
import { postJson, unique } from '../forms/support';
import { EVERY_DAY as EVERY_DAY_HOURS, publishedResidence } from './support';

const { cookies } = staffSessions();
const redirectTo = (part: string) => expect.objectContaining({ digest: expect.stringContaining(part) });
const EVERY_DAY = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].flatMap((d) => [[`week-${d}-open`, 'on'], [`week-${d}-from`, '09:00'], [`week-${d}-to`, '18:00']]));

describe('the agenda’s address', () => {
  it('defaults to this week for every agent, and reads a day view of one agent', () => {
    expect(parseAgendaQuery({}, '2026-12-03')).toEqual({ view: 'week', date: '2026-12-03', agent: undefined });
    expect(parseAgendaQuery({ view: 'day', date: '2026-02-30', agent: 'a b' }, '2026-12-03')).toEqual({ view: 'day', date: '2026-12-03', agent: undefined });
    expect(parseAgendaQuery({ view: 'day', date: '2026-12-05', agent: 'abc-123' }, '2026-12-03')).toEqual({ view: 'day', date: '2026-12-05', agent: 'abc-123' });
  });

  it('shows a week from Monday to Sunday around its date', () => {
    expect(agendaDays({ view: 'week', date: '2026-12-03' })).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(agendaDays({ view: 'week', date: '2026-12-06' })[0]).toBe('2026-11-30');
    expect(agendaDays({ view: 'day', date: '2026-12-06' })).toEqual(['2026-12-06']);
  });

  it('sends a form back only to the Viewings page as it was or to the viewing itself', () => {
    expect(returnPath('/admin/viewings?view=day&date=2026-12-03&agent=x1&done=moved&viewing=9', 5)).toBe('/admin/viewings?view=day&date=2026-12-03&agent=x1');
    expect(returnPath('/admin/viewings/5?day=2026-12-03', 5)).toBe('/admin/viewings/5');
    for (const raw of ['https://evil.example/admin/viewings', '/admin/viewings/6', '/admin/staff', '//evil.example', 42, null]) expect(returnPath(raw, 5)).toBe('/admin/viewings/5');
    expect(withOutcome('/admin/viewings', 'confirmed', 5)).toBe('/admin/viewings?done=confirmed&viewing=5#outcome');
  });

  it('rows a day by the office’s slots, with a viewing off that grid in its own row', () => {
    const rows = dayRows('2026-12-03', [{ from: 9 * 60, to: 12 * 60 }], 60, [atVietnam('2026-12-03', '10:30'), atVietnam('2026-12-03', '13:15')]);
    expect(rows.map((r) => new Date(r + 7 * 3_600_000).toISOString().slice(11, 16))).toEqual(['09:00', '10:00', '11:00', '13:15']);
  });
});

describe('who may do what', () => {
  it('an editor confirms, declines and cancels nothing, keeps no availability, and sets no viewing hours', async () => {
    request.cookie = cookies.editor;
    const back = formOf({ back: '/admin/viewings', status: 'requested', start: String(Date.now() + 86_400_000), agentId: 'x' });
    await expect(confirmViewingAction(1, { status: 'idle' }, back)).rejects.toEqual(forbidden);
    await expect(declineViewingAction(1, { status: 'idle' }, back)).rejects.toEqual(forbidden);
    await expect(cancelViewingAction(1, { status: 'idle' }, back)).rejects.toEqual(forbidden);
    await expect(saveAvailabilityAction({}, formOf(EVERY_DAY))).rejects.toEqual(forbidden);
    await expect(saveViewingHoursAction({}, formOf({ slotMinutes: '60', leadHours: '3', reminderHour: '18' }))).rejects.toEqual(forbidden);
  });

  it('an agent keeps their own availability, not another member’s', async () => {
    const other = await makeStaff('agent');
    request.cookie = cookies.agent;
    await expect(saveAvailabilityAction({}, formOf({ ...EVERY_DAY, member: other.id }))).rejects.toEqual(forbidden);
    await expect(dayAwayAction({}, formOf({ day: addDays(vietnamDay(Date.now()), 5), member: other.id }))).rejects.toEqual(forbidden);
    await expect(saveViewingHoursAction({}, formOf({ slotMinutes: '60', leadHours: '3', reminderHour: '18' }))).rejects.toEqual(forbidden);
  });
});

describe('availability', () => {
  it('refuses a day ending before it starts and a city that does not exist, saving nothing and keeping what was typed', async () => {
    const agent = await makeStaff('agent');
    request.cookie = await sessionCookie(agent.email);
    const state = await saveAvailabilityAction({}, formOf({ ...EVERY_DAY, 'city-1': 'on', 'city-999999': 'on', 'week-7-to': '08:00', 'week-6-from': '9am' }));
    expect(state.fields).toEqual({ cities: 'cityInvalid', 'week-7-to': 'hoursOrder', 'week-6-from': 'clockInvalid' });
    expect(state.values).toMatchObject({ 'week-7-to': '08:00', 'city-1': 'on' });
    expect(await (await getDb()).select().from(staffAvailability).where(eq(staffAvailability.userId, agent.id))).toEqual([]);
  });

  it('saves the cities and the week (a day left unticked is off) with an audit entry, and days away from today on', async () => {
    const agent = await makeStaff('agent');
    request.cookie = await sessionCookie(agent.email);
    const { 'week-7-open': _sunday, ...weekdays } = EVERY_DAY;
    const state = await saveAvailabilityAction({}, formOf({ ...weekdays, 'week-1-from': '10:00', 'city-1': 'on', 'city-2': 'on' }));
    expect(state.done).toBe('saved');
    const db = await getDb();
    const [row] = await db.select().from(staffAvailability).where(eq(staffAvailability.userId, agent.id));
    expect(row.cityIds).toEqual([1, 2]);
    expect(row.weekly['1']).toEqual({ from: '10:00', to: '18:00' });
    expect(row.weekly['7']).toBeUndefined();
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.availability'), eq(auditLog.entityId, agent.id)));
    expect(entry.after).toMatchObject({ cityIds: [1, 2] });

    const today = vietnamDay(Date.now());
    expect((await dayAwayAction({}, formOf({ day: addDays(today, -1) }))).fields).toEqual({ day: 'dayInvalid' });
    const added = await dayAwayAction({}, formOf({ day: addDays(today, 3) }));
    expect(added).toMatchObject({ done: 'added', daysAway: [addDays(today, 3)] });
    expect((await dayAwayAction({}, formOf({ day: addDays(today, 3) }))).fields).toEqual({ day: 'dayTaken' });
    expect(await dayAwayAction({}, formOf({ remove: addDays(today, 3) }))).toMatchObject({ done: 'removed', daysAway: [] });
    expect(await db.select().from(staffDaysAway).where(eq(staffDaysAway.userId, agent.id))).toEqual([]);
  });

  it('an admin keeps another member’s availability from the staff page', async () => {
    const agent = await makeStaff('agent');
    request.cookie = cookies.admin;
    expect((await saveAvailabilityAction({}, formOf({ ...EVERY_DAY, 'city-3': 'on', member: agent.id }))).done).toBe('saved');
    const [row] = await (await getDb()).select().from(staffAvailability).where(eq(staffAvailability.userId, agent.id));
    expect(row.cityIds).toEqual([3]);
  });
});

describe('viewing hours (Settings)', () => {
  it('refuses a slot off the quarter hour and a bad notice, then saves every city’s week', async () => {
    request.cookie = cookies.admin;
    const db = await getDb();
    const refused = await saveViewingHoursAction({}, formOf({ slotMinutes: '50', leadHours: '-1', reminderHour: '18', 'hours-1-1-open': 'on', 'hours-1-1-from': '18:00', 'hours-1-1-to': '09:00' }));
    expect(refused.fields).toEqual({ slotMinutes: 'slotInvalid', leadHours: 'leadInvalid', 'hours-1-1-to': 'hoursOrder' });
    const saved = await saveViewingHoursAction({}, formOf({ slotMinutes: '45', leadHours: '2', reminderHour: '17', 'hours-1-2-open': 'on', 'hours-1-2-from': '10:00', 'hours-1-2-to': '16:00' }));
    expect(saved.done).toBe(true);
    expect(saved.values).toMatchObject({ slotMinutes: '45', leadHours: '2', reminderHour: '17', 'hours-1-2-open': 'on', 'hours-1-2-from': '10:00' });
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'viewingHours'));
    expect(row.value).toMatchObject({ slotMinutes: 45, leadHours: 2, reminderHour: 17, byCity: { '1': { '2': { from: '10:00', to: '16:00' } } } });
  });
});

describe('confirming through the action', () => {
  it('confirms a chosen time with its held agent and redirects to the page with what was done; a second confirm is told the viewing changed', async () => {
    const db = await getDb();
    // The office's default hours, whatever the settings test above saved.
    await db.delete(appSettings).where(eq(appSettings.key, 'viewingHours'));
    const p = await publishedResidence(300);
    const agent = await makeStaff('agent');
    await db.insert(staffAvailability).values({ userId: agent.id, cityIds: [p.cityId], weekly: EVERY_DAY_HOURS });
    const slots = (await freeSlots(db, p.id))!;
    const time = slots.days[2].slots[0].start;
    const res = await postJson(viewingHandler(), '/api/viewings', { language: 'en', items: [{ propertyId: p.id, times: [time] }], fullName: 'Back Office', email: `${unique('renter')}@example.com`, phone: '+84 90 123 4567', people: 1, viewingLanguage: 'en' });
    expect(res.status).toBe(200);
    const id = (res.body.viewings as { id: number }[])[0].id;
    const [before] = await db.select().from(viewingRequests).where(eq(viewingRequests.id, id));
    expect(before.status).toBe('requested');

    request.cookie = cookies.agent;
    const form = () => formOf({ back: '/admin/viewings?view=day&date=2026-12-03', status: 'requested', start: String(Date.parse(time)), agentId: agent.id });
    await expect(confirmViewingAction(id, { status: 'idle' }, form())).rejects.toEqual(redirectTo(`/admin/viewings?view=day&date=2026-12-03&done=confirmed&viewing=${id}`));
    const [after] = await db.select().from(viewingRequests).where(eq(viewingRequests.id, id));
    expect(after).toMatchObject({ status: 'confirmed', agentId: agent.id });
    const again = await confirmViewingAction(id, { status: 'idle' }, form());
    expect(again).toMatchObject({ status: 'error', message: expect.stringContaining('Confirmed') });
    expect(again.values).toMatchObject({ agentId: agent.id });
  });
});
