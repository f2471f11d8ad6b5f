import type { ReferenceTemplate } from '@galley/contracts';
import { type AnyPgColumn, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export type TemplateType = 'folder' | 'template';

/**
 * The template drawer (spec §3 "Reference template": template_id, name, setting, template_type, parent_id).
 * Folders and templates share one table because every call addresses both by `template_id` (rename, delete,
 * move). `setting` is the editor's template (null for a folder); `parent_id` null is the root. Deleting a
 * folder deletes what it holds (the service checks journal-template use first).
 */
export const referenceTemplates = pgTable(
  'reference_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateType: text('template_type').$type<TemplateType>().notNull(),
    name: text('name').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => referenceTemplates.id, { onDelete: 'cascade' }),
    setting: jsonb('setting').$type<ReferenceTemplate | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reference_templates_user_parent_idx').on(table.userId, table.parentId)],
);

export type ReferenceTemplateRow = typeof referenceTemplates.$inferSelect;
