/** Staff accounts and signed-in session cookies for tests of the back office's boundaries. */
import crypto from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import type { StaffRole } from '@/lib/server/db/schema';
import { createStaff } from '@/lib/server/staff/accounts';
import { getAuth } from '@/lib/server/staff/auth';

export const TEST_PASSWORD = 'correct horse battery staple';

export async function makeStaff(role: StaffRole, password = TEST_PASSWORD) {
  const email = `${role}-${crypto.randomUUID().slice(0, 8)}@staff.test`;
  const made = await createStaff(await getDb(), { email, name: `Test ${role}`, role, password });
  return { id: made.id, email, password };
}

/** Signs in through better-auth as a browser would, and answers the Cookie header the browser would send next. */
export async function sessionCookie(email: string, password = TEST_PASSWORD): Promise<string> {
  const auth = await getAuth();
  const res = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  if (res.status !== 200) throw new Error(`sign-in failed with ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
