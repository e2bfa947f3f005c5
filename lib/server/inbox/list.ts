import 'server-only';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, inboxItems, staffUsers } from '../db/schema';
import type { InboxKind, InboxStatus } from '../db/schema/mail';
import { inboxWhere, type InboxFilters } from './filters';

/** One line of the inbox list (and of its CSV export): plain values, ready for a client island. */
export type InboxRow = {
  id: number;
  receivedAt: string;
  kind: InboxKind;
  name: string | null;
  email: string;
  city: string | null;
  status: InboxStatus;
  assignee: string | null;
};

export const PAGE_SIZE = 50;
/** The CSV holds at most this many rows: a spreadsheet, not a backup. */
export const EXPORT_LIMIT = 10_000;

function selectRows(db: Db, f: InboxFilters, staffId: string, language: 'en' | 'ja') {
  return db
    .select({
      id: inboxItems.id,
      createdAt: inboxItems.createdAt,
      kind: inboxItems.kind,
      name: inboxItems.name,
      email: inboxItems.email,
      city: language === 'ja' ? cities.nameJa : cities.nameEn,
      status: inboxItems.status,
      assignee: staffUsers.name,
    })
    .from(inboxItems)
    .leftJoin(cities, eq(cities.id, inboxItems.cityId))
    .leftJoin(staffUsers, eq(staffUsers.id, inboxItems.assigneeId))
    .where(inboxWhere(f, staffId))
    .orderBy(desc(inboxItems.createdAt), desc(inboxItems.id));
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number];
const toRow = ({ createdAt, ...rest }: Selected): InboxRow => ({ ...rest, receivedAt: createdAt.toISOString() });

/** One page of the filtered inbox, newest first, and how many items match in all. */
export async function listInbox(db: Db, f: InboxFilters, staffId: string, language: 'en' | 'ja') {
  const [{ total }] = await db.select({ total: count() }).from(inboxItems).where(inboxWhere(f, staffId));
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(f.page, pages);
  const rows = await selectRows(db, f, staffId, language)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { rows: rows.map(toRow), total, page, pages };
}

/** Every filtered item (up to EXPORT_LIMIT), newest first, for the CSV export. */
export async function exportInbox(db: Db, f: InboxFilters, staffId: string, language: 'en' | 'ja'): Promise<InboxRow[]> {
  const rows = await selectRows(db, f, staffId, language).limit(EXPORT_LIMIT);
  return rows.map(toRow);
}
