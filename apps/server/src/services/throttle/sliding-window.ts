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
  const rows = await db
    .select({ count: count(), oldest: min(throttleEvents.at) })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, limit.bucket),
        eq(throttleEvents.key, limit.key),
        gt(throttleEvents.at, new Date(now.getTime() - limit.windowMs)),
      ),
    );
  const state = rows[0];
  const eventCount = Number(state?.count ?? 0);
  if (eventCount < limit.max || !state?.oldest) return { count: eventCount, waitSeconds: 0 };
  const freesAt = new Date(state.oldest).getTime() + limit.windowMs;
  return { count: eventCount, waitSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
}

/** A slot taken in a window: keep it (the event happened) or give it back (it did not count). */
export interface Reservation {
  release(): Promise<void>;
}

export type ReserveResult = { ok: true; reservation: Reservation } | { ok: false; waitSeconds: number };

/**
 * Takes one slot atomically enough for concurrent requests: the event is written first, then the
 * window counted. Each request's count includes every slot taken before it, so at most `max` of any
 * burst see room; the others give their slot back and get the wait. Old events of the key are dropped.
 */
export async function reserveSlot(
  db: Database,
  limit: WindowLimit,
  now = new Date(),
): Promise<ReserveResult> {
  const inserted = await db
    .insert(throttleEvents)
    .values({ bucket: limit.bucket, key: limit.key, at: now })
    .returning({ id: throttleEvents.id });
  const id = inserted[0]?.id;
  const release = async () => {
    if (id !== undefined) await db.delete(throttleEvents).where(eq(throttleEvents.id, id));
  };
  const window = await readWindow(db, { ...limit, max: limit.max + 1 }, now);
  if (window.count > limit.max) {
    await release();
    const after = await readWindow(db, limit, now);
    return { ok: false, waitSeconds: Math.max(1, after.waitSeconds) };
  }
  await db
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, limit.bucket),
        eq(throttleEvents.key, limit.key),
        lt(throttleEvents.at, new Date(now.getTime() - limit.windowMs)),
      ),
    );
  return { ok: true, reservation: { release } };
}

/** Clears a key (a successful login or reset forgets that account's failures). */
export async function clearEvents(db: Database, bucket: string, key: string): Promise<void> {
  await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key)));
}
