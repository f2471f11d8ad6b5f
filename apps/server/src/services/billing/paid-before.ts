import { eq } from 'drizzle-orm';
import { paddleClient } from '../../billing/paddle-client.ts';
import { paidBeforeAtPaddle } from '../../billing/paddle-paid-before.ts';
import { subscriptions } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { hasPaidBefore } from './has-paid-before.ts';

/**
 * Spec §4, the trial is for first-time users who never paid: not by our payment records, and not at
 * Paddle (the customer with the user's email or stored customer id had no other subscription and paid
 * nothing). Our records go with a deleted account; Paddle's stay, so a re-registered email gets no
 * second trial either. Paddle's failures are the caller's (checkout refuses, reads fall back).
 */
export async function paidBefore(
  deps: BillingDeps,
  user: { id: string; email: string },
  options: { customerId?: string; exceptSubscriptionId?: string } = {},
): Promise<boolean> {
  if (await hasPaidBefore(deps.db, user.id)) return true;
  const [row] = await deps.db
    .select({ customerId: subscriptions.paddleCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  const customerIds = [options.customerId, row?.customerId].filter((id): id is string => !!id);
  return paidBeforeAtPaddle(paddleClient(deps.billing), {
    email: user.email,
    apiKey: deps.billing.apiKey,
    customerIds,
    exceptSubscriptionId: options.exceptSubscriptionId,
  });
}
