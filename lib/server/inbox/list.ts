import 'server-only';
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, inboxItems, mailOutbox, staffUsers } from '../db/schema';
import type { InboxKind, InboxSort, InboxStatus } from '@/lib/inbox/values';
import { customerReplied, inboxWhere, type InboxFilters } from './filters';

/** One line of the inbox list (and of its CSV export): plain values, ready for a client island. */
export type InboxRow = {
  id: number;
  refId: number;
  receivedAt: string;
  kind: InboxKind;
  name: string | null;
  email: string;
  city: string | null;
  status: InboxStatus;
  assignee: string | null;
  /** When the first reply to the item was written to the outbox; null while unanswered. */
  firstReplyAt: string | null;
  /** The customer answered after the office's last reply: the list marks it. */
  customerReplied: boolean;
};

export const PAGE_SIZE = 50;
/** The CSV holds at most this many rows: a spreadsheet, not a backup. */
export const EXPORT_LIMIT = 10_000;

// The first reply mail of the item: the outbox keeps every reply with its item's id.
const firstReply = sql<Date | null>`(select min(${mailOutbox.createdAt}) from ${mailOutbox} where ${mailOutbox.inboxItemId} = ${inboxItems.id} and ${mailOutbox.kind} = 'reply')`.mapWith(mailOutbox.createdAt);

// Status order is the day's work order: what waits on us first, what is done last.
const statusRank = sql`case ${inboxItems.status} when 'new' then 0 when 'in_progress' then 1 when 'answered' then 2 when 'closed' then 3 else 4 end`;

const ORDERS: Record<InboxSort, SQL[]> = {
  newest: [desc(inboxItems.createdAt), desc(inboxItems.id)],
  oldest: [asc(inboxItems.createdAt), asc(inboxItems.id)],
  status: [asc(statusRank), desc(inboxItems.createdAt), desc(inboxItems.id)],
  activity: [desc(inboxItems.updatedAt), desc(inboxItems.id)],
};

function selectRows(db: Db, f: InboxFilters, staffId: string, language: 'en' | 'ja') {
  return db
    .select({
      id: inboxItems.id,
      refId: inboxItems.refId,
      createdAt: inboxItems.createdAt,
      kind: inboxItems.kind,
      name: inboxItems.name,
      email: inboxItems.email,
      city: language === 'ja' ? cities.nameJa : cities.nameEn,
      status: inboxItems.status,
      assignee: staffUsers.name,
      firstReplyAt: firstReply,
      customerReplied: sql<boolean>`${customerReplied()}`.mapWith(Boolean),
    })
    .from(inboxItems)
    .leftJoin(cities, eq(cities.id, inboxItems.cityId))
    .leftJoin(staffUsers, eq(staffUsers.id, inboxItems.assigneeId))
    .where(inboxWhere(f, staffId))
    .orderBy(...ORDERS[f.sort]);
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number];
const toRow = ({ createdAt, firstReplyAt, ...rest }: Selected): InboxRow => ({ ...rest, receivedAt: createdAt.toISOString(), firstReplyAt: firstReplyAt ? firstReplyAt.toISOString() : null });

/** One page of the filtered inbox in the asked order, and how many items match in all. */
export async function listInbox(db: Db, f: InboxFilters, staffId: string, language: 'en' | 'ja') {
  const [{ total }] = await db.select({ total: count() }).from(inboxItems).where(inboxWhere(f, staffId));
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(f.page, pages);
  const rows = await selectRows(db, f, staffId, language)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { rows: rows.map(toRow), total, page, pages };
}

/** Every filtered item (up to EXPORT_LIMIT), in the list's order, for the CSV export. */
export async function exportInbox(db: Db, f: InboxFilters, staffId: string, language: 'en' | 'ja'): Promise<InboxRow[]> {
  const rows = await selectRows(db, f, staffId, language).limit(EXPORT_LIMIT);
  return rows.map(toRow);
}

