import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { AdminShell } from '@/components/admin/shell';
import { requireStaff } from '@/lib/server/staff/session';

/** Every back-office page but sign-in: a signed-in staff member, in the frame. Pages check their own area too. */
export default async function OfficeLayout({ children }: { children: ReactNode }) {
  const path = (await headers()).get('x-page-path') ?? '/admin';
  const staff = await requireStaff('self', path);
  return (
    <AdminShell staff={staff}>
      {children}
    </AdminShell>
  );
}
