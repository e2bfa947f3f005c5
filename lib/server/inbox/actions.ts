import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { allows } from '@/lib/admin/permissions';
import type { Db } from '../db/client';
import { inboxItems, inboxNotes } from '../db/schema';
import { INBOX_STATUSES } from '@/lib/inbox/values';
import { audit } from '../staff/audit';
import type { Staff } from '../staff/session';
import { enqueueReply, mailEnqueued, staffAddressFor } from '../mail/outbox';
import { replyAddressMode, threadHeaders } from '../mail/thread';
import { enqueueAssignedMail } from '../mail/assigned';
import { assignableStaff } from './staff';

/**
 * What staff do with an inbox item: change its status, assign it, note it, answer it. Each
 * function checks the role, that the item exists, and the input, in that order, and only then
 * changes anything, in one transaction with its audit entry. The server actions in
 * app/admin/(office)/inbox/[id]/actions.ts turn the outcome into a 403, a 404 or field messages.
 */
export type InboxActor = Pick<Staff, 'id' | 'email' | 'name' | 'role'>;

/** Field name → message key under `inbox.errors`. */
export type FieldErrors = Record<string, string>;
export type Outcome = { ok: true } | { ok: false; reason: 'forbidden' | 'not-found' } | { ok: false; reason: 'invalid'; fields: FieldErrors };

type Context = { clientAddress?: string };

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const statusInput = z.object({ status: z.enum(INBOX_STATUSES, { error: 'status' }) });
export const assignInput = z.object({ assigneeId: z.string({ error: 'assignee' }).max(200, { error: 'assignee' }) });
export const noteInput = z.object({
  body: z
    .string({ error: 'noteRequired' })
    .trim()
    .min(1, { error: 'noteRequired' })
    .max(5_000, { error: 'noteTooLong' }),
});
export const replyInput = z.object({
  language: z.enum(['en', 'ja'], { error: 'language' }),
  subject: z
    .string({ error: 'subjectRequired' })
    .trim()
    .min(1, { error: 'subjectRequired' })
    .max(200, { error: 'subjectTooLong' })
    .refine((s) => !/[\r\n]/.test(s), { error: 'subjectLine' }),
  body: z
    .string({ error: 'bodyRequired' })
    .refine((s) => s.trim().length > 0, { error: 'bodyRequired' })
    .refine((s) => s.length <= 20_000, { error: 'bodyTooLong' }),
});
const replyAddress = z.email();

function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= issue.message;
  }
  return fields;
}

type Item = typeof inboxItems.$inferSelect;
type Checked<T> = { ok: true; item: Item; input: T } | Exclude<Outcome, { ok: true }>;

/** The shared first steps: role, then the item, then the input. */
async function check<T>(db: Db, actor: InboxActor, id: unknown, schema: z.ZodType<T>, input: unknown): Promise<Checked<T>> {
  if (!allows(actor.role, 'inbox')) return { ok: false, reason: 'forbidden' };
  const itemId = idSchema.safeParse(id);
  if (!itemId.success) return { ok: false, reason: 'not-found' };
  const [item] = await db.select().from(inboxItems).where(eq(inboxItems.id, itemId.data));
  if (!item) return { ok: false, reason: 'not-found' };
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', fields: fieldErrors(parsed.error) };
  return { ok: true, item, input: parsed.data };
}

export async function changeStatus(db: Db, actor: InboxActor, id: unknown, input: unknown, ctx: Context = {}): Promise<Outcome> {
  const c = await check(db, actor, id, statusInput, input);
  if (!c.ok) return c;
  await db.transaction(async (tx) => {
    await tx.update(inboxItems).set({ status: c.input.status, updatedAt: new Date(), customerRepliedAt: null }).where(eq(inboxItems.id, c.item.id));
    await audit(tx, { actor, action: 'inbox.status', entity: 'inbox_item', entityId: c.item.id, before: { status: c.item.status }, after: { status: c.input.status }, clientAddress: ctx.clientAddress });
  });
  return { ok: true };
}

