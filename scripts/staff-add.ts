/**
 * npm run staff:add -- --email someone@agency.example --role admin|editor|agent [--name "Full Name"] [--language en|ja]
 *
 * Makes a back-office account and prints its one-time password (the first sign-in must change it).
 * It opens the configured database (DATABASE_URL, else the embedded one at PGLITE_DIR); the
 * embedded database can be open in one process only, so stop `npm start` first, or make the
 * account in the back office (Staff, as an admin).
 */
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { openDatabase } from '@/lib/server/db/client';
import { STAFF_ROLES } from '@/lib/server/db/schema/staff';
import { createStaff, DuplicateStaffEmail } from '@/lib/server/staff/accounts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' }, language: { type: 'string' } },
});
const input = z
  .object({
    email: z.email('--email must be an e-mail address'),
    role: z.enum(STAFF_ROLES, { error: `--role must be one of ${STAFF_ROLES.join(', ')}` }),
    name: z.string().trim().min(1).max(100).optional(),
    language: z.enum(['en', 'ja']).optional(),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues.map((i) => i.message).join('\n'));
  console.error('Usage: npm run staff:add -- --email someone@agency.example --role admin|editor|agent [--name "Full Name"] [--language en|ja]');
  process.exit(2);
}

const handle = await openDatabase();
try {
  const { email, role, name, language } = input.data;
  const made = await createStaff(handle.db, { email, role, name: name ?? email.split('@')[0], language });
  console.log(`Made the ${role} account ${email.toLowerCase()}.\nOne-time password (shown once; the first sign-in must change it): ${made.password}`);
} catch (err) {
  if (err instanceof DuplicateStaffEmail) {
    console.error(err.message);
    process.exitCode = 1;
  } else throw err;
} finally {
  await handle.close();
}
