import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, mailOutbox } from '@/lib/server/db/schema';
import { enqueueMail } from '@/lib/server/mail/outbox';
import { deliveredPlace, findMails, outboxQuery, resendMail } from '@/lib/server/staff/outbox-admin';
import type { Staff } from '@/lib/server/staff/session';

const admin: Staff = { id: 'outbox-test-admin', email: 'outbox-admin@agency.test', name: 'Admin', role: 'admin', language: 'en', twoFactorEnabled: false, passwordChangeRequired: false };

describe('the outbox page', () => {
  it('sends a failed mail again as a new row with the same words and thread headers, audited; a waiting one is refused', async () => {
    const db = await getDb();
    const to = `renter-${Date.now()}@example.test`;
    const { id } = await db.transaction((tx) =>
      enqueueMail(tx, { kind: 'reply', language: 'ja', to, subject: 'Re: 物件', text: 'こんにちは', replyTo: 'agent@agency.test', headers: { 'In-Reply-To': '<a@b>' } }),
    );
    expect(await resendMail(db, admin, id, '127.0.0.1')).toEqual({ ok: false, error: 'pending' });
    await db.update(mailOutbox).set({ status: 'failed', lastError: 'refused' }).where(eq(mailOutbox.id, id));
    const result = await resendMail(db, admin, id, '127.0.0.1');
    if (!result.ok) throw new Error('not resent');
    const [copy] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id));
    expect(copy).toMatchObject({ status: 'pending', toAddress: to, subject: 'Re: 物件', textBody: 'こんにちは', replyTo: 'agent@agency.test', headers: { 'In-Reply-To': '<a@b>' }, attempts: 0 });
    const entries = await db.select().from(auditLog).where(and(eq(auditLog.action, 'outbox.resend'), eq(auditLog.entityId, String(result.id))));
    expect(entries).toHaveLength(1);
    expect(await resendMail(db, admin, 99_999_999, '127.0.0.1')).toEqual({ ok: false, error: 'notFound' });
  });

  it('filters by status, kind and part of the recipient', async () => {
    const db = await getDb();
    const to = `Filter-${Date.now()}@Example.test`;
    await db.transaction(async (tx) => {
      await enqueueMail(tx, { kind: 'ack', language: 'en', to, subject: 'a', text: 'a' });
      await enqueueMail(tx, { kind: 'reply', language: 'en', to, subject: 'b', text: 'b' });
    });
    const part = to.slice(0, 14).toLowerCase();
    expect((await findMails(db, outboxQuery({ to: part }))).map((m) => m.subject)).toEqual(['b', 'a']);
    expect((await findMails(db, outboxQuery({ to: part, kind: 'ack' }))).map((m) => m.subject)).toEqual(['a']);
    expect(await findMails(db, outboxQuery({ to: part, status: 'sent' }))).toEqual([]);
    expect(outboxQuery({ status: 'lost', kind: "x'; drop" })).toEqual({ status: undefined, kind: undefined, to: undefined });
  });

  it('never shows a server path for a mail saved as a file', () => {
    expect(deliveredPlace('file /srv/app/.data/outbox/1.eml')).toEqual({ kind: 'file' });
    expect(deliveredPlace('smtp mail.test: 250 OK')).toEqual({ kind: 'server', text: 'smtp mail.test: 250 OK' });
  });
});
