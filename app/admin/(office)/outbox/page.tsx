import type { Metadata } from 'next';
import Link from 'next/link';
import { Notice, PageHeading, buttonClass, inputClass, labelClass, secondaryButtonClass, tableClass } from '@/components/admin/ui';
import { LiveNotice } from '@/components/admin/live-notice';
import { formatDateTime } from '@/lib/admin/format';
import { adminTranslator } from '@/lib/admin/i18n';
import { allows } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { MAIL_STATUSES } from '@/lib/server/db/schema';
import { deliveredPlace, findMails, outboxQuery } from '@/lib/server/staff/outbox-admin';
import { requireStaff } from '@/lib/server/staff/session';
import { resendMailAction } from './actions';
import { MAIL_KINDS, deliveredLabel, mailKindLabel } from './labels';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('inbox'))('outbox.title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OutboxPage({ searchParams }: Props) {
  const staff = await requireStaff('outbox', '/admin/outbox');
  const t = await adminTranslator('inbox');
  const params = await searchParams;
  const q = outboxQuery(params);
  const filtered = Boolean(q.status || q.kind || q.to);
  const mails = await findMails(await getDb(), q);
  const canResend = allows(staff.role, 'staff');
  const resent = typeof params.resent === 'string' && /^\d+$/.test(params.resent) ? params.resent : undefined;
  const problem = params.problem === 'pending' || params.problem === 'notFound' ? params.problem : undefined;
  return (
    <>
      <PageHeading title={t('outbox.title')} lead={t('outbox.lead')} />
      {resent && <LiveNotice className="mb-4 rounded border-l-4 border-green-700 bg-green-50 px-4 py-3 text-sm text-green-900">{t('outbox.resent', { id: resent })}</LiveNotice>}
      {problem && <Notice kind="error">{t(`outbox.problems.${problem}`)}</Notice>}
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="outbox-status" className={labelClass}>
            {t('outbox.status')}
          </label>
          <select id="outbox-status" name="status" defaultValue={q.status ?? ''} className={inputClass}>
            <option value="">{t('outbox.any')}</option>
            {MAIL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`mailStatuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="outbox-kind" className={labelClass}>
            {t('outbox.kind')}
          </label>
          <select id="outbox-kind" name="kind" defaultValue={q.kind ?? ''} className={inputClass}>
            <option value="">{t('outbox.any')}</option>
            {MAIL_KINDS.map((k) => (
              <option key={k} value={k}>
                {mailKindLabel(t, k)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="outbox-to" className={labelClass}>
            {t('outbox.to')}
          </label>
          <input id="outbox-to" name="to" type="search" defaultValue={q.to} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass}>
          {t('outbox.filter')}
        </button>
      </form>
      {mails.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-700">{filtered ? t('outbox.noMatch') : t('outbox.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white" role="region" tabIndex={0} aria-label={t('outbox.caption')}>
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
                    {canResend && m.status !== 'pending' && (
                      <form action={resendMailAction} className="mt-1">
                        <input type="hidden" name="id" value={m.id} />
                        <button type="submit" className={`${secondaryButtonClass} text-xs`} aria-label={t('outbox.resendOne', { subject: m.subject })}>
                          {t('outbox.resend')}
                        </button>
                      </form>
                    )}
                  </td>
                  <td>{m.attempts}</td>
                  <td className="max-w-xs text-xs break-words text-red-800">{m.lastError ?? ''}</td>
                  <td className="max-w-xs text-xs break-all">{deliveredLabel(t, deliveredPlace(m.deliveredTo))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
