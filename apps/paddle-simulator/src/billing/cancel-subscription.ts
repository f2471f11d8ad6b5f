import type { SimulatorContext } from '../context.ts';
import type { SubscriptionRecord } from '../state.ts';
import { PaddleApiError } from './api-error.ts';
import { emitSubscription } from './emit-subscription.ts';

/**
 * POST /subscriptions/{id}/cancel. `next_billing_period` (Paddle's default) schedules the cancel at the end of the
 * current period (the trial's end while trialing); `immediately` ends it now.
 */
export function cancelSubscription(
  context: SimulatorContext,
  sub: SubscriptionRecord,
  effectiveFrom: string | undefined,
): SubscriptionRecord {
  if (sub.status === 'canceled')
    throw new PaddleApiError(
      400,
      'subscription_is_canceled_action_invalid',
      "action can't be performed on canceled subscription",
    );
  const from = effectiveFrom ?? 'next_billing_period';
  if (from !== 'next_billing_period' && from !== 'immediately')
    throw new PaddleApiError(400, 'invalid_field', 'Request does not pass validation.', [
      { field: 'effective_from', message: 'must be next_billing_period or immediately' },
    ]);
  const at = context.clock.now();
  if (from === 'immediately' || !sub.periodEnd) {
    endSubscription(context, sub, at);
    return sub;
  }
  sub.scheduledCancelAt = sub.periodEnd;
  sub.updatedAt = context.clock.time(at);
  emitSubscription(context, sub, ['subscription.updated'], at);
  return sub;
}

/** The subscription ends: canceled, no period, no scheduled change. */
export function endSubscription(context: SimulatorContext, sub: SubscriptionRecord, at: Date): void {
  sub.status = 'canceled';
  sub.canceledAt = context.clock.time(at);
  sub.updatedAt = sub.canceledAt;
  sub.scheduledCancelAt = null;
  sub.retryAt = null;
  emitSubscription(context, sub, ['subscription.updated', 'subscription.canceled'], at);
}
