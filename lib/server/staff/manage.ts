import 'server-only';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from '../db/client';
import { STAFF_ROLES, staffSessions, staffUsers, type StaffRole } from '../db/schema';
import { createStaff, DuplicateStaffEmail, oneTimePassword, setPassword } from './accounts';
import { audit } from './audit';
import type { Staff } from './session';

/** The admin's staff page: list, add, change role or language, disable, new one-time password. */
export type StaffRow = { id: string; name: string; email: string; role: StaffRole; language: 'en' | 'ja'; disabled: boolean; twoFactorEnabled: boolean; signatureEn: string | null; signatureJa: string | null };

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role, language: staffUsers.language, disabled: staffUsers.disabled, twoFactorEnabled: staffUsers.twoFactorEnabled, signatureEn: staffUsers.signatureEn, signatureJa: staffUsers.signatureJa })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name));
}

export const newStaffSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(100, 'nameRequired'),
  email: z.string().trim().max(254, 'emailInvalid').pipe(z.email('emailInvalid')),
  role: z.enum(STAFF_ROLES, { error: 'roleInvalid' }),
  language: z.enum(['en', 'ja']).default('en'),
});

export const staffUpdateSchema = z.object({
  id: z.string().min(1).max(64),
  role: z.enum(STAFF_ROLES, { error: 'roleInvalid' }),
  disabled: z.boolean(),
});

export type ManageResult =
  | { ok: true; password?: string; email?: string }
  | { ok: false; error?: 'duplicate' | 'notSelf' | 'lastAdmin' | 'notFound'; fields?: Record<string, string> };

function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}

export async function addStaff(db: Db, actor: Staff, input: unknown, clientAddress: string): Promise<ManageResult> {
  const parsed = newStaffSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  try {
    const made = await createStaff(db, parsed.data, (tx, row) =>
      audit(tx, { actor, action: 'staff.create', entity: 'staff', entityId: row.id, after: { name: parsed.data.name, email: row.email, role: parsed.data.role }, clientAddress }),
    );
    return { ok: true, password: made.password, email: parsed.data.email.toLowerCase() };
  } catch (err) {
    if (err instanceof DuplicateStaffEmail) return { ok: false, fields: { email: 'duplicate' } };
    throw err;
  }
}

/** Role and enabled state; never one's own demotion or disabling, and never the last active admin. */
export async function updateStaff(db: Db, actor: Staff, input: unknown, clientAddress: string): Promise<ManageResult> {
  const parsed = staffUpdateSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const { id, role, disabled } = parsed.data;
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ role: staffUsers.role, disabled: staffUsers.disabled, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, id)).for('update');
    if (!before) return { ok: false as const, error: 'notFound' as const };
    if (id === actor.id && (role !== before.role || disabled)) return { ok: false as const, error: 'notSelf' as const };
    const losesAdmin = before.role === 'admin' && !before.disabled && (role !== 'admin' || disabled);
    if (losesAdmin) {
      const [others] = await tx
        .select({ n: count() })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.disabled, false), ne(staffUsers.id, id)));
      if (Number(others?.n ?? 0) === 0) return { ok: false as const, error: 'lastAdmin' as const };
    }
    await tx.update(staffUsers).set({ role, disabled, updatedAt: new Date() }).where(eq(staffUsers.id, id));
    // A disabled member is signed out everywhere; a changed role takes effect at their next request anyway.
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
    await audit(tx, { actor, action: 'staff.update', entity: 'staff', entityId: id, before: { role: before.role, disabled: before.disabled }, after: { role, disabled }, clientAddress });
    return { ok: true as const };
  });
}

/** A new one-time password for a member who lost theirs; their sessions end and the next sign-in must change it. */
export async function resetStaffPassword(db: Db, actor: Staff, id: unknown, clientAddress: string): Promise<ManageResult> {
  if (typeof id !== 'string' || !id || id.length > 64) return { ok: false, error: 'notFound' };
  const [row] = await db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) return { ok: false, error: 'notFound' };
  const password = oneTimePassword();
  await setPassword(db, id, password, undefined, async (tx) => {
    await tx.update(staffUsers).set({ passwordChangeRequired: true }).where(eq(staffUsers.id, id));
    await audit(tx, { actor, action: 'staff.password-reset', entity: 'staff', entityId: id, clientAddress });
  });
  return { ok: true, password, email: row.email };
}
