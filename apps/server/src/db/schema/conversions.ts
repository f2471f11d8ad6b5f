import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A manuscript conversion (spec §3, §4): the platform keeps its status and the times retention needs;
 * the Manuscript Converter adds its step data, tags and target journals.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status')
      .$type<'initial' | 'uploading' | 'draft' | 'converting' | 'complete' | 'expired'>()
      .notNull()
      .default('initial'),
    articleType: text('article_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (table) => [
    index('conversions_user_id_idx').on(table.userId, table.createdAt),
    index('conversions_status_idx').on(table.status, table.completedAt),
  ],
);
