import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobTopics } from '../../db/schema.ts';
import { ownsTopicSubject } from './topic-subject.ts';

/**
 * Records who owns a topic before its job is queued, so only that user may subscribe. A topic someone
 * already owns never changes hands; one created unowned (an event before any claim) takes its owner.
 */
export async function claimTopic(db: Database, topic: string, userId: string): Promise<void> {
  // A conversion's or a reference order's topic may only be claimed by its owner.
  if ((await ownsTopicSubject(db, topic, userId)) === false)
    throw new Error(`topic ${topic} is not this user's`);
  await db.insert(jobTopics).values({ topic, userId, lastSeq: 0 }).onConflictDoNothing();
  const [claimed] = await db
    .update(jobTopics)
    .set({ userId: sql`coalesce(${jobTopics.userId}, ${userId}::uuid)` })
    .where(eq(jobTopics.topic, topic))
    .returning({ userId: jobTopics.userId });
  if (claimed?.userId !== userId) throw new Error(`topic ${topic} belongs to another user`);
}
