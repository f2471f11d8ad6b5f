import { iso } from '../clock.ts';
import type { SimulatorContext } from '../context.ts';
import { detailsJson } from '../json/details-json.ts';
import { subscriptionJson } from '../json/subscription-json.ts';
import type { SubscriptionRecord } from '../state.ts';
import { planUpdate, type UpdateBody } from './plan-update.ts';

/** PATCH /subscriptions/{id}/preview: the subscription as the update would leave it, and what it would bill. */
export function previewUpdate(context: SimulatorContext, sub: SubscriptionRecord, body: UpdateBody) {
  const at = context.clock.now();
  const plan = planUpdate(context, sub, body, at);
  const after: SubscriptionRecord = {
    ...sub,
    priceId: plan.priceId,
    periodStart: plan.newPeriod?.startsAt ?? sub.periodStart,
    periodEnd: plan.newPeriod?.endsAt ?? sub.periodEnd,
    pendingProrationMinor: sub.pendingProrationMinor + plan.addToNextRenewalMinor,
    scheduledCancelAt: plan.removeScheduledChange ? null : sub.scheduledCancelAt,
    customData: plan.customData === undefined ? sub.customData : plan.customData,
  };
  const currency = context.state.prices.get(plan.priceId)?.currency ?? 'USD';
  const periodEnd = plan.newPeriod?.endsAt ?? sub.periodEnd;
  const difference = plan.chargeMinor - plan.creditMinor;
  return {
    ...subscriptionJson(context, after, ['next_transaction', 'recurring_transaction_details']),
    immediate_transaction:
      plan.immediateLines.length > 0 && periodEnd
        ? {
            billing_period: { starts_at: iso(at), ends_at: iso(periodEnd) },
            details: detailsJson(
              context.state,
              plan.immediateLines,
              plan.creditMinor,
              sub.country,
              currency,
              true,
            ),
            adjustments: [],
          }
        : null,
    update_summary:
      plan.priceId !== sub.priceId
        ? {
            credit: { amount: String(plan.creditMinor), currency_code: currency },
            charge: { amount: String(plan.chargeMinor), currency_code: currency },
            result: {
              action: difference >= 0 ? 'charge' : 'credit',
              amount: String(Math.abs(difference)),
              currency_code: currency,
            },
          }
        : null,
  };
}
