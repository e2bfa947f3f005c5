/**
 * A viewing's mails on the embedded database (and on PostgreSQL with DATABASE_URL): the request's
 * acknowledgement and staff notification; the invitation of a confirmed viewing read back by
 * node-ical (start and end as instants, the Vietnam zone, UID, SEQUENCE, METHOD) from the message
 * nodemailer builds; a move keeping the UID with a higher SEQUENCE; the renter's cancel from the
 * signed link (METHOD:CANCEL); the reminder when the clock reaches the reminder hour the day before;
 * the signed links. Viewings are written directly: booking is tests/viewings/booking.test.ts's concern.
 */
import crypto from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { POST as cancelPost } from '@/app/api/viewings/cancel/route';
import { alertIdOf, alertToken } from '@/lib/server/alerts/signing';
import { getDb } from '@/lib/server/db/client';
import { inboxItems, mailOutbox, properties, staffUsers, viewingRequests } from '@/lib/server/db/schema';
import { messageOf } from '@/lib/server/mail/transport';
import { viewingsOfLink } from '@/lib/server/viewings/linked';
import { viewingIdOf, viewingToken } from '@/lib/server/viewings/links';
import { enqueueViewingChange, recordViewingRequest } from '@/lib/server/viewings/mails';
import { sendDueReminders, startViewingReminders } from '@/lib/server/viewings/reminders';
import type { ViewingRow } from '@/lib/server/viewings/types';
import { addDays, atVietnam, vietnamDay } from '@/lib/viewings/time';
import { unique } from '../forms/support';

const HOUR = 3_600_000;
const budget = { take: async () => true };

async function residence(offset = 0) {
  const [row] = await (await getDb())
    .select({ id: properties.id, code: properties.code, cityId: properties.cityId, slug: properties.slug, nameEn: properties.nameEn, nameJa: properties.nameJa, latitude: properties.latitude, longitude: properties.longitude })
    .from(properties)
    .where(and(eq(properties.isPublished, true), eq(properties.category, 0)))
    .orderBy(properties.id)
    .limit(1)
    .offset(offset);
  return row;
}

async function agent(language: 'en' | 'ja' = 'en') {
  const id = randomUUID();
  const name = unique('Agent');
  const email = `${unique('agent')}@example.test`;
  await (await getDb()).insert(staffUsers).values({ id, name, email, role: 'agent', language });
  return { id, name, email };
}

/** A viewing as the back office leaves it: confirmed at `start` for an hour with `agentId`. */
async function viewing(patch: Partial<typeof viewingRequests.$inferInsert> & { propertyId: number; cityId: number }): Promise<ViewingRow> {
  const [row] = await (await getDb())
    .insert(viewingRequests)
    .values({
      language: 'en',
      batchId: randomUUID(),
      fullName: 'Jane Renter',
      email: `${unique('renter')}@example.com`,
      phone: '+84 90 123 4567',
      people: 2,
      viewingLanguage: 'en',
      preferredTimes: [],
      uid: `viewing-${randomUUID()}@localhost`,
      ...patch,
    })
    .returning();
  return row;
}

async function change(row: ViewingRow, what: Parameters<typeof enqueueViewingChange>[2], extra?: Parameters<typeof enqueueViewingChange>[3]) {
  await (await getDb()).transaction((tx) => enqueueViewingChange(tx, row, what, extra));
}

