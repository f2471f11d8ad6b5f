import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobTopics } from '../../db/schema.ts';

/**
 * Records who owns a topic before its first job is queued, so only that user may subscribe. A topic
 * already owned by someone else is refused (ids are ours, so this only trips on a bug).
 */
export async function claimTopic(db: Database, topic: string, userId: string): Promise<void> {
  await db
    .insert(jobTopics)
    .values({ topic, userId, lastSeq: 0 })
    .onConflictDoUpdate({
      target: jobTopics.topic,
      set: { userId: sql`coalesce(${jobTopics.userId}, excluded.user_id)` },
    });
  const [row] = await db
    .select({ userId: jobTopics.userId })
    .from(jobTopics)
    .where(eq(jobTopics.topic, topic));
  if (row?.userId !== userId) throw new Error(`topic ${topic} belongs to another user`);
}
