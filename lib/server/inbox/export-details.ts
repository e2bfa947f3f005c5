import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { sortableDateTime } from '@/lib/admin/format';
import type { Db } from '../db/client';
import { contactRequests, inboxNotes, ownerSubmissions, supportRequests } from '../db/schema';
import type { InboxRow } from './list';

/** What the CSV holds beyond the list's columns: each item's phone, message, listings asked about and notes. */
export type ExportDetails = { phone: string; message: string; listings: string; notes: string };

const EMPTY: ExportDetails = { phone: '', message: '', listings: '', notes: '' };
const joined = (parts: (string | null | undefined)[], sep = '\n') => parts.filter((p) => p && p.trim()).join(sep);

// A bound per statement well under PostgreSQL's 65 535 parameters.
const CHUNK = 5_000;
async function inChunks<T>(ids: number[], load: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) if (ids.length) out.push(...(await load(ids.slice(i, i + CHUNK))));
  return out;
}

/** The details of every row, by item id, read per kind in a few queries (not one per row). */
export async function exportDetails(db: Db, rows: InboxRow[]): Promise<Map<number, ExportDetails>> {
  const refs = (kind: InboxRow['kind']) => rows.filter((r) => r.kind === kind).map((r) => r.refId);
  const [contacts, supports, owners, notes] = await Promise.all([
    inChunks(refs('contact'), (ids) => db.select().from(contactRequests).where(inArray(contactRequests.id, ids))),
    inChunks(refs('support'), (ids) => db.select().from(supportRequests).where(inArray(supportRequests.id, ids))),
    inChunks(refs('owner'), (ids) => db.select().from(ownerSubmissions).where(inArray(ownerSubmissions.id, ids))),
    inChunks(
      rows.map((r) => r.id),
      (ids) => db.select().from(inboxNotes).where(inArray(inboxNotes.itemId, ids)).orderBy(asc(inboxNotes.createdAt), asc(inboxNotes.id)),
    ),
  ]);
  const byRef = <T extends { id: number }>(list: T[]) => new Map(list.map((r) => [r.id, r]));
  const contact = byRef(contacts);
  const support = byRef(supports);
  const owner = byRef(owners);
  const details = new Map<number, ExportDetails>();
  for (const row of rows) {
    let d: ExportDetails = EMPTY;
    if (row.kind === 'contact') {
      const c = contact.get(row.refId);
      if (c) d = { ...EMPTY, phone: c.phone, message: c.otherRequirements ?? '', listings: joined((c.propertyCodes ?? '').split(',').map((s) => s.trim()), ', ') };
    } else if (row.kind === 'support') {
      const s = support.get(row.refId);
      if (s) d = { ...EMPTY, phone: s.phone, message: s.contentRequire ?? '' };
    } else if (row.kind === 'owner') {
      const o = owner.get(row.refId);
      if (o) d = { ...EMPTY, phone: o.phone, message: joined([o.addressForLease, o.descriptionFacilities, o.descriptionAmenities]) };
    }
    details.set(row.id, d);
  }
  for (const note of notes) {
    const d = details.get(note.itemId);
    if (d) details.set(note.itemId, { ...d, notes: joined([d.notes, `${sortableDateTime(note.createdAt)} ${note.authorName ?? ''}: ${note.body}`]) });
  }
  return details;
}
