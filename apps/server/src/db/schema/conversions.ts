import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** The author's file name (shown in lists); the bytes are the stored file `sourceFileId` (a .doc is kept converted). */
    fileName: text('file_name'),
    sourceFileId: uuid('source_file_id'),
    /** Why the last upload was refused (spec §8 code and message), cleared by an accepted one. */
    uploadErrorCode: text('upload_error_code'),
    uploadErrorDetail: text('upload_error_detail'),
    /** Placeholders the confirm board and the convert step fill (spec §3 step_data, journal_data). */
    stepData: jsonb('step_data'),
    targetJournals: jsonb('target_journals'),
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

export type ConversionRow = typeof conversions.$inferSelect;
