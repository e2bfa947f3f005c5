import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { places } from './places';

/** A listing a renter keeps: which table it lives in and its id. */
export type SharedItem = { kind: 'residence' | 'office'; id: number };

/**
 * A favourites list shared by link: the ids live here, the link carries only a short
 * random token. Read-only for whoever opens it; gone after `expires_at`.
 */
export const sharedLists = pgTable(
  'shared_lists',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    items: jsonb('items').$type<SharedItem[]>().notNull(),
    language: text('language').notNull(),
    /** The place the sharer measured from (issue 47): the list shows each listing's distance to it. */
    placeId: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('shared_lists_token_idx').on(t.token), index('shared_lists_expires_idx').on(t.expiresAt)],
);

export const ALERT_KINDS = ['residence', 'office'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/**
 * A saved search mailed as a daily digest of newly published matching listings, without an
 * account: double opt-in (`token_hash` of the confirmation link, `confirmed_at`),
 * one-click unsubscribe (`unsubscribed_at`), and `last_sent_through`, the publication time up to
 * which listings were already offered, so a listing is mailed once per alert.
 */
export const searchAlerts = pgTable(
  'search_alerts',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    email: text('email').notNull(),
    /** The language of the page it was made on ('en' | 'jp'); its mails are in that language. */
    language: text('language').notNull(),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    cityId: integer('city_id'),
    /** The results page's canonical query string (only the parameters the search reads). */
    query: text('query').notNull(),
    tokenHash: text('token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastSentThrough: timestamp('last_sent_through', { withTimezone: true }),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('search_alerts_email_query_idx').on(t.email, t.kind, t.query),
    index('search_alerts_confirmed_idx').on(t.confirmedAt),
  ],
);
