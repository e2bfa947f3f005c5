import 'server-only';
import { and, asc, desc, eq, gte, lt, notInArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { SIGN_IN_ACTIONS } from './audit-actions';

export type AuditQuery = { action?: string; actor?: string; from?: string; to?: string; signIns?: boolean; before?: number };
export const AUDIT_PAGE = 50;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the audit query from the address: unknown or malformed values are ignored. */
export function auditQuery(params: Record<string, string | string[] | undefined>): AuditQuery {
  const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v.trim() : undefined);
  const action = one(params.action);
  const actor = one(params.actor);
  const before = one(params.before);
  const day = (v: string | undefined) => (v && DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined);
  return {
    action: action && /^[\w.-]{1,60}$/.test(action) ? action : undefined,
    actor: actor && actor.length <= 254 ? actor.toLowerCase() : undefined,
    from: day(one(params.from)),
    to: day(one(params.to)),
    signIns: one(params.signins) === '1' || undefined,
    before: before && /^\d{1,10}$/.test(before) ? Number(before) : undefined,
  };
}

/** The query as address parameters (for the older/newer links), without the page position. */
export function auditParams(q: AuditQuery): URLSearchParams {
  const p = new URLSearchParams();
  if (q.action) p.set('action', q.action);
  if (q.actor) p.set('actor', q.actor);
  if (q.from) p.set('from', q.from);
  if (q.to) p.set('to', q.to);
  if (q.signIns) p.set('signins', '1');
  return p;
}

/** A day of the agency's calendar (Vietnam, UTC+7 all year) as the instant it starts. */
function dayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+07:00`);
  return new Date(start.getTime() + plusDays * 86_400_000);
}

/** Newest first, a page at a time (keyset on id). Sign-ins only when asked for, or filtered by name. */
export async function readAudit(db: Db, q: AuditQuery) {
  const where: SQL[] = [];
  if (q.action) where.push(eq(auditLog.action, q.action));
  else if (!q.signIns) where.push(notInArray(auditLog.action, [...SIGN_IN_ACTIONS]));
  if (q.actor) where.push(eq(auditLog.actorEmail, q.actor));
  if (q.from) where.push(gte(auditLog.at, dayStart(q.from)));
  if (q.to) where.push(lt(auditLog.at, dayStart(q.to, 1)));
  if (q.before) where.push(lt(auditLog.id, q.before));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE + 1);
  return { rows: rows.slice(0, AUDIT_PAGE), more: rows.length > AUDIT_PAGE };
}

/** Whether anything at all is recorded: an empty page says "no match" or "nothing yet" from this. */
export async function auditIsEmpty(db: Db): Promise<boolean> {
  return (await db.select({ id: auditLog.id }).from(auditLog).limit(1)).length === 0;
}

/** Every action stored so far, for the filter's choices beside the known ones. */
export async function storedActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)).limit(200);
  return rows.map((r) => r.action);
}
