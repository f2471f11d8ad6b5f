import type { SubscriptionResponse } from '@galley/contracts';
import { removeScheduledCancel } from '../../billing/paddle-cancellation.ts';
import { paddleClient } from '../../billing/paddle-client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { liveSubscription } from './live-subscription.ts';
import { respondWithSubscription } from './respond-with-subscription.ts';
import { withPaddle } from './with-paddle.ts';

const FAILED = 'Failed to reactivate subscription';

/**
 * Withdraws a scheduled cancellation (cancelling → active, or trialing again). Under the Korean rule
 * this is also the user's consent that the trial continues into the paid plan.
 */
export async function removeCancellation(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  const row = await liveSubscription(deps, user.id, FAILED);
  if (!row.cancelEffectiveAt) throw new AppError('bad_request', FAILED, { reason: 'not_cancelling' });
  const changed = await withPaddle(FAILED, () =>
    removeScheduledCancel(paddleClient(deps.billing), row.paddleSubscriptionId),
  );
  return respondWithSubscription(deps, user, changed);
}
