import type { JobEvent, WsEventMessage } from '@galley/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { jobEvents } from '../../db/schema.ts';

/** The stored events of a topic after sequence `after`, in order (a resume, or a gap to fill). */
export async function readTopicEvents(
  db: Database,
  topic: string,
  after: number,
  limit = 1_000,
): Promise<WsEventMessage[]> {
  const rows = await db
    .select({ seq: jobEvents.seq, at: jobEvents.createdAt, payload: jobEvents.payload })
    .from(jobEvents)
    .where(and(eq(jobEvents.topic, topic), gt(jobEvents.seq, after)))
    .orderBy(asc(jobEvents.seq))
    .limit(limit);
  return rows.map((row) => ({
    type: 'event',
    topic,
    seq: row.seq,
    at: row.at.toISOString(),
    event: row.payload as JobEvent,
  }));
}
