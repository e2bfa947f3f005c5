import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { allows } from '@/lib/admin/permissions';
import type { Db } from '../db/client';
import { inboxItems } from '../db/schema';
import type { InboxStatus } from '../db/schema/mail';
import { audit } from '../staff/audit';
import type { InboxActor } from './actions';
import { PAGE_SIZE } from './list';
import { assignableStaff } from './staff';

/**
 * One change to the items ticked in the list: close them, mark them spam or assign them. Each item
 * that changes gets its own audit entry, as if changed on its own page, in one transaction with the
 * change; an item already in the asked state is left alone and not counted.
 */
export const BULK_OPERATIONS = ['close', 'spam', 'assign'] as const;

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
  return db.transaction(async (tx) => {
    const items = await tx.select({ id: inboxItems.id, status: inboxItems.status, assigneeId: inboxItems.assigneeId }).from(inboxItems).where(inArray(inboxItems.id, [...new Set(ids)]));
    const now = new Date();
    let changed = 0;
    for (const item of items) {
      if (operation === 'assign') {
        if (item.assigneeId === assigneeId) continue;
        await tx.update(inboxItems).set({ assigneeId, updatedAt: now }).where(eq(inboxItems.id, item.id));
        await audit(tx, { actor, action: 'inbox.assign', entity: 'inbox_item', entityId: item.id, before: { assigneeId: item.assigneeId }, after: { assigneeId, bulk: true }, clientAddress: ctx.clientAddress });
      } else {
        const status = STATUS_OF[operation];
        if (item.status === status) continue;
        await tx.update(inboxItems).set({ status, updatedAt: now }).where(eq(inboxItems.id, item.id));
        await audit(tx, { actor, action: 'inbox.status', entity: 'inbox_item', entityId: item.id, before: { status: item.status }, after: { status, bulk: true }, clientAddress: ctx.clientAddress });
      }
      changed += 1;
    }
    return { ok: true as const, changed };
  });
}
