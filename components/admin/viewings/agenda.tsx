import { adminTranslator } from '@/lib/admin/i18n';
import { formatDay } from '@/lib/format/day';
import { agendaHref, shiftAgenda, type AgendaEntry, type AgendaQuery } from '@/lib/viewings/agenda';
import { vietnamClock, vietnamDay } from '@/lib/viewings/time';
import { buttonClass, inputClass, labelClass, ScrollRegion, secondaryButtonClass, tableClass } from '../ui';

type Agent = { id: string; name: string };

const ENTRY = {
  confirmed: 'border-teal-800 bg-teal-50 text-slate-900',
  held: 'border-dashed border-amber-700 bg-amber-50 text-slate-900',
};

/** One viewing in a cell: its time, listing and renter, and whether it is confirmed or only held; a link to the viewing. */
async function Entry({ entry }: { entry: AgendaEntry }) {
  const t = await adminTranslator('viewings');
  return (
    <a
      href={`/admin/viewings/${entry.viewingId}`}
      className={`block rounded border border-l-4 px-2 py-1 text-xs hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-teal-800 ${ENTRY[entry.state]}`}
      data-testid="agenda-entry"
    >
      <span className="block font-semibold">
        {vietnamClock(entry.start)}–{vietnamClock(entry.end)}
      </span>
      <span className="block">
        {entry.code} · {entry.renter} ({t('fields.peopleCount', { count: entry.people })})
      </span>
      <span className="block italic">{t(entry.state === 'confirmed' ? 'statuses.confirmed' : 'statuses.held')}</span>
    </a>
  );
}

/** An agent's entries starting in [from, to). */
const between = (entries: AgendaEntry[], agentId: string, from: number, to: number) => entries.filter((e) => e.agentId === agentId && from <= e.start && to > e.start);

function Cell({ entries }: { entries: AgendaEntry[] }) {
  return entries.length ? (
    <ul className="space-y-1">
      {entries.map((e) => (
        <li key={`${e.viewingId}-${e.start}`}>
          <Entry entry={e} />
        </li>
      ))}
    </ul>
  ) : null;
}

/**
 * The agents' agenda, server-rendered: a day (a row per slot, a column per agent) or a week (a row
 * per agent, a column per day), as a table a screen reader walks by its headers and a keyboard by
 * its links; previous, today and next are links, the view, date and agent a GET form, so every view
 * has an address and needs no script.
 */
export async function Agenda({ query, days, today, agents, allAgents, entries, rows, slotMinutes, language }: { query: AgendaQuery; days: string[]; today: string; agents: Agent[]; allAgents: Agent[]; entries: AgendaEntry[]; rows: number[]; slotMinutes: number; language: 'en' | 'ja' }) {
  const t = await adminTranslator('viewings');
  const site = language === 'ja' ? 'jp' : 'en';
  const long = (day: string) => formatDay(day, site, { weekday: true });
  const short = (day: string) => formatDay(day, site, { weekday: true, noYear: true });
  const day = query.view === 'day';
  const step = day ? { previous: t('agenda.previousDay'), next: t('agenda.nextDay') } : { previous: t('agenda.previousWeek'), next: t('agenda.nextWeek') };
  const caption = day ? t('agenda.dayCaption', { day: long(days[0]) }) : t('agenda.weekCaption', { from: long(days[0]), to: long(days[6]) });
  const showsToday = days.includes(today);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <nav aria-label={t('agenda.controls')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <a href={agendaHref(shiftAgenda(query, -1))} className={secondaryButtonClass} rel="prev">
                <span aria-hidden="true">←&nbsp;</span>
                {step.previous}
              </a>
            </li>
            <li>
              <a href={agendaHref(query, { date: today })} className={secondaryButtonClass} aria-current={showsToday ? 'date' : undefined}>
                {t('agenda.today')}
              </a>
            </li>
            <li>
              <a href={agendaHref(shiftAgenda(query, 1))} className={secondaryButtonClass} rel="next">
                {step.next}
                <span aria-hidden="true">&nbsp;→</span>
              </a>
            </li>
          </ul>
        </nav>
        <form method="get" action="/admin/viewings#agenda" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="agenda-view" className={labelClass}>
              {t('agenda.view')}
            </label>
            <select id="agenda-view" name="view" defaultValue={query.view} className={inputClass}>
              <option value="day">{t('agenda.views.day')}</option>
              <option value="week">{t('agenda.views.week')}</option>
            </select>
          </div>
          <div>
            <label htmlFor="agenda-date" className={labelClass}>
              {t('agenda.date')}
            </label>
            <input id="agenda-date" name="date" type="date" defaultValue={query.date} className={inputClass} />
          </div>
          <div>
            <label htmlFor="agenda-agent" className={labelClass}>
              {t('agenda.agent')}
            </label>
            <select id="agenda-agent" name="agent" defaultValue={query.agent ?? ''} className={inputClass}>
              <option value="">{t('agenda.allAgents')}</option>
              {allAgents.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass}>
            {t('agenda.show')}
          </button>
        </form>
      </div>
      <p className="mb-3 text-sm text-slate-700">{t('agenda.legend')}</p>
      {!agents.length ? (
        <p className="text-sm text-slate-700">{t('agenda.noAgents')}</p>
      ) : (
        <>
          {!entries.length && (
            <p className="mb-3 text-sm font-medium text-slate-900" data-testid="agenda-empty">
              {t('agenda.empty')}
            </p>
          )}
          <ScrollRegion label={t('agenda.region')}>
            <table className={`${tableClass} [&_td]:align-top [&_td]:min-w-40`}>
              <caption className="mb-2 text-left text-base font-semibold text-slate-900">{caption}</caption>
              {day ? (
                <>
                  <thead>
                    <tr>
                      <th scope="col">{t('agenda.timeColumn')}</th>
                      {agents.map((a) => (
                        <th key={a.id} scope="col">
                          {a.name}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((start, i) => {
                      const end = rows[i + 1] ?? start + slotMinutes * 60_000;
                      return (
                        <tr key={start}>
                          <th scope="row" className="whitespace-nowrap align-top">
                            <time dateTime={new Date(start).toISOString()}>{vietnamClock(start)}</time>
                          </th>
                          {agents.map((a) => (
                            <td key={a.id}>
                              <Cell entries={between(entries, a.id, start, end)} />
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                  </tbody>
                </>
              ) : (
                <>
                  <thead>
                    <tr>
                      <th scope="col">{t('agenda.agentColumn')}</th>
                      {days.map((d) => (
                        <th key={d} scope="col" aria-current={d === today ? 'date' : undefined} className={`whitespace-nowrap ${d === today ? 'bg-teal-50' : ''}`}>
                          <a href={agendaHref(query, { view: 'day', date: d })} className="text-teal-800 underline" aria-label={t('agenda.dayLink', { day: long(d) })}>
                            {short(d)}
                          </a>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {agents.map((a) => (
                      <tr key={a.id}>
                        <th scope="row" className="whitespace-nowrap align-top">
                          {a.name}
                        </th>
                        {days.map((d) => (
                          <td key={d}>
                            <Cell entries={entries.filter((e) => e.agentId === a.id && vietnamDay(e.start) === d)} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </>
              )}
            </table>
          </ScrollRegion>
        </>
      )}
    </>
  );
}
