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
  /** The price in force at Paddle (plan and cycle are read from it). */
  paddlePriceId: text('paddle_price_id'),
  /** Paddle's own status (active, trialing, past_due, paused, canceled), beside ours. */
  paddleStatus: text('paddle_status'),
  /** Paddle's `updated_at` of the state last applied: an older read never overwrites a newer one. */
  paddleUpdatedAt: timestamp('paddle_updated_at', { withTimezone: true }),
  nextBilledAt: timestamp('next_billed_at', { withTimezone: true }),
  cancelEffectiveAt: timestamp('cancel_effective_at', { withTimezone: true }),
  /** Korean rule: the Paddle subscription whose trial we already set not to renew (done once per subscription). */
  noRenewalSetFor: text('no_renewal_set_for'),
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

/**
 * Every Paddle webhook event, once by its id (Paddle delivers at least once). The row is the receipt;
 * the apply job re-reads the entity from the API, so only what routes the work is kept, not the body.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    eventId: text('event_id').primaryKey(),
    eventType: text('event_type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The subscription or transaction the event is about. */
    entityId: text('entity_id'),
    /** `custom_data.user_id` set at checkout, when the event carries it. */
    userId: uuid('user_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [index('billing_events_entity_idx').on(table.entityId)],
);

/**
 * Payment records (spec §3), one per Paddle transaction. They outlive the subscription row, so "has
 * this user ever paid" (no second trial) is answered here as well as at Paddle. No card data but
 * the brand and last four digits Paddle gives.
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    transactionId: text('transaction_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id'),
    /** Paddle's transaction status (draft, ready, billed, paid, completed, canceled, past_due). */
    paddleStatus: text('paddle_status').notNull(),
    invoiceNumber: text('invoice_number'),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull().default(0),
    items: jsonb('items').$type<Array<{ description: string; amountMinor: number }>>().notNull(),
    method: text('method'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    refunded: integer('refunded').notNull().default(0),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    paddleCreatedAt: timestamp('paddle_created_at', { withTimezone: true }).notNull(),
    paddleUpdatedAt: timestamp('paddle_updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('billing_payments_user_idx').on(table.userId, table.paddleCreatedAt)],
);
