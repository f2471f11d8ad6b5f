import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * A job's state as pg-boss holds it (`created`, `retry`, `active`, `completed`, `cancelled`, `failed`),
 * or undefined when no such job exists (never queued, or its row already purged). Read the way
 * release-orphaned-reservations reads it, so both sweeps agree on what a dead job is.
 */
export async function pgbossJobState(db: Database, jobId: string): Promise<string | undefined> {
  const rows = (await db.execute(
    sql`select state from pgboss.job where id::text = ${jobId} limit 1`,
  )) as unknown as Array<{ state: string }> | { rows: Array<{ state: string }> };
  return (Array.isArray(rows) ? rows : rows.rows)[0]?.state;
}
