import 'server-only';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inboxItems } from '../db/schema';
import { customerReplied } from './filters';

/**
 * The menu's counts next to Inbox. Unread is an item nobody has touched (status new); overdue is
 * one still waiting on the office (new or in progress) past OVERDUE_BUSINESS_DAYS business days;
 * replied is one whose customer answered after the office's last reply (the list's filter).
 */
export const OVERDUE_BUSINESS_DAYS = 1;

const DAY = 86_400_000;
// Vietnam is UTC+7 all year: its weekday is the UTC weekday seven hours on.
const VIETNAM_OFFSET = 7 * 3_600_000;
const isWeekend = (t: number) => [0, 6].includes(new Date(t + VIETNAM_OFFSET).getUTCDay());

/** The moment `days` business days (Monday to Friday in Vietnam) before `now`: older waiting items are overdue. */
export function overdueCutoff(now: Date, days = OVERDUE_BUSINESS_DAYS): Date {
  let t = now.getTime();
  let left = days;
  while (left > 0) {
    t -= DAY;
    if (!isWeekend(t)) left -= 1;
  }
  return new Date(t);
}

export type InboxCounts = { unread: number; overdue: number; replied: number };

export async function inboxCounts(db: Db, now = new Date()): Promise<InboxCounts> {
  const [row] = await db
    .select({
      unread: sql<number>`count(*) filter (where ${eq(inboxItems.status, 'new')})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${lt(inboxItems.createdAt, overdueCutoff(now))})`.mapWith(Number),
      replied: sql<number>`count(*) filter (where ${customerReplied()})`.mapWith(Number),
    })
    .from(inboxItems)
    .where(inArray(inboxItems.status, ['new', 'in_progress']));
  return { unread: row.unread, overdue: row.overdue, replied: row.replied };
}
