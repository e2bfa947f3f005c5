import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, inboxItems, inboxNotes, mailOutbox, staffUsers } from '@/lib/server/db/schema';
import { changeStatus, type InboxActor } from '@/lib/server/inbox/actions';
import { bulkUpdate } from '@/lib/server/inbox/bulk';
import { inboxCounts, overdueCutoff } from '@/lib/server/inbox/counts';
import { filtersToQuery, parseInboxFilters } from '@/lib/server/inbox/filters';
import { minutesToFirstReply } from '@/lib/inbox/values';
import { listInbox } from '@/lib/server/inbox/list';
import { mailConfig } from '@/lib/server/mail/config';
import { makeContact, makeStaff } from './fixtures';

let agent: InboxActor;
let colleague: InboxActor;
let editor: InboxActor;
const tag = `d${Date.now()}`;
const ids: Record<string, number> = {};

async function reply(itemId: number, at: Date) {
  const db = await getDb();
  await db.insert(mailOutbox).values({ createdAt: at, kind: 'reply', inboxItemId: itemId, messageId: `<${tag}-${itemId}-${at.getTime()}@test>`, language: 'en', fromAddress: 'a@example.test', toAddress: 'b@example.test', subject: 's', textBody: 't' });
}

beforeAll(async () => {
  agent = await makeStaff('agent', { name: `Agent ${tag}` });
  colleague = await makeStaff('agent', { name: `Colleague ${tag}` });
  editor = await makeStaff('editor');
  ids.a = (await makeContact({ fullName: `Alpha ${tag}`, createdAt: new Date('2026-03-02T01:00:00Z'), status: 'answered' })).itemId;
  ids.b = (await makeContact({ fullName: `Beta ${tag}`, createdAt: new Date('2026-03-03T01:00:00Z'), status: 'new' })).itemId;
  ids.c = (await makeContact({ fullName: `Gamma ${tag}`, createdAt: new Date('2026-03-04T01:00:00Z'), status: 'in_progress' })).itemId;
  const db = await getDb();
  // Alpha was touched last, though received first.
  for (const [key, day] of [['a', '05'], ['b', '03'], ['c', '04']] as const) await db.update(inboxItems).set({ updatedAt: new Date(`2026-03-${day}T09:00:00Z`) }).where(eq(inboxItems.id, ids[key]));
  // Alpha got two replies: the first, 90 minutes after it came in, is the one that counts; a notify mail is no reply.
  await db.insert(mailOutbox).values({ createdAt: new Date('2026-03-02T01:10:00Z'), kind: 'notify', inboxItemId: ids.a, messageId: `<${tag}-n@test>`, language: 'en', fromAddress: 'a@example.test', toAddress: 'b@example.test', subject: 's', textBody: 't' });
  await reply(ids.a, new Date('2026-03-02T04:00:00Z'));
  await reply(ids.a, new Date('2026-03-02T02:30:00Z'));
});

const names = async (query: Record<string, string>) => {
  const { rows } = await listInbox(await getDb(), parseInboxFilters({ q: tag, ...query }), agent.id, 'en');
  return rows.map((r) => r.name?.split(' ')[0]);
};

describe('the inbox in the order of the day', () => {
  it('sorts newest first by default, and oldest first, by status (new first) or by last activity on request', async () => {
    expect(await names({})).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await names({ sort: 'oldest' })).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(await names({ sort: 'status' })).toEqual(['Beta', 'Gamma', 'Alpha']);
    expect(await names({ sort: 'activity' })).toEqual(['Alpha', 'Gamma', 'Beta']);
    expect(await names({ sort: 'sideways' })).toEqual(['Gamma', 'Beta', 'Alpha']);
  });

  it('shows the time to the first reply mail, and none while unanswered', async () => {
    const { rows } = await listInbox(await getDb(), parseInboxFilters({ q: tag }), agent.id, 'en');
    const byName = Object.fromEntries(rows.map((r) => [r.name?.split(' ')[0], r]));
    expect(byName.Alpha.firstReplyAt).toBe('2026-03-02T02:30:00.000Z');
    expect(minutesToFirstReply(byName.Alpha)).toBe(90);
    expect(byName.Beta.firstReplyAt).toBeNull();
    expect(minutesToFirstReply(byName.Beta)).toBeNull();
  });
});

