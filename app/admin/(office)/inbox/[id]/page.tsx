import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionForm, type ActionFormWords } from '@/components/admin/inbox/action-form.client';
import { CustomerRepliedMark, StatusBadge } from '@/components/admin/inbox/inbox-table';
import { TemplateForm } from '@/components/admin/inbox/template-form.client';
import { SubmissionFields } from '@/components/admin/inbox/submission-fields';
import { Timeline } from '@/components/admin/inbox/timeline';
import { Notice, PageHeading, Section, inputClass, labelClass, secondaryButtonClass } from '@/components/admin/ui';
import { formatDateTime } from '@/lib/admin/format';
import { adminMessages, adminTranslator } from '@/lib/admin/i18n';
import { getDb } from '@/lib/server/db/client';
import { INBOX_STATUSES } from '@/lib/inbox/values';
import { getInboxDetail } from '@/lib/server/inbox/detail';
import { ownerListing } from '@/lib/server/listings/owners';
import { parseItemId } from '@/lib/server/inbox/filters';
import { assignableStaff } from '@/lib/server/inbox/staff';
import { fillTemplate, isTemplateId, replyLanguageOf, TEMPLATE_IDS } from '@/lib/server/inbox/templates';
import { readSetting } from '@/lib/server/staff/office-settings';
import { requireStaff } from '@/lib/server/staff/session';
import { readSignatures } from '@/lib/server/staff/signature';
import { allows, LISTING_FROM_OWNER } from '@/lib/admin/permissions';
import { assignAction, noteAction, replyAction, statusAction } from './actions';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await adminTranslator('inbox');
  return { title: `${t('title')} #${(await params).id}` };
}

/** What the item's page says after a change redirected back to it (actions.ts). */
const DONE = { status: 'actions.statusChanged', assign: 'actions.assigned', note: 'actions.noteAdded', reply: 'actions.replySent' } as const;

