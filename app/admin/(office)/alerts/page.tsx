import type { Metadata } from 'next';
import { AlertsTable } from '@/components/admin/alerts/alerts-table';
import { AlertsFilterForm, type AlertsFilters } from '@/components/admin/alerts/filter-form';
import { Notice, PageHeading, Section, buttonClass } from '@/components/admin/ui';
import { adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { settings } from '@/lib/server/settings';
import { alertById, alertCounts, listAlerts, statusOf, type AlertStatus } from '@/lib/server/alerts/store';
import { summariseAlerts } from '@/lib/server/alerts/summary';
import { requireStaff } from '@/lib/server/staff/session';
import { sendDueDigestsAction } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('alerts'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PAGE_SIZE = 50;
const STATUSES: AlertStatus[] = ['pending', 'confirmed', 'unsubscribed'];
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /admin/alerts: the renters' saved-search alerts, filtered by status and address, server-rendered (admin only). */
export default async function AlertsPage({ searchParams }: Props) {
  const staff = await requireStaff('alerts', '/admin/alerts');
  const t = await adminTranslator('alerts');
  const query = await searchParams;
  const status = STATUSES.find((s) => s === first(query.status));
  const email = (first(query.email) ?? '').trim().slice(0, 254);
  const page = Math.max(1, Math.min(Number(first(query.page)) || 1, 10_000));
  const filters: AlertsFilters = { status, email };
  const db = await getDb();
  const [{ rows, total }, counts] = await Promise.all([listAlerts(db, { status, email, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }), alertCounts(db)]);
  const summaries = rows.length ? await summariseAlerts(db, rows, staff.language === 'ja' ? 'jp' : 'en') : [];
  const shown = rows.map((row, i) => ({ ...row, status: statusOf(row), summary: summaries[i] }));
  const done = first(query.done);
  const doneAlert = done === 'unsubscribed' ? await alertById(db, Number(first(query.id))) : undefined;
  const number = (name: string) => Number(first(query[name])) || 0;
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      {done === 'unsubscribed' && doneAlert && <Notice kind="success">{t('unsubscribed', { email: doneAlert.email })}</Notice>}
      {done === 'notFound' && <Notice kind="error">{t('notFound')}</Notice>}
      {done === 'sent' && <Notice kind="success">{t('sendNow.done', { sent: number('sent'), checked: number('checked') })}</Notice>}
      <p className="mb-4 text-sm text-slate-700" data-testid="alert-counts">
        {t('counts', counts)}
      </p>
      <AlertsFilterForm filters={filters} />
      <p className="mb-2 text-sm text-slate-700">{t('total', { total })}</p>
      <AlertsTable rows={shown} language={staff.language} filters={filters} page={page} pageSize={PAGE_SIZE} total={total} />
      <Section title={t('sendNow.title')}>
        <p className="mb-3 text-sm text-slate-700">{t('sendNow.text', { hour: settings().ALERTS_DIGEST_HOUR })}</p>
        <form action={sendDueDigestsAction}>
          {status && <input type="hidden" name="status" value={status} />}
          {email && <input type="hidden" name="email" value={email} />}
          <button type="submit" className={buttonClass} data-testid="alerts-send-now">
            {t('sendNow.button')}
          </button>
        </form>
      </Section>
    </>
  );
}