describe('bulk changes from the list', () => {
  it('closes the ticked items with one audit entry each, leaving the others and not counting one already closed', async () => {
    const one = await makeContact({ fullName: `Bulk1 ${tag}` });
    const two = await makeContact({ fullName: `Bulk2 ${tag}`, status: 'closed' });
    const three = await makeContact({ fullName: `Bulk3 ${tag}` });
    const db = await getDb();
    const outcome = await bulkUpdate(db, agent, { ids: [String(one.itemId), String(two.itemId)], operation: 'close' }, { clientAddress: '203.0.113.5' });
    expect(outcome).toEqual({ ok: true, changed: 1 });
    const rows = await db.select({ id: inboxItems.id, status: inboxItems.status }).from(inboxItems).where(inArray(inboxItems.id, [one.itemId, two.itemId, three.itemId]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [one.itemId]: 'closed', [two.itemId]: 'closed', [three.itemId]: 'new' });
    const entries = await db.select().from(auditLog).where(inArray(auditLog.entityId, [String(one.itemId), String(two.itemId)]));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'inbox.status', actorId: agent.id, entityId: String(one.itemId), before: { status: 'new' }, after: { status: 'closed', bulk: true }, clientAddress: '203.0.113.5' });
  });

  it('assigns to a colleague and marks spam, each item audited', async () => {
    const one = await makeContact({ fullName: `Bulk4 ${tag}` });
    const two = await makeContact({ fullName: `Bulk5 ${tag}` });
    const db = await getDb();
    expect(await bulkUpdate(db, agent, { ids: [one.itemId, two.itemId], operation: 'assign', assigneeId: colleague.id })).toEqual({ ok: true, changed: 2 });
    expect(await bulkUpdate(db, agent, { ids: [two.itemId], operation: 'spam' })).toEqual({ ok: true, changed: 1 });
    const rows = await db.select().from(inboxItems).where(inArray(inboxItems.id, [one.itemId, two.itemId]));
    expect(rows.map((r) => [r.assigneeId, r.status]).sort()).toEqual([
      [colleague.id, 'new'],
      [colleague.id, 'spam'],
    ]);
    const entries = await db.select().from(auditLog).where(and(inArray(auditLog.entityId, [String(one.itemId), String(two.itemId)])));
    expect(entries.map((e) => e.action).sort()).toEqual(['inbox.assign', 'inbox.assign', 'inbox.status']);
    expect((await names({ assignee: 'me' })).length).toBe(0);
  });

  it('refuses an editor, an empty selection, an unknown operation and someone who cannot be assigned, changing nothing', async () => {
    const one = await makeContact({ fullName: `Bulk6 ${tag}` });
    const db = await getDb();
    expect(await bulkUpdate(db, editor, { ids: [one.itemId], operation: 'close' })).toEqual({ ok: false, reason: 'forbidden' });
    expect(await bulkUpdate(db, agent, { ids: [], operation: 'close' })).toEqual({ ok: false, reason: 'invalid', error: 'bulkNone' });
    expect(await bulkUpdate(db, agent, { ids: ['x'], operation: 'close' })).toMatchObject({ ok: false, reason: 'invalid' });
    expect(await bulkUpdate(db, agent, { ids: [one.itemId], operation: 'delete' })).toEqual({ ok: false, reason: 'invalid', error: 'bulkOperation' });
    expect(await bulkUpdate(db, agent, { ids: [one.itemId], operation: 'assign', assigneeId: editor.id })).toEqual({ ok: false, reason: 'invalid', error: 'assignee' });
    const [row] = await db.select().from(inboxItems).where(eq(inboxItems.id, one.itemId));
    expect(row).toMatchObject({ status: 'new', assigneeId: null });
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, String(one.itemId)))).toHaveLength(0);
    expect(await db.select().from(inboxNotes).where(eq(inboxNotes.itemId, one.itemId))).toHaveLength(0);
  });
});