export default async function InboxItemPage({ params, searchParams }: Props) {
  const { id: raw } = await params;
  const staff = await requireStaff('inbox', `/admin/inbox/${raw}`);
  const id = parseItemId(raw);
  if (id === null) notFound();
  const db = await getDb();
  const [detail, staffList, overrides, signatures] = await Promise.all([getInboxDetail(db, id, staff.language), assignableStaff(db), readSetting(db, 'replyTemplates'), readSignatures(db, staff.id)]);
  if (!detail) notFound();
  const listing = detail.submission?.kind === 'owner' ? await ownerListing(db, detail.submission.row.id) : undefined;
  const t = await adminTranslator('inbox');
  const errors = (await adminMessages('inbox')).errors as Record<string, string>;
  const words = (submit: string, success: string): ActionFormWords => ({ submit, success, fieldErrors: t('errors.fieldErrors'), unexpected: t('errors.unexpected'), errors });

  const query = await searchParams;
  const done = typeof query.done === 'string' && query.done in DONE ? (query.done as keyof typeof DONE) : undefined;
  const template = isTemplateId(query.template) ? query.template : 'thanks';
  const replyLanguage = query.lang === 'en' || query.lang === 'ja' ? query.lang : replyLanguageOf(detail.item.language);
  // The office's wording (Settings) and the agent's own signature in the reply's language.
  const draft = fillTemplate(template, replyLanguage, { name: detail.item.name }, staff.name, { overrides, signature: signatures[replyLanguage] });
  const { item } = detail;
  // The side forms start again from the stored item whenever it changes (a reply makes it Answered).
  const version = item.updatedAt.getTime();
  /** Minutes, hours and minutes, or days and hours: as precise as the span needs. */
  const firstReply = (ms: number) => {
    const m = Math.max(0, Math.round(ms / 60_000));
    if (m < 60) return t('detail.minutes', { m });
    if (m < 24 * 60) return t('detail.hours', { h: Math.floor(m / 60), m: m % 60 });
    return t('detail.days', { d: Math.floor(m / 1440), h: Math.floor((m % 1440) / 60) });
  };

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/inbox" className="text-teal-800 underline">
          {t('detail.back')}
        </Link>
      </p>
      <PageHeading title={t('detail.title', { kind: t(`kinds.${item.kind}`), id: item.id })} lead={[item.name, item.email].filter(Boolean).join(' · ')} />
      {done && <Notice kind="success">{t(DONE[done])}</Notice>}

      <p className="mb-4 xl:hidden">
        <a href="#reply" className="text-teal-800 underline">
          {t('detail.jumpReply')}
        </a>
      </p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div>
          <Section title={t('detail.submission')}>
            <dl className="mb-6 grid gap-x-6 gap-y-3 border-b border-slate-200 pb-4 sm:grid-cols-[12rem_1fr]">
              <dt className="text-sm font-semibold text-slate-700">{t('detail.received')}</dt>
              <dd>
                <time dateTime={item.createdAt.toISOString()}>{formatDateTime(item.createdAt, staff.language)}</time>
              </dd>
              <dt className="text-sm font-semibold text-slate-700">{t('detail.status')}</dt>
              <dd>
                <StatusBadge status={item.status} label={t(`statuses.${item.status}`)} />
                {item.customerRepliedAt && <CustomerRepliedMark label={t('detail.customerReplied')} className="ml-2" />}
              </dd>
              <dt className="text-sm font-semibold text-slate-700">{t('detail.firstReply')}</dt>
              <dd>{item.firstReplyAt ? firstReply(item.firstReplyAt.getTime() - item.createdAt.getTime()) : t('detail.notAnswered')}</dd>
              <dt className="text-sm font-semibold text-slate-700">{t('detail.assignee')}</dt>
              <dd>{detail.assignee ?? t('list.unassigned')}</dd>
              <dt className="text-sm font-semibold text-slate-700">{t('detail.language')}</dt>
              <dd>{item.language ? t(`detail.languages.${replyLanguageOf(item.language)}`) : t('detail.none')}</dd>
              {detail.city && (
                <>
                  <dt className="text-sm font-semibold text-slate-700">{t('fields.city')}</dt>
                  <dd>{detail.city}</dd>
                </>
              )}
            </dl>
            {detail.submission ? <SubmissionFields submission={detail.submission} language={staff.language} canMakeListing={allows(staff.role, LISTING_FROM_OWNER)} listing={listing} /> : <Notice kind="error">{t('detail.missing')}</Notice>}
          </Section>

          <section id="reply" aria-labelledby="reply-title" className="mb-8 rounded border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="reply-title" className="mb-2 text-lg font-semibold text-slate-900">
              {t('actions.replyTitle')}
            </h2>
            <p className="mb-4 text-sm text-slate-700">{t('actions.replyLead')}</p>
            <TemplateForm action={`/admin/inbox/${item.id}#reply`} bodyId="reply-body" confirmText={t('actions.replaceTyped')}>
              <div>
                <label htmlFor="reply-template" className={labelClass}>
                  {t('actions.template')}
                </label>
                <select id="reply-template" name="template" defaultValue={template} className={inputClass}>
                  {TEMPLATE_IDS.map((tid) => (
                    <option key={tid} value={tid}>
                      {t(`templateNames.${tid}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="reply-language" className={labelClass}>
                  {t('actions.replyLanguage')}
                </label>
                <select id="reply-language" name="lang" defaultValue={replyLanguage} className={inputClass}>
                  <option value="en">{t('detail.languages.en')}</option>
                  <option value="ja">{t('detail.languages.ja')}</option>
                </select>
              </div>
              <button type="submit" className={secondaryButtonClass}>
                {t('actions.useTemplate')}
              </button>
            </TemplateForm>
            <p className="mb-4 text-sm break-all">{t('actions.toLine', { to: item.email })}</p>
            <ActionForm
              key={`${template}-${replyLanguage}`}
              id="reply"
              action={replyAction.bind(null, item.id)}
              words={words(t('actions.send'), t('actions.replySent'))}
              fields={[
                { kind: 'hidden', name: 'language', value: replyLanguage },
                { kind: 'text', name: 'subject', label: t('actions.subject'), defaultValue: draft.subject, maxLength: 200 },
                { kind: 'textarea', name: 'body', label: t('actions.body'), defaultValue: draft.text, rows: 14, maxLength: 20_000 },
              ]}
            />
          </section>

          <Section title={t('timeline.title')}>
            <Timeline detail={detail} language={staff.language} />
          </Section>
        </div>

        {/* On a phone the actions come first, then a link down to the reply form. */}
        <div className="order-first xl:order-none">
          <Section title={t('actions.statusTitle')}>
            <ActionForm
              key={`status-${version}`}
              id="status"
              action={statusAction.bind(null, item.id)}
              words={words(t('actions.changeStatus'), t('actions.statusChanged'))}
              fields={[{ kind: 'select', name: 'status', label: t('actions.statusLabel'), defaultValue: item.status, options: INBOX_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })) }]}
            />
          </Section>
          <Section title={t('actions.assignTitle')}>
            <ActionForm
              key={`assign-${version}`}
              id="assign"
              action={assignAction.bind(null, item.id)}
              words={words(t('actions.assign'), t('actions.assigned'))}
              fields={[
                {
                  kind: 'select',
                  name: 'assigneeId',
                  label: t('actions.assigneeLabel'),
                  defaultValue: item.assigneeId ?? '',
                  options: [{ value: '', label: t('actions.unassigned') }, ...staffList.map((s) => ({ value: s.id, label: s.id === staff.id ? t('actions.assigneeMe', { name: s.name }) : s.name }))],
                },
              ]}
            />
          </Section>
          <Section title={t('actions.noteTitle')}>
            <ActionForm
              id="note"
              action={noteAction.bind(null, item.id)}
              words={words(t('actions.addNote'), t('actions.noteAdded'))}
              fields={[{ kind: 'textarea', name: 'body', label: t('actions.noteLabel'), rows: 4, maxLength: 5_000 }]}
            />
          </Section>
        </div>
      </div>
    </>
  );
}
