import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import type * as schema from './schema.ts';

/** The Drizzle handle every service takes: the same type over PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  dialect: 'pglite' | 'postgres';
  /** The raw engine, for the job queue (pg-boss) and LISTEN/NOTIFY: PGlite's client or PostgreSQL's URL. */
  engine: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string; client: Sql };
  /** Applies pending migrations (idempotent; serialised across processes on PostgreSQL). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}
