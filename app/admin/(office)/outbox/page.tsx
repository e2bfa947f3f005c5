import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeading, tableClass } from '@/components/admin/ui';
import { formatDateTime } from '@/lib/admin/format';
import { adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { recentMails } from '@/lib/server/inbox/outbox';
import { requireStaff } from '@/lib/server/staff/session';
import { mailKindLabel } from './labels';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('inbox'))('outbox.title') };
}

export default async function OutboxPage() {
  const staff = await requireStaff('outbox', '/admin/outbox');
  const t = await adminTranslator('inbox');
  const mails = await recentMails(await getDb());
  return (
    <>
      <PageHeading title={t('outbox.title')} lead={t('outbox.lead')} />
      {mails.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-700">{t('outbox.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className={tableClass}>
            <caption className="sr-only">{t('outbox.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('outbox.created')}</th>
                <th scope="col">{t('outbox.kind')}</th>
                <th scope="col">{t('outbox.to')}</th>
                <th scope="col">{t('outbox.subject')}</th>
                <th scope="col">{t('outbox.status')}</th>
                <th scope="col">{t('outbox.attempts')}</th>
                <th scope="col">{t('outbox.lastError')}</th>
                <th scope="col">{t('outbox.deliveredTo')}</th>
              </tr>
            </thead>
            <tbody>
              {mails.map((m) => (
                <tr key={m.id}>
                  <td>
                    <time dateTime={m.createdAt.toISOString()}>{formatDateTime(m.createdAt, staff.language)}</time>
                  </td>
                  <td>{mailKindLabel(t, m.kind)}</td>
                  <td className="break-all">{m.toAddress}</td>
                  <td>
                    <Link href={`/admin/outbox/${m.id}`} className="text-teal-800 underline">
                      {m.subject}
                    </Link>
                  </td>
                  <td>
                    {t(`mailStatuses.${m.status}`)}
                    {m.sentAt && (
                      <>
                        <br />
                        <time dateTime={m.sentAt.toISOString()} className="text-xs text-slate-600">
                          {formatDateTime(m.sentAt, staff.language)}
                        </time>
                      </>
                    )}
                  </td>
                  <td>{m.attempts}</td>
                  <td className="max-w-xs text-xs break-words text-red-800">{m.lastError ?? ''}</td>
                  <td className="max-w-xs text-xs break-all">{m.deliveredTo ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
