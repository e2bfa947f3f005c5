import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, inboxItems, inboxNotes, mailOutbox } from '@/lib/server/db/schema';
import { addNote, assignItem, changeStatus, replyToItem, type InboxActor } from '@/lib/server/inbox/actions';
import { fillTemplate } from '@/lib/server/inbox/templates';
import { makeContact, makeStaff } from './fixtures';

let admin: InboxActor;
let agent: InboxActor;
let editor: InboxActor;

async function counts(itemId: number) {
  const db = await getDb();
  const [item] = await db.select().from(inboxItems).where(eq(inboxItems.id, itemId));
  const notes = await db.select().from(inboxNotes).where(eq(inboxNotes.itemId, itemId));
  const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.inboxItemId, itemId));
  const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, String(itemId)));
  return { item, notes: notes.length, mails: mails.length, audits: audits.length };
}

beforeAll(async () => {
  admin = await makeStaff('admin');
  agent = await makeStaff('agent', { name: 'Agent Smith' });
  editor = await makeStaff('editor');
});

describe('changing an item status', () => {
  it('lets an agent change it and records who did it, before and after', async () => {
    const { itemId } = await makeContact();
    expect(await changeStatus(await getDb(), agent, itemId, { status: 'in_progress' }, { clientAddress: '203.0.113.9' })).toEqual({ ok: true });
    const db = await getDb();
    const [item] = await db.select().from(inboxItems).where(eq(inboxItems.id, itemId));
    expect(item.status).toBe('in_progress');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, String(itemId))).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'inbox.status', actorId: agent.id, entity: 'inbox_item', before: { status: 'new' }, after: { status: 'in_progress' }, clientAddress: '203.0.113.9' });
  });

  it('forbids an editor and changes nothing', async () => {
    const { itemId } = await makeContact();
    const before = await counts(itemId);
    expect(await changeStatus(await getDb(), editor, itemId, { status: 'closed' })).toEqual({ ok: false, reason: 'forbidden' });
    expect(await counts(itemId)).toEqual(before);
  });

  it('answers not found for an id that does not exist or is not an id', async () => {
    const db = await getDb();
    expect(await changeStatus(db, agent, 999_999, { status: 'closed' })).toEqual({ ok: false, reason: 'not-found' });
    expect(await changeStatus(db, agent, 'abc', { status: 'closed' })).toEqual({ ok: false, reason: 'not-found' });
    expect(await changeStatus(db, agent, '1e99', { status: 'closed' })).toEqual({ ok: false, reason: 'not-found' });
  });

  it('gives a field message for an unknown status and stores nothing', async () => {
    const { itemId } = await makeContact();
    const before = await counts(itemId);
    expect(await changeStatus(await getDb(), agent, itemId, { status: 'deleted' })).toEqual({ ok: false, reason: 'invalid', fields: { status: 'status' } });
    expect(await counts(itemId)).toEqual(before);
  });
});

describe('assigning an item', () => {
  it('assigns to an active agent and unassigns again', async () => {
    const { itemId } = await makeContact();
    const db = await getDb();
    expect(await assignItem(db, admin, itemId, { assigneeId: agent.id })).toEqual({ ok: true });
    expect((await counts(itemId)).item.assigneeId).toBe(agent.id);
    expect(await assignItem(db, agent, itemId, { assigneeId: '' })).toEqual({ ok: true });
    expect((await counts(itemId)).item.assigneeId).toBeNull();
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, String(itemId))).orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['inbox.assign', { assigneeId: null }, { assigneeId: agent.id }],
      ['inbox.assign', { assigneeId: agent.id }, { assigneeId: null }],
    ]);
  });

  it('refuses an editor, a disabled agent or an unknown id as assignee, storing nothing', async () => {
    const { itemId } = await makeContact();
    const disabled = await makeStaff('agent', { disabled: true });
    const db = await getDb();
    const before = await counts(itemId);
    for (const assigneeId of [editor.id, disabled.id, 'nobody']) {
      expect(await assignItem(db, agent, itemId, { assigneeId })).toEqual({ ok: false, reason: 'invalid', fields: { assigneeId: 'assignee' } });
    }
    expect(await assignItem(db, agent, itemId, {})).toEqual({ ok: false, reason: 'invalid', fields: { assigneeId: 'assignee' } });
    expect(await counts(itemId)).toEqual(before);
  });

  it('forbids an editor', async () => {
    const { itemId } = await makeContact();
    expect(await assignItem(await getDb(), editor, itemId, { assigneeId: editor.id })).toEqual({ ok: false, reason: 'forbidden' });
  });
});

