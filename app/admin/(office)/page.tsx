import Link from 'next/link';
import { redirect } from 'next/navigation';
import { sectionsFor } from '@/components/admin/shell';
import { PageHeading } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { requireStaff } from '@/lib/server/staff/session';

export default async function AdminHome() {
  const staff = await requireStaff('self');
  if (staff.passwordChangeRequired) redirect('/admin/account?first=1');
  const t = await adminTranslator('shell');
  return (
    <>
      <PageHeading title={t('home', { name: staff.name })} lead={t('homeLead')} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {sectionsFor(staff).map((s) => (
          <li key={s.href}>
            <Link prefetch={false} href={s.href} className="block rounded border border-slate-200 bg-white p-4 text-lg font-semibold text-teal-800 shadow-sm hover:border-teal-700">
              {t(s.key)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
