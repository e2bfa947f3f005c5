import type { viewingRequests } from '../db/schema';

/** A viewing request as stored. */
export type ViewingRow = typeof viewingRequests.$inferSelect;

/**
 * What a mail about a viewing says. `received`: the renter's request is in (with the staff's
 * notification); `confirmed`, `moved`, `cancelled`: the event itself, as an iCalendar invitation
 * and its updates (same UID, higher SEQUENCE); `declined`: no time could be found; `reminder`: the
 * day before.
 */
export type ViewingChange = 'confirmed' | 'moved' | 'cancelled' | 'declined' | 'reminder';

/** Who ended a viewing: the renter from their mail's link, or staff in the back office. */
export type CancelledBy = 'renter' | 'staff';

/** A change refused because a time is taken: the listing's or the agent's. */
export class ViewingConflict extends Error {
  constructor(
    readonly taken: { propertyId: number; start: number }[],
    readonly reason: 'listing' | 'agent' | 'gone' = 'listing',
  ) {
    super(reason === 'agent' ? 'That agent is already busy at that time.' : 'That time is no longer free.');
  }
}

/** Bad input a form would have caught: a 400 with a message. */
export class ViewingRefused extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The SQLSTATE of a database error, through drizzle's wrapping. */
export function sqlState(err: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const constraint = (e as { constraint?: unknown }).constraint;
      const named = /constraint "([^"]+)"/.exec(String((e as { message?: unknown }).message ?? ''));
      return { code, constraint: typeof constraint === 'string' ? constraint : named?.[1] };
    }
  }
  return {};
}
