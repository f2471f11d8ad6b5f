import { eq } from 'drizzle-orm';
import { activateNow } from '../../billing/paddle-activation.ts';
import { paddleClient } from '../../billing/paddle-client.ts';
import { readConsent } from '../../billing/paddle-consent-url.ts';
import { fetchSubscription, type PaddleSubscription } from '../../billing/paddle-subscription.ts';
import { users } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { cancelDuplicateSubscription } from './cancel-duplicate-subscription.ts';
import { paidBefore } from './paid-before.ts';
import { resolveBillingUser } from './resolve-billing-user.ts';
import { storePaddleSubscription } from './store-paddle-subscription.ts';

/**
 * Reads a subscription from Paddle and applies it (webhooks only say that something changed, so the
 * API's current state is what counts). On a trial: under the Korean rule Paddle ends it without
 * renewal until the customer consents (its continue_subscription link) — marked so the trial stays
 * `trialing`, not `cancelling`; and a user who paid before (by our records or Paddle's) gets no trial:
 * it is ended and billed at once where Paddle allows (the same check came first, at checkout).
 */
export async function syncSubscription(
  deps: BillingDeps,
  subscriptionId: string,
  userHint: string | null,
): Promise<'applied' | 'no-user'> {
  const paddle = paddleClient(deps.billing);
  const subscription = await fetchSubscription(paddle, subscriptionId);
  const userId = await resolveBillingUser(deps, {
    candidate: subscription.userId ?? userHint,
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
  });
  if (!userId) return 'no-user';
  // Only a trial can wait for consent; afterwards the marker stays (an unconsented trial that ended is expired).
  // A read that no longer finds the trial (it ended meanwhile) leaves the stored marker as it is.
  const consent =
    subscription.status === 'trialing' ? await readConsent(deps.billing, subscription.id) : null;
  const awaitingConsent = consent?.status === 'trialing' ? consent.url !== null : undefined;
  const store = (state: PaddleSubscription) =>
    storePaddleSubscription(deps.db, deps.siteFile, userId, state, deps.now ?? new Date(), awaitingConsent);
  if (!(await store(subscription))) {
    await cancelDuplicateSubscription(deps, paddle, userId, subscription);
    return 'applied';
  }
  if (subscription.status === 'trialing' && (await trialUsedBefore(deps, userId, subscription))) {
    const activated = await activateNow(paddle, subscription.id).catch(() => null);
    if (activated) await store(activated);
  }
  return 'applied';
}

/** Whether the user had a trial or paid before this subscription (no second trial); unknown counts as no. */
async function trialUsedBefore(
  deps: BillingDeps,
  userId: string,
  subscription: PaddleSubscription,
): Promise<boolean> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return false;
  return paidBefore(deps, user, {
    customerId: subscription.customerId,
    exceptSubscriptionId: subscription.id,
  }).catch(() => false);
}
