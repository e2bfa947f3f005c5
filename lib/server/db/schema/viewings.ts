import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties } from './catalogue';
import { staffUsers } from './staff';

/**
 * Viewings (内見): a renter asks to see a listing at one to three of its free slots (or at "another
 * time", with a note), the agency confirms one of them with an agent, moves it or declines it.
 *
 * While a request waits, each of its chosen times holds one agent of the listing's city and the
 * listing itself (`viewing_holds`); once confirmed, only the confirmed time holds them. Migration
 * 0026 puts two exclusion constraints on the holds (btree_gist): no agent and no listing is ever
 * held twice over one moment, whatever the code above them does.
 */
export const VIEWING_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];
export const VIEWING_LANGUAGES = ['en', 'ja'] as const;
export type ViewingLanguage = (typeof VIEWING_LANGUAGES)[number];

export const viewingRequests = pgTable(
  'viewing_requests',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The page's language as the form posted it ('en' | 'jp'): the renter's mails are in it. */
    language: text('language').notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    cityId: integer('city_id').notNull(),
    /** Viewings asked for together from the shortlist share one batch (and one inbox item). */
    batchId: text('batch_id').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    people: smallint('people').notNull(),
    /** The language the renter would like the viewing in. */
    viewingLanguage: text('viewing_language', { enum: VIEWING_LANGUAGES }).notNull(),
    /** The renter's chosen slot starts (ISO 8601 instants), in their order of preference. */
    preferredTimes: jsonb('preferred_times').$type<string[]>().notNull(),
    /** "Another time": the renter's own words, when no slot suits. */
    otherTime: text('other_time'),
    status: text('status', { enum: VIEWING_STATUSES }).notNull().default('requested'),
    /** The agent who shows the listing, once confirmed. */
    agentId: text('agent_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The confirmed time (null while requested, or when declined before any was confirmed). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The iCalendar UID of the viewing's event: every update of it carries the same one. */
    uid: text('uid').notNull(),
    /** The iCalendar SEQUENCE: raised by each mailed change of a confirmed viewing. */
    sequence: integer('sequence').notNull().default(0),
    inboxItemId: integer('inbox_item_id'),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Why staff declined, or a note with a move, told to the renter. */
    staffNote: text('staff_note'),
    clientAddress: text('client_address'),
  },
  (t) => [
    uniqueIndex('viewing_requests_uid_idx').on(t.uid),
    index('viewing_requests_status_idx').on(t.status, t.startsAt),
    index('viewing_requests_batch_idx').on(t.batchId),
    index('viewing_requests_property_idx').on(t.propertyId),
    check('viewing_requests_people_check', sql`${t.people} BETWEEN 1 AND 20`),
  ],
);

/** One agent and one listing held over one slot by one viewing (exclusion constraints: migration 0026). */
export const viewingHolds = pgTable(
  'viewing_holds',
  {
    id: serial('id').primaryKey(),
    viewingId: integer('viewing_id')
      .notNull()
      .references(() => viewingRequests.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('viewing_holds_viewing_idx').on(t.viewingId), check('viewing_holds_order_check', sql`${t.endsAt} > ${t.startsAt}`)],
);

/**
 * When a member of staff can show listings: the cities they cover and their weekly hours
 * (Vietnam time), edited in My account; days away are listed dates. No row: not an agent for viewings.
 */
export type WeeklyHours = Partial<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', { from: string; to: string }>>;

export const staffAvailability = pgTable('staff_availability', {
  userId: text('user_id')
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: 'cascade' }),
  cityIds: integer('city_ids').array().notNull().default(sql`'{}'::int[]`),
  /** ISO weekday (1 Monday … 7 Sunday) → the hours, "HH:MM"; a day absent is a day off. */
  weekly: jsonb('weekly').$type<WeeklyHours>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffDaysAway = pgTable(
  'staff_days_away',
  {
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
