import type { Metadata } from 'next';
import Link from 'next/link';
import { FilterBar } from '@/components/admin/filter-bar';
import { Notice, PageHeading, secondaryButtonClass, tableClass } from '@/components/admin/ui';
import { LiveNotice } from '@/components/admin/live-notice.client';
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
      <FilterBar
        action="/admin/outbox"
        idPrefix="outbox"
        words={{ legend: t('outbox.filterLegend'), apply: t('outbox.filter'), reset: t('outbox.reset') }}
        fields={[
          { type: 'select', name: 'status', label: t('outbox.status'), value: q.status ?? '', options: [['', t('outbox.any')], ...MAIL_STATUSES.map((s) => [s, t(`mailStatuses.${s}`)] as const)] },
          { type: 'select', name: 'kind', label: t('outbox.kind'), value: q.kind ?? '', options: [['', t('outbox.any')], ...MAIL_KINDS.map((k) => [k, mailKindLabel(t, k)] as const)] },
          { type: 'search', name: 'to', label: t('outbox.to'), value: q.to },
        ]}
      />
      {mails.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-700">{filtered ? t('outbox.noMatch') : t('outbox.empty')}</p>
      ) : (
        // On a phone each mail is a card (admin.css `.admin-cards`): nothing scrolls sideways.
        <div className="rounded border border-slate-200 bg-white md:overflow-x-auto" role="region" tabIndex={0} aria-label={t('outbox.caption')}>
          <table className={`${tableClass} admin-cards`}>
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
                  <td data-label={t('outbox.created')}>
                    <time dateTime={m.createdAt.toISOString()}>{formatDateTime(m.createdAt, staff.language)}</time>
                  </td>
                  <td data-label={t('outbox.kind')}>{mailKindLabel(t, m.kind)}</td>
                  <td data-label={t('outbox.to')} className="break-all">
                    {m.toAddress}
                  </td>
                  <td data-label={t('outbox.subject')}>
                    <Link href={`/admin/outbox/${m.id}`} className="text-teal-800 underline">
                      {m.subject}
                    </Link>
                  </td>
                  <td data-label={t('outbox.status')}>
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
                  <td data-label={t('outbox.attempts')}>{m.attempts}</td>
                  <td data-label={m.lastError ? t('outbox.lastError') : undefined} className="text-xs break-words text-red-800 md:max-w-xs">
                    {m.lastError ?? ''}
                  </td>
                  <td data-label={t('outbox.deliveredTo')} className="text-xs break-all md:max-w-xs">{deliveredLabel(t, deliveredPlace(m.deliveredTo))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
