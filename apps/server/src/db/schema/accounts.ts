import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Accounts. `email` is stored trimmed and lower-cased (unique). The password is an argon2id hash
 * (@node-rs/argon2's PHC string); `password_changed_at` voids logins whose password step came before it.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    prefix: text('prefix').notNull().default(''),
    degree: text('degree').notNull().default(''),
    institution: text('institution').notNull(),
    country: text('country').notNull(),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    addressLine3: text('address_line3').notNull().default(''),
    state: text('state').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    phone: text('phone').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    planType: text('plan_type').notNull().default('free'),
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    isStaff: boolean('is_staff').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email)],
);
export type UserRow = typeof users.$inferSelect;

/**
 * Server-side sessions. The cookie holds a random token; only its SHA-256 is stored, so a leaked
 * table does not hand out live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** Set when the session was ended from elsewhere (password changed): the client gets 461, not 460. */
    endedReason: text('ended_reason'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/** Secrets the server generates once and keeps (RSA key pair for password transport, cookie secret). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Links sent by mail (verify the address, reset the password). Only the SHA-256 of the token is kept.
 * A reset token carries a fingerprint of the password hash it was issued under, so it dies as soon as
 * the password changes, and is single-use.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'verify_email' | 'reset_password'>().notNull(),
    passwordFingerprint: text('password_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_tokens_user_id_idx').on(table.userId)],
);

/**
 * A login waiting for its emailed code: bound to the browser session that passed the password step,
 * keyed by the hash of the code page's URL token. The code itself is kept as an HMAC.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionIdHash: text('session_id_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** When the password step of this login passed; resends keep it, so a pending login cannot live on. */
    loginStartedAt: timestamp('login_started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, burned by too many wrong codes, or replaced by a resend. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('otp_challenges_user_id_idx').on(table.userId)],
);

/**
 * Events counted by sliding-window limits (mails per address per hour, failed logins per account and
 * per IP). Rows older than the longest window are deleted as new ones are written.
 */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('throttle_events_bucket_key_at_idx').on(table.bucket, table.key, table.at)],
);

/** The dev outbox: without SMTP_URL every mail lands here, readable at /dev/mailbox (never in production). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to, table.createdAt)],
);
