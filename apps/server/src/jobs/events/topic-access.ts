import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions, jobTopics, referenceOrders } from '../../db/schema.ts';

export type TopicAccess = { allowed: true; lastSeq: number } | { allowed: false };

/**
 * May this user follow this topic? The topic's owner decides (set when its job was queued); a
 * conversion or a reference order the user owns may be followed before any job ran. Everything else reads as not found,
 * so ids cannot be probed.
 */
export async function topicAccess(db: Database, topic: string, userId: string): Promise<TopicAccess> {
  const [row] = await db
    .select({ userId: jobTopics.userId, lastSeq: jobTopics.lastSeq })
    .from(jobTopics)
    .where(eq(jobTopics.topic, topic));
  if (row) return row.userId === userId ? { allowed: true, lastSeq: row.lastSeq } : { allowed: false };
  const [area, id] = topic.split(':') as [string, string];
  if (area === 'conversion' && /^[0-9a-f-]{36}$/i.test(id)) {
    const [owned] = await db
      .select({ id: conversions.id })
      .from(conversions)
      .where(and(eq(conversions.id, id), eq(conversions.userId, userId)));
    if (owned) return { allowed: true, lastSeq: 0 };
  }
  if (area === 'reference-order' && /^[0-9a-f-]{36}$/i.test(id)) {
    const [owned] = await db
      .select({ id: referenceOrders.id })
      .from(referenceOrders)
      .where(and(eq(referenceOrders.id, id), eq(referenceOrders.userId, userId)));
    if (owned) return { allowed: true, lastSeq: 0 };
  }
  return { allowed: false };
}
