import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { type BillingClaim, claimVouched } from './claim-vouched.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user a Paddle entity belongs to: the user whose row holds its subscription; else the user its
 * `custom_data.user_id` names — but only when that claim is vouched for (our own checkout transaction),
 * since a Paddle.js checkout opened with items lets the buyer write any custom data and any email. Null when neither (the event is kept, not applied).
 */
export async function resolveBillingUser(deps: BillingDeps, claim: BillingClaim): Promise<string | null> {
  if (claim.subscriptionId) {
    const [owner] = await deps.db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.paddleSubscriptionId, claim.subscriptionId));
    if (owner) return owner.userId;
  }
  if (!claim.candidate || !UUID.test(claim.candidate)) return null;
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, claim.candidate));
  if (!user) return null;
  return (await claimVouched(deps, claim, user)) ? user.id : null;
}
