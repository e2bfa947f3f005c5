'use server';
import { getDb } from '@/lib/server/db/client';
import { requestAddress } from '@/lib/server/staff/audit';
import { addStaff, resetStaffPassword, updateStaff } from '@/lib/server/staff/manage';
import { requireStaff } from '@/lib/server/staff/session';

export type StaffFormState = { done?: 'created' | 'saved' | 'passwordReset'; error?: string; fields?: Record<string, string>; password?: string; email?: string };

export async function addStaffAction(_prev: StaffFormState, form: FormData): Promise<StaffFormState> {
  const actor = await requireStaff('staff', '/admin/staff');
  const result = await addStaff(await getDb(), actor, { name: form.get('name') ?? '', email: form.get('email') ?? '', role: form.get('role') ?? '', language: form.get('language') ?? 'en' }, await requestAddress());
  return result.ok ? { done: 'created', password: result.password, email: result.email } : { error: result.error, fields: result.fields };
}

export async function updateStaffAction(_prev: StaffFormState, form: FormData): Promise<StaffFormState> {
  const actor = await requireStaff('staff', '/admin/staff');
  const db = await getDb();
  const address = await requestAddress();
  if (form.get('intent') === 'reset') {
    const result = await resetStaffPassword(db, actor, form.get('id'), address);
    return result.ok ? { done: 'passwordReset', password: result.password, email: result.email } : { error: result.error };
  }
  const result = await updateStaff(db, actor, { id: form.get('id') ?? '', role: form.get('role') ?? '', disabled: form.get('status') === 'disabled' }, address);
  return result.ok ? { done: 'saved' } : { error: result.error, fields: result.fields };
}