async function mailsTo(email: string) {
  return (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
}

/** The mail as it leaves (nodemailer's build of the outbox row), parsed back, with its event read by node-ical. */
async function delivered(row: typeof mailOutbox.$inferSelect) {
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail(messageOf(row));
  const raw = (built.message as Buffer).toString('utf8');
  const mail = await simpleParser(raw);
  const attachment = mail.attachments.find((a) => a.filename === 'viewing.ics');
  const ics = attachment?.content.toString('utf8') ?? '';
  const parsed = ical.sync.parseICS(ics);
  const event = Object.values(parsed).find((c): c is VEvent => c?.type === 'VEVENT');
  return { raw, mail, ics, event, method: parsed.vcalendar?.method };
}

const start = atVietnam('2031-12-03', '14:00');

describe('a viewing request', () => {
  it('makes one inbox item for the batch, the renter\'s acknowledgement with the chosen times and link in Japanese, and the staff notification', async () => {
    const [a, b] = [await residence(0), await residence(1)];
    const batchId = randomUUID();
    const times = [new Date(atVietnam('2031-12-03', '14:00')).toISOString(), new Date(atVietnam('2031-12-04', '10:00')).toISOString()];
    const email = `${unique('ack')}@example.jp`;
    const rows = [
      await viewing({ propertyId: a.id, cityId: a.cityId, batchId, language: 'jp', email, fullName: '山田 花子', viewingLanguage: 'ja', preferredTimes: times, otherTime: '土曜の午前も可' }),
      await viewing({ propertyId: b.id, cityId: b.cityId, batchId, language: 'jp', email, fullName: '山田 花子', viewingLanguage: 'ja', preferredTimes: times.slice(0, 1) }),
    ];
    const db = await getDb();
    const itemId = await db.transaction((tx) => recordViewingRequest(tx, rows, budget));
    const [item] = await db.select().from(inboxItems).where(eq(inboxItems.id, itemId));
    expect(item).toMatchObject({ kind: 'viewing', refId: rows[0].id, language: 'jp', email });

    const [ack] = await mailsTo(email);
    expect(ack).toMatchObject({ kind: 'ack', inboxItemId: itemId, subject: '【ISNベトナム】内見のご予約リクエストを受け付けました', calendar: null });
    for (const text of [ack.textBody, ack.htmlBody!]) {
      expect(text).toContain('第1希望：2031年12月3日(水) 14:00');
      expect(text).toContain('第2希望：2031年12月4日(木) 10:00');
      expect(text).toContain('土曜の午前も可');
      expect(text).toContain(a.nameJa);
    }
    const link = /http:\/\/localhost:3000\/jp\/viewings\/manage\?token=(v1\.\d+\.[\w-]{43})/.exec(ack.textBody);
    expect(viewingIdOf(link?.[1])).toBe(rows[0].id);

    const [notify] = (await db.select().from(mailOutbox).where(and(eq(mailOutbox.inboxItemId, itemId), eq(mailOutbox.kind, 'notify'))));
    expect(notify.subject).toBe(`【新規内見予約】山田 花子 様（${a.code}, ${b.code}）`);
    expect(notify.replyTo).toBe(email);
  });
});

describe('the invitation', () => {
  it('is a REQUEST the renter\'s calendar reads back with the start, end and zone, in the renter\'s and the agent\'s languages', async () => {
    const p = await residence(2);
    const staff = await agent('ja');
    const row = await viewing({ propertyId: p.id, cityId: p.cityId, status: 'confirmed', agentId: staff.id, startsAt: new Date(start), endsAt: new Date(start + HOUR), inboxItemId: null });
    await change(row, 'confirmed');

    const [toRenter] = await mailsTo(row.email);
    expect(toRenter).toMatchObject({ kind: 'viewing-confirmed', language: 'en', subject: 'Your viewing is confirmed: Wed, December 3, 2031, 14:00' });
    const { raw, mail, ics, event, method } = await delivered(toRenter);
    // The event twice: the text/calendar alternative clients show as an invitation, and the attachment.
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(raw).toMatch(/Content-Type: application\/ics; name=viewing\.ics/i);
    expect(method).toBe('REQUEST');
    // What a mail parser hands a calendar client: the text/calendar part, the same event.
    expect(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString('utf8')).toBe(ics);
    expect(ics).toContain(`DTSTART;TZID=Asia/Ho_Chi_Minh:20311203T140000`);
    expect(ics).toContain(`DTEND;TZID=Asia/Ho_Chi_Minh:20311203T150000`);
    expect(ics).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Asia\/Ho_Chi_Minh\r\n/);
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(event?.start.toISOString()).toBe('2031-12-03T07:00:00.000Z');
    expect(event?.end?.toISOString()).toBe('2031-12-03T08:00:00.000Z');
    expect(event?.start.tz).toBe('Asia/Ho_Chi_Minh');
    expect(event).toMatchObject({ uid: row.uid, sequence: 0, summary: `Viewing: ${p.nameEn}`, status: 'CONFIRMED' });
    // URL;VALUE=URI: node-ical keeps the parameter beside the value.
    const url: unknown = event?.url;
    expect(typeof url === 'object' && url && 'val' in url ? url.val : url).toBe(`http://localhost:3000/en/residence/detail/${p.id}/${p.slug}`);
    expect(JSON.stringify(event?.organizer).toLowerCase()).toContain('mailto:no-reply@localhost');
    const attendees = JSON.stringify(event?.attendee).toLowerCase();
    expect(attendees).toContain(`mailto:${row.email}`);
    expect(attendees).toContain(`mailto:${staff.email}`);
    if (p.latitude != null) expect(String(event?.description)).toContain(`https://www.google.com/maps/search/?api=1&query=${p.latitude},${p.longitude}`);
    expect(mail.text).toContain(`http://localhost:3000/en/viewings/manage?token=${viewingToken(row.id)}`);
    expect(mail.html).toContain(staff.name);

    const [toAgent] = await mailsTo(staff.email);
    expect(toAgent).toMatchObject({ kind: 'viewing-staff', language: 'ja', replyTo: row.email, subject: `【内見担当】${p.code} ${p.nameJa}（2031年12月3日(水) 14:00）` });
    const forAgent = await delivered(toAgent);
    expect(forAgent.event).toMatchObject({ uid: row.uid, sequence: 0, summary: `内見：${p.nameJa}` });
    expect(forAgent.method).toBe('REQUEST');
  });

  it('moved keeps the UID with a higher SEQUENCE, and the agent it was taken from gets a CANCEL', async () => {
    const p = await residence(3);
    const [first, second] = [await agent(), await agent()];
    const row = await viewing({ propertyId: p.id, cityId: p.cityId, status: 'confirmed', agentId: first.id, startsAt: new Date(start), endsAt: new Date(start + HOUR) });
    await change(row, 'confirmed');
    const later = start + 26 * HOUR;
    const moved = { ...row, agentId: second.id, startsAt: new Date(later), endsAt: new Date(later + HOUR), sequence: 1, staffNote: 'The owner asked for the afternoon.' };
    await change(moved, 'moved', { previousAgentId: first.id });

    const renterMails = await mailsTo(row.email);
    expect(renterMails.map((m) => m.kind)).toEqual(['viewing-confirmed', 'viewing-moved']);
    const update = await delivered(renterMails[1]);
    expect(update.method).toBe('REQUEST');
    expect(update.event).toMatchObject({ uid: row.uid, sequence: 1 });
    expect(update.event?.start.toISOString()).toBe(new Date(later).toISOString());
    expect(update.mail.text).toContain('The owner asked for the afternoon.');

    const taken = await mailsTo(first.email);
    expect(taken).toHaveLength(2);
    const cancel = await delivered(taken[1]);
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event).toMatchObject({ uid: row.uid, sequence: 1, status: 'CANCELLED' });
    expect(JSON.stringify(cancel.event?.attendee)).not.toContain(second.email);
    const given = await mailsTo(second.email);
    expect(given).toHaveLength(1);
    expect((await delivered(given[0])).event).toMatchObject({ uid: row.uid, sequence: 1 });
  });

  it('a declined request gets a mail with the staff\'s note and no invitation', async () => {
    const p = await residence(4);
    const row = await viewing({ propertyId: p.id, cityId: p.cityId, status: 'declined', preferredTimes: [new Date(start).toISOString()], staffNote: 'No agent is free that week.' });
    await change(row, 'declined');
    const [mail] = await mailsTo(row.email);
    expect(mail).toMatchObject({ kind: 'viewing-declined', calendar: null, subject: 'We could not arrange your viewing' });
    expect(mail.textBody).toContain('No agent is free that week.');
    expect(mail.textBody).toContain('Wed, December 3, 2031, 14:00');
    expect(mail.textBody).not.toContain('/viewings/manage');
  });
});

