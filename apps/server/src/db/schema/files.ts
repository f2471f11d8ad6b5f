import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/**
 * A file in the storage (uploaded source or generated output) and who owns it. Downloads go through
 * this row (ownership checked); the retention job deletes the file and the row after `expires_at`.
 * `owner_ref` names what the file belongs to (`conversion:<id>`), so an area can find and expire its files.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    kind: text('kind').$type<'source' | 'output'>().notNull(),
    ownerRef: text('owner_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stored_files_key_key').on(table.key),
    index('stored_files_user_id_idx').on(table.userId),
    index('stored_files_owner_ref_idx').on(table.ownerRef),
    index('stored_files_expires_at_idx').on(table.expiresAt),
  ],
);
