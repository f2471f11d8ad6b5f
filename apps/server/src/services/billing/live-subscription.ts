import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import type { SubscriptionRow } from './read-subscription.ts';

export type LiveSubscription = SubscriptionRow & { paddleSubscriptionId: string; paddleCustomerId: string };

/**
 * The user's Paddle subscription while it gives access (trialing, active, cancelling), or a 404 with
 * `detail` (the spec's message of the screen asking).
 */
export async function liveSubscription(
  deps: BillingDeps,
  userId: string,
  detail: string,
): Promise<LiveSubscription> {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (
    !row?.paddleSubscriptionId ||
    !row.paddleCustomerId ||
    !['trialing', 'active', 'cancelling'].includes(row.status)
  ) {
    throw new AppError('not_found', detail);
  }
  return row as LiveSubscription;
}
