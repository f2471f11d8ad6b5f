import type { SubscriptionResponse } from '@galley/contracts';
import { cancelAtPeriodEnd } from '../../billing/paddle-cancellation.ts';
import { paddleClient } from '../../billing/paddle-client.ts';
import type { UserRow } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { liveSubscription } from './live-subscription.ts';
import { respondWithSubscription } from './respond-with-subscription.ts';
import { withPaddle } from './with-paddle.ts';

const FAILED = 'Cancel URL unavailable. Please try again later or contact support.';

/** Cancel (spec §4): cancelling until the period (or trial) ends, access kept; then cancelled. */
export async function cancelSubscription(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  const row = await liveSubscription(deps, user.id, 'Failed to load subscription information');
  const changed = await withPaddle(FAILED, () =>
    cancelAtPeriodEnd(paddleClient(deps.billing), row.paddleSubscriptionId),
  );
  return respondWithSubscription(deps, user, changed);
}
