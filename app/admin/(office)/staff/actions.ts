'use server';
import { revalidatePath } from 'next/cache';
import { getDb } from '@/lib/server/db/client';
import { requestAddress } from '@/lib/server/staff/audit';
import { addStaff, resetStaffPassword, updateStaff } from '@/lib/server/staff/manage';
import { requireStaff } from '@/lib/server/staff/session';

export type StaffFormState = {
  done?: 'created' | 'saved' | 'passwordReset';
  error?: string;
  fields?: Record<string, string>;
  /** What was typed, so a refused form comes back filled. */
  values?: Record<string, string>;
  password?: string;
  email?: string;
  at?: number;
};

const text = (form: FormData, name: string, fallback = '') => {
  const v = form.get(name);
  return typeof v === 'string' ? v : fallback;
};

export async function addStaffAction(_prev: StaffFormState, form: FormData): Promise<StaffFormState> {
  const actor = await requireStaff('staff', '/admin/staff');
  const input = { name: text(form, 'name'), email: text(form, 'email'), role: text(form, 'role'), language: text(form, 'language', 'en') };
  const result = await addStaff(await getDb(), actor, input, await requestAddress());
  if (!result.ok) return { error: result.error, fields: result.fields, values: input, at: Date.now() };
  // The list above the form reads the table again, so the new colleague shows at once.
  revalidatePath('/admin/staff');
  return { done: 'created', password: result.password, email: result.email, at: Date.now() };
}

export async function updateStaffAction(_prev: StaffFormState, form: FormData): Promise<StaffFormState> {
  const actor = await requireStaff('staff', '/admin/staff');
  const db = await getDb();
  const address = await requestAddress();
  if (form.get('intent') === 'reset') {
    const result = await resetStaffPassword(db, actor, form.get('id'), address);
    return result.ok ? { done: 'passwordReset', password: result.password, email: result.email, at: Date.now() } : { error: result.error, at: Date.now() };
  }
  const result = await updateStaff(db, actor, { id: form.get('id') ?? '', role: form.get('role') ?? '', disabled: form.get('status') === 'disabled' }, address);
  if (!result.ok) return { error: result.error, fields: result.fields, at: Date.now() };
  revalidatePath('/admin/staff');
  return { done: 'saved', at: Date.now() };
}
