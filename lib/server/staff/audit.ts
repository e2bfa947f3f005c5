import 'server-only';
import { headers } from 'next/headers';
import { clientAddress } from '../security/rate-limit';
import type { Db, Tx } from '../db/client';
import { auditLog } from '../db/schema';
import type { Staff } from './session';
import { log } from '@/lib/observability/log';


export type AuditEntry = {
  actor: Pick<Staff, 'id' | 'email'> | null;
  action: string;
  entity?: string;
  entityId?: string | number;
  before?: unknown;
  after?: unknown;
  clientAddress?: string;
};

/** The client address of the current request, as the front door decided it. */
export async function requestAddress(): Promise<string> {
  const h = await headers();
  return clientAddress(new Request('http://local/', { headers: { 'x-forwarded-for': h.get('x-forwarded-for') ?? '' } }));
}

/** Writes one audit entry, in the caller's transaction when it passes one (so a rolled-back change leaves no entry). */
export async function audit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    before: entry.before === undefined ? null : entry.before,
    after: entry.after === undefined ? null : entry.after,
    clientAddress: entry.clientAddress ?? null,
  });
  // The log names the member and the row by id only: no addresses, no before/after values.
  log('audit').info({ action: entry.action, entity: entry.entity, entityId: entry.entityId === undefined ? undefined : String(entry.entityId), actor: entry.actor?.id }, 'audit event');
}
