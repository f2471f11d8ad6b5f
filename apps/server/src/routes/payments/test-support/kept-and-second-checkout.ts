import type { CheckoutResult } from '@galley/paddle-simulator';
import type { TestBrowser } from '../../../../test/support/test-browser.ts';
import type { TestUser } from '../../../../test/support/user-factory.ts';
import { type BillingHarness, eventsApplied, signedInUser, subscriptionWhen } from './billing-harness.ts';
import { MAX, PRO } from './use-billing-harness.ts';

/**
 * Issue 17's two tabs: a user opens checkouts of Pro and of Max, pays Pro (stored, every event applied)
 * and has Max's transaction still open, for a test to pay as the second live subscription.
 */
export async function keptAndSecondCheckout(h: BillingHarness): Promise<{
  account: TestUser;
  browser: TestBrowser;
  kept: CheckoutResult;
  secondTransactionId: string;
}> {
  const { account, browser } = await signedInUser(h);
  const start = (priceId: string) => browser.post('/api/v1/payments/checkout/', { price_id: priceId });
  const pro = (await start(PRO)).json().transaction_id;
  const secondTransactionId = (await start(MAX)).json().transaction_id;
  const kept = await h.simulator.completeCheckout({ transactionId: pro });
  await subscriptionWhen(h, account.user.id, (row) => row.paddleSubscriptionId === kept.subscriptionId);
  await eventsApplied(h);
  return { account, browser, kept, secondTransactionId };
}
