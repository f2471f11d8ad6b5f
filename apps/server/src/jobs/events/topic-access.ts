import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobTopics } from '../../db/schema.ts';
import { ownsTopicSubject } from './topic-subject.ts';

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
  if (await ownsTopicSubject(db, topic, userId)) return { allowed: true, lastSeq: 0 };
  return { allowed: false };
}
