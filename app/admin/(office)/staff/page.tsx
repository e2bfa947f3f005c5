import type { Metadata } from 'next';
import { AddStaffForm, StaffRowForm, type StaffWords } from '@/components/admin/staff-forms.client';
import { PageHeading, Section, tableClass } from '@/components/admin/ui';
import { adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { allows } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { listStaff } from '@/lib/server/staff/manage';
import { requireStaff } from '@/lib/server/staff/session';
import { addStaffAction, updateStaffAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('staff'))('title') };
}

export default async function StaffPage() {
  await requireStaff('staff', '/admin/staff');
  const t = await adminTranslator('staff');
  const shell = await adminMessages('shell');
  const words: StaffWords = { words: await adminMessages('staff'), roles: shell.roles };
  const members = await listStaff(await getDb());
  const viewings = await adminTranslator('viewings');
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <Section title={t('title')}>
        {/* A card a member on a phone (admin.css `.admin-cards`): nothing to scroll sideways. */}
        <div className="md:overflow-x-auto">
          <table className={`${tableClass} admin-cards`}>
            <caption className="sr-only">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('twoFactor')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id}>
                  <th scope="row" className="font-semibold">
                    {m.name}
                  </th>
                  <td data-label={t('email')} className="break-all">
                    {m.email}
                    {/* The member's own reply signatures (they edit them on their account page). */}
                    {(m.signatureEn || m.signatureJa) && (
                      <details className="mt-1 text-xs break-normal text-slate-700">
                        <summary className="cursor-pointer text-teal-800 underline">{t('signatures')}</summary>
                        <dl className="mt-1 space-y-1">
                          {[
                            [t('english'), m.signatureEn],
                            [t('japanese'), m.signatureJa],
                          ].map(([label, text]) =>
                            text ? (
                              <div key={label}>
                                <dt className="font-semibold">{label}</dt>
                                <dd className="whitespace-pre-wrap">{text}</dd>
                              </div>
                            ) : null,
                          )}
                        </dl>
                      </details>
                    )}
                  </td>
                  <td data-label={t('twoFactor')}>{m.twoFactorEnabled ? t('yes') : t('no')}</td>
                  <td>
                    <StaffRowForm action={updateStaffAction} words={words} member={m} />
                    {/* Who shows listings keeps when they can; an admin may keep it for them. */}
                    {allows(m.role, 'viewingsManage') && (
                      <p className="mt-2 text-sm">
                        <a href={`/admin/staff/${encodeURIComponent(m.id)}/availability`} className="text-teal-800 underline">
                          {viewings('availability.editLink')}
                          <span className="sr-only"> · {m.name}</span>
                        </a>
                      </p>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title={t('add')}>
        <AddStaffForm action={addStaffAction} words={words} />
      </Section>
    </>
  );
}
