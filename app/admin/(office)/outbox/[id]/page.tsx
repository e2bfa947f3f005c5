import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageHeading, Section } from '@/components/admin/ui';
import { formatDateTime } from '@/lib/admin/format';
import { adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { getMail } from '@/lib/server/inbox/outbox';
import { deliveredPlace } from '@/lib/server/staff/outbox-admin';
import { requireStaff } from '@/lib/server/staff/session';
import { deliveredLabel, mailKindLabel } from '../labels';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await adminTranslator('inbox');
  return { title: t('outbox.mailTitle', { id: (await params).id }) };
}

export default async function OutboxMailPage({ params }: Props) {
  const { id: raw } = await params;
  const staff = await requireStaff('outbox', `/admin/outbox/${raw}`);
  if (!/^\d{1,15}$/.test(raw)) notFound();
  const mail = await getMail(await getDb(), Number(raw));
  if (!mail) notFound();
  const t = await adminTranslator('inbox');
  const when = (d: Date | null) => (d ? <time dateTime={d.toISOString()}>{formatDateTime(d, staff.language)}</time> : t('outbox.none'));
  const rows: [string, ReactNode][] = [
    [t('outbox.created'), when(mail.createdAt)],
    [t('outbox.kind'), mailKindLabel(t, mail.kind)],
    [t('outbox.status'), t(`mailStatuses.${mail.status}`)],
    [t('outbox.attempts'), mail.attempts],
    [t('outbox.sentAt'), when(mail.sentAt)],
    [t('outbox.deliveredTo'), deliveredLabel(t, deliveredPlace(mail.deliveredTo))],
    [t('outbox.lastError'), mail.lastError ?? t('outbox.none')],
    [t('outbox.from'), mail.fromAddress],
    [t('outbox.to'), mail.toAddress],
    [t('outbox.replyTo'), mail.replyTo ?? t('outbox.none')],
    [t('outbox.messageId'), mail.messageId],
    [
      t('outbox.item'),
      mail.inboxItemId ? (
        <Link href={`/admin/inbox/${mail.inboxItemId}`} className="text-teal-800 underline">
          #{mail.inboxItemId}
        </Link>
      ) : (
        t('outbox.none')
      ),
    ],
  ];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/outbox" className="text-teal-800 underline">
          {t('outbox.back')}
        </Link>
      </p>
      <PageHeading title={t('outbox.mailTitle', { id: mail.id })} lead={mail.subject} />
      <Section title={t('outbox.details')}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-semibold text-slate-700">{label}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={t('outbox.text')}>
        <pre lang={mail.language} className="font-sans text-sm whitespace-pre-wrap text-slate-900">
          {mail.textBody}
        </pre>
      </Section>
    </>
  );
}
