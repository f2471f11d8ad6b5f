import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type PaddleSimulator, startPaddleSimulator } from '@galley/paddle-simulator';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { buildTestApp, type TestApp } from '../../../../test/support/build-test-app.ts';
import { TestBrowser } from '../../../../test/support/test-browser.ts';
import { createTestUser, type TestUser } from '../../../../test/support/user-factory.ts';
import { waitFor } from '../../../../test/support/wait-for.ts';
import { billingEvents, subscriptions, users } from '../../../db/schema.ts';

export interface BillingHarness {
  t: TestApp;
  simulator: PaddleSimulator;
  secret: string;
  apiKey: string;
  webhookUrl: string;
  close(): Promise<void>;
}

/**
 * The real app (listening, jobs running) on a private database, the SDK pointed at a local Paddle
 * simulator that signs its webhooks with the app's secret and sends them to the app's webhook route.
 */
export async function startBillingHarness(
  options: { logger?: FastifyBaseLogger; env?: Record<string, string> } = {},
): Promise<BillingHarness> {
  const secret = `pdl_ntfset_${randomBytes(16).toString('hex')}`;
  const apiKey = `pdl_sdbx_apikey_${randomBytes(16).toString('hex')}`;
  const simulator = await startPaddleSimulator({ webhookSecret: secret, apiKey });
  const t = await buildTestApp(
    {
      PADDLE_API_KEY: apiKey,
      PADDLE_WEBHOOK_SECRET: secret,
      GALLEY_PADDLE_URL: simulator.url,
      ...options.env,
    },
    undefined,
    options.logger ? { logger: options.logger } : {},
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const webhookUrl = `http://127.0.0.1:${port}/api/v1/payments/webhook/`;
  simulator.setWebhookUrl(webhookUrl);
  return {
    t,
    simulator,
    secret,
    apiKey,
    webhookUrl,
    close: async () => {
      await simulator.close();
      await t.close();
    },
  };
}

/** A verified user, signed in in a browser of its own. */
export async function signedInUser(
  h: BillingHarness,
  country = 'US',
): Promise<{ account: TestUser; browser: TestBrowser }> {
  const account = await createTestUser(h.t.app);
  await h.t.app.db.update(users).set({ country }).where(eq(users.id, account.user.id));
  const browser = new TestBrowser(h.t.app);
  const login = await browser.login(account.email, account.password);
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { account, browser };
}

/** The user's subscription row once `ready` holds for it (webhook jobs run asynchronously). */
export async function subscriptionWhen(
  h: BillingHarness,
  userId: string,
  ready: (row: typeof subscriptions.$inferSelect) => boolean,
): Promise<typeof subscriptions.$inferSelect> {
  let row: typeof subscriptions.$inferSelect | undefined;
  await waitFor(
    async () => {
      [row] = await h.t.app.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return !!row && ready(row);
    },
    { timeoutMs: 30_000, intervalMs: 100, message: () => `subscription not ready: ${JSON.stringify(row)}` },
  );
  if (!row) throw new Error('unreachable');
  return row;
}

/** Every webhook the simulator sent so far has been received and applied by its job. */
export async function eventsApplied(h: BillingHarness): Promise<void> {
  await h.simulator.webhooksSettled();
  await waitFor(
    async () => (await h.t.app.db.select().from(billingEvents)).every((event) => event.appliedAt !== null),
    { timeoutMs: 30_000, intervalMs: 100, message: () => 'webhook events not applied' },
  );
}
