import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/** Rows of a raw query over pg-boss's tables: PGlite answers `{ rows }`, postgres-js an array. */
export async function pgbossRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}
