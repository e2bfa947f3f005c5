import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** One mail of the outbox, whole (the list and its filters are lib/server/staff/outbox-admin.ts). */
export async function getMail(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