export async function assignItem(db: Db, actor: InboxActor, id: unknown, input: unknown, ctx: Context = {}): Promise<Outcome> {
  const c = await check(db, actor, id, assignInput, input);
  if (!c.ok) return c;
  const assigneeId = c.input.assigneeId === '' ? null : c.input.assigneeId;
  if (assigneeId !== null && !(await assignableStaff(db)).some((s) => s.id === assigneeId)) {
    return { ok: false, reason: 'invalid', fields: { assigneeId: 'assignee' } };
  }
  await db.transaction(async (tx) => {
    await tx.update(inboxItems).set({ assigneeId, updatedAt: new Date() }).where(eq(inboxItems.id, c.item.id));
    await audit(tx, { actor, action: 'inbox.assign', entity: 'inbox_item', entityId: c.item.id, before: { assigneeId: c.item.assigneeId }, after: { assigneeId }, clientAddress: ctx.clientAddress });
    // The new assignee hears of it, unless they took it themselves or already had it.
    if (assigneeId && assigneeId !== actor.id && assigneeId !== c.item.assigneeId) await enqueueAssignedMail(tx, [c.item], assigneeId, actor.name);
  });
  mailEnqueued();
  return { ok: true };
}

export async function addNote(db: Db, actor: InboxActor, id: unknown, input: unknown, ctx: Context = {}): Promise<Outcome> {
  const c = await check(db, actor, id, noteInput, input);
  if (!c.ok) return c;
  await db.transaction(async (tx) => {
    const [note] = await tx.insert(inboxNotes).values({ itemId: c.item.id, authorId: actor.id, authorName: actor.name, body: c.input.body }).returning({ id: inboxNotes.id });
    await audit(tx, { actor, action: 'inbox.note', entity: 'inbox_item', entityId: c.item.id, before: null, after: { noteId: note.id, body: c.input.body }, clientAddress: ctx.clientAddress });
  });
  return { ok: true };
}

/**
 * Sends a reply: the mail goes to the outbox, and the item becomes "answered", in one transaction
 * with the audit entry, so a reply is never recorded without its mail or the other way round.
 */
export async function replyToItem(db: Db, actor: InboxActor, id: unknown, input: unknown, ctx: Context = {}): Promise<Outcome> {
  const c = await check(db, actor, id, replyInput, input);
  if (!c.ok) return c;
  if (!replyAddress.safeParse(c.item.email).success) return { ok: false, reason: 'invalid', fields: { to: 'noAddress' } };
  await db.transaction(async (tx) => {
    // The customer answers the agent, or the city's shared address (Settings), and the thread.
    const human = (await replyAddressMode(tx)) === 'agent' && replyAddress.safeParse(actor.email).success ? actor.email : await staffAddressFor(tx, c.item.cityId);
    const thread = await threadHeaders(tx, c.item.id, human);
    const mail = await enqueueReply(tx, { inboxItemId: c.item.id, to: c.item.email, language: c.input.language, subject: c.input.subject, text: c.input.body, ...thread });
    const now = new Date();
    await tx
      .update(inboxItems)
      .set({ status: 'answered', updatedAt: now, customerRepliedAt: null, firstReplyAt: c.item.firstReplyAt ?? now })
      .where(eq(inboxItems.id, c.item.id));
    await audit(tx, {
      actor,
      action: 'inbox.reply',
      entity: 'inbox_item',
      entityId: c.item.id,
      before: { status: c.item.status },
      after: { status: 'answered', mailId: mail.id, messageId: mail.messageId, language: c.input.language, subject: c.input.subject },
      clientAddress: ctx.clientAddress,
    });
  });
  // Committed: the worker in this process sends it now rather than at its next poll.
  mailEnqueued();
  return { ok: true };
}
