import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeading, buttonClass, inputClass, labelClass, tableClass } from '@/components/admin/ui';
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
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="audit-action" className={labelClass}>
            {t('filterAction')}
          </label>
          <select id="audit-action" name="action" defaultValue={q.action ?? ''} className={inputClass}>
            <option value="">{t('allActions')}</option>
            {actions.map((a) => (
              <option key={a} value={a}>
                {label(a)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-actor" className={labelClass}>
            {t('filterActor')}
          </label>
          <select id="audit-actor" name="actor" defaultValue={q.actor ?? ''} className={inputClass}>
            <option value="">{t('allMembers')}</option>
            {members.map((m) => (
              <option key={m.id} value={m.email}>
                {`${m.name} (${m.email})`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className={labelClass}>
            {t('from')}
          </label>
          <input id="audit-from" name="from" type="date" defaultValue={q.from} className={inputClass} />
        </div>
        <div>
          <label htmlFor="audit-to" className={labelClass}>
            {t('to')}
          </label>
          <input id="audit-to" name="to" type="date" defaultValue={q.to} className={inputClass} />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="signins" value="1" defaultChecked={q.signIns} />
          {t('showSignIns')}
        </label>
        <button type="submit" className={buttonClass}>
          {t('filter')}
        </button>
      </form>
      {rows.length === 0 ? (
        <p className="rounded border border-slate-200 bg-white p-6 text-slate-700">{empty ? t('empty') : t('noMatch')}</p>
      ) : (
        // At 390 px the table scrolls inside its own region, which the keyboard can reach and scroll.
        <div className="overflow-x-auto rounded border border-slate-200 bg-white" role="region" tabIndex={0} aria-label={t('caption')}>
          <table className={tableClass}>
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
                    <td className="whitespace-nowrap">{when.format(r.at)}</td>
                    <td className="break-all">{r.actorEmail ?? t('system')}</td>
                    <td>
                      {label(r.action)}
                      <br />
                      <code className="text-xs text-slate-600">{r.action}</code>
                    </td>
                    <td>{r.entity ? `${r.entity} ${r.entityId ?? ''}` : ''}</td>
                    <td className="min-w-64">
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
                    <td>{r.clientAddress}</td>
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
