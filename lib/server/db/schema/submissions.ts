import { bigint, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Contact requests from the contact-us page, the detail modal and the favourites/history modals. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    language: text('language').notNull(),
    cityId: integer('city_id'),
    expectedCheckInDate: date('expected_check_in_date', { mode: 'string' }),
    expectedTourInspectionDate: date('expected_tour_inspection_date', { mode: 'string' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    companyName: text('company_name'),
    otherRequirements: text('other_requirements'),
    /** propertyIdC / propertyId of the listings asked about, comma-joined. */
    propertyCodes: text('property_codes'),
    clientAddress: text('client_address'),
    /** How the renter would like to be answered (lib/forms/values.ts CONTACT_CHANNELS); null: not said. */
    preferredChannel: text('preferred_channel'),
  },
  (t) => [index('contact_requests_created_idx').on(t.createdAt)],
);

export const supportRequests = pgTable('support_requests', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  language: text('language').notNull(),
  cityId: integer('city_id'),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: text('address'),
  contentRequire: text('content_require'),
  clientAddress: text('client_address'),
  preferredChannel: text('preferred_channel'),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  email: text('email').notNull(),
  /** Lower-cased address: one row per subscriber whatever the case they typed. */
  emailKey: text('email_key').notNull().unique(),
  language: text('language'),
  /** Double opt-in: null until the subscriber follows the link mailed to them. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** SHA-256 of the random token in the confirmation and unsubscribe links (the token itself is only in the mail). */
  tokenHash: text('token_hash'),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});

export const ownerSubmissions = pgTable('owner_submissions', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  language: text('language').notNull(),
  location: text('location'),
  fullName: text('full_name').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  cityId: integer('city_id'),
  propertyType: text('property_type'),
  currency: text('currency', { enum: ['USD', 'VND'] }).notNull(),
  numberOfBedroom: smallint('number_of_bedroom'),
  numberOfBathroom: smallint('number_of_bathroom'),
  addressForLease: text('address_for_lease'),
  leasableArea: text('leasable_area'),
  descriptionFacilities: text('description_facilities'),
  descriptionAmenities: text('description_amenities'),
  leasePrice: bigint('lease_price', { mode: 'number' }),
  clientAddress: text('client_address'),
  preferredChannel: text('preferred_channel'),
});

export const ownerSubmissionImages = pgTable(
  'owner_submission_images',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => ownerSubmissions.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('owner_submission_images_submission_idx').on(t.submissionId)],
);
