import type { SubscriptionResponse } from '@galley/contracts';
import { eq } from 'drizzle-orm';
import { subscriptions, type UserRow } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { hasPaidBefore } from './has-paid-before.ts';
import { paidBefore } from './paid-before.ts';
import { presentSubscription } from './present-subscription.ts';
import { readSubscription } from './read-subscription.ts';
import { recentAnswer } from './recent-answer.ts';

/** Paddle's "paid before" (three calls) for free users' page loads: a minute old is fine, 3 s at most. */
const paidAtPaddle = recentAnswer<boolean>({ ttlMs: 60_000, waitMs: 3_000, maxEntries: 10_000 });

/** GET /subscription/: the user's subscription as stored (webhooks keep it current); trial_available as at checkout. */
export async function readBillingSubscription(
  deps: BillingDeps,
  user: UserRow,
): Promise<SubscriptionResponse> {
  const subscription = await readSubscription(deps.db, user.id, deps.now);
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
  // Paddle is asked only when a checkout is on offer (nothing in force); it failing or being slow leaves
  // our records' answer (the checkout asks Paddle again, uncached, before it offers the trial).
  const paid =
    (await hasPaidBefore(deps.db, user.id)) ||
    (subscription.planInForce === 'free' &&
      (await paidAtPaddle(
        // Any change to the stored subscription (a trial started, then ended) asks afresh.
        [user.id, user.email, row?.paddleSubscriptionId, row?.paddleUpdatedAt?.getTime()].join('\n'),
        () => paidBefore(deps, user),
        false,
      )));
  return presentSubscription(deps.siteFile, subscription, row, { trialAvailable: !paid });
}
