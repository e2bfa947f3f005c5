'use server';
import { revalidatePath } from 'next/cache';
import { notFound, redirect } from 'next/navigation';
import type { FormState } from '@/lib/admin/form-state';
import { getDb } from '@/lib/server/db/client';
import { addNote, assignItem, changeStatus, replyToItem, type InboxActor, type Outcome } from '@/lib/server/inbox/actions';
import { requestAddress } from '@/lib/server/staff/audit';
import { refuseRole, requireStaff } from '@/lib/server/staff/session';

type Operation = (db: Awaited<ReturnType<typeof getDb>>, actor: InboxActor, id: unknown, input: unknown, ctx: { clientAddress?: string }) => Promise<Outcome>;

/** Only text fields travel back to the form; a file or a hidden framework field does not. */
function typed(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string' && !k.startsWith('$')) values[k] = v;
  return values;
}

export type Done = 'status' | 'assign' | 'note' | 'reply';

/**
 * The shared steps of every inbox action: the role first, then the operation, then the answer. A
 * change that succeeded answers with a redirect to the item (post, redirect, get): reloading the page
 * shows it again instead of posting the form again, so a reply is never sent twice by a reload.
 */
async function run(operation: Operation, id: number, form: FormData, done: Done): Promise<FormState> {
  const staff = await requireStaff('inbox', `/admin/inbox/${id}`);
  const input = typed(form);
  let outcome: Outcome;
  try {
    const db = await getDb();
    outcome = await operation(db, staff, id, input, { clientAddress: await requestAddress() });
  } catch (err) {
    console.error('[inbox] action failed:', err);
    return { status: 'error', values: input, at: Date.now() };
  }
  if (!outcome.ok) {
    if (outcome.reason === 'invalid') return { status: 'invalid', fields: outcome.fields, values: input, at: Date.now() };
    if (outcome.reason === 'forbidden') await refuseRole();
    notFound();
  }
  revalidatePath(`/admin/inbox/${id}`);
  revalidatePath('/admin/inbox');
  redirect(`/admin/inbox/${id}?done=${done}`);
}

export async function statusAction(id: number, _prev: FormState, form: FormData): Promise<FormState> {
  return run(changeStatus, id, form, 'status');
}

export async function assignAction(id: number, _prev: FormState, form: FormData): Promise<FormState> {
  return run(assignItem, id, form, 'assign');
}

export async function noteAction(id: number, _prev: FormState, form: FormData): Promise<FormState> {
  return run(addNote, id, form, 'note');
}

export async function replyAction(id: number, _prev: FormState, form: FormData): Promise<FormState> {
  return run(replyToItem, id, form, 'reply');
}
