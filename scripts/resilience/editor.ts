/**
 * The editor account of `npm run test:resilience`'s storage checks, made in its database
 * (DATABASE_URL) before the instances start: prints its e-mail and password as one line of JSON.
 */
import crypto from 'node:crypto';
import { closeDb, getDb } from '@/lib/server/db/client';
import { createStaff } from '@/lib/server/staff/accounts';

async function main() {
  const db = await getDb();
  try {
    const email = `editor-${crypto.randomBytes(4).toString('hex')}@resilience.staff.test`;
    const password = crypto.randomBytes(18).toString('base64url');
    await createStaff(db, { email, name: 'Resilience editor', role: 'editor', password });
    console.log(JSON.stringify({ email, password }));
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
