import type { JobEvent, WsEventMessage } from '@galley/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobEvents, jobTopics } from '../../db/schema.ts';
import { type PubSub, topicChannel } from '../../pubsub/pubsub.ts';

export interface AppendJobEventOptions {
  db: Database;
  pubsub: PubSub;
  topic: string;
  jobId: string | null;
  event: JobEvent;
}

/**
 * Stores one event under the topic's next sequence number, then tells the listeners. The topic row's
 * counter is bumped under its row lock in the same transaction as the insert, so concurrent jobs on one
 * topic get 1, 2, 3… with no gap and no duplicate, on PGlite and PostgreSQL alike.
 */
export async function appendJobEvent(options: AppendJobEventOptions): Promise<WsEventMessage> {
  const { db, topic, jobId, event } = options;
  const row = await db.transaction(async (tx) => {
    const [counter] = await tx
      .insert(jobTopics)
      .values({ topic, lastSeq: 1 })
      .onConflictDoUpdate({ target: jobTopics.topic, set: { lastSeq: sql`${jobTopics.lastSeq} + 1` } })
      .returning({ seq: jobTopics.lastSeq });
    if (!counter) throw new Error(`no sequence for topic ${topic}`);
    const [inserted] = await tx
      .insert(jobEvents)
      .values({ topic, seq: counter.seq, jobId, payload: event })
      .returning({ seq: jobEvents.seq, at: jobEvents.createdAt });
    if (!inserted) throw new Error(`event of topic ${topic} not stored`);
    return inserted;
  });
  const message: WsEventMessage = { type: 'event', topic, seq: row.seq, at: row.at.toISOString(), event };
  options.pubsub.publish(topicChannel(topic), message);
  return message;
}
