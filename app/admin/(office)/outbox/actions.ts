'use server';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/server/db/client';
import { requestAddress } from '@/lib/server/staff/audit';
import { resendMail } from '@/lib/server/staff/outbox-admin';
import { requireStaff } from '@/lib/server/staff/session';

/** Sends a mail again (admins only: the outbox is the agents' too, resending is not). */
export async function resendMailAction(form: FormData): Promise<void> {
  const staff = await requireStaff(['outbox', 'staff'], '/admin/outbox');
  const id = Number(form.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) redirect('/admin/outbox?problem=notFound');
  const result = await resendMail(await getDb(), staff, id, await requestAddress());
  redirect(result.ok ? `/admin/outbox?resent=${result.id}` : `/admin/outbox?problem=${result.error}`);
}
