import type { Metadata } from 'next';
import Link from 'next/link';
import { FilterBar } from '@/components/admin/filter-bar';
import { PageHeading, tableClass } from '@/components/admin/ui';
import { adminLanguage, adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { AUDIT_ACTIONS, actionKey } from '@/lib/server/staff/audit-actions';
import { auditDiff } from '@/lib/server/staff/audit-diff';
import { auditIsEmpty, auditParams, auditQuery, readAudit, storedActions } from '@/lib/server/staff/audit-read';
import { listStaff } from '@/lib/server/staff/manage';
import { requireStaff } from '@/lib/server/staff/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('audit'))('title') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  await requireStaff('audit', '/admin/audit');
  const t = await adminTranslator('audit');
  const labels = (await adminMessages('audit')).actions as unknown as Record<string, string>;
  const label = (action: string) => labels[actionKey(action)] ?? action;
  const lang = await adminLanguage();
  const q = auditQuery(await searchParams);
  const db = await getDb();
  const [{ rows, more }, members, stored] = await Promise.all([readAudit(db, q), listStaff(db), storedActions(db)]);
  const empty = rows.length === 0 && (await auditIsEmpty(db));
  const actions = [...new Set<string>([...AUDIT_ACTIONS, ...stored])];
  const when = new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' });
  const older = auditParams(q);
  older.set('before', String(rows.at(-1)?.id ?? ''));
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <FilterBar
        action="/admin/audit"
        idPrefix="audit"
        words={{ legend: t('filterLegend'), apply: t('filter'), reset: t('reset') }}
        fields={[
          { type: 'select', name: 'action', label: t('filterAction'), value: q.action ?? '', options: [['', t('allActions')], ...actions.map((a) => [a, label(a)] as const)] },
          { type: 'select', name: 'actor', label: t('filterActor'), value: q.actor ?? '', options: [['', t('allMembers')], ...members.map((m) => [m.email, `${m.name} (${m.email})`] as const)] },
          { type: 'date', name: 'from', label: t('from'), value: q.from },
          { type: 'date', name: 'to', label: t('to'), value: q.to },
          { type: 'check', name: 'signins', label: t('showSignIns'), value: '1', checked: q.signIns === true },
        ]}
      />
      {rows.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-700">{empty ? t('empty') : t('noMatch')}</p>
      ) : (
        // Wide, the table may scroll inside its own region, which the keyboard can reach and scroll;
        // on a phone each entry is a card (admin.css `.admin-cards`) and nothing scrolls sideways.
        <div className="rounded border border-slate-200 bg-white md:overflow-x-auto" role="region" tabIndex={0} aria-label={t('caption')}>
          <table className={`${tableClass} admin-cards`}>
            <caption className="sr-only">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('at')}</th>
                <th scope="col">{t('actor')}</th>
                <th scope="col">{t('action')}</th>
                <th scope="col">{t('entity')}</th>
                <th scope="col">{t('change')}</th>
                <th scope="col">{t('address')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const lines = auditDiff(r.before, r.after);
                return (
                  <tr key={r.id} className="align-top">
                    <td className="font-semibold md:whitespace-nowrap md:font-normal">{when.format(r.at)}</td>
                    <td data-label={t('actor')} className="break-all">
                      {r.actorEmail ?? t('system')}
                    </td>
                    <td data-label={t('action')}>
                      {label(r.action)}
                      <br />
                      <code className="text-xs text-slate-600">{r.action}</code>
                    </td>
                    <td data-label={t('entity')}>{r.entity ? `${r.entity} ${r.entityId ?? ''}` : ''}</td>
                    <td data-label={lines.length > 0 ? t('change') : undefined} className="md:min-w-64">
                      {lines.length > 0 && (
                        <ul className="space-y-1 text-xs" data-testid="audit-diff">
                          {lines.map((l) => (
                            <li key={l.field} className="break-words">
                              <span className="font-semibold">{l.field}</span>: <del className="text-red-800">{l.before || t('emptyValue')}</del> → <ins className="text-green-800 no-underline">{l.after || t('emptyValue')}</ins>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td data-label={r.clientAddress ? t('address') : undefined}>{r.clientAddress}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-4 flex gap-4">
        {q.before && (
          <Link prefetch={false} href={`/admin/audit?${auditParams(q)}`} className="text-teal-800 underline">
            {t('newer')}
          </Link>
        )}
        {more && (
          <Link prefetch={false} href={`/admin/audit?${older}`} className="text-teal-800 underline">
            {t('older')}
          </Link>
        )}
      </p>
    </>
  );
}
