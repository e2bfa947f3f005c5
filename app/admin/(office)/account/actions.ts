'use server';
import { eq } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { STAFF_LANG_COOKIE } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { staffUsers } from '@/lib/server/db/schema';
import { audit, requestAddress } from '@/lib/server/staff/audit';
import { requireStaff } from '@/lib/server/staff/session';

/** The back office's language for the signed-in member (kept on the account, and in a cookie for the sign-in page). */
export async function switchLanguageAction(form: FormData): Promise<void> {
  const staff = await requireStaff('self');
  const lang = form.get('lang') === 'ja' ? 'ja' : 'en';
  const db = await getDb();
  await db.update(staffUsers).set({ language: lang, updatedAt: new Date() }).where(eq(staffUsers.id, staff.id));
  await audit(db, { actor: staff, action: 'staff.language', entity: 'staff', entityId: staff.id, before: { language: staff.language }, after: { language: lang }, clientAddress: await requestAddress() });
  (await cookies()).set(STAFF_LANG_COOKIE, lang, { httpOnly: true, sameSite: 'lax', path: '/admin', maxAge: 365 * 86400 });
  const back = String(form.get('back') ?? '/admin');
  redirect(/^\/admin(?:\/[\w\-/]*)?$/.test(back) ? back : '/admin');
}