describe('the menu counts', () => {
  it('takes overdue as one business day, skipping the weekend in Vietnam', () => {
    // Tuesday 10:00 in Hanoi → Monday 10:00; Monday 10:00 → Friday 10:00; Saturday 10:00 → Friday 10:00.
    expect(overdueCutoff(new Date('2026-03-10T03:00:00Z')).toISOString()).toBe('2026-03-09T03:00:00.000Z');
    expect(overdueCutoff(new Date('2026-03-09T03:00:00Z')).toISOString()).toBe('2026-03-06T03:00:00.000Z');
    expect(overdueCutoff(new Date('2026-03-07T03:00:00Z')).toISOString()).toBe('2026-03-06T03:00:00.000Z');
  });

  it('counts new items as unread and waiting items past one business day as overdue', async () => {
    const now = new Date('2026-03-10T03:00:00Z');
    const before = await inboxCounts(await getDb(), now);
    await makeContact({ fullName: `Count1 ${tag}`, createdAt: new Date('2026-03-10T01:00:00Z') });
    await makeContact({ fullName: `Count2 ${tag}`, createdAt: new Date('2026-03-09T01:00:00Z') });
    await makeContact({ fullName: `Count3 ${tag}`, createdAt: new Date('2026-03-08T01:00:00Z'), status: 'in_progress' });
    await makeContact({ fullName: `Count4 ${tag}`, createdAt: new Date('2026-03-01T01:00:00Z'), status: 'answered' });
    expect(await inboxCounts(await getDb(), now)).toEqual({ unread: before.unread + 2, overdue: before.overdue + 2, replied: before.replied });
  });
});

describe('bulk assignment tells the assignee once (a mail on assignment)', () => {
  const assignedMails = async (to: string) => (await getDb()).select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'assigned'), eq(mailOutbox.toAddress, to)));

  it('sends one mail listing every item newly assigned, in the assignee’s language, each with its link', async () => {
    const db = await getDb();
    const sato = await makeStaff('agent', { name: `佐藤 ${tag}` });
    await db.update(staffUsers).set({ language: 'ja' }).where(eq(staffUsers.id, sato.id));
    const one = await makeContact({ fullName: `Mail1 ${tag}` });
    const two = await makeContact({ fullName: `Mail2 ${tag}` });
    const had = await makeContact({ fullName: `Mail3 ${tag}`, assigneeId: sato.id });
    expect(await bulkUpdate(db, agent, { ids: [one.itemId, two.itemId, had.itemId], operation: 'assign', assigneeId: sato.id })).toEqual({ ok: true, changed: 2 });
    const mails = await assignedMails(sato.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'ja', subject: '【担当割り当て】お問い合わせ 2件', status: 'pending' });
    const { siteUrl } = mailConfig();
    expect(mails[0].textBody).toContain(`${agent.name} さんにより、次の2件のお問い合わせ`);
    expect(mails[0].textBody).toContain(`#${one.itemId} Mail1 ${tag} 様：${siteUrl}/admin/inbox/${one.itemId}`);
    expect(mails[0].textBody).toContain(`#${two.itemId} Mail2 ${tag} 様：${siteUrl}/admin/inbox/${two.itemId}`);
    // The item they already had is no news to them.
    expect(mails[0].textBody).not.toContain(`Mail3 ${tag}`);
  });

  it('writes one item as the item’s page does (English here), and nothing when the agent takes items themselves or unassigns', async () => {
    const db = await getDb();
    const lee = await makeStaff('agent', { name: `Lee ${tag}` });
    const one = await makeContact({ fullName: `Mail4 ${tag}` });
    const two = await makeContact({ fullName: `Mail5 ${tag}` });
    expect(await bulkUpdate(db, agent, { ids: [one.itemId], operation: 'assign', assigneeId: lee.id })).toEqual({ ok: true, changed: 1 });
    const [mail] = await assignedMails(lee.email);
    expect(mail).toMatchObject({ language: 'en', inboxItemId: one.itemId, subject: `Inquiry #${one.itemId} is assigned to you` });
    expect(mail.textBody).toContain(`${agent.name} has assigned you the inquiry #${one.itemId} from Mail4 ${tag}.`);

    expect(await bulkUpdate(db, lee, { ids: [one.itemId, two.itemId], operation: 'assign', assigneeId: lee.id })).toEqual({ ok: true, changed: 1 });
    expect(await bulkUpdate(db, lee, { ids: [one.itemId, two.itemId], operation: 'assign', assigneeId: '' })).toEqual({ ok: true, changed: 2 });
    expect(await assignedMails(lee.email)).toHaveLength(1);
  });
});

