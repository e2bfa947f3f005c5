import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contactRoute from '@/app/api/contacts/route';
import * as supportRoute from '@/app/api/contacts/customer_contact/route';
import { getDb } from '@/lib/server/db/client';
import { appSettings, contactRequests, inboxItems, mailOutbox } from '@/lib/server/db/schema';
import { enqueueReply, listOutbox, outboxForItem, STAFF_ADDRESSES_KEY, staffAddressFor } from '@/lib/server/mail/outbox';
import { smtpTransport } from '@/lib/server/mail/transport';
import { createMailWorker, startMailWorker } from '@/lib/server/mail/worker';
import { saveContact } from '@/lib/server/submissions/contacts';
import { postJson, unique } from '../forms/support';
import { drain, mailsFor, receivedBy, soon, startSmtp, type Smtp } from './support';

function contactInfo(patch: Record<string, unknown> = {}) {
  return {
    language: 'en',
    cityId: 1,
    expectedCheckInDate: '03/01/2026',
    expectedTourInspectionDate: '02/20/2026',
    fullName: 'Jane Doe',
    email: `${unique('jane')}@example.com`,
    phone: '+84 90 123 4567',
    ...patch,
  };
}

/** Waits for a condition that an event makes true (not for a clock). */
async function until(check: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

let smtp: Smtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});

describe('the transactional outbox', () => {
  it('commits a contact request, its inbox item and its two mails together', async () => {
    const info = contactInfo({ companyName: 'ACME Co.', otherRequirements: 'Two bedrooms', propertyId: 'HCR000005,12' });
    const res = await postJson(contactRoute.POST, '/api/contacts', { info });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'ok', id: expect.any(Number) });

    const db = await getDb();
    const [item] = await db.select().from(inboxItems).where(eq(inboxItems.email, info.email));
    expect(item).toMatchObject({ kind: 'contact', refId: res.body.id, cityId: 1, language: 'en', name: 'Jane Doe', status: 'new' });
    expect(item.searchText).toBe(`jane doe ${info.email} +84 90 123 4567 acme co. two bedrooms hcr000005,12`);

    const mails = await mailsFor(info.email);
    // The staff address the back office's settings give Hanoi (on PostgreSQL the test files share one
    // database, and the settings tests save one), else MAIL_STAFF.
    expect(mails.map((m) => [m.kind, m.toAddress, m.status])).toEqual([
      ['ack', info.email, 'pending'],
      ['notify', await staffAddressFor(db, 1), 'pending'],
    ]);
    expect(mails.every((m) => m.inboxItemId === item.id)).toBe(true);
    expect(mails[1].replyTo).toBe(info.email);
    expect(mails[1].subject).toContain('HCR000005, 12');
    expect(mails[1].textBody).toContain('HCR000005, 12');
    expect(mails[0].messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(2);
    expect(await outboxForItem(db, item.id)).toEqual(mails);
    const { rows, total } = await listOutbox(db, { status: 'pending', limit: 500 });
    expect(total).toBeGreaterThanOrEqual(2);
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(mails.map((m) => m.id)));
  });

  it('leaves no row, inbox item or mail when the transaction fails', async () => {
    const info = contactInfo();
    const { contactSchema } = await import('@/lib/forms/contact');
    const input = contactSchema.parse(info);
    await expect(
      saveContact(input, '203.0.113.9', {
        beforeCommit: async () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    const db = await getDb();
    expect(await db.select().from(contactRequests).where(eq(contactRequests.email, info.email))).toEqual([]);
    expect(await db.select().from(inboxItems).where(eq(inboxItems.email, info.email))).toEqual([]);
    expect(await mailsFor(info.email)).toEqual([]);
  });

  it('tells the staff address of the submission’s city, from the staffAddresses setting', async () => {
    const db = await getDb();
    const value = { default: 'office@example.com', byCity: { '2': 'hcm@example.com' } };
    await db.insert(appSettings).values({ key: STAFF_ADDRESSES_KEY, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } });
    try {
      const inHcm = contactInfo({ cityId: 2 });
      const inHanoi = contactInfo({ cityId: 1 });
      const support = { info: { language: 'jp', cityId: 2, name: '山田太郎', email: `${unique('yamada')}@example.com`, phone: '+84 90 123 4567', contentRequire: 'エアコンの修理' } };
      expect((await postJson(contactRoute.POST, '/api/contacts', { info: inHcm })).status).toBe(200);
      expect((await postJson(contactRoute.POST, '/api/contacts', { info: inHanoi })).status).toBe(200);
      expect((await postJson(supportRoute.POST, '/api/contacts/customer_contact', support)).status).toBe(200);
      expect((await mailsFor(inHcm.email)).find((m) => m.kind === 'notify')?.toAddress).toBe('hcm@example.com');
      expect((await mailsFor(inHanoi.email)).find((m) => m.kind === 'notify')?.toAddress).toBe('office@example.com');
      const supportMails = await mailsFor(support.info.email);
      expect(supportMails.map((m) => [m.kind, m.toAddress, m.language])).toEqual([
        ['ack', support.info.email, 'ja'],
        ['notify', 'hcm@example.com', 'ja'],
      ]);
      expect(supportMails[0].subject).toBe('【ISNベトナム】サポートのご依頼を受け付けました');
      expect(supportMails[0].textBody).toContain('山田太郎 様');
      expect(supportMails[0].textBody).toContain('エアコンの修理');
    } finally {
      await db.delete(appSettings).where(eq(appSettings.key, STAFF_ADDRESSES_KEY));
    }
  });

  it('delivers the acknowledgement in the page’s language, with its From, To, Subject and Message-ID', async () => {
    const en = contactInfo({ propertyId: 'HCR000005' });
    const ja = contactInfo({ language: 'jp', fullName: '佐藤花子' });
    expect((await postJson(contactRoute.POST, '/api/contacts', { info: en })).status).toBe(200);
    expect((await postJson(contactRoute.POST, '/api/contacts', { info: ja })).status).toBe(200);
    const worker = createMailWorker({ transport: smtpTransport(smtp.url), log: () => {} });
    await drain(worker, soon());
    worker.close();

    // The same address in both languages; a Japanese mail names the company in Japanese.
    for (const [info, subject, greeting, sender] of [
      [en, 'We have received your inquiry', 'Dear Jane Doe,', 'ISN Vietnam'],
      [ja, '【ISNベトナム】お問い合わせを受け付けました', '佐藤花子 様', 'ISNベトナム'],
    ] as const) {
      const rows = await mailsFor(info.email);
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
      expect(rows[0].deliveredTo).toMatch(/^smtp 127\.0\.0\.1:\d+: 250/);
      const [ack] = receivedBy(smtp, info.email);
      expect(ack.subject).toBe(subject);
      expect(ack.messageId).toBe(rows[0].messageId);
      expect(ack.from?.value).toEqual([{ name: sender, address: 'no-reply@localhost' }]);
      expect(ack.to).toMatchObject({ value: [{ address: info.email }] });
      expect(ack.text).toContain(greeting);
      expect(ack.attachments).toEqual([]);
      const [notify] = receivedBy(smtp, rows[1].toAddress).filter((m) => m.messageId === rows[1].messageId);
      expect(notify.replyTo?.text).toBe(info.email);
    }
    expect(receivedBy(smtp, en.email)[0].text).toContain('HCR000005');
  });

  it('sends a back-office reply with the item’s other mails', async () => {
    const info = contactInfo();
    const res = await postJson(contactRoute.POST, '/api/contacts', { info });
    const db = await getDb();
    const [item] = await db.select().from(inboxItems).where(eq(inboxItems.refId, res.body.id!));
    const queued = await db.transaction((tx) => enqueueReply(tx, { inboxItemId: item.id, to: info.email, language: 'en', subject: 'Re: your inquiry', text: 'Here are three flats.', replyTo: 'agent@example.com' }));
    await expect(db.transaction((tx) => enqueueReply(tx, { inboxItemId: item.id, to: 'not an address', language: 'en', subject: 'x', text: 'y' }))).rejects.toThrow();
    const worker = createMailWorker({ transport: smtpTransport(smtp.url), log: () => {} });
    await drain(worker, soon());
    const mails = await outboxForItem(db, item.id);
    expect(mails.map((m) => [m.kind, m.status])).toEqual([
      ['ack', 'sent'],
      ['notify', 'sent'],
      ['reply', 'sent'],
    ]);
    const reply = receivedBy(smtp, info.email).find((m) => m.messageId === queued.messageId);
    expect(reply?.subject).toBe('Re: your inquiry');
    expect(reply?.replyTo?.text).toBe('agent@example.com');
  });
});

