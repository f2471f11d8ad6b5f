import type { HighlightRange } from '@galley/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** The read manuscript (model JSON) the auto-tag job stored: block texts the board's HTML must keep. */
    manuscriptFileId: uuid('manuscript_file_id'),
    /** The confirm board's HTML with the author's confirmed highlights (spec §3 client_html_data). */
    clientHtml: text('client_html'),
    /** The tagger's suggestions, offered by the board for a step with no stored highlights (spec §4). */
    autoTags: jsonb('auto_tags').$type<HighlightRange[]>(),
    /** none → queued → running → success | failed | skipped (the author went on without auto-tagging). */
    autoTagStatus: text('auto_tag_status')
      .$type<'none' | 'queued' | 'running' | 'success' | 'failed' | 'skipped'>()
      .notNull()
      .default('none'),
    autoTagJobId: text('auto_tag_job_id'),
    /** The confirm board step the author is on (spec §3 current target step). */
    currentTargetStep: text('current_target_step'),
    /** Spec's additional_text per step (e.g. the title step's text), as the board sent it. */
    additionalText: jsonb('additional_text').$type<Record<string, string>>(),
    /** Incremented by each create-convert-task: output keys carry it, so a rerun never overwrites a finished one. */
    convertRun: integer('convert_run').notNull().default(0),
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

export type ConversionOutputStatus = 'queued' | 'converting' | 'complete' | 'failed';

/**
 * One target journal of one convert run (spec §4 convert status): its job, its quota reservation, and the
 * files it wrote. (conversion, run, journal) is unique, so a retried job finds its row and writes once.
 */
export const conversionOutputs = pgTable(
  'conversion_outputs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversionId: uuid('conversion_id')
      .notNull()
      .references(() => conversions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    run: integer('run').notNull(),
    position: integer('position').notNull(),
    journalId: text('journal_id').notNull(),
    journalTitle: text('journal_title').notNull(),
    articleType: text('article_type').notNull(),
    status: text('status').$type<ConversionOutputStatus>().notNull().default('queued'),
    jobId: text('job_id'),
    docxFileId: uuid('docx_file_id'),
    reportFileId: uuid('report_file_id'),
    /** Stored figure files (Figure 1…n) left out of the converted text, for "download all". */
    figureFileIds: jsonb('figure_file_ids').$type<string[]>().notNull().default([]),
    errorCode: text('error_code'),
    errorDetail: text('error_detail'),
    /** The journal template versions it was converted with (family, and the journal's own when it has one). */
    familyVersionId: uuid('family_version_id'),
    journalVersionId: uuid('journal_version_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('conversion_outputs_run_journal_key').on(table.conversionId, table.run, table.journalId),
    index('conversion_outputs_conversion_idx').on(table.conversionId, table.run),
  ],
);

export type ConversionOutputRow = typeof conversionOutputs.$inferSelect;
