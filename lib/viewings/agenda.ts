import { isCalendarDay } from '@/lib/forms/dates';
import { addDays, isoWeekday } from './time';

/**
 * The Viewings page's address: `?view=day|week&date=YYYY-MM-DD&agent=<id>` (week, today and every
 * agent by default), and where its forms send the member back to. Pure, so the page, its actions
 * and the tests read it the same way.
 */
export const AGENDA_VIEWS = ['day', 'week'] as const;
export type AgendaView = (typeof AGENDA_VIEWS)[number];
export type AgendaQuery = { view: AgendaView; date: string; agent?: string };

const AGENT_ID = /^[\w-]{1,64}$/;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export function parseAgendaQuery(query: Record<string, string | string[] | undefined>, today: string): AgendaQuery {
  const view = one(query.view) === 'day' ? 'day' : 'week';
  const date = one(query.date);
  const agent = one(query.agent);
  return { view, date: date && isCalendarDay(date) ? date : today, agent: agent && AGENT_ID.test(agent) ? agent : undefined };
}

/** The days the agenda shows: the day, or its week from Monday to Sunday. */
export function agendaDays(q: AgendaQuery): string[] {
  if (q.view === 'day') return [q.date];
  const monday = addDays(q.date, 1 - isoWeekday(q.date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The same agenda moved by `step` days or weeks, or at another date, view or agent. */
export function agendaHref(q: AgendaQuery, patch: Partial<AgendaQuery> = {}): string {
  const next = { ...q, ...patch };
  const params = new URLSearchParams({ view: next.view, date: next.date });
  if (next.agent) params.set('agent', next.agent);
  return `/admin/viewings?${params}#agenda`;
}

export function shiftAgenda(q: AgendaQuery, step: -1 | 1): AgendaQuery {
  return { ...q, date: addDays(q.date, step * (q.view === 'day' ? 1 : 7)) };
}

/**
 * Where a viewing form sends the member after a change: the Viewings page as it was (its agenda's
 * view, date and agent) or the viewing's own page, never anything else.
 */
export function returnPath(raw: unknown, viewingId: number): string {
  const fallback = `/admin/viewings/${viewingId}`;
  if (typeof raw !== 'string' || !raw.startsWith('/admin/viewings')) return fallback;
  let url: URL;
  try {
    url = new URL(raw, 'http://local');
  } catch {
    return fallback;
  }
  if (url.pathname === `/admin/viewings/${viewingId}`) return url.pathname;
  if (url.pathname !== '/admin/viewings') return fallback;
  const q = parseAgendaQuery(Object.fromEntries(url.searchParams), '');
  const params = new URLSearchParams();
  if (url.searchParams.get('view') === 'day') params.set('view', 'day');
  if (q.date) params.set('date', q.date);
  if (q.agent) params.set('agent', q.agent);
  const search = params.toString();
  return `/admin/viewings${search ? `?${search}` : ''}`;
}

/** The page to show after a change, saying what was done to which viewing, at that notice (a page sent without script lands there too). */
export function withOutcome(path: string, done: 'confirmed' | 'moved' | 'declined' | 'cancelled', viewingId: number): string {
  return `${path}${path.includes('?') ? '&' : '?'}done=${done}&viewing=${viewingId}#outcome`;
}

/** One of the renter's chosen times as staff confirm it: the agent held for it first, then the others free then. */
export type ChosenTime = { start: number; end: number; past: boolean; held: { id: string; name: string } | null; agents: { id: string; name: string }[] };

/** A viewing in an agent's agenda: a confirmed one at its time, or a request at each time it holds the agent. */
export type AgendaEntry = { viewingId: number; agentId: string; start: number; end: number; state: 'confirmed' | 'held'; code: string; renter: string; people: number };

type Shown = {
  id: number;
  status: string;
  agentId: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  listing: { code: string };
  fullName: string;
  people: number;
  holds: { agentId: string; start: Date; end: Date }[];
};

/** The agenda's entries between two instants (the first and the day after the last shown), one agent's or all, by time. */
export function agendaEntries(viewings: Shown[], fromMs: number, toMs: number, agent?: string): AgendaEntry[] {
  const entries: AgendaEntry[] = [];
  const within = (ms: number) => ms >= fromMs && ms < toMs;
  for (const v of viewings) {
    const base = { viewingId: v.id, code: v.listing.code, renter: v.fullName, people: v.people };
    if (v.status === 'confirmed' && v.agentId && v.startsAt && v.endsAt && within(v.startsAt.getTime())) {
      entries.push({ ...base, agentId: v.agentId, start: v.startsAt.getTime(), end: v.endsAt.getTime(), state: 'confirmed' });
    } else if (v.status === 'requested') {
      for (const h of v.holds) if (within(h.start.getTime())) entries.push({ ...base, agentId: h.agentId, start: h.start.getTime(), end: h.end.getTime(), state: 'held' });
    }
  }
  return entries.filter((e) => !agent || e.agentId === agent).sort((a, b) => a.start - b.start || a.viewingId - b.viewingId);
}

/**
 * The rows of a day's agenda: the office's slots of that day (the widest opening of its cities, in
 * steps of the slot length), and any entry starting off that grid, in order.
 */
export function dayRows(day: string, windows: { from: number; to: number }[], slotMinutes: number, entryStarts: number[]): number[] {
  const rows = new Set<number>();
  if (windows.length) {
    const from = Math.min(...windows.map((w) => w.from));
    const to = Math.max(...windows.map((w) => w.to));
    const midnight = Date.parse(`${day}T00:00:00+07:00`);
    for (let m = from; m + slotMinutes <= to; m += slotMinutes) rows.add(midnight + m * 60_000);
  }
  for (const s of entryStarts) if (![...rows].some((r) => s >= r && s < r + slotMinutes * 60_000)) rows.add(s);
  return [...rows].sort((a, b) => a - b);
}
