import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeading, buttonClass, inputClass, labelClass, tableClass } from '@/components/admin/ui';
import { adminLanguage, adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { auditQuery, readAudit } from '@/lib/server/staff/audit-read';
import { requireStaff } from '@/lib/server/staff/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('audit'))('title') };
}

function brief(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  await requireStaff('audit', '/admin/audit');
  const t = await adminTranslator('audit');
  const lang = await adminLanguage();
  const q = auditQuery(await searchParams);
  const { rows, more } = await readAudit(await getDb(), q);
  const when = new Intl.DateTimeFormat(lang === 'ja' ? 'ja-JP' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Ho_Chi_Minh' });
  const older = new URLSearchParams({ ...(q.action ? { action: q.action } : {}), ...(q.actor ? { actor: q.actor } : {}), before: String(rows.at(-1)?.id ?? '') });
  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="audit-action" className={labelClass}>
            {t('filterAction')}
          </label>
          <input id="audit-action" name="action" defaultValue={q.action} className={inputClass} />
        </div>
        <div>
          <label htmlFor="audit-actor" className={labelClass}>
            {t('filterActor')}
          </label>
          <input id="audit-actor" name="actor" type="email" defaultValue={q.actor} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass}>
          {t('filter')}
        </button>
      </form>
      {rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded border border-slate-200 bg-white">
          <table className={tableClass}>
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
              {rows.map((r) => (
                <tr key={r.id}>
                  <td className="whitespace-nowrap">{when.format(r.at)}</td>
                  <td>{r.actorEmail ?? t('system')}</td>
                  <td>
                    <code>{r.action}</code>
                  </td>
                  <td>{r.entity ? `${r.entity} ${r.entityId ?? ''}` : ''}</td>
                  <td className="max-w-md font-mono text-xs break-all">
                    {brief(r.before)}
                    {r.before !== null || r.after !== null ? ' → ' : ''}
                    {brief(r.after)}
                  </td>
                  <td>{r.clientAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-4 flex gap-4">
        {q.before && (
          <Link prefetch={false} href="/admin/audit" className="text-teal-800 underline">
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
