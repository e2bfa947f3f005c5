/**
 * A saved-search alert's daily digest, end to end through a real SMTP server in the test process
 * (tests/mail/support.ts): signed up and confirmed by the link in the mail that arrived, a matching
 * listing published afterwards, the digest run with the clock moved a day, the mail delivered by
 * the outbox worker and read back with mailparser.
 *
 * The worker delivers this test's own rows only (`deliver`, not a `tick` that drains the outbox): on
 * PostgreSQL every test file shares one outbox, and a drain here would take the mail tests' rows
 * (tests/mail/mail.test.ts says why those tick in one file). Claiming is tested there.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { POST as subscribePost } from '@/app/api/alerts/route';
import * as confirmRoute from '@/app/api/alerts/confirm/route';
import * as unsubscribeRoute from '@/app/api/alerts/unsubscribe/route';
import { RESIDENCE } from '@/lib/api/properties';
import { runDigests } from '@/lib/server/alerts/digest';
import { alertQuery } from '@/lib/server/alerts/query';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, properties, searchAlerts } from '@/lib/server/db/schema';
import { smtpTransport } from '@/lib/server/mail/transport';
import { createMailWorker, type MailWorker } from '@/lib/server/mail/worker';
import { postJson, unique } from '../forms/support';
import { header, receivedBy, startSmtp, type Smtp } from '../mail/support';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let smtp: Smtp;
let worker: MailWorker;
beforeAll(async () => {
  smtp = await startSmtp();
  worker = createMailWorker({ transport: smtpTransport(smtp.url), log: () => {} });
});
afterAll(async () => {
  worker.close();
  await smtp.close();
});

/** Delivers the pending mails of `kind` to `email` through the worker; answers what the SMTP server received for them. */
async function deliver(email: string, kind: string, now: Date): Promise<ParsedMail[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind), eq(mailOutbox.status, 'pending')))
    .orderBy(mailOutbox.id);
  for (const row of rows) expect(await worker.deliver(row, now)).toBe('sent');
  const ids = new Set(rows.map((r) => r.messageId));
  return receivedBy(smtp, email).filter((m) => ids.has(m.messageId ?? ''));
}

describe('the daily digest through SMTP', () => {
  it('reaches a confirmed subscriber a day later with the new listing, in their language, with one-click unsubscribe', async () => {
    const db = await getDb();
    // The newest published residence: the other alert tests work from the oldest.
    const [listing] = await db
      .select({ id: properties.id, nameJa: properties.nameJa, publishedAt: properties.publishedAt, cityId: properties.cityId, districtId: properties.districtId })
      .from(properties)
      .where(and(eq(properties.isPublished, true), eq(properties.category, RESIDENCE)))
      .orderBy(desc(properties.id))
      .limit(1);
    const query = alertQuery({ cityId: String(listing.cityId), districtId: String(listing.districtId) }, 'residence');
    const email = `${unique('digest-smtp')}@example.com`;

    // Sign-up in Japanese; the confirmation arrives by mail and its link confirms.
    expect((await postJson(subscribePost, '/api/alerts', { email, language: 'jp', kind: 'residence', query })).status).toBe(200);
    const [confirmation] = await deliver(email, 'alert-confirm', new Date());
    expect(confirmation.subject).toBe('【ISNベトナム】新着物件お知らせメール登録のご確認');
    const confirmLink = /http:\/\/localhost:3000\/api\/alerts\/confirm\?\S+/.exec(confirmation.text ?? '')?.[0];
    expect(confirmLink).toBeDefined();
    expect((await confirmRoute.GET(new Request(confirmLink!))).status).toBe(303);
    const [alert] = await db.select().from(searchAlerts).where(eq(searchAlerts.email, email));
    expect(alert.confirmedAt).toBeInstanceOf(Date);

    // The clock from here on is the test's, moved to a day long before the demo's listings were
    // published and every other test's alerts: confirmed at t0, the listing (re)published an hour
    // later, the digest run a day after the confirmation. So this run writes this alert's digest
    // only, and no other test's digest run (at the real time) meets this alert between the two.
    const t0 = Date.UTC(2020, 0, 6, 3);
    onTestFinished(async () => {
      await db.update(properties).set({ publishedAt: listing.publishedAt }).where(eq(properties.id, listing.id));
    });
    await db.transaction(async (tx) => {
      await tx.update(searchAlerts).set({ confirmedAt: new Date(t0), lastSentThrough: new Date(t0) }).where(eq(searchAlerts.id, alert.id));
      await tx.update(properties).set({ publishedAt: new Date(t0 + HOUR) }).where(eq(properties.id, listing.id));
    });
    const now = new Date(t0 + DAY);
    expect(await runDigests(now)).toMatchObject({ sent: 1 });
    const received = await deliver(email, 'alert-digest', now);
    expect(received).toHaveLength(1);
    const [digest] = received;

    expect(digest.subject).toBe('【ISNベトナム】ご希望の条件に合う新着物件が1件あります');
    expect(digest.text).toContain('ご登録の条件に合う新着物件をお知らせします。');
    expect(digest.text).toContain(listing.nameJa);
    expect(digest.text).not.toContain('New listings matching your search');
    expect(digest.text).toMatch(new RegExp(`http://localhost:3000/jp/residence/detail/${listing.id}/\\S+`));
    const listUnsubscribe = header(digest, 'List-Unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(new RegExp(`^<http://localhost:3000/api/alerts/unsubscribe\\?token=a1\\.${alert.id}\\.[\\w-]{43}>, <mailto:[^>]+>$`));
    expect(header(digest, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // What a mail client does with those headers: one POST, and the alert is off.
    const oneClick = listUnsubscribe.slice(1, listUnsubscribe.indexOf('>'));
    const res = await unsubscribeRoute.POST(
      new Request(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }),
    );
    expect(res.status).toBe(200);
    const [after] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, alert.id));
    expect(after.unsubscribedAt).toBeInstanceOf(Date);
  });
});
