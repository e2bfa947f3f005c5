import 'server-only';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export type AuditQuery = { action?: string; actor?: string; before?: number };
export const AUDIT_PAGE = 50;

/** Reads the audit query from the address: unknown or malformed values are ignored. */
export function auditQuery(params: Record<string, string | string[] | undefined>): AuditQuery {
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : undefined);
  const action = one(params.action);
  const actor = one(params.actor);
  const before = one(params.before);
  return {
    action: action && /^[\w.-]{1,60}$/.test(action) ? action : undefined,
    actor: actor && actor.length <= 254 ? actor.toLowerCase() : undefined,
    before: before && /^\d{1,10}$/.test(before) ? Number(before) : undefined,
  };
}

/** Newest first, a page at a time (keyset on id). */
export async function readAudit(db: Db, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.actor) where.push(eq(auditLog.actorEmail, q.actor));
  if (q.before) where.push(lt(auditLog.id, q.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE + 1);
  return { rows: rows.slice(0, AUDIT_PAGE), more: rows.length > AUDIT_PAGE };
}
