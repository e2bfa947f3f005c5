import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { buttonClass, inputClass, labelClass, PageHeading, Section } from '@/components/admin/ui';
import { ChosenTimes, ViewingFacts } from '@/components/admin/viewings/request-card';
import { ViewingForm } from '@/components/admin/viewings/viewing-form.client';
import { isCalendarDay } from '@/lib/forms/dates';
import { adminTranslator } from '@/lib/admin/i18n';
import { allows } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { readViewingHours } from '@/lib/server/viewings/hours';
import { getViewing, slotChoices } from '@/lib/server/viewings/manage';
import { formatDay } from '@/lib/format/day';
import { formatRange, formatSlot, vietnamClock, vietnamDay } from '@/lib/viewings/time';
import { cancelViewingAction, confirmViewingAction, declineViewingAction, moveViewingAction } from '../actions';
import { chosenTimes, renderedAt } from '../choices';
import { Outcome } from '../outcome';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: (await adminTranslator('viewings'))('detail.title', { id: (await params).id }) };
}

/**
 * One viewing: who, which listing, when and with whom; for those who manage viewings, its chosen
 * times to confirm, a move (a day's free times with the agents free at each, `?day=`), a decline
 * and a cancel.
 */
export default async function ViewingPage({ params, searchParams }: Props) {
  const { id: raw } = await params;
  const staff = await requireStaff('viewings', `/admin/viewings/${raw}`);
  if (!/^\d{1,9}$/.test(raw)) notFound();
  const id = Number(raw);
  const db = await getDb();
  const viewing = await getViewing(db, id, staff.language);
  if (!viewing) notFound();
  const query = await searchParams;
  const t = await adminTranslator('viewings');
  const now = renderedAt();
  const today = vietnamDay(now);
  const site = staff.language === 'ja' ? 'jp' : 'en';
  const rights = { manage: allows(staff.role, 'viewingsManage'), listings: allows(staff.role, 'listings'), inbox: allows(staff.role, 'inbox') };
  const open = viewing.status === 'requested' || viewing.status === 'confirmed';
  const back = `/admin/viewings/${id}`;
  const hours = await readViewingHours(db);
  const choices = viewing.status === 'requested' ? await chosenTimes(db, viewing, hours.slotMinutes, now) : [];
  // The move's day: the one asked for, else the viewing's own day (or its first chosen one), never before today.
  const asked = typeof query.day === 'string' ? query.day : undefined;
  const dayInvalid = asked !== undefined && !(isCalendarDay(asked) && asked >= today);
  const ownDay = viewing.startsAt ? vietnamDay(viewing.startsAt.getTime()) : viewing.preferredTimes[0] ? vietnamDay(Date.parse(viewing.preferredTimes[0])) : today;
  const moveDay = asked && !dayInvalid ? asked : ownDay < today ? today : ownDay;
  const slots = rights.manage && open && asked && !dayInvalid ? await slotChoices(db, id, moveDay) : null;
  const hidden = { status: viewing.status, back };

  return (
    <>
      <p className="mb-2 text-sm">
        <Link prefetch={false} href="/admin/viewings" className="text-teal-800 underline">
          {t('detail.back')}
        </Link>
      </p>
      <PageHeading title={t('detail.title', { id })} lead={`${viewing.listing.code} · ${viewing.fullName}`} />
      <Outcome query={query} language={staff.language} />
      <Section title={t(`statuses.${viewing.status}`)}>
        {viewing.startsAt && viewing.endsAt && viewing.status === 'confirmed' && (
          <p className="mb-4 text-base font-semibold text-slate-900" data-testid="viewing-time">
            {formatSlot(viewing.startsAt.getTime(), site)}–{vietnamClock(viewing.endsAt.getTime())} · {viewing.agentName ?? t('fields.noAgent')}
          </p>
        )}
        <ViewingFacts viewing={viewing} rights={rights} language={staff.language} />
        {viewing.staffNote && (
          <p className="mt-4 text-sm">
            <span className="font-semibold">{t('fields.staffNote')}: </span>
            <span className="whitespace-pre-wrap">{viewing.staffNote}</span>
          </p>
        )}
        {viewing.otherTime && (
          <>
            <h3 className="mt-4 mb-1 text-sm font-semibold text-slate-900">{t('fields.otherTime')}</h3>
            <p className="text-sm whitespace-pre-wrap">{viewing.otherTime}</p>
          </>
        )}
      </Section>

      {viewing.status === 'requested' && (
        <Section title={t('fields.chosenTimes')}>
          <ChosenTimes viewing={viewing} choices={choices} confirm={confirmViewingAction.bind(null, id)} back={back} language={staff.language} manage={rights.manage} />
        </Section>
      )}

      {rights.manage && open && (
        <section id="move" aria-labelledby="move-title" className="mb-8 rounded border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="move-title" className="mb-2 text-lg font-semibold text-slate-900">
            {viewing.status === 'requested' ? t('move.titleRequested') : t('move.title')}
          </h2>
          <p className="mb-4 max-w-prose text-sm text-slate-700">{t('move.lead')}</p>
          <form method="get" action={`/admin/viewings/${id}#move`} className="mb-4 flex flex-wrap items-start gap-3">
            <div>
              <label htmlFor="move-day" className={labelClass}>
                {t('move.day')}
              </label>
              <input
                id="move-day"
                name="day"
                type="date"
                min={today}
                defaultValue={asked ?? moveDay}
                aria-invalid={dayInvalid || undefined}
                aria-describedby={dayInvalid ? 'move-day-hint move-day-error' : 'move-day-hint'}
                className={inputClass}
              />
              <p id="move-day-hint" className="mt-1 text-sm text-slate-600">
                {t('move.dayHint')}
              </p>
              {dayInvalid && (
                <p id="move-day-error" className="mt-1 text-sm text-red-700">
                  {t('errors.dayInvalid')}
                </p>
              )}
            </div>
            <button type="submit" className={`${buttonClass} sm:mt-6`}>
              {t('move.showTimes')}
            </button>
          </form>
          {slots &&
            (slots.length ? (
              <ViewingForm
                key={moveDay}
                id="move-form"
                action={moveViewingAction.bind(null, id)}
                hidden={hidden}
                select={{
                  name: 'choice',
                  label: t('move.choice'),
                  groups: slots.map((s) => ({
                    label: formatRange(Date.parse(s.start), Date.parse(s.end)),
                    options: s.agents.map((a) => ({ value: `${Date.parse(s.start)}|${a.id}`, label: `${formatRange(Date.parse(s.start), Date.parse(s.end))} · ${a.name}` })),
                  })),
                }}
                note={{ name: 'note', label: t('move.note'), maxLength: 1000 }}
                submit={{ label: viewing.status === 'requested' ? t('move.submitRequested') : t('move.submit') }}
              />
            ) : (
              <p role="status" className="text-sm text-slate-700">
                {t('move.none', { day: formatDay(moveDay, site, { weekday: true }) })}
              </p>
            ))}
        </section>
      )}

      {rights.manage && viewing.status === 'requested' && (
        <Section title={t('requests.decline')}>
          <p className="mb-3 max-w-prose text-sm text-slate-700">{t('requests.declineLead')}</p>
          <ViewingForm id="decline" action={declineViewingAction.bind(null, id)} hidden={hidden} note={{ name: 'note', label: t('requests.declineNote'), maxLength: 1000 }} submit={{ label: t('requests.declineSubmit'), tone: 'danger' }} />
        </Section>
      )}

      {rights.manage && open && (
        <Section title={t('cancel.title')}>
          <p className="mb-3 max-w-prose text-sm text-slate-700">{t('cancel.lead')}</p>
          <ViewingForm id="cancel" action={cancelViewingAction.bind(null, id)} hidden={hidden} submit={{ label: t('cancel.submit'), tone: 'danger' }} />
        </Section>
      )}
    </>
  );
}