describe('internal notes', () => {
  it('stores a note with its author and an audit entry', async () => {
    const { itemId } = await makeContact();
    const db = await getDb();
    expect(await addNote(db, agent, itemId, { body: '  Called back, prefers District 2.  ' })).toEqual({ ok: true });
    const [note] = await db.select().from(inboxNotes).where(eq(inboxNotes.itemId, itemId));
    expect(note).toMatchObject({ body: 'Called back, prefers District 2.', authorId: agent.id, authorName: 'Agent Smith' });
    expect((await counts(itemId)).audits).toBe(1);
  });

  it('refuses an empty or over-long note and a file, storing nothing', async () => {
    const { itemId } = await makeContact();
    const db = await getDb();
    const before = await counts(itemId);
    expect(await addNote(db, agent, itemId, { body: '   ' })).toEqual({ ok: false, reason: 'invalid', fields: { body: 'noteRequired' } });
    expect(await addNote(db, agent, itemId, { body: 'x'.repeat(5_001) })).toEqual({ ok: false, reason: 'invalid', fields: { body: 'noteTooLong' } });
    expect(await addNote(db, agent, itemId, { body: new Blob(['x']) })).toEqual({ ok: false, reason: 'invalid', fields: { body: 'noteRequired' } });
    expect(await counts(itemId)).toEqual(before);
  });

  it('answers not found for a missing item', async () => {
    expect(await addNote(await getDb(), agent, 888_888, { body: 'hello' })).toEqual({ ok: false, reason: 'not-found' });
  });
});

describe('replying by mail', () => {
  it('writes the reply to the outbox, marks the item answered and audits both, together', async () => {
    const { itemId } = await makeContact({ fullName: 'Emma Brown', email: 'emma@example.test' });
    const db = await getDb();
    const draft = fillTemplate('viewing', 'en', { name: 'Emma Brown' }, agent.name);
    expect(await replyToItem(db, agent, itemId, { language: 'en', subject: draft.subject, body: draft.text })).toEqual({ ok: true });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.inboxItemId, itemId));
    expect(mail).toMatchObject({ kind: 'reply', toAddress: 'emma@example.test', language: 'en', subject: 'Arranging your viewing', status: 'pending' });
    expect(mail.textBody).toMatch(/^Dear Emma Brown,/);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@[^>]+>$/);
    const after = await counts(itemId);
    expect(after.item.status).toBe('answered');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, String(itemId)));
    expect(entry).toMatchObject({ action: 'inbox.reply', before: { status: 'new' }, after: { status: 'answered', mailId: mail.id } });
  });

  it('gives field messages for a missing subject, a two-line subject or an empty body, and sends nothing', async () => {
    const { itemId } = await makeContact();
    const db = await getDb();
    const before = await counts(itemId);
    expect(await replyToItem(db, agent, itemId, { language: 'en', subject: '', body: '' })).toEqual({ ok: false, reason: 'invalid', fields: { subject: 'subjectRequired', body: 'bodyRequired' } });
    expect(await replyToItem(db, agent, itemId, { language: 'en', subject: 'Hi\r\nBcc: x@example.test', body: 'text' })).toEqual({ ok: false, reason: 'invalid', fields: { subject: 'subjectLine' } });
    expect(await replyToItem(db, agent, itemId, { language: 'vi', subject: 'Hi', body: 'text' })).toEqual({ ok: false, reason: 'invalid', fields: { language: 'language' } });
    expect(await replyToItem(db, agent, itemId, { language: 'en', subject: 'Hi', body: 'x'.repeat(20_001) })).toEqual({ ok: false, reason: 'invalid', fields: { body: 'bodyTooLong' } });
    expect(await counts(itemId)).toEqual(before);
  });

  it('forbids an editor and answers not found for a missing item', async () => {
    const { itemId } = await makeContact();
    const db = await getDb();
    expect(await replyToItem(db, editor, itemId, { language: 'en', subject: 'Hi', body: 'text' })).toEqual({ ok: false, reason: 'forbidden' });
    expect(await replyToItem(db, agent, 777_777, { language: 'en', subject: 'Hi', body: 'text' })).toEqual({ ok: false, reason: 'not-found' });
    expect((await counts(itemId)).mails).toBe(0);
  });
});

describe('reply templates', () => {
  it('fill the client name in either language, and address an unnamed client politely', () => {
    expect(fillTemplate('thanks', 'ja', { name: '山田 太郎' }, '佐藤').text).toMatch(/^山田 太郎様\n/);
    expect(fillTemplate('thanks', 'ja', { name: null }, '佐藤').text).toMatch(/^お客様\n/);
    expect(fillTemplate('moreInfo', 'en', { name: '  ' }, 'Ann').text).toMatch(/^Dear Sir or Madam,/);
    expect(fillTemplate('free', 'en', { name: 'A $& B' }, 'Ann').text).toMatch(/^Dear A \$& B,/);
    expect(fillTemplate('free', 'en', { name: 'Kim' }, 'Ann').text).toMatch(/Ann$/);
  });
});