describe('"customer replied" (the customer answered after the office’s last reply)', () => {
  async function replied(fullName: string, status: 'new' | 'in_progress' | 'answered' | 'closed' | 'spam' = 'in_progress') {
    const { itemId } = await makeContact({ fullName: `${fullName} ${tag}`, status });
    await (await getDb()).update(inboxItems).set({ customerRepliedAt: new Date() }).where(eq(inboxItems.id, itemId));
    return itemId;
  }
  const mark = async (itemId: number) => (await (await getDb()).select({ at: inboxItems.customerRepliedAt }).from(inboxItems).where(eq(inboxItems.id, itemId)))[0].at;

  it('is cleared by a bulk close or spam, and by closing the item on its page', async () => {
    const db = await getDb();
    const closed = await replied('Clear1');
    const spam = await replied('Clear2');
    const single = await replied('Clear3');
    const untouched = await replied('Clear4');
    expect(await bulkUpdate(db, agent, { ids: [closed], operation: 'close' })).toEqual({ ok: true, changed: 1 });
    expect(await bulkUpdate(db, agent, { ids: [spam], operation: 'spam' })).toEqual({ ok: true, changed: 1 });
    expect(await changeStatus(db, agent, single, { status: 'closed' })).toEqual({ ok: true });
    expect(await mark(closed)).toBeNull();
    expect(await mark(spam)).toBeNull();
    expect(await mark(single)).toBeNull();
    expect(await mark(untouched)).not.toBeNull();
  });

  it('is marked on the list’s lines and filtered with replied=1, which the list’s links keep (a spam item is no reply)', async () => {
    const db = await getDb();
    await replied('Mark1');
    await replied('Mark2', 'new');
    await replied('Mark3', 'spam');
    await makeContact({ fullName: `Mark4 ${tag}` });
    const { rows } = await listInbox(db, parseInboxFilters({ q: `Mark` }), agent.id, 'en');
    const marks = Object.fromEntries(rows.filter((r) => r.name?.endsWith(tag)).map((r) => [r.name!.split(' ')[0], r.customerReplied]));
    expect(marks).toEqual({ Mark1: true, Mark2: true, Mark3: false, Mark4: false });
    const filtered = parseInboxFilters(new URLSearchParams(`q=${tag}&replied=1`));
    expect(filtered.replied).toBe(true);
    expect(filtersToQuery(filtered)).toBe(`?replied=1&q=${tag}`);
    expect((await names({ replied: '1' })).sort()).toEqual(['Clear4', 'Mark1', 'Mark2']);
    expect(parseInboxFilters({ replied: 'yes please' }).replied).toBe(false);
  });

  it('is counted in the menu, a spam item not', async () => {
    const before = await inboxCounts(await getDb());
    await replied('Count5');
    await replied('Count6', 'spam');
    expect((await inboxCounts(await getDb())).replied).toBe(before.replied + 1);
  });
});
