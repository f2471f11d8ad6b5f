import { eq, isNull, lte, or } from 'drizzle-orm';
import type { PaddleSubscription } from '../../billing/paddle-subscription.ts';
import { findPrice } from '../../billing/price-catalog.ts';
import type { Database } from '../../db/database.ts';
import { subscriptions, users } from '../../db/schema.ts';
import type { SiteFile } from '../site/load-site-config.ts';
import { mayReplaceSubscription } from './may-replace-subscription.ts';
import { planInForce } from './plan-in-force.ts';
import { subscriptionStatus } from './subscription-status.ts';

/**
 * Writes what Paddle says of a subscription into the user's row, unless the row already holds a newer
 * state (Paddle's `updated_at`): events applied late or out of order never move it backwards. Our
 * scheduled downgrade survives until Paddle shows it done or the subscription ends. Returns whether
 * the state was written.
 */
export async function storePaddleSubscription(
  db: Database,
  siteFile: SiteFile,
  userId: string,
  paddle: PaddleSubscription,
  now = new Date(),
  /** Korean rule: whether the trial waits for consent (known when just read from Paddle). */
  awaitingConsent?: boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked until this write commits: a downgrade scheduled (or dropped) meanwhile is not lost.
    const [existing] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .for('update');
    if (!mayReplaceSubscription(existing, paddle, now)) return false;
    const price = findPrice(siteFile, paddle.priceId);
    const noRenewalSet = awaitingConsent ?? existing?.noRenewalSetFor === paddle.id;
    const scheduled = existing?.paddleSubscriptionId === paddle.id ? existing.scheduledChange : null;
    const downgradeDone = scheduled?.price_id === paddle.priceId || paddle.status === 'canceled';
    const values = {
      plan: price?.plan ?? existing?.plan ?? 'free',
      status: subscriptionStatus(paddle, noRenewalSet),
      cycle: price?.cycle ?? (paddle.interval === 'year' ? ('yearly' as const) : ('monthly' as const)),
      periodStart: paddle.periodStart,
      periodEnd: paddle.periodEnd,
      trialEnd: paddle.trialEnd,
      scheduledChange: downgradeDone ? null : scheduled,
      paddleCustomerId: paddle.customerId,
      paddleSubscriptionId: paddle.id,
      paddlePriceId: paddle.priceId,
      paddleStatus: paddle.status,
      paddleUpdatedAt: paddle.updatedAt,
      nextBilledAt: paddle.nextBilledAt,
      cancelEffectiveAt: paddle.scheduledCancelAt ?? paddle.canceledAt,
      noRenewalSetFor: noRenewalSet ? paddle.id : null,
      updatedAt: now,
    };
    const written = await tx
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: values,
        setWhere: or(
          isNull(subscriptions.paddleUpdatedAt),
          lte(subscriptions.paddleUpdatedAt, paddle.updatedAt),
        ),
      })
      .returning();
    const row = written[0];
    if (!row) return false;
    await tx
      .update(users)
      .set({ planType: planInForce(row, now) })
      .where(eq(users.id, userId));
    return true;
  });
}
