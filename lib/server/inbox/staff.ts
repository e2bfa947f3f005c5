import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AREAS } from '@/lib/admin/permissions';
import type { Db } from '../db/client';
import { staffUsers } from '../db/schema';

export type Assignable = { id: string; name: string; email: string };

/** Who an item may be assigned to: active staff whose role works on the inbox. */
export async function assignableStaff(db: Db): Promise<Assignable[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.disabled, false), inArray(staffUsers.role, [...AREAS.inbox])))
    .orderBy(asc(staffUsers.name));
}
