import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../../test/support/csrf.ts';
import { createTestUserId } from '../../../../test/support/user-factory.ts';
import { type ReferenceOrderRow, referenceOrders, usageCounters } from '../../../db/schema.ts';
import { readTopicEvents } from '../../../jobs/events/read-topic-events.ts';
import { setSubscription } from '../../../services/billing/set-subscription.ts';

/** A test app with a CSRF pair, and the few calls the reference tests make through the API. */
export interface ReferenceHarness {
  t: TestApp;
  /** A signed-in user, on `plan` (free: no subscription row); its id and session cookie. */
  user(plan: 'free' | 'pro'): Promise<{ id: string; session: string }>;
  /** The cookie and CSRF headers of a state-changing request by this session. */
  headers(session: string): Record<string, string>;
  post(session: string, url: string, payload: object): Promise<LightMyRequestResponse>;
  order(orderId: string): Promise<ReferenceOrderRow>;
  /**
   * Waits until the order's job `jobId` has ended it (done or failed) and the job itself has ended: its `success` or
   * `failed` on the order's topic comes after its quota reservation is settled (the order's status comes before).
   */
  settled(orderId: string, jobId: string, timeoutMs?: number): Promise<ReferenceOrderRow>;
  counter(userId: string, domain?: string): Promise<{ used: number; reserved: number }>;
  close(): Promise<void>;
}

export async function referenceHarness(env: NodeJS.ProcessEnv = {}): Promise<ReferenceHarness> {
  const t = await buildTestApp({ NCBI_TOOL: 'galley-test', ...env });
  const csrf = await fetchCsrf(t.app);
  const headers = (session: string) => ({
    cookie: [session, ...Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`)].join('; '),
    'x-csrftoken': csrf.token,
  });
  const order = async (orderId: string) => {
    const [row] = await t.app.db.select().from(referenceOrders).where(eq(referenceOrders.id, orderId));
    if (!row) throw new Error(`no order ${orderId}`);
    return row;
  };
  const ended = async (orderId: string, jobId: string) =>
    (await readTopicEvents(t.app.db, `reference-order:${orderId}`, 0)).some(
      (e) => e.event.job === jobId && (e.event.kind === 'success' || e.event.kind === 'failed'),
    );
  return {
    t,
    async user(plan) {
      const id = await createTestUserId(t.app);
      if (plan !== 'free') {
        await setSubscription(t.app.db, id, {
          plan,
          status: 'active',
          periodStart: null,
          periodEnd: null,
          trialEnd: null,
        });
      }
      return { id, session: `galley_session=${(await t.app.sessions.create(id)).token}` };
    },
    headers,
    post(session, url, payload) {
      return t.app.inject({ method: 'POST', url, headers: headers(session), payload });
    },
    order,
    async settled(orderId, jobId, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await order(orderId);
        if (
          row.jobId === jobId &&
          (row.status === 'done' || row.status === 'failed') &&
          (await ended(orderId, jobId))
        )
          return row;
        if (Date.now() > deadline)
          throw new Error(`order ${orderId} still ${row.status} (or its job not ended)`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async counter(userId, domain = 'references') {
      const [row] = await t.app.db
        .select({ used: usageCounters.used, reserved: usageCounters.reserved })
        .from(usageCounters)
        .where(and(eq(usageCounters.userId, userId), eq(usageCounters.domain, domain)));
      return row ?? { used: 0, reserved: 0 };
    },
    close: () => t.close(),
  };
}
