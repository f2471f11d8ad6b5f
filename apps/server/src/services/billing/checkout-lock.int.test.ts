import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database.ts';
import { waitFor } from '../../../test/support/wait-for.ts';
import { withCheckoutLock } from './checkout-lock.ts';

describe('withCheckoutLock: one checkout creation at a time per user', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.dispose());

  it('queues a user’s second creation behind the first, even a failed one, and lets other users pass', async () => {
    const user = randomUUID();
    const seen: string[] = [];
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = withCheckoutLock(t.handle.db, user, async () => {
      seen.push('first starts');
      await gate;
      seen.push('first fails');
      throw new Error('Paddle is down');
    });
    const second = withCheckoutLock(t.handle.db, user, async () => seen.push('second'));
    await withCheckoutLock(t.handle.db, randomUUID(), async () => seen.push('another user'));
    await waitFor(async () => seen.includes('first starts'), {
      timeoutMs: 5_000,
      intervalMs: 10,
      message: () => 'the first creation did not start',
    });
    expect(seen).not.toContain('second');
    open();
    await expect(first).rejects.toThrow('Paddle is down');
    await second;
    expect(seen.filter((step) => step !== 'another user')).toEqual(['first starts', 'first fails', 'second']);
  });

  it('gives up a creation that holds the lock past the limit, so the user’s next one runs', async () => {
    const user = randomUUID();
    const hung = withCheckoutLock(t.handle.db, user, () => new Promise<never>(() => {}), 200);
    const next = withCheckoutLock(t.handle.db, user, async () => 'created', 200);
    await expect(hung).rejects.toThrow('checkout creation took longer than 200 ms');
    expect(await next).toBe('created');
  });

  it.skipIf(!!process.env.DATABASE_URL)(
    'on PGlite holds no transaction: the app’s other queries run while a creation waits for Paddle',
    async () => {
      let open = () => {};
      const gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const creation = withCheckoutLock(t.handle.db, randomUUID(), () => gate);
      // A transaction would hold PGlite's one connection: this query would wait for the gate.
      const query = t.handle.db.execute(sql`select 1`).then(() => 'answered');
      expect(await Promise.race([query, sleep(2_000).then(() => 'blocked')])).toBe('answered');
      open();
      await creation;
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL waits for another process holding the user’s lock',
    async () => {
      const user = randomUUID();
      const elsewhere = postgres(t.url ?? '', { max: 1, onnotice: () => {} });
      let release = () => {};
      try {
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        let locked = () => {};
        const taken = new Promise<void>((resolve) => {
          locked = resolve;
        });
        const held = elsewhere.begin(async (tx) => {
          await tx`select pg_advisory_xact_lock(hashtext(${`billing-checkout:${user}`}))`;
          locked();
          await released;
        });
        // The other process answers once it holds the lock (pg_locks would also show other tests' advisory locks).
        await Promise.race([
          taken,
          held.then(() => {
            throw new Error('the other connection ended without taking the lock');
          }),
        ]);
        // A wait longer than the limit is given up (lock_timeout), its connection back in the pool.
        const given = await withCheckoutLock(t.handle.db, user, async () => 'ran', 300).catch(
          (error: Error) => String(error.cause ?? error),
        );
        expect(given).toMatch(/lock timeout/);
        let ran = false;
        const mine = withCheckoutLock(t.handle.db, user, async () => {
          ran = true;
        });
        await sleep(300);
        expect(ran).toBe(false);
        release();
        await held;
        await mine;
        expect(ran).toBe(true);
      } finally {
        release();
        await elsewhere.end();
      }
    },
  );
});
