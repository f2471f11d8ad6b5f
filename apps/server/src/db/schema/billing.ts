import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A user's subscription (spec §3 Subscription): one row per user, free until changed. The billing issue
 * fills the Paddle columns; operators set plans with `galley admin set-plan`.
 */
export const subscriptions = pgTable('subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan').$type<'free' | 'pro' | 'max' | 'admin'>().notNull().default('free'),
  status: text('status')
    .$type<'trialing' | 'active' | 'cancelling' | 'cancelled' | 'expired'>()
    .notNull()
    .default('active'),
  cycle: text('cycle').$type<'monthly' | 'yearly'>(),
  periodStart: timestamp('period_start', { withTimezone: true }),
  periodEnd: timestamp('period_end', { withTimezone: true }),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  scheduledChange: jsonb('scheduled_change').$type<Record<string, unknown>>(),
  paddleCustomerId: text('paddle_customer_id'),
  paddleSubscriptionId: text('paddle_subscription_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Use per user, monthly period and domain (manuscript_conversions, references, text, reference_file,
 * pdf, storage_bytes). `reserved` is work in flight: it counts against the quota until the job commits
 * it into `used` or gives it back.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    domain: text('domain').notNull(),
    used: integer('used').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.periodStart, table.domain] })],
);

/**
 * One reservation of quota: reserved → committed (counted) or released (given back), once. The key
 * (e.g. the job's id) makes a retried request or job find its reservation instead of taking a second.
 */
export const usageReservations = pgTable(
  'usage_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    amount: integer('amount').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    state: text('state').$type<'reserved' | 'committed' | 'released'>().notNull().default('reserved'),
    key: text('key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('usage_reservations_key_key').on(table.key),
    index('usage_reservations_user_idx').on(table.userId, table.periodStart),
  ],
);
