import { bigint, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row whose version goes up whenever a statement changes any content table (triggers of
 * migration 0004; the form submissions' tables are left out). Every app instance watches it and
 * drops its cached pages and data when it moves, so an edit made by any writer (the seed, a back
 * office, another instance) shows everywhere within a poll interval.
 */
export const contentVersion = pgTable('content_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
