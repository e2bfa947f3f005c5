/**
 * The admin account of `npm run test:move`, made in the embedded database (PGLITE_DIR) before the
 * site starts: prints its e-mail and password as one line of JSON.
 */
import crypto from 'node:crypto';
import { closeDb, getDb } from '@/lib/server/db/client';
import { createStaff } from '@/lib/server/staff/accounts';

async function main() {
  const db = await getDb();
  try {
    const email = `admin-${crypto.randomBytes(4).toString('hex')}@move.staff.test`;
    const password = crypto.randomBytes(18).toString('base64url');
    await createStaff(db, { email, name: 'Move check admin', role: 'admin', password });
    console.log(JSON.stringify({ email, password }));
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
