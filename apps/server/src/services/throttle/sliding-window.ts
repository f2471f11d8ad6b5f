import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

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
export async function readWindow(
  db: Database | DatabaseTransaction,
  limit: WindowLimit,
  now = new Date(),
): Promise<WindowState> {
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
 * Takes one slot, exactly, even under concurrent requests: a transaction holds a PostgreSQL advisory
 * lock on the bucket and key while it counts the window and writes the event, so requests for the same
 * key queue up and exactly `max` of any burst get in. (PGlite runs one transaction at a time anyway.)
 */
export async function reserveSlot(
  db: Database,
  limit: WindowLimit,
  now = new Date(),
): Promise<ReserveResult> {
  const taken = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${limit.bucket}:${limit.key}`}))`);
    const window = await readWindow(tx, limit, now);
    if (window.waitSeconds > 0) return { ok: false as const, waitSeconds: window.waitSeconds };
    const inserted = await tx
      .insert(throttleEvents)
      .values({ bucket: limit.bucket, key: limit.key, at: now })
      .returning({ id: throttleEvents.id });
    await tx
      .delete(throttleEvents)
      .where(
        and(
          eq(throttleEvents.bucket, limit.bucket),
          eq(throttleEvents.key, limit.key),
          lt(throttleEvents.at, new Date(now.getTime() - limit.windowMs)),
        ),
      );
    return { ok: true as const, id: inserted[0]?.id };
  });
  if (!taken.ok) return taken;
  const release = async () => {
    if (taken.id !== undefined) await db.delete(throttleEvents).where(eq(throttleEvents.id, taken.id));
  };
  return { ok: true, reservation: { release } };
}

/** Clears a key (a successful login or reset forgets that account's failures). */
export async function clearEvents(db: Database, bucket: string, key: string): Promise<void> {
  await db.delete(throttleEvents).where(and(eq(throttleEvents.bucket, bucket), eq(throttleEvents.key, key)));
}
