import Link from 'next/link';
import { formatDateTime } from '@/lib/admin/format';
import { adminTranslator } from '@/lib/admin/i18n';
import type { InboxDetail } from '@/lib/server/inbox/detail';

type Entry =
  | { type: 'received'; at: Date; key: string }
  | { type: 'note'; at: Date; key: string; note: InboxDetail['notes'][number] }
  | { type: 'mail'; at: Date; key: string; mail: InboxDetail['mails'][number] }
  | { type: 'inbound'; at: Date; key: string; inbound: InboxDetail['inbound'][number] };

/** The item's history, oldest first: when it came in, the mails written for it and staff notes. */
export async function Timeline({ detail, language }: { detail: InboxDetail; language: 'en' | 'ja' }) {
  const t = await adminTranslator('inbox');
  const entries: Entry[] = [
    { type: 'received' as const, at: detail.item.createdAt, key: 'received' },
    ...detail.notes.map((note) => ({ type: 'note' as const, at: note.createdAt, key: `note-${note.id}`, note })),
    ...detail.mails.map((mail) => ({ type: 'mail' as const, at: mail.createdAt, key: `mail-${mail.id}`, mail })),
    // A mail that opened a new inquiry is its submission, shown above: not repeated here.
    ...detail.inbound
      .filter((m) => !(detail.item.kind === 'mail' && detail.item.refId === m.id))
      .map((inbound) => ({ type: 'inbound' as const, at: inbound.receivedAt, key: `inbound-${inbound.id}`, inbound })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  const when = (at: Date) => (
    <time dateTime={at.toISOString()} className="text-xs text-slate-600">
      {formatDateTime(at, language)}
    </time>
  );
  return (
    <ol className="space-y-4 border-l-2 border-slate-200 pl-4">
      {entries.map((e) => (
        <li key={e.key}>
          {when(e.at)}
          {e.type === 'received' && <p className="font-medium">{t('timeline.received')}</p>}
          {e.type === 'note' && (
            <>
              <p className="font-medium">{t('timeline.note', { name: e.note.authorName ?? t('timeline.someone') })}</p>
              <p className="mt-1 rounded bg-amber-50 px-3 py-2 whitespace-pre-wrap text-slate-900">{e.note.body}</p>
            </>
          )}
          {e.type === 'inbound' && (
            <>
              <p className="font-medium">{t('timeline.inbound', { subject: e.inbound.subject })}</p>
              <p className="text-sm break-all text-slate-700">{t('timeline.inboundFrom', { from: e.inbound.fromAddress })}</p>
              <p className="mt-1 rounded bg-sky-50 px-3 py-2 break-words whitespace-pre-wrap text-slate-900">{e.inbound.textBody}</p>
            </>
          )}
          {e.type === 'mail' && (
            <>
              <p className="font-medium">{t('timeline.mail', { subject: e.mail.subject })}</p>
              <p className="text-sm text-slate-700">
                {t('timeline.mailTo', { to: e.mail.toAddress })} · {t(`mailStatuses.${e.mail.status}`)}
                {e.mail.sentAt && ` · ${t('timeline.sentAt', { date: formatDateTime(e.mail.sentAt, language) })}`}
                {e.mail.lastError && e.mail.status !== 'sent' && ` · ${e.mail.lastError}`} ·{' '}
                <Link href={`/admin/outbox/${e.mail.id}`} className="text-teal-800 underline">
                  {t('timeline.openMail')}
                </Link>
              </p>
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
