import {
  bigserial,
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
 * A progress topic (`conversion:<id>`, `reference-order:<id>`): who may subscribe, and the last sequence
 * number handed out. Sequences are per topic, so a client resumes a topic from the last one it saw.
 */
export const jobTopics = pgTable('job_topics', {
  topic: text('topic').primaryKey(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every progress event a job published, kept so a reload or a reconnect replays what it missed. */
export const jobEvents = pgTable(
  'job_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    seq: integer('seq').notNull(),
    jobId: text('job_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_events_topic_seq_key').on(table.topic, table.seq),
    index('job_events_job_id_idx').on(table.jobId),
    index('job_events_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Steps of a job that finished, with their result: a retried job (its process died) skips them, so a
 * file is written once and usage counted once however often the job runs.
 */
export const jobSteps = pgTable(
  'job_steps',
  {
    jobId: text('job_id').notNull(),
    step: text('step').notNull(),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.step] }),
    index('job_steps_created_at_idx').on(table.createdAt),
  ],
);
