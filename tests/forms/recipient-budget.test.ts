/**
 * A stranger must not be able to mail-bomb a third party through the forms.
 * Every post here comes from a sender address of its own (so the per-sender limits never answer),
 * and all name one victim: past the victim's budget the submissions are still stored, answered
 * alike and notified to the staff, but no further mail goes to the victim.
 */
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST as alertPost } from '@/app/api/alerts/route';
import { POST as supportPost } from '@/app/api/contacts/customer_contact/route';
import { POST as contactPost } from '@/app/api/contacts/route';
import { POST as newsletterPost } from '@/app/api/newsletters/route';
import { POST as ownerPost } from '@/app/api/owners/route';
import { contactRequests, mailOutbox, newsletterSubscriptions, searchAlerts } from '@/lib/server/db/schema';
import { getDb } from '@/lib/server/db/client';
import { recipientBudget, recipientKey } from '@/lib/server/mail/recipient-budget';
import { configuredOptions, createRateLimiter } from '@/lib/server/security/rate-limit';
import { contactHandler } from '@/lib/server/submissions/handler';
import { CONTACT, OWNER } from './endpoints';
import { assertUp, withService } from '../support/services';
import { postJson, postMultipart, unique, type Answer } from './support';

const TO_VICTIM = ['ack', 'newsletter-confirm', 'alert-confirm'];

/** The mails written to `email` (any case) that a stranger caused. */
async function mailsTo(email: string) {
  const db = await getDb();
  const rows = await db.select().from(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, email.toLowerCase())).orderBy(mailOutbox.id);
  return rows.filter((r) => TO_VICTIM.includes(r.kind));
}

async function notificationsAbout(email: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(sql`lower(${mailOutbox.replyTo})`, email.toLowerCase()));
}

const contactOf = (email: string) => ({ ...CONTACT.valid('x'), email });
const seen = (a: Answer) => ({ status: a.status, message: a.body.message, keys: Object.keys(a.body).sort() });

describe('the mails a stranger can make the site send to one address', () => {
  it('has the documented defaults: 5 an hour and 10 a day per recipient', () => {
    expect(configuredOptions().points).toMatchObject({ recipient: 5, 'recipient-day': 10 });
  });

  it('stops acknowledging contact requests to one address after 5, from however many senders; each is still stored and notified, and answered alike', async () => {
    const victim = `${unique('victim')}@example.com`;
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i++) answers.push(await postJson(contactPost, '/api/contacts', { info: contactOf(victim) }));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(seen(a)))).size).toBe(1);
    expect(await mailsTo(victim)).toHaveLength(5);
    const db = await getDb();
    expect(await db.select().from(contactRequests).where(eq(contactRequests.email, victim))).toHaveLength(8);
    expect(await notificationsAbout(victim)).toHaveLength(8);
  });

  it('counts one budget across the forms, the newsletter and the alerts, whatever the address’s case or +tag', async () => {
    const local = unique('victim');
    const spellings = [`${local}@example.com`, `${local.toUpperCase()}@EXAMPLE.COM`, `${local}+a@example.com`, `${local}+b@Example.com`];
    const posts = [
      () => postJson(contactPost, '/api/contacts', { info: contactOf(spellings[0]) }),
      () => postJson(supportPost, '/api/contacts/customer_contact', { info: { name: 'A B', email: spellings[1], phone: '+84 90 123 4567' } }),
      () => postJson(newsletterPost, '/api/newsletters', { email: spellings[2] }),
      () => postJson(alertPost, '/api/alerts', { email: spellings[3], kind: 'residence', query: 'cityId=1' }),
      () => postMultipart(ownerPost, { ...(OWNER.valid('x') as Record<string, string>), email: spellings[0] }),
      () => postJson(alertPost, '/api/alerts', { email: spellings[1], kind: 'office', query: 'cityId=2' }),
      () => postJson(newsletterPost, '/api/newsletters', { email: spellings[0] }),
    ];
    for (const send of posts) expect((await send()).status).toBe(200);
    const mails = (await Promise.all(spellings.map(mailsTo))).flat();
    expect(new Set(mails.map((m) => m.id)).size).toBe(5);
    expect(recipientKey(`${local}+x@example.com`)).toBe(recipientKey(` ${local.toUpperCase()}@example.COM`));
    expect(recipientKey('j.doe+news@gmail.com')).toBe(recipientKey('JDoe@googlemail.com'));
    expect(recipientKey('j.doe@example.com')).not.toBe(recipientKey('jdoe@example.com'));
  });

  it('past the budget keeps a pending newsletter’s token, so the last confirmation link mailed still works, and answers a subscriber alike', async () => {
    const victim = `${unique('reader')}@example.com`;
    const first = await postJson(newsletterPost, '/api/newsletters', { email: victim });
    const db = await getDb();
    const hashes = async () => (await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.emailKey, victim)))[0].tokenHash;
    for (let i = 0; i < 4; i++) await postJson(newsletterPost, '/api/newsletters', { email: victim });
    const lastMailed = await hashes();
    expect(await mailsTo(victim)).toHaveLength(5);
    const over = await postJson(newsletterPost, '/api/newsletters', { email: victim });
    expect(seen(over)).toEqual(seen(first));
    expect(await mailsTo(victim)).toHaveLength(5);
    expect(await hashes()).toBe(lastMailed);
  });

  it('past the budget keeps a pending alert’s token too', async () => {
    const victim = `${unique('renter')}@example.com`;
    const post = () => postJson(alertPost, '/api/alerts', { email: victim, kind: 'residence', query: 'cityId=1&bedroom=2' });
    for (let i = 0; i < 5; i++) expect((await post()).status).toBe(200);
    const db = await getDb();
    const hash = async () => (await db.select().from(searchAlerts).where(eq(searchAlerts.email, victim)))[0].tokenHash;
    const lastMailed = await hash();
    expect((await post()).body).toEqual({ message: 'ok' });
    expect(await mailsTo(victim)).toHaveLength(5);
    expect(await hash()).toBe(lastMailed);
  });

  it('has a day’s budget as well as an hour’s, and other addresses keep theirs', async () => {
    const limiter = await createRateLimiter({ keyPrefix: unique('rl-recipient'), points: { recipient: 100, 'recipient-day': 3 } });
    const post = contactHandler({ limiter });
    const victim = `${unique('victim')}@example.com`;
    const other = `${unique('other')}@example.com`;
    for (let i = 0; i < 5; i++) expect((await postJson(post, '/api/contacts', { info: contactOf(victim) })).status).toBe(200);
    expect((await postJson(post, '/api/contacts', { info: contactOf(other) })).status).toBe(200);
    expect(await mailsTo(victim)).toHaveLength(3);
    expect(await mailsTo(other)).toHaveLength(1);
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

describe('across instances', () => {
  withService(redisUp)('two instances share one recipient’s budget through Redis', async () => {
    assertUp(redisUp, `Redis at ${REDIS_URL}`);
    const keyPrefix = unique('rl-recipient');
    const [one, two] = await Promise.all([1, 2].map(() => createRateLimiter({ redisUrl: REDIS_URL, keyPrefix, points: { recipient: 3 } })));
    try {
      expect(await one.ready()).toBe(true);
      expect(await two.ready()).toBe(true);
      const victim = `${unique('victim')}@example.com`;
      const taken = [];
      for (const limiter of [one, two, one, two]) taken.push(await recipientBudget(limiter).take(victim));
      expect(taken).toEqual([true, true, true, false]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