describe('cancelling from the link', () => {
  const post = (query: string, accept = 'application/json') => cancelPost(new Request(`http://localhost/api/viewings/cancel?${query}`, { method: 'POST', headers: { accept, 'x-forwarded-for': '203.0.113.9' } }));

  it('cancels the viewing, sends METHOD:CANCEL to the renter and the agent, and a second post changes nothing', async () => {
    const p = await residence(5);
    const staff = await agent();
    const soon = Date.now() + 3 * 24 * HOUR;
    const row = await viewing({ propertyId: p.id, cityId: p.cityId, status: 'confirmed', agentId: staff.id, startsAt: new Date(soon), endsAt: new Date(soon + HOUR), sequence: 2, language: 'jp' });
    const page = await viewingsOfLink(viewingToken(row.id), 'ja');
    expect(page?.[0]).toMatchObject({ id: row.id, cancellable: true });

    const res = await post(`token=${viewingToken(row.id)}&back=${viewingToken(row.id)}`, 'text/html');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/jp/viewings/manage?token=${encodeURIComponent(viewingToken(row.id))}&cancelled=${row.id}`);
    const [after] = await (await getDb()).select().from(viewingRequests).where(eq(viewingRequests.id, row.id));
    expect(after).toMatchObject({ status: 'cancelled', sequence: 3 });

    const [mail] = await mailsTo(row.email);
    expect(mail).toMatchObject({ kind: 'viewing-cancelled', subject: '【ISNベトナム】内見のご予約がキャンセルされました' });
    const sent = await delivered(mail);
    expect(sent.method).toBe('CANCEL');
    expect(sent.raw).toMatch(/method=CANCEL/);
    expect(sent.event).toMatchObject({ uid: row.uid, sequence: 3, status: 'CANCELLED' });
    const [toAgent] = await mailsTo(staff.email);
    expect((await delivered(toAgent)).event).toMatchObject({ uid: row.uid, sequence: 3, status: 'CANCELLED' });
    expect((await viewingsOfLink(viewingToken(row.id), 'ja'))?.[0].cancellable).toBe(false);

    const again = await post(`token=${viewingToken(row.id)}`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'The viewing was already cancelled.' });
    expect(await mailsTo(row.email)).toHaveLength(1);
  });

  it('refuses a forged or altered link with 400, a viewing that is gone with 404', async () => {
    const token = viewingToken(7);
    for (const bad of [`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, token.replace('v1.7.', 'v1.8.'), alertToken(7), 'v1.7', '']) {
      const res = await post(`token=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    }
    const gone = await post(`token=${viewingToken(2_000_000_000)}`);
    expect(gone.status).toBe(404);
    const browser = await post('token=nope&lang=jp', 'text/html');
    expect(browser.headers.get('location')).toBe('/jp/viewings/manage');
    expect(await viewingsOfLink('nope', 'en')).toBeUndefined();
  });
});

describe('the reminder', () => {
  it('goes out once, when the clock reaches the reminder hour the day before, and not before', async () => {
    const p = await residence(6);
    const staff = await agent();
    const day = '2032-03-10';
    const at = atVietnam(day, '14:00');
    const row = await viewing({ propertyId: p.id, cityId: p.cityId, status: 'confirmed', agentId: staff.id, startsAt: new Date(at), endsAt: new Date(at + HOUR), sequence: 1 });
    const dayBefore = addDays(day, -1);
    const reminders = async () => (await mailsTo(row.email)).filter((m) => m.kind === 'viewing-reminder');

    await sendDueReminders(new Date(atVietnam(addDays(day, -2), '19:00')));
    // 17:59 the day before is less than a day ahead, but not yet the reminder hour (18:00 by default).
    await sendDueReminders(new Date(atVietnam(dayBefore, '17:59')));
    expect(await reminders()).toHaveLength(0);

    expect(await sendDueReminders(new Date(atVietnam(dayBefore, '18:00')))).toBeGreaterThanOrEqual(1);
    await sendDueReminders(new Date(atVietnam(dayBefore, '18:05')));
    await sendDueReminders(new Date(atVietnam(day, '09:00')));
    const [reminder] = await reminders();
    expect(await reminders()).toHaveLength(1);
    expect(reminder.subject).toBe('Reminder: your viewing on Wed, March 10, 2032, 14:00');
    const sent = await delivered(reminder);
    expect(sent.method).toBe('REQUEST');
    expect(sent.event).toMatchObject({ uid: row.uid, sequence: 1 });
    expect(sent.mail.text).toContain(viewingToken(row.id));
    const [after] = await (await getDb()).select().from(viewingRequests).where(eq(viewingRequests.id, row.id));
    expect(after.reminderSentAt?.getTime()).toBe(atVietnam(dayBefore, '18:00'));
  });

  it('reminds at once of a viewing later the same day, and the scheduler runs it on its clock', async () => {
    const p = await residence(7);
    const staff = await agent();
    const day = '2032-04-14';
    const at = atVietnam(day, '16:00');
    const row = await viewing({ propertyId: p.id, cityId: p.cityId, status: 'confirmed', agentId: staff.id, startsAt: new Date(at), endsAt: new Date(at + HOUR) });
    const requested = await viewing({ propertyId: p.id, cityId: p.cityId, preferredTimes: [new Date(at).toISOString()] });
    const lines: string[] = [];
    const scheduler = startViewingReminders({ now: () => new Date(atVietnam(day, '09:30')), checkMs: 3_600_000, log: (line) => lines.push(line) });
    await scheduler.stop();
    expect((await mailsTo(row.email)).map((m) => m.kind)).toEqual(['viewing-reminder']);
    expect(await mailsTo(requested.email)).toHaveLength(0);
    expect(lines.join('\n')).toMatch(/reminder\(s\) written/);
    const db = await getDb();
    await db.delete(viewingRequests).where(inArray(viewingRequests.id, [row.id, requested.id]));
    expect(vietnamDay(at)).toBe(day);
  });
});

describe('the signed links', () => {
  it('round-trip a viewing id and refuse forgeries and other kinds of link', () => {
    const token = viewingToken(42);
    expect(token).toMatch(/^v1\.42\.[\w-]{43}$/);
    expect(viewingIdOf(token)).toBe(42);
    expect(viewingIdOf(token.replace('v1.42.', 'v1.43.'))).toBeUndefined();
    expect(viewingIdOf(`${token.slice(0, -2)}xx`)).toBeUndefined();
    expect(viewingIdOf(`v1.42.${'A'.repeat(43)}`)).toBeUndefined();
    expect(viewingIdOf(42)).toBeUndefined();
    expect(viewingIdOf(alertToken(42))).toBeUndefined();
    expect(alertIdOf(token)).toBeUndefined();
  });

  it('leave the alerts\' links as they were, byte for byte', () => {
    const key = crypto.createHmac('sha256', process.env.FORM_SECRET!).update('search-alert-links.v1').digest();
    const mac = crypto.createHmac('sha256', key).update('a1.1234').digest('base64url');
    expect(alertToken(1234)).toBe(`a1.1234.${mac}`);
    expect(alertIdOf(`a1.1234.${mac}`)).toBe(1234);
  });
});
