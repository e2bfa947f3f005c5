/**
 * Two-way threads: a reply names whom to answer (Reply-To) and the thread (In-Reply-To,
 * References), and the customer's answer read over IMAP from a real dovecot lands on its inquiry.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ImapFlow } from 'imapflow';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { appSettings, imapState, inboundMails, inboxItems, mailOutbox } from '@/lib/server/db/schema';
import { replyToItem } from '@/lib/server/inbox/actions';
import { getInboxDetail } from '@/lib/server/inbox/detail';
import { pollMailbox } from '@/lib/server/mail/imap';
import { staffAddressFor } from '@/lib/server/mail/outbox';
import { messageOf } from '@/lib/server/mail/transport';
import { makeContact, makeStaff } from '../inbox/fixtures';
import { startDovecot, type Dovecot } from './dovecot';
import { underCi } from '../support/services';

async function reply(itemId: number, actor: Awaited<ReturnType<typeof makeStaff>>, subject = 'Re: your inquiry') {
  const db = await getDb();
  expect(await replyToItem(db, actor, itemId, { language: 'en', subject, body: 'Here are three flats.' })).toEqual({ ok: true });
  const rows = await db.select().from(mailOutbox).where(and(eq(mailOutbox.inboxItemId, itemId), eq(mailOutbox.kind, 'reply'))).orderBy(mailOutbox.id);
  return rows[rows.length - 1];
}

/** The mail as it leaves: built by nodemailer from the outbox row, parsed back. */
async function asSent(row: typeof mailOutbox.$inferSelect) {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await builder.sendMail(messageOf(row));
  return simpleParser(info.message as Buffer);
}

describe('thread headers of replies', () => {
  it('names the shared address or the agent in Reply-To, and the thread in In-Reply-To and References', async () => {
    const db = await getDb();
    const agent = await makeStaff('agent');
    const { itemId } = await makeContact({ email: `${randomUUID().slice(0, 8)}@example.test`, cityId: 1 });
    const first = await reply(itemId, agent);
    const [item] = await db.select().from(inboxItems).where(eq(inboxItems.id, itemId));
    expect(item.replyToken).toMatch(/^[a-z0-9]{20}$/);
    const root = `<thread.${item.replyToken}@localhost>`;
    const sent1 = await asSent(first);
    expect(sent1.messageId).toBe(first.messageId);
    expect(sent1.inReplyTo).toBe(root);
    expect(sent1.replyTo?.value[0].address).toBe((await staffAddressFor(db, 1)).replace(/^.*<|>$/g, ''));
    expect(item.firstReplyAt).not.toBeNull();

    // The agent's own address once Settings say so; the second reply answers the first.
    await db.insert(appSettings).values({ key: 'replyAddress', value: 'agent' }).onConflictDoUpdate({ target: appSettings.key, set: { value: 'agent' } });
    try {
      const second = await asSent(await reply(itemId, agent, 'Re: viewing'));
      expect(second.replyTo?.value[0].address).toBe(agent.email);
      expect(second.inReplyTo).toBe(first.messageId);
      expect(second.references).toEqual([root, first.messageId]);
    } finally {
      await db.delete(appSettings).where(eq(appSettings.key, 'replyAddress'));
    }
  });
});

let dovecot: Dovecot | undefined;
beforeAll(async () => {
  dovecot = await startDovecot();
  if (!dovecot) console.warn('[tests] /usr/sbin/dovecot is absent: the IMAP round trip is skipped (apt-get install dovecot-imapd)');
});
afterAll(async () => {
  await dovecot?.stop();
});

async function append(raw: string) {
  const client = new ImapFlow({ host: '127.0.0.1', port: dovecot!.port, secure: false, auth: { user: dovecot!.user, pass: dovecot!.pass }, logger: false });
  await client.connect();
  await client.append('INBOX', Buffer.from(raw.replace(/\n/g, '\r\n')));
  await client.logout();
}

