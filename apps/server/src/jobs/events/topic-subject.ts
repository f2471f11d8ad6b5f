import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions, referenceOrders } from '../../db/schema.ts';

/** The areas whose topics name a row of the user's: the topic belongs to that row's owner. */
const SUBJECTS = { conversion: conversions, 'reference-order': referenceOrders } as const;

/**
 * Whether the row a topic names (`conversion:<id>`, `reference-order:<id>`) is this user's; null for
 * areas that name no row (`job:<id>`), whose owner is only the one recorded when the job was queued.
 */
export async function ownsTopicSubject(db: Database, topic: string, userId: string): Promise<boolean | null> {
  const [area = '', id = ''] = topic.split(':');
  if (!(area in SUBJECTS)) return null;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const table = SUBJECTS[area as keyof typeof SUBJECTS];
  const [owned] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return Boolean(owned);
}
