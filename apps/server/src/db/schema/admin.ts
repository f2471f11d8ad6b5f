import type { BulletinTexts, JournalTemplateDefinition, JournalTemplateKind } from '@galley/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { referenceTemplates } from './templates.ts';

/**
 * Journal templates staff edit (spec §2 Admin, migration 0010): one row per family or journal template, its
 * content in versions. Seeded from `@galley/journals` at startup (`seedJournalTemplates`), so a journal with no
 * row here is laid out by the code's template as before.
 */
export const journalTemplates = pgTable(
  'journal_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<JournalTemplateKind>().notNull(),
    key: text('key').notNull(),
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('journal_templates_kind_key').on(table.kind, table.key)],
);
export type JournalTemplateRow = typeof journalTemplates.$inferSelect;

/** Every save is a new row (who and when); rows are never changed, so a conversion can keep the one it used. */
export const journalTemplateVersions = pgTable(
  'journal_template_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => journalTemplates.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    journalIds: jsonb('journal_ids').$type<string[]>().notNull().default([]),
    referenceTemplateId: uuid('reference_template_id').references(() => referenceTemplates.id, {
      onDelete: 'set null',
    }),
    definition: jsonb('definition').$type<JournalTemplateDefinition>().notNull(),
    /** Null for the versions seeded from code. */
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('journal_template_versions_template_version').on(table.templateId, table.version),
    index('journal_template_versions_reference_template_idx').on(table.referenceTemplateId),
  ],
);
export type JournalTemplateVersionRow = typeof journalTemplateVersions.$inferSelect;

/** Staff notices (spec §2 bulletin): shown from `published_from` until `published_to` (null: no end). */
export const bulletins = pgTable(
  'bulletins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    texts: jsonb('texts').$type<BulletinTexts>().notNull(),
    publishedFrom: timestamp('published_from', { withTimezone: true }).notNull(),
    publishedTo: timestamp('published_to', { withTimezone: true }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bulletins_published_from_idx').on(table.publishedFrom)],
);
export type BulletinRow = typeof bulletins.$inferSelect;
