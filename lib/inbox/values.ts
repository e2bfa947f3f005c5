/**
 * The inbox's closed sets and pure helpers, shared by its data layer (lib/server/inbox, the schema)
 * and the back office's components, which receive the rows as props and import no server module.
 */
/**
 * 'mail': a customer's mail that answered no thread of ours (read from the replies mailbox);
 * 'viewing': a viewing request (its ref is the first viewing of the request's batch).
 */
export const INBOX_KINDS = ['contact', 'support', 'owner', 'newsletter', 'mail', 'viewing'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'in_progress', 'answered', 'closed', 'spam'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** What the list's bulk bar does to the chosen items. */
export const BULK_OPERATIONS = ['close', 'spam', 'assign'] as const;

/** The list's filter by assignee, and its orders: received (newest or oldest first), status (new first), last activity. */
export const ASSIGNEE_FILTERS = ['any', 'me', 'none'] as const;
export type AssigneeFilter = (typeof ASSIGNEE_FILTERS)[number];
export const INBOX_SORTS = ['newest', 'oldest', 'status', 'activity'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/** Minutes from receipt to the first reply, or null while unanswered. */
export function minutesToFirstReply(row: { receivedAt: string; firstReplyAt: string | null }): number | null {
  if (!row.firstReplyAt) return null;
  return Math.max(0, Math.round((Date.parse(row.firstReplyAt) - Date.parse(row.receivedAt)) / 60_000));
}
