import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { throttleEvents } from '../../db/schema.ts';

export interface WindowLimit {
  bucket: string;
  key: string;
  max: number;
  windowMs: number;
}

export interface WindowState {
  count: number;
  /** Whole seconds until one more event is allowed (0 when allowed now). */
  waitSeconds: number;
}

/** How many events of `bucket/key` fall in the window, and how long until the oldest leaves it. */
export async function readWindow(db: Database, limit: WindowLimit, now = new Date()): Promise<WindowState> {
  const since = new Date(now.getTime() - limit.windowMs);
  const rows = await db
    .select({ count: count(), oldest: min(throttleEvents.at) })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, limit.bucket),
        eq(throttleEvents.key, limit.key),
        gt(throttleEvents.at, since),
      ),
    );
  const state = rows[0];
  const eventCount = Number(state?.count ?? 0);
  if (eventCount < limit.max || !state?.oldest) return { count: eventCount, waitSeconds: 0 };
  const oldest = new Date(state.oldest);
  const freesAt = oldest.getTime() + limit.windowMs;
  return { count: eventCount, waitSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
}

/** Records one event, and forgets this key's events that have left the window. */
export async function recordEvent(db: Database, limit: WindowLimit, now = new Date()): Promise<void> {
  await db.insert(throttleEvents).values({ bucket: limit.bucket, key: limit.key, at: now });
  await db
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, limit.bucket),
        eq(throttleEvents.key, limit.key),
        lt(throttleEvents.at, new Date(now.getTime() - limit.windowMs)),
      ),
    );
}

/** Clears a key (a successful login forgets that account's failures). */
export async function clearEvents(db: Database, bucket: string, key: string): Promise<void> {
  await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key)));
}