function raw(headers: Record<string, string>, body: string) {
  const lines = Object.entries({ Date: new Date().toUTCString(), 'Message-ID': `<${randomUUID()}@customer.example>`, ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${lines.join('\n')}\n\n${body}\n`;
}

describe('customer answers over IMAP (dovecot)', () => {
  it('files a reply on its inquiry by headers or token, makes an unrelated mail a new inquiry, and reads nothing twice', async (ctx) => {
    if (!dovecot && !underCi) return ctx.skip();
    if (!dovecot) throw new Error("Debian's dovecot (IMAP) is not installed, and CI needs it.");
    const db = await getDb();
    const agent = await makeStaff('agent');
    const customer = `${randomUUID().slice(0, 8)}@customer.example`;
    const { itemId } = await makeContact({ email: customer });
    const sent = await reply(itemId, agent);
    const [{ replyToken }] = await db.select({ replyToken: inboxItems.replyToken }).from(inboxItems).where(eq(inboxItems.id, itemId));

    const byHeader = `<${randomUUID()}@customer.example>`;
    await append(
      raw(
        { From: `Taro <${customer}>`, To: 'inquiry@localhost', Subject: 'Re: your inquiry', 'Message-ID': byHeader, 'In-Reply-To': sent.messageId, References: sent.messageId, 'Content-Type': 'text/html; charset=utf-8' },
        '<p>Thank you, <b>Tuesday</b> works.</p><script>alert(1)</script>',
      ),
    );
    // No threading headers left (a forward, a new mail), but sent to the thread's address.
    await append(raw({ From: 'Spouse <spouse@customer.example>', To: `replies+${replyToken}@localhost`, Subject: 'Also from us' }, 'My husband asked me to add: two bedrooms.'));
    // A stranger, and a From alone that names the customer: neither joins the thread.
    const stranger = `${randomUUID().slice(0, 8)}@elsewhere.example`;
    await append(raw({ From: `Ms Stranger <${stranger}>`, To: 'inquiry@localhost', Subject: 'Office in Hanoi?' }, 'Do you have an office near Hoan Kiem?'));
    await append(raw({ From: customer, To: 'inquiry@localhost', Subject: 'Another question' }, 'Is parking included?'));

    expect(await pollMailbox(dovecot.url)).toEqual({ read: 4, stored: 4 });
    const detail = await getInboxDetail(db, itemId, 'en');
    expect(detail!.inbound.map((m) => [m.matchedBy, m.subject])).toEqual([
      ['header', 'Re: your inquiry'],
      ['token', 'Also from us'],
    ]);
    expect(detail!.inbound[0].textBody).toContain('Tuesday works.');
    expect(detail!.inbound[0].textBody).not.toMatch(/<|alert/);
    expect(detail!.item.customerRepliedAt).not.toBeNull();
    expect(detail!.item.status).toBe('in_progress');

    const fresh = await db.select().from(inboxItems).where(and(eq(inboxItems.kind, 'mail')));
    const strangerItem = fresh.find((i) => i.email === stranger);
    expect(strangerItem).toMatchObject({ name: 'Ms Stranger', status: 'new' });
    expect((await getInboxDetail(db, strangerItem!.id, 'en'))!.submission).toMatchObject({ kind: 'mail', row: { subject: 'Office in Hanoi?' } });
    expect(fresh.filter((i) => i.email === customer)).toHaveLength(1);

    // Nothing is read twice: not by a second poll, nor by two instances that both start from zero.
    expect(await pollMailbox(dovecot.url)).toEqual({ read: 0, stored: 0 });
    await db.delete(imapState);
    const both = await Promise.all([pollMailbox(dovecot.url), pollMailbox(dovecot.url)]);
    expect(both.map((r) => r.stored)).toEqual([0, 0]);
    expect(await db.select().from(inboundMails).where(eq(inboundMails.messageId, byHeader))).toHaveLength(1);

    // Our next reply answers the customer's latest mail and names their earlier one too.
    const next = await asSent(await reply(itemId, agent, 'Re: Re: your inquiry'));
    expect(next.inReplyTo).toBe(detail!.inbound[1].messageId);
    expect(next.references).toContain(byHeader);
    const [after] = await db.select().from(inboxItems).where(eq(inboxItems.id, itemId));
    expect(after).toMatchObject({ status: 'answered', customerRepliedAt: null });
  });
});

describe('the mails of a new inquiry', () => {
  it('links the staff notification to the inbox item, names the language, writes Japanese dates the Japanese way and threads the acknowledgement', async () => {
    const { contactSchema } = await import('@/lib/forms/contact');
    const { saveContact } = await import('@/lib/server/submissions/contacts');
    const { mailConfig } = await import('@/lib/server/mail/config');
    const email = `${randomUUID().slice(0, 8)}@example.test`;
    const input = contactSchema.parse({ language: 'jp', cityId: 1, expectedCheckInDate: '03/01/2026', expectedTourInspectionDate: '02/20/2026', fullName: '山田 太郎', email, phone: '+84 90 123 4567' });
    await saveContact(input, '203.0.113.9');
    const db = await getDb();
    const [item] = await db.select().from(inboxItems).where(eq(inboxItems.email, email));
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.inboxItemId, item.id)).orderBy(mailOutbox.id);
    const notify = mails.find((m) => m.kind === 'notify')!;
    expect(notify.textBody).toContain(`${mailConfig().siteUrl}/admin/inbox/${item.id}`);
    expect(notify.textBody).toContain('言語: 日本語');
    expect(notify.textBody).toContain('ご入居希望日: 2026年3月1日(日)');
    expect(notify.textBody).not.toMatch(/\bjp\b|2026-03-01/);
    const ack = await asSent(mails.find((m) => m.kind === 'ack')!);
    expect(ack.text).toContain('ご内見希望日: 2026年2月20日(金)');
    expect(ack.inReplyTo).toBe(`<thread.${item.replyToken}@localhost>`);
    expect(ack.replyTo?.value[0].address).toBe((await staffAddressFor(db, 1)).replace(/^.*<|>$/g, ''));
  });
});

describe('assignment', () => {
  it('mails the agent an inquiry is assigned to, in their language, with a link to it (not when they take it themselves)', async () => {
    const { assignItem } = await import('@/lib/server/inbox/actions');
    const { mailConfig } = await import('@/lib/server/mail/config');
    const { staffUsers } = await import('@/lib/server/db/schema');
    const db = await getDb();
    const admin = await makeStaff('admin', { name: 'Boss' });
    const agent = await makeStaff('agent', { name: '佐藤' });
    await db.update(staffUsers).set({ language: 'ja' }).where(eq(staffUsers.id, agent.id));
    const { itemId } = await makeContact({ email: `${randomUUID().slice(0, 8)}@example.test`, fullName: 'Jane Roe' });
    expect(await assignItem(db, agent, itemId, { assigneeId: agent.id })).toEqual({ ok: true });
    expect(await assignItem(db, admin, itemId, { assigneeId: '' })).toEqual({ ok: true });
    expect(await assignItem(db, admin, itemId, { assigneeId: agent.id })).toEqual({ ok: true });
    const mails = await db.select().from(mailOutbox).where(and(eq(mailOutbox.inboxItemId, itemId), eq(mailOutbox.kind, 'assigned')));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: agent.email, language: 'ja', subject: `【担当割り当て】お問い合わせ #${itemId}` });
    expect(mails[0].textBody).toContain(`${mailConfig().siteUrl}/admin/inbox/${itemId}`);
    expect(mails[0].textBody).toContain('Boss さんにより、Jane Roe 様');
  });
});
