/**
 * A back-office account for a check script, made in the configured database (DATABASE_URL or
 * PGLITE_DIR) before the site starts: `make-staff.ts <role> <label>` prints its e-mail and a fresh
 * password as one line of JSON. Used by `npm run test:resilience` (an editor) and
 * `npm run test:move` (an admin).
 */
import crypto from 'node:crypto';
import { closeDb, getDb } from '@/lib/server/db/client';
import { createStaff } from '@/lib/server/staff/accounts';
import type { StaffRole } from '@/lib/server/db/schema/staff';

async function main() {
  const [role, label = 'check'] = process.argv.slice(2) as [StaffRole, string?];
  if (!['admin', 'editor', 'agent'].includes(role)) throw new Error('usage: make-staff.ts <admin|editor|agent> <label>');
  const db = await getDb();
  try {
    const email = `${role}-${crypto.randomBytes(4).toString('hex')}@${label}.staff.test`;
    const password = crypto.randomBytes(18).toString('base64url');
    await createStaff(db, { email, name: `${label} ${role}`, role, password });
    console.log(JSON.stringify({ email, password }));
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
