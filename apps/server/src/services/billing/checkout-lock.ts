import { entityKind, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { timeLimit } from './time-limit.ts';

/**
 * Longest a creation holds the lock, and on PostgreSQL waits for it: Paddle's SDK sets no timeout, and
 * a hung call would otherwise hold the user's queue (and a pooled connection) for minutes.
 */
const HOLD_LIMIT_MS = 30_000;

/**
 * Whether the handle is Drizzle's PGlite one, told by its class's entity kind: importing
 * drizzle-orm/pglite to compare classes would load PGlite, which a PostgreSQL deployment never loads.
 */
const onPglite = (db: Database): boolean =>
  (db.constructor as { [entityKind]?: string })[entityKind] === 'PgliteDatabase';

/**
 * Runs one user's checkout creation after any other of the same user has finished, so requests made at
 * the same moment (two tabs, a double click) find the transaction the first one made instead of each
 * making one. In this process a per-user queue orders them. PGlite is owned by one process (its data
 * folder is locked), so that queue is the whole lock there; there a transaction would also hold the one
 * connection, and every other query of the app with it, for as long as Paddle takes to answer.
 * On PostgreSQL other processes may serve the same user: a transaction-scoped advisory lock keyed on the
 * user orders them too (released at commit, or when a dying process's connection closes). `work` must
 * not use the database: it runs while this transaction holds a pooled connection, and waiting for a
 * second one could starve the pool. A creation that takes longer than `holdLimitMs` is given up (it
 * rejects, the lock is released); so is a wait for another process's lock (lock_timeout).
 */
export function withCheckoutLock<T>(
  db: Database,
  userId: string,
  work: () => Promise<T>,
  holdLimitMs = HOLD_LIMIT_MS,
): Promise<T> {
  const key = `billing-checkout:${userId}`;
  const bounded = () => timeLimit(work(), holdLimitMs, 'checkout creation');
  return oneAtATime(key, () =>
    onPglite(db)
      ? bounded()
      : db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('lock_timeout', ${`${holdLimitMs}ms`}, true)`);
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
          return bounded();
        }),
  );
}
