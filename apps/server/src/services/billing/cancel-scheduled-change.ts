import type { SubscriptionResponse } from '@galley/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { subscriptions, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { readBillingSubscription } from './read-billing-subscription.ts';

/** DELETE /scheduled-change/: drops a scheduled downgrade before it is due (404 when none). */
export async function cancelScheduledChange(deps: BillingDeps, user: UserRow): Promise<SubscriptionResponse> {
  const cleared = await deps.db
    .update(subscriptions)
    .set({ scheduledChange: null, updatedAt: deps.now ?? new Date() })
    .where(and(eq(subscriptions.userId, user.id), isNotNull(subscriptions.scheduledChange)))
    .returning({ userId: subscriptions.userId });
  if (cleared.length === 0) throw new AppError('not_found', 'Failed to cancel scheduled downgrade');
  return readBillingSubscription(deps, user);
}
