'use server';
import { redirect } from 'next/navigation';
import { adminSendDueDigests, adminUnsubscribe } from '@/lib/server/alerts/admin';
import { requestAddress } from '@/lib/server/staff/audit';
import { requireStaff } from '@/lib/server/staff/session';

/** Where an action returns: the list as it was filtered (only its own parameters, read as plain text). */
function back(form: FormData, outcome: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const name of ['status', 'email', 'page']) {
    const value = form.get(name);
    if (typeof value === 'string' && value) params.set(name, value.slice(0, 254));
  }
  for (const [name, value] of Object.entries(outcome)) params.set(name, value);
  return `/admin/alerts?${params}`;
}

export async function unsubscribeAlertAction(form: FormData): Promise<void> {
  const actor = await requireStaff('alerts', '/admin/alerts');
  const id = Number(form.get('id'));
  const row = Number.isSafeInteger(id) && id > 0 ? await adminUnsubscribe(actor, id, await requestAddress()) : undefined;
  redirect(back(form, row ? { done: 'unsubscribed', id: String(row.id) } : { done: 'notFound' }));
}

export async function sendDueDigestsAction(form: FormData): Promise<void> {
  const actor = await requireStaff('alerts', '/admin/alerts');
  const result = await adminSendDueDigests(actor, await requestAddress());
  redirect(back(form, { done: 'sent', sent: String(result.sent), checked: String(result.checked) }));
}
