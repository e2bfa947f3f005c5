import type { Metadata } from 'next';
import { PageHeading } from '@/components/admin/ui';
import { Agenda } from '@/components/admin/viewings/agenda';
import { RequestCard } from '@/components/admin/viewings/request-card';
import { adminTranslator } from '@/lib/admin/i18n';
import { allows } from '@/lib/admin/permissions';
import { getDb } from '@/lib/server/db/client';
import { requireStaff } from '@/lib/server/staff/session';
import { cityWeek, dayWindow, readViewingHours } from '@/lib/server/viewings/hours';
import { listViewings, pendingRequests, viewingAgents } from '@/lib/server/viewings/manage';
import { agendaDays, agendaEntries, agendaHref, dayRows, parseAgendaQuery } from '@/lib/viewings/agenda';
import { addDays, atVietnam, vietnamDay } from '@/lib/viewings/time';
import { confirmViewingAction, declineViewingAction } from './actions';
import { chosenTimes, renderedAt } from './choices';
import { Outcome } from './outcome';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await adminTranslator('viewings'))('title') };
}

/**
 * Viewings: the requests waiting for a confirmed time (the renter's chosen times first), then the
 * agents' agenda for a day or a week. Editors see both; agents and admins act on them.
 */
export default async function ViewingsPage({ searchParams }: Props) {
  const staff = await requireStaff('viewings', '/admin/viewings');
  const query = await searchParams;
  const t = await adminTranslator('viewings');
  const db = await getDb();
  const now = renderedAt();
  const today = vietnamDay(now);
  const agenda = parseAgendaQuery(query, today);
  const days = agendaDays(agenda);
  const [pending, shown, agents, hours] = await Promise.all([
    pendingRequests(db, staff.language),
    listViewings(db, { from: days[0], to: days[days.length - 1], agentId: agenda.agent }, staff.language),
    viewingAgents(db),
    readViewingHours(db),
  ]);
  const rights = { manage: allows(staff.role, 'viewingsManage'), listings: allows(staff.role, 'listings'), inbox: allows(staff.role, 'inbox') };
  const choices = await Promise.all(pending.map((v) => chosenTimes(db, v, hours.slotMinutes, now)));
  // The forms send the member back to this page as it is (its agenda's view, date and agent).
  const back = agendaHref(agenda).replace('#agenda', '');
  const entries = agendaEntries(shown, atVietnam(days[0], '00:00'), atVietnam(addDays(days[days.length - 1], 1), '00:00'), agenda.agent);
  // Every agent who shows listings, and anyone still holding or showing a viewing here.
  const columns = [...agents.map((a) => ({ id: a.id, name: a.name }))];
  for (const v of shown) {
    for (const [id, name] of [[v.agentId, v.agentName], ...v.holds.map((h) => [h.agentId, h.agentName])] as [string | null, string | null][]) {
      if (id && !columns.some((c) => c.id === id)) columns.push({ id, name: name ?? id });
    }
  }
  const cityIds = [...new Set(agents.flatMap((a) => a.cityIds))];
  const windows = cityIds.map((id) => dayWindow(cityWeek(hours, id), days[0])).filter((w) => w !== undefined);
  const rows = agenda.view === 'day' ? dayRows(days[0], windows, hours.slotMinutes, entries.map((e) => e.start)) : [];

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <Outcome query={query} language={staff.language} />
      <nav aria-label={t('jump.label')} className="mb-6 text-sm">
        <ul className="flex flex-wrap gap-4">
          <li>
            <a href="#requests" className="text-teal-800 underline">
              {t('jump.requests', { count: pending.length })}
            </a>
          </li>
          <li>
            <a href="#agenda" className="text-teal-800 underline">
              {t('jump.agenda')}
            </a>
          </li>
        </ul>
      </nav>
      <section id="requests" aria-labelledby="requests-title" className="mb-8 rounded border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="requests-title" className="mb-1 text-lg font-semibold text-slate-900">
          {t('requests.title')}
        </h2>
        <p className="mb-4 max-w-prose text-sm text-slate-700">{t('requests.lead')}</p>
        {pending.length ? (
          <ol className="space-y-4">
            {pending.map((v, i) => (
              <li key={`${v.id}-${v.holds.length}`}>
                <RequestCard
                  viewing={v}
                  choices={choices[i]}
                  rights={rights}
                  actions={{ confirm: confirmViewingAction.bind(null, v.id), decline: declineViewingAction.bind(null, v.id) }}
                  back={back}
                  language={staff.language}
                />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-700">{t('requests.empty')}</p>
        )}
      </section>
      <section id="agenda" aria-labelledby="agenda-title" className="mb-8 rounded border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="agenda-title" className="mb-4 text-lg font-semibold text-slate-900">
          {t('agenda.title')}
        </h2>
        <Agenda
          query={agenda}
          days={days}
          today={today}
          agents={agenda.agent ? columns.filter((c) => c.id === agenda.agent) : columns}
          allAgents={columns}
          entries={entries}
          rows={rows}
          slotMinutes={hours.slotMinutes}
          language={staff.language}
        />
      </section>
    </>
  );
}