describe('the delivery worker', () => {
  it('runs in the process and wakes as soon as a submission commits, without waiting for its poll', async () => {
    // Due rows left by earlier tests go out first; then the poll is a minute away.
    const running = startMailWorker({ transport: smtpTransport(smtp.url), pollMs: 60_000, log: () => {} });
    try {
      await until(async () => (await listOutbox(await getDb(), { status: 'pending', limit: 1 })).rows.every((r) => r.nextAttemptAt > new Date()), 10_000);
      const info = contactInfo();
      expect((await postJson(contactRoute.POST, '/api/contacts', { info })).status).toBe(200);
      await until(async () => receivedBy(smtp, info.email).length === 1, 10_000);
    } finally {
      await running.stop();
    }
  });

  it('keeps submissions working while the SMTP server is down, and delivers once it is back, with the same Message-ID', async () => {
    const port = smtp.port;
    await smtp.close();
    let restarted = false;
    const info = contactInfo();
    try {
      expect((await postJson(contactRoute.POST, '/api/contacts', { info })).status).toBe(200);
      const lines: string[] = [];
      const worker = createMailWorker({ transport: smtpTransport(`smtp://127.0.0.1:${port}`), log: (l) => lines.push(l), random: () => 0.5 });
      const t0 = soon();
      await drain(worker, t0);
      const failed = await mailsFor(info.email);
      expect(failed.map((m) => [m.status, m.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(failed[0].lastError).toMatch(/ECONNREFUSED|connect/i);
      // 30 s × 2^0, no jitter at random 0.5.
      expect(failed[0].nextAttemptAt.getTime()).toBe(t0.getTime() + 30_000);
      expect(lines.filter((l) => l.includes(`#${failed[0].id} `))).toHaveLength(1);

      // Not due before its backoff has passed.
      await drain(worker, new Date(t0.getTime() + 10_000));
      expect((await mailsFor(info.email)).map((m) => m.attempts)).toEqual([1, 1]);

      // The server comes back, refusing the first try once more (451), then accepting.
      let refusals = 0;
      smtp = await startSmtp({ port, refuse: (m) => m.messageId === failed[0].messageId && refusals++ === 0 });
      restarted = true;
      await drain(worker, new Date(t0.getTime() + 31_000));
      let rows = await mailsFor(info.email);
      expect(rows.map((m) => [m.status, m.attempts])).toEqual([
        ['pending', 2],
        ['sent', 2],
      ]);
      expect(rows[0].lastError).toMatch(/451/);
      await drain(worker, new Date(t0.getTime() + 31_000 + 60_000 + 1000));
      rows = await mailsFor(info.email);
      expect(rows.map((m) => [m.status, m.attempts])).toEqual([
        ['sent', 3],
        ['sent', 2],
      ]);
      // The refused try and the accepted one carried the same Message-ID.
      expect(smtp.attempts.filter((id) => id === rows[0].messageId)).toHaveLength(2);
      expect(receivedBy(smtp, info.email).map((m) => m.messageId)).toEqual([rows[0].messageId]);
      worker.close();
    } finally {
      if (!restarted) smtp = await startSmtp({ port });
    }
  });

  it('gives a mail up after MAIL_MAX_ATTEMPTS, with its last error', async () => {
    const info = contactInfo();
    expect((await postJson(contactRoute.POST, '/api/contacts', { info })).status).toBe(200);
    const failing = { send: async () => Promise.reject(new Error('mailbox unavailable')), close: () => {} };
    const worker = createMailWorker({ transport: failing, maxAttempts: 3, log: () => {} });
    let now = soon();
    for (let i = 0; i < 4; i++) {
      await drain(worker, now);
      now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
    }
    const rows = await mailsFor(info.email);
    expect(rows.map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ['failed', 3, 'mailbox unavailable'],
      ['failed', 3, 'mailbox unavailable'],
    ]);
  });

  it('sends again, with the same Message-ID, a mail whose worker died after claiming it (at-least-once)', async () => {
    const info = contactInfo();
    expect((await postJson(contactRoute.POST, '/api/contacts', { info })).status).toBe(200);
    const dead = createMailWorker({ transport: smtpTransport(smtp.url), log: () => {} });
    const t0 = soon();
    // Claims everything due, then "dies": never delivers nor marks.
    for (let claimed = await dead.claim(t0); claimed.length; claimed = await dead.claim(t0));
    const claimed = await mailsFor(info.email);
    expect(claimed.map((m) => [m.status, m.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(claimed[0].claimedUntil!.getTime()).toBe(t0.getTime() + 2 * 60 * 1000);

    const alive = createMailWorker({ transport: smtpTransport(smtp.url), log: () => {} });
    // While the lease runs, nobody else takes the rows.
    await drain(alive, new Date(t0.getTime() + 60_000));
    expect(receivedBy(smtp, info.email)).toEqual([]);
    // Once it has run out they are due again.
    await drain(alive, new Date(t0.getTime() + 2 * 60 * 1000 + 1));
    const rows = await mailsFor(info.email);
    expect(rows.map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    expect(receivedBy(smtp, info.email).map((m) => m.messageId)).toEqual([claimed[0].messageId]);

    // The dead worker's late outcome changes nothing: the rows stay sent.
    await dead.deliver(claimed[0], t0).catch(() => {});
    const [after] = await mailsFor(info.email);
    expect(after.status).toBe('sent');
    alive.close();
    dead.close();
  });

  it('never sends one row twice when two workers tick at once', async () => {
    const db = await getDb();
    const to = `${unique('burst')}@example.com`;
    const { enqueueMail } = await import('@/lib/server/mail/outbox');
    await db.transaction(async (tx) => {
      for (let i = 0; i < 40; i++) await enqueueMail(tx, { kind: 'test', language: 'en', to, subject: `Mail ${i}`, text: 'hello' });
    });
    const before = smtp.received.length;
    const a = createMailWorker({ transport: smtpTransport(smtp.url), batch: 4, log: () => {} });
    const b = createMailWorker({ transport: smtpTransport(smtp.url), batch: 4, log: () => {} });
    const now = soon();
    await Promise.all([drain(a, now), drain(b, now), drain(a, now), drain(b, now)]);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
    expect(rows.map((r) => r.status)).toEqual(Array(40).fill('sent'));
    expect(rows.map((r) => r.attempts)).toEqual(Array(40).fill(1));
    const ids = smtp.received.slice(before).map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(receivedBy(smtp, to)).toHaveLength(40);
    a.close();
    b.close();
  });
});
