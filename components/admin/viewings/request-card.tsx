import type { ViewingState } from '@/app/admin/(office)/viewings/actions';
import { formatDateTime } from '@/lib/admin/format';
import { adminTranslator } from '@/lib/admin/i18n';
import type { AgendaViewing } from '@/lib/server/viewings/manage';
import type { ChosenTime } from '@/lib/viewings/agenda';
import { formatSlot, vietnamClock } from '@/lib/viewings/time';
import { secondaryButtonClass } from '../ui';
import { ViewingForm } from './viewing-form.client';

type Action = (state: ViewingState, form: FormData) => Promise<ViewingState>;
export type ViewingRights = { manage: boolean; listings: boolean; inbox: boolean };

/** The renter, the listing and where the request came from, as a description list. */
export async function ViewingFacts({ viewing: v, rights, language }: { viewing: AgendaViewing; rights: ViewingRights; language: 'en' | 'ja' }) {
  const t = await adminTranslator('viewings');
  const link = 'text-teal-800 underline';
  const rows: [string, React.ReactNode][] = [
    [t('fields.received'), <time key="r" dateTime={v.createdAt.toISOString()}>{formatDateTime(v.createdAt, language)}</time>],
    [
      t('fields.renter'),
      <span key="n" className="flex flex-col">
        <span>{v.fullName}</span>
        <a href={`mailto:${v.email}`} className={`${link} break-all`}>
          {v.email}
        </a>
        <a href={`tel:${v.phone.replace(/[^\d+]/g, '')}`} className={link}>
          {v.phone}
        </a>
      </span>,
    ],
    [t('fields.people'), t('fields.peopleCount', { count: v.people })],
    [t('fields.viewingLanguage'), t(`languages.${v.viewingLanguage}`)],
    [
      t('fields.listing'),
      <span key="l" className="flex flex-col">
        <span>{v.listing.name}</span>
        {v.listing.href && (
          <a href={v.listing.href} className={link} target="_blank" rel="noopener">
            {t('fields.publicPage', { code: v.listing.code })}
          </a>
        )}
        {rights.listings && (
          <a href={`/admin/listings/${v.propertyId}`} className={link}>
            {t('fields.editListing', { code: v.listing.code })}
          </a>
        )}
      </span>,
    ],
    [t('fields.city'), v.city],
  ];
  if (v.inboxItemId !== null) {
    rows.push([
      t('fields.inboxItem'),
      rights.inbox ? (
        <a key="i" href={`/admin/inbox/${v.inboxItemId}`} className={link}>
          {t('fields.inboxLink', { id: v.inboxItemId })}
        </a>
      ) : (
        t('fields.inboxLink', { id: v.inboxItemId })
      ),
    ]);
  }
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The renter's chosen times, first to last: when, the agent held, and (for those who manage
 * viewings) a one-click "Confirm this time" that keeps that agent, or another agent free then.
 */
export async function ChosenTimes({ viewing: v, choices, confirm, back, language, manage }: { viewing: AgendaViewing; choices: ChosenTime[]; confirm: Action; back: string; language: 'en' | 'ja'; manage: boolean }) {
  const t = await adminTranslator('viewings');
  const site = language === 'ja' ? 'jp' : 'en';
  if (!choices.length) return <p className="text-sm text-slate-700">{t('requests.noTimes')}</p>;
  return (
    <ol className="space-y-3">
      {choices.map((c, i) => {
        const when = `${formatSlot(c.start, site)}–${vietnamClock(c.end)}`;
        return (
          <li key={c.start} className="rounded border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">
              {t('requests.choice', { n: i + 1 })}: <time dateTime={new Date(c.start).toISOString()}>{when}</time>
            </p>
            <p className="mb-2 text-sm text-slate-700">{c.held ? t('requests.heldFor', { agent: c.held.name }) : t('requests.notHeld')}</p>
            {c.past ? (
              <p className="text-sm text-slate-700">{t('requests.past')}</p>
            ) : !manage ? null : c.agents.length ? (
              <ViewingForm
                id={`confirm-${v.id}-${i + 1}`}
                action={confirm}
                layout="row"
                hidden={{ start: String(c.start), status: v.status, back }}
                select={{
                  name: 'agentId',
                  label: t('fields.agent'),
                  defaultValue: c.agents[0].id,
                  options: c.agents.map((a) => ({ value: a.id, label: a.id === c.held?.id ? t('requests.agentHeld', { name: a.name }) : a.name })),
                }}
                submit={{ label: t('requests.confirm'), name: t('requests.confirmName', { time: when }) }}
              />
            ) : (
              <p className="text-sm text-slate-700">{t('requests.noFreeAgent')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** A request waiting for staff, in the list of requests to confirm. */
export async function RequestCard({
  viewing: v,
  choices,
  rights,
  actions,
  back,
  language,
}: {
  viewing: AgendaViewing;
  choices: ChosenTime[];
  rights: ViewingRights;
  actions: { confirm: Action; decline: Action };
  back: string;
  language: 'en' | 'ja';
}) {
  const t = await adminTranslator('viewings');
  const titleId = `request-${v.id}`;
  return (
    <article aria-labelledby={titleId} className="rounded border border-slate-300 bg-white p-4">
      <h3 id={titleId} className="mb-3 text-base font-semibold text-slate-900">
        <a href={`/admin/viewings/${v.id}`} className="text-teal-800 underline">
          {t('requests.heading', { id: v.id, name: v.fullName, code: v.listing.code })}
        </a>
      </h3>
      <ViewingFacts viewing={v} rights={rights} language={language} />
      <h4 className="mt-4 mb-2 text-sm font-semibold text-slate-900">{t('fields.chosenTimes')}</h4>
      <ChosenTimes viewing={v} choices={choices} confirm={actions.confirm} back={back} language={language} manage={rights.manage} />
      {v.otherTime && (
        <>
          <h4 className="mt-4 mb-1 text-sm font-semibold text-slate-900">{t('fields.otherTime')}</h4>
          <p className="text-sm whitespace-pre-wrap text-slate-900">{v.otherTime}</p>
        </>
      )}
      {rights.manage && (
        <div className="mt-4 flex flex-wrap items-start gap-3">
          <a href={`/admin/viewings/${v.id}#move`} className={secondaryButtonClass}>
            {choices.length ? t('requests.move') : t('requests.chooseTime')}
          </a>
          <details className="group">
            <summary className={`${secondaryButtonClass} cursor-pointer`}>{t('requests.decline')}</summary>
            <div className="mt-3 rounded border border-slate-200 p-3">
              <p className="mb-3 max-w-prose text-sm text-slate-700">{t('requests.declineLead')}</p>
              <ViewingForm
                id={`decline-${v.id}`}
                action={actions.decline}
                hidden={{ status: v.status, back }}
                note={{ name: 'note', label: t('requests.declineNote'), maxLength: 1000 }}
                submit={{ label: t('requests.declineSubmit'), tone: 'danger' }}
              />
            </div>
          </details>
        </div>
      )}
    </article>
  );
}
