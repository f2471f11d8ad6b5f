import type { SimulatorContext } from '../context.ts';
import type { SubscriptionRecord } from '../state.ts';
import { PaddleApiError } from './api-error.ts';
import { charge, takeForcedFailure } from './charge.ts';
import { emitSubscription } from './emit-subscription.ts';
import { planUpdate, type UpdateBody } from './plan-update.ts';

/**
 * PATCH /subscriptions/{id}: applies the plan. A declined immediate charge changes nothing (Paddle's default
 * on_payment_failure: prevent_change) unless the request asked for apply_change, which leaves it past_due.
 */
export function applyUpdate(
  context: SimulatorContext,
  sub: SubscriptionRecord,
  body: UpdateBody,
): SubscriptionRecord {
  const at = context.clock.now();
  const plan = planUpdate(context, sub, body, at);
  const previousStatus = sub.status;
  if (plan.immediateLines.length > 0) {
    // Decided before billing, so a prevented change leaves no transaction and sends no event.
    const declined = plan.chargeMinor > plan.creditMinor && takeForcedFailure(context);
    if (declined && body.on_payment_failure !== 'apply_change')
      throw new PaddleApiError(400, 'subscription_payment_declined', 'payment declined');
    sub.priceId = plan.priceId;
    const txn = charge(
      context,
      {
        sub,
        origin: 'subscription_update',
        lines: plan.immediateLines,
        creditMinor: plan.creditMinor,
        billingPeriod: plan.newPeriod ?? (sub.periodEnd ? { startsAt: at, endsAt: sub.periodEnd } : null),
        card: sub.card,
        at,
      },
      declined,
    );
    if (txn.status === 'past_due') {
      sub.status = 'past_due';
      sub.retryAt = new Date(at.getTime() + 86_400_000);
    }
  }
  sub.priceId = plan.priceId;
  if (plan.newPeriod) {
    sub.periodStart = plan.newPeriod.startsAt;
    sub.periodEnd = plan.newPeriod.endsAt;
  }
  sub.pendingProrationMinor += plan.addToNextRenewalMinor;
  if (plan.removeScheduledChange) sub.scheduledCancelAt = null;
  if (plan.customData !== undefined) sub.customData = plan.customData;
  sub.updatedAt = context.clock.time(at);
  emitSubscription(context, sub, [
    'subscription.updated',
    ...(sub.status === 'past_due' && previousStatus !== 'past_due' ? ['subscription.past_due'] : []),
  ]);
  return sub;
}
