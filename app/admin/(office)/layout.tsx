import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { AdminShell } from '@/components/admin/shell';
import { allows } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { inboxCounts } from '@/lib/server/inbox/counts';
import { requireStaff } from '@/lib/server/staff/session';

/** Every back-office page but sign-in: a signed-in staff member, in the frame. Pages check their own area too. */
export default async function OfficeLayout({ children }: { children: ReactNode }) {
  const h = await headers();
  // The whole address, query included, so sign-in returns to a filtered list as it was.
  const path = `${h.get('x-page-path') ?? '/admin'}${h.get('x-page-search') ?? ''}`;
  const staff = await requireStaff('self', path);
  const counts = allows(staff.role, 'inbox') ? await inboxCounts(await getDb()) : undefined;
  return (
    <AdminShell staff={staff} inboxCounts={counts}>
      {children}
    </AdminShell>
  );
}
