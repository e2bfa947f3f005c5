import { and, eq, gte, ilike, isNotNull, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isCalendarDay, isWithinYears, OFFICE_YEARS_AHEAD } from '@/lib/forms/dates';
import { ASSIGNEE_FILTERS, INBOX_KINDS, INBOX_SORTS, INBOX_STATUSES } from '@/lib/inbox/values';
import { inboxItems } from '../db/schema/mail';

/**
 * The inbox list's filters, read from the address (a GET form, so a filtered list can be shared).
 * Every field is lenient: a value that does not parse is dropped rather than failing the page,
 * because a hand-edited or stale link must still open the list. A date must be a real day from
 * 2000 to five years ahead (lib/forms/dates.ts): 0001-01-01 or 9999-12-31 are no day the
 * database's timestamps can be compared with; the form says which dates it ignored.
 */
const isoDate = z.string().refine((v) => isCalendarDay(v) && isWithinYears(v, OFFICE_YEARS_AHEAD));
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const inboxFilterSchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(INBOX_KINDS).optional()).catch(undefined),
  status: z.preprocess(blankToUndefined, z.enum(INBOX_STATUSES).optional()).catch(undefined),
  city: z.preprocess(blankToUndefined, z.coerce.number().int().positive().max(2_147_483_647).optional()).catch(undefined),
  from: z.preprocess(blankToUndefined, isoDate.optional()).catch(undefined),
  to: z.preprocess(blankToUndefined, isoDate.optional()).catch(undefined),
  assignee: z.enum(ASSIGNEE_FILTERS).catch('any'),
  q: z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 200) || undefined : undefined), z.string().optional()),
  sort: z.enum(INBOX_SORTS).catch('newest'),
  /** Only items the customer answered after the office's last reply (`replied=1`, the form's tick box). */
  replied: z.preprocess((v) => v === '1' || v === 'on' || v === 'true', z.boolean()),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type InboxFilters = z.infer<typeof inboxFilterSchema>;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** The first value of a parameter. */
function firstValue(params: Params, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const v = params[key];
  return Array.isArray(v) ? v[0] : v;
}

/** The filters in an address's query (the first value of a repeated parameter). */
export function parseInboxFilters(params: Params): InboxFilters {
  const raw = Object.fromEntries(['kind', 'status', 'city', 'from', 'to', 'assignee', 'replied', 'q', 'sort', 'page'].map((k) => [k, firstValue(params, k)]));
  return inboxFilterSchema.parse(raw);
}

/** The date filters the address gave that the list does not use (no real day, or out of the window). */
export function ignoredDates(params: Params, filters: InboxFilters): ('from' | 'to')[] {
  return (['from', 'to'] as const).filter((key) => (firstValue(params, key)?.trim() ?? '') !== '' && filters[key] === undefined);
}

/** The query string of a set of filters, without defaults, so links stay short (page omitted unless asked). */
export function filtersToQuery(f: InboxFilters, page?: number): string {
  const q = new URLSearchParams();
  if (f.kind) q.set('kind', f.kind);
  if (f.status) q.set('status', f.status);
  if (f.city) q.set('city', String(f.city));
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.assignee !== 'any') q.set('assignee', f.assignee);
  if (f.replied) q.set('replied', '1');
  if (f.q) q.set('q', f.q);
  if (f.sort !== 'newest') q.set('sort', f.sort);
  if (page && page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A LIKE pattern that matches `text` literally: the wildcards and the escape character itself are escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The agency works in Vietnam (UTC+7, no summer time): a date in the filter is a Vietnamese day,
 * so `to` includes the whole of that day there.
 */
const VIETNAM_OFFSET = '+07:00';
export function dayStart(isoDay: string): Date {
  return new Date(`${isoDay}T00:00:00${VIETNAM_OFFSET}`);
}
export function dayAfter(isoDay: string): Date {
  return new Date(dayStart(isoDay).getTime() + 86_400_000);
}

/**
 * "Customer replied": the customer wrote after the office's last reply or status change (the mark
 * lib/server/mail/inbound.ts sets and a reply, a status change or a bulk close clears). A spam
 * item stays spam when its sender writes again: no mark for it. The list's mark and its filter
 * read this one condition.
 */
export function customerReplied(): SQL {
  return and(isNotNull(inboxItems.customerRepliedAt), ne(inboxItems.status, 'spam'))!;
}

/** The WHERE clause of the filters; `staffId` is who "me" is. */
export function inboxWhere(f: InboxFilters, staffId: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.kind ? eq(inboxItems.kind, f.kind) : undefined,
    f.status ? eq(inboxItems.status, f.status) : undefined,
    f.city ? eq(inboxItems.cityId, f.city) : undefined,
    f.from ? gte(inboxItems.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(inboxItems.createdAt, dayAfter(f.to)) : undefined,
    f.assignee === 'me' ? eq(inboxItems.assigneeId, staffId) : f.assignee === 'none' ? isNull(inboxItems.assigneeId) : undefined,
    f.replied ? customerReplied() : undefined,
    // search_text is stored lower-cased; ILIKE also folds the query. The default escape is backslash.
    f.q ? ilike(inboxItems.searchText, `%${escapeLike(f.q.toLowerCase())}%`) : undefined,
  ];
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? and(...present) : undefined;
}

/** An item id from the address: a positive 32-bit integer, or null (anything else is simply not an item). */
export function parseItemId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
