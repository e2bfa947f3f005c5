import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INBOX_KINDS, INBOX_STATUSES } from '../../../inbox/values';

/**
 * The transactional outbox: a submission and the mails it causes are written in one transaction,
 * and the worker (lib/server/mail/worker.ts) delivers them later, with retries. A row is claimed
 * with `FOR UPDATE SKIP LOCKED` and a lease (`claimed_until`), so several instances never send
 * one row twice at once; `message_id` is fixed when the row is written, so a mail sent again after
 * a crash carries the same Message-ID and the receiving side can tell it is the same mail.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'ack' | 'notify' | 'reply' | 'newsletter-confirm' | … (what the mail is for). */
    kind: text('kind').notNull(),
    /** The inbox item it belongs to, when there is one. */
    inboxItemId: integer('inbox_item_id'),
    messageId: text('message_id').notNull(),
    language: text('language').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While a worker holds the row: until when. A worker that dies lets the lease run out. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Where the mail went: the SMTP server's answer, or the .eml file written. */
    deliveredTo: text('delivered_to'),
    /** An iCalendar invitation sent with the mail (RFC 5546 method and the .ics text), or null. */
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; content: string }>(),
  },
  (t) => [
    uniqueIndex('mail_outbox_message_id_idx').on(t.messageId),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_item_idx').on(t.inboxItemId),
  ],
);

/**
 * One row per submission of any kind (written in the submission's transaction), with what the
 * agency does with it: status, assignee. The submission itself stays in its own table.
 */
export const inboxItems = pgTable(
  'inbox_items',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: INBOX_KINDS }).notNull(),
    /** The row's id in its kind's table (contact_requests, support_requests, owner_submissions, newsletter_subscriptions). */
    refId: integer('ref_id').notNull(),
    status: text('status', { enum: INBOX_STATUSES }).notNull().default('new'),
    assigneeId: text('assignee_id'),
    cityId: integer('city_id'),
    language: text('language'),
    name: text('name'),
    email: text('email').notNull(),
    /** Everything a text search looks in, lower-cased. */
    searchText: text('search_text').notNull().default(''),
    /** The random part of the thread's reply address (replies+<token>@…), set with its first mail. */
    replyToken: text('reply_token'),
    /** When the customer last wrote back (cleared by the next reply or status change): "customer replied". */
    customerRepliedAt: timestamp('customer_replied_at', { withTimezone: true }),
    /** When staff first answered: the time to first reply. */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inbox_items_ref_idx').on(t.kind, t.refId),
    uniqueIndex('inbox_items_reply_token_idx').on(t.replyToken),
    index('inbox_items_created_idx').on(t.createdAt),
    index('inbox_items_status_idx').on(t.status),
  ],
);

export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => inboxItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    authorId: text('author_id'),
    authorName: text('author_name'),
    body: text('body').notNull(),
  },
  (t) => [index('inbox_notes_item_idx').on(t.itemId)],
);

/**
 * Mails read from the replies mailbox (lib/server/mail/imap.ts). `message_id` is unique, so two
 * instances reading the same mail store it once; a mail without one gets `<uidvalidity.uid@imap>`.
 */
export const inboundMails = pgTable(
  'inbound_mails',
  {
    id: serial('id').primaryKey(),
    /** Null only inside the transaction that makes a new inquiry of it. */
    inboxItemId: integer('inbox_item_id').references(() => inboxItems.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Date header, when it parses. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    messageId: text('message_id').notNull(),
    /** How it was matched: 'header' | 'token' | 'new'. */
    matchedBy: text('matched_by').notNull(),
    fromAddress: text('from_address').notNull(),
    fromName: text('from_name'),
    subject: text('subject').notNull(),
    /** Plain text only: HTML is reduced to text, never stored or shown as markup. */
    textBody: text('text_body').notNull(),
  },
  (t) => [uniqueIndex('inbound_mails_message_id_idx').on(t.messageId), index('inbound_mails_item_idx').on(t.inboxItemId)],
);

/** The IMAP reader's high-water mark per mailbox: UIDs at or below `last_uid` are never read again. */
export const imapState = pgTable('imap_state', {
  mailbox: text('mailbox').primaryKey(),
  uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
