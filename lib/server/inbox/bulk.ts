import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { allows } from '@/lib/admin/permissions';
import type { Db } from '../db/client';
import { inboxItems } from '../db/schema';
import type { InboxStatus } from '@/lib/inbox/values';
import { enqueueAssignedMail } from '../mail/assigned';
import { mailEnqueued } from '../mail/outbox';
import { audit } from '../staff/audit';
import type { InboxActor } from './actions';
import { PAGE_SIZE } from './list';
import { assignableStaff } from './staff';
import { BULK_OPERATIONS } from '@/lib/inbox/values';

/**
 * One change to the items ticked in the list: close them, mark them spam or assign them. Each item
 * that changes gets its own audit entry, as if changed on its own page, in one transaction with the
 * change; an item already in the asked state is left alone and not counted. Closing or marking
 * spam clears "customer replied" (as the item's page does); assigning mails the assignee once.
 */
const itemId = z.coerce.number().int().positive().max(2_147_483_647);
export const bulkInput = z.object({
  ids: z.array(itemId, { error: 'bulkNone' }).min(1, { error: 'bulkNone' }).max(PAGE_SIZE * 4, { error: 'bulkNone' }),
  operation: z.enum(BULK_OPERATIONS, { error: 'bulkOperation' }),
  assigneeId: z.string().max(200).optional(),
});
export type BulkInput = z.input<typeof bulkInput>;

export type BulkOutcome = { ok: true; changed: number } | { ok: false; reason: 'forbidden' } | { ok: false; reason: 'invalid'; error: string };

const STATUS_OF = { close: 'closed', spam: 'spam' } as const satisfies Record<string, InboxStatus>;

export async function bulkUpdate(db: Db, actor: InboxActor, input: unknown, ctx: { clientAddress?: string } = {}): Promise<BulkOutcome> {
  if (!allows(actor.role, 'inbox')) return { ok: false, reason: 'forbidden' };
  const parsed = bulkInput.safeParse(input);
  if (!parsed.success) return { ok: false, reason: 'invalid', error: parsed.error.issues[0]?.message ?? 'bulkNone' };
  const { ids, operation } = parsed.data;
  const assigneeId = operation === 'assign' ? parsed.data.assigneeId || null : null;
  if (operation === 'assign' && assigneeId !== null && !(await assignableStaff(db)).some((s) => s.id === assigneeId)) {
    return { ok: false, reason: 'invalid', error: 'assignee' };
  }
  const outcome = await db.transaction(async (tx) => {
    const items = await tx
      .select({ id: inboxItems.id, status: inboxItems.status, assigneeId: inboxItems.assigneeId, name: inboxItems.name, email: inboxItems.email })
      .from(inboxItems)
      .where(inArray(inboxItems.id, [...new Set(ids)]))
      .orderBy(asc(inboxItems.id));
    const now = new Date();
    const assigned: typeof items = [];
    let changed = 0;
    for (const item of items) {
      if (operation === 'assign') {
        if (item.assigneeId === assigneeId) continue;
        await tx.update(inboxItems).set({ assigneeId, updatedAt: now }).where(eq(inboxItems.id, item.id));
        await audit(tx, { actor, action: 'inbox.assign', entity: 'inbox_item', entityId: item.id, before: { assigneeId: item.assigneeId }, after: { assigneeId, bulk: true }, clientAddress: ctx.clientAddress });
        assigned.push(item);
      } else {
        const status = STATUS_OF[operation];
        if (item.status === status) continue;
        // Closed or spam, the customer's answer is dealt with: the "customer replied" mark goes, as after a reply.
        await tx.update(inboxItems).set({ status, updatedAt: now, customerRepliedAt: null }).where(eq(inboxItems.id, item.id));
        await audit(tx, { actor, action: 'inbox.status', entity: 'inbox_item', entityId: item.id, before: { status: item.status }, after: { status, bulk: true }, clientAddress: ctx.clientAddress });
      }
      changed += 1;
    }
    // As from the item's page: the new assignee hears of it, unless they took the items themselves;
    // one mail listing them all, not one per item.
    const mailed = assigneeId !== null && assigneeId !== actor.id && assigned.length > 0;
    if (mailed) await enqueueAssignedMail(tx, assigned, assigneeId, actor.name);
    return { changed, mailed };
  });
  // Committed: the worker in this process sends it now rather than at its next poll.
  if (outcome.mailed) mailEnqueued();
  return { ok: true, changed: outcome.changed };
}
