import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back office's accounts, as better-auth keeps them (its core tables and the two-factor
 * plugin's, under `staff_` names; lib/server/staff/auth.ts maps its models onto them). A staff
 * member signs in with e-mail and password (argon2id, in `staff_accounts.password`), optionally
 * with a TOTP second factor; sessions live in the database.
 */
export const STAFF_ROLES = ['admin', 'editor', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role', { enum: STAFF_ROLES }).notNull().default('agent'),
  /** The back office's language for this member: 'en' or 'ja'. */
  language: text('language', { enum: ['en', 'ja'] }).notNull().default('en'),
  /** A disabled account cannot sign in; its sessions are removed when it is disabled. */
  disabled: boolean('disabled').notNull().default(false),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** Set on an account made with a one-time password: the first sign-in must choose a new one. */
  passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  /** The member's own signature under a reply, per reply language; null: the agency's closing block. */
  signatureEn: text('signature_en'),
  signatureJa: text('signature_ja'),
  ...stamps,
});

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    ...stamps,
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...stamps,
  },
  (t) => [index('staff_accounts_user_idx').on(t.userId)],
);

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...stamps,
  },
  (t) => [index('staff_verifications_identifier_idx').on(t.identifier)],
);

export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * The TOTP time step (Unix time / 30 s) of the last code accepted: a code of this step or an
     * earlier one is refused, so one code signs in once (lib/server/staff/pending-two-factor.ts).
     */
    lastTotpStep: integer('last_totp_step').notNull().default(0),
  },
  (t) => [index('staff_two_factors_user_idx').on(t.userId), index('staff_two_factors_secret_idx').on(t.secret)],
);

/**
 * Where each member has completed a sign-in from (lib/server/staff/known-addresses.ts): the
 * client's rate-limit bucket (an IPv4 address, an IPv6 /64) and when it last did. From such an
 * address, for 90 days, wrong passwords and codes count against a budget of its own rather than the
 * one every other address shares, so that strangers spending that one do not lock the member out.
 */
export const staffSignInAddresses = pgTable(
  'staff_sign_in_addresses',
  {
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** Who changed what and when: every back-office change and every sign-in, with before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member, or null for the system (start-up, the worker) and failed sign-ins. */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** e.g. 'sign-in', 'sign-in-failed', 'inbox.status', 'listing.update', 'settings.update'. */
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    clientAddress: text('client_address'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/** Settings staff change in the back office (staff addresses per city, exchange rates), one row per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});
