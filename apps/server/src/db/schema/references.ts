import type { CslItem, Precaution, ReferenceEvidence } from '@galley/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export type ReferenceOrderType = 'text' | 'ris' | 'nbib' | 'pdf';
export type ReferenceOrderStatus = 'checking' | 'classifying' | 'done' | 'failed';
/** `pending` until the PubMed check gives the engine's verdict. */
export type ReferenceItemStatus =
  | 'pending'
  | 'verified'
  | 'verified_with_differences'
  | 'mismatch'
  | 'not_found'
  | 'not_applicable';

/**
 * A reference order (spec §2, §3): one list of references entered by its owner, walked through the
 * converter's four steps (1 enter, 2 validate, 3 style, 4 result). `status` is the validation's.
 */
export const referenceOrders = pgTable(
  'reference_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referenceType: text('reference_type').$type<ReferenceOrderType>().notNull(),
    step: integer('step').notNull().default(1),
    status: text('status').$type<ReferenceOrderStatus>().notNull().default('checking'),
    /** The chosen style (step 3) as `preset:<id>` or `journal:<id>`, once chosen (see reference-style-codec). */
    style: text('style'),
    /** The validation job in charge (its id keys the quota reservation); a new one starts only after it ends. */
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reference_orders_user_id_idx').on(table.userId, table.createdAt)],
);

/** One reference of an order, in the author's order (`index` from 1): its source, parse and verdict. */
export const referenceItems = pgTable(
  'reference_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => referenceOrders.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    source: text('source').notNull(),
    parsed: jsonb('parsed').$type<CslItem>().notNull(),
    status: text('status').$type<ReferenceItemStatus>().notNull().default('pending'),
    pmid: text('pmid'),
    precautions: jsonb('precautions').$type<Precaution[]>().notNull().default([]),
    /** The matched (or closest) PubMed record as CSL-JSON, when the check scored one. */
    pubmed: jsonb('pubmed').$type<CslItem | null>(),
    /** The verdict's field-by-field evidence (the diff modal), once checked. */
    evidence: jsonb('evidence').$type<ReferenceEvidence | null>(),
    /** Why it could not be checked (not_applicable verdicts). */
    reason: text('reason'),
    /** Fields the author replaced with PubMed's value (update-reference-item), in the order taken. */
    edited: jsonb('edited').$type<string[]>().notNull().default([]),
    validatedAt: timestamp('validated_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('reference_items_order_index_key').on(table.orderId, table.index)],
);

export type ReferenceOrderRow = typeof referenceOrders.$inferSelect;
export type ReferenceItemRow = typeof referenceItems.$inferSelect;
