import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import type { Db } from '../db/client';
import { staffUsers } from '../db/schema';
import type { ReplyLanguage } from '../inbox/template-ids';
import { audit } from './audit';
import type { Staff } from './session';

/**
 * A staff member's own signature under their replies, one per reply language (their account page;
 * an admin sees them on the staff page). Empty: the agency's closing block (the templates' default).
 */
export const SIGNATURE_MAX = 1_000;
export const SIGNATURE_MAX_LINES = 12;
export type Signatures = Record<ReplyLanguage, string | null>;

/** Line breaks as `\n`, trailing spaces and blank lines at either end gone; empty is null. */
const signature = z
  .string()
  .transform((v) => v.replace(/\r\n?/g, '\n').replace(/[ \t\u3000]+$/gm, '').replace(/^\n+|\n+$/g, ''))
  .refine((v) => v.length <= SIGNATURE_MAX && v.split('\n').length <= SIGNATURE_MAX_LINES, { error: 'signatureLong' })
  .transform((v) => (v.trim() ? v : null));

export const signaturesSchema = z.object({ en: signature, ja: signature });

export async function readSignatures(db: Db, staffId: string): Promise<Signatures> {
  const [row] = await db.select({ en: staffUsers.signatureEn, ja: staffUsers.signatureJa }).from(staffUsers).where(eq(staffUsers.id, staffId));
  return { en: row?.en ?? null, ja: row?.ja ?? null };
}

/** Saves the member's own signatures (already validated) with an audit entry; answers what is stored. */
export async function saveSignatures(db: Db, staff: Staff, value: Signatures, clientAddress: string): Promise<Signatures> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ en: staffUsers.signatureEn, ja: staffUsers.signatureJa }).from(staffUsers).where(eq(staffUsers.id, staff.id)).for('update');
    await tx.update(staffUsers).set({ signatureEn: value.en, signatureJa: value.ja, updatedAt: new Date() }).where(eq(staffUsers.id, staff.id));
    await audit(tx, { actor: staff, action: 'staff.signature', entity: 'staff', entityId: staff.id, before: before ?? null, after: value, clientAddress });
  });
  return readSignatures(db, staff.id);
}
