import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { conversions, jobTopics, referenceOrders } from '../../db/schema.ts';

/** A conversion's or a reference order's topic may only be claimed by its owner. */
async function mayClaim(db: Database, topic: string, userId: string): Promise<boolean> {
  const [area, id = ''] = topic.split(':');
  if (area !== 'conversion' && area !== 'reference-order') return true;
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  if (area === 'reference-order') {
    const [order] = await db
      .select({ id: referenceOrders.id })
      .from(referenceOrders)
      .where(and(eq(referenceOrders.id, id), eq(referenceOrders.userId, userId)));
    return Boolean(order);
  }
  const [owned] = await db
    .select({ id: conversions.id })
    .from(conversions)
    .where(and(eq(conversions.id, id), eq(conversions.userId, userId)));
  return Boolean(owned);
}

/**
 * Records who owns a topic before its job is queued, so only that user may subscribe. A topic someone
 * already owns never changes hands; one created unowned (an event before any claim) takes its owner.
 */
export async function claimTopic(db: Database, topic: string, userId: string): Promise<void> {
  if (!(await mayClaim(db, topic, userId))) throw new Error(`topic ${topic} is not this user's`);
  await db.insert(jobTopics).values({ topic, userId, lastSeq: 0 }).onConflictDoNothing();
  const [claimed] = await db
    .update(jobTopics)
    .set({ userId: sql`coalesce(${jobTopics.userId}, ${userId}::uuid)` })
    .where(eq(jobTopics.topic, topic))
    .returning({ userId: jobTopics.userId });
  if (claimed?.userId !== userId) throw new Error(`topic ${topic} belongs to another user`);
}
