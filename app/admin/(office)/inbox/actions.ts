'use server';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/server/db/client';
import { bulkUpdate } from '@/lib/server/inbox/bulk';
import { filtersToQuery, parseInboxFilters } from '@/lib/server/inbox/filters';
import { requestAddress } from '@/lib/server/staff/audit';
import { refuseRole, requireStaff } from '@/lib/server/staff/session';

/**
 * The list's bulk form (plain checkboxes and submit buttons, so it works without JavaScript): the
 * role first, then the change, then back to the same filtered page with what happened in the address.
 */
export async function bulkAction(form: FormData): Promise<void> {
  // The list's own filters travel in a hidden field; read back through the parser, never trusted as a path.
  const filters = parseInboxFilters(new URLSearchParams(String(form.get('back') ?? '')));
  const back = `/admin/inbox${filtersToQuery(filters, filters.page)}`;
  const staff = await requireStaff('inbox', back);
  const outcome = await bulkUpdate(
    await getDb(),
    staff,
    { ids: form.getAll('ids').map(String), operation: form.get('operation'), assigneeId: String(form.get('assigneeId') ?? '') },
    { clientAddress: await requestAddress() },
  );
  if (!outcome.ok && outcome.reason === 'forbidden') await refuseRole();
  const result = outcome.ok ? `bulk=${String(form.get('operation'))}&changed=${outcome.changed}` : `bulkError=${outcome.reason === 'invalid' ? outcome.error : 'bulkNone'}`;
  // The menu's counts live in the frame: refresh it too.
  revalidatePath('/admin', 'layout');
  redirect(`${back}${back.includes('?') ? '&' : '?'}${result}`);
}
