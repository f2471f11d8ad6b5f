import { addInterval, iso } from '../clock.ts';
import { linkToken, type SimulatorContext } from '../context.ts';
import type { SubscriptionRecord } from '../state.ts';
import { priceJson, productJson } from './catalog-json.ts';
import { detailsJson } from './details-json.ts';
import { effectiveCancelAt, renewalLines } from './subscription-schedule.ts';

/** A subscription as Paddle's API returns it; `include` adds next_transaction / recurring_transaction_details. */
export function subscriptionJson(context: SimulatorContext, sub: SubscriptionRecord, include: string[] = []) {
  const { state, baseUrl } = context;
  const price = state.prices.get(sub.priceId);
  const product = price ? state.products.get(price.productId) : undefined;
  const cancelAt = effectiveCancelAt(sub);
  const live = sub.status !== 'canceled';
  const nextBilledAt =
    live && !cancelAt && sub.periodEnd && sub.status !== 'paused' ? iso(sub.periodEnd) : null;
  const token = linkToken(context, sub.id);
  const interval = price?.interval ?? 'month';
  const period =
    sub.periodStart && sub.periodEnd
      ? { starts_at: iso(sub.periodStart), ends_at: iso(sub.periodEnd) }
      : null;
  const nextPeriodEnd = sub.periodEnd ? addInterval(sub.periodEnd, interval) : null;
  const currency = price?.currency ?? 'USD';
  const recurring = () => detailsJson(state, renewalLines(context, sub), 0, sub.country, currency, true);
  return {
    id: sub.id,
    status: sub.status,
    customer_id: sub.customerId,
    address_id: sub.addressId,
    business_id: null,
    currency_code: currency,
    created_at: sub.createdAt,
    updated_at: sub.updatedAt,
    started_at: sub.startedAt,
    first_billed_at: sub.firstBilledAt,
    next_billed_at: nextBilledAt,
    paused_at: null,
    canceled_at: sub.canceledAt,
    discount: null,
    collection_mode: 'automatic',
    billing_details: null,
    current_billing_period: live ? period : null,
    billing_cycle: { interval, frequency: 1 },
    scheduled_change:
      cancelAt && live ? { action: 'cancel', effective_at: iso(cancelAt), resume_at: null } : null,
    management_urls: live
      ? {
          update_payment_method: `${baseUrl}/portal/subscriptions/${sub.id}/payment-method?token=${token}`,
          cancel: `${baseUrl}/portal/subscriptions/${sub.id}/cancel?token=${token}`,
          // Not in Paddle's OpenAPI document: the Korean rule's consent link (issue 17), present while it is due.
          ...(sub.consentRequired && !sub.consentedAt && sub.status === 'trialing'
            ? { continue_subscription: `${baseUrl}/consent/${sub.id}?token=${token}` }
            : {}),
        }
      : null,
    items: [
      {
        status: sub.status === 'trialing' ? 'trialing' : live ? 'active' : 'inactive',
        quantity: 1,
        recurring: true,
        created_at: sub.createdAt,
        updated_at: sub.updatedAt,
        previously_billed_at: sub.firstBilledAt && sub.periodStart ? iso(sub.periodStart) : null,
        next_billed_at: nextBilledAt,
        trial_dates:
          sub.trialStart && sub.trialEnd
            ? { starts_at: iso(sub.trialStart), ends_at: iso(sub.trialEnd) }
            : null,
        price: price ? priceJson(price) : null,
        product: product ? productJson(product) : null,
      },
    ],
    custom_data: sub.customData,
    import_meta: null,
    ...(include.includes('next_transaction')
      ? {
          next_transaction:
            nextBilledAt && sub.periodEnd && nextPeriodEnd
              ? {
                  billing_period: { starts_at: iso(sub.periodEnd), ends_at: iso(nextPeriodEnd) },
                  details: recurring(),
                  adjustments: [],
                }
              : null,
        }
      : {}),
    ...(include.includes('recurring_transaction_details')
      ? { recurring_transaction_details: live ? recurring() : null }
      : {}),
  };
}
