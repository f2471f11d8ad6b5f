import type { Database } from '../../db/database.ts';
import { conversions } from '../../db/schema.ts';

/** A new conversion in `initial` (spec §4), owned by the session's user. */
export async function createConversion(db: Database, userId: string): Promise<{ id: string }> {
  const [row] = await db.insert(conversions).values({ userId }).returning({ id: conversions.id });
  if (!row) throw new Error('conversion insert returned no row');
  return row;
}
