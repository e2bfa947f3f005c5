import type { StaffRole } from '@/lib/server/db/schema/staff';

/**
 * What each role may do. `admin` runs the office (staff accounts, settings, the audit log) and may
 * do everything else too; `editor` keeps listings and content; `agent` answers the inbox.
 * Every back-office page and action checks its area here, on the server (lib/server/staff/session.ts).
 */
export const AREAS = {
  inbox: ['admin', 'agent'],
  outbox: ['admin', 'agent'],
  /** Viewings: editors see the requests and the agenda; agents and admins confirm, move, decline and cancel. */
  viewings: ['admin', 'editor', 'agent'],
  viewingsManage: ['admin', 'agent'],
  listings: ['admin', 'editor'],
  content: ['admin', 'editor'],
  staff: ['admin'],
  settings: ['admin'],
  audit: ['admin'],
  /** Saved-search alerts: the renters' addresses and searches, and sending the due digests. */
  alerts: ['admin'],
  /** Any signed-in staff member: their own account, previews of unpublished listings. */
  self: ['admin', 'editor', 'agent'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Area = keyof typeof AREAS;

/** Whether `role` may work in `area`, or in every one of `areas`. */
export function allows(role: StaffRole, area: Area | readonly Area[]): boolean {
  const areas: readonly Area[] = typeof area === 'string' ? [area] : area;
  return areas.every((a) => (AREAS[a] as readonly StaffRole[]).includes(role));
}

/**
 * Making a listing from an owner registration reads the registration (the owner's name, address and
 * texts, the photos copied in) and writes a listing. It is listing work: editors do it from
 * Listings → From owners, which shows owner registrations only, never the rest of the inbox
 * (inquiries, support requests, newsletter sign-ups stay with the inbox roles).
 */
export const LISTING_FROM_OWNER = ['listings'] as const satisfies readonly Area[];
