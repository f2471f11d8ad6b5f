import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The Drizzle handle every service takes: the same type over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  dialect: 'pglite' | 'postgres';
  /** Applies pending migrations (idempotent; serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
