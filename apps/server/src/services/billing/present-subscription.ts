import type { ScheduledDowngrade, SubscriptionResponse } from '@galley/contracts';
import { findPrice } from '../../billing/price-catalog.ts';
import type { SiteFile } from '../site/load-site-config.ts';
import type { Subscription, SubscriptionRow } from './read-subscription.ts';

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** A stored scheduled downgrade, or null when the JSON is not one (older rows, operator edits). */
export function scheduledDowngradeOf(row: SubscriptionRow | undefined): ScheduledDowngrade | null {
  const change = row?.scheduledChange;
  if (!change || typeof change.price_id !== 'string' || typeof change.effective_at !== 'string') return null;
  return change as unknown as ScheduledDowngrade;
}

/** The API's view of a subscription (spec §3), from the row (if any) and the plan in force. */
export function presentSubscription(
  siteFile: SiteFile,
  subscription: Subscription,
  row: SubscriptionRow | undefined,
  extra: { trialAvailable: boolean },
): SubscriptionResponse {
  const price = findPrice(siteFile, row?.paddlePriceId);
  const noRenewal =
    !!row && row.noRenewalSetFor === row.paddleSubscriptionId && row.paddleSubscriptionId !== null;
  return {
    plan: subscription.plan,
    plan_in_force: subscription.planInForce,
    status: subscription.status,
    paddle_status: row?.paddleStatus ?? null,
    billing_cycle: subscription.cycle,
    start_date: iso(subscription.periodStart),
    next_billing_date: iso(row?.nextBilledAt),
    cancel_effective_date: iso(row?.cancelEffectiveAt),
    trial_end_date: iso(subscription.trialEnd),
    price: price
      ? { price_id: price.priceId, amount_minor: price.amountMinor, currency: siteFile.pricing.currency }
      : null,
    scheduled_downgrade: scheduledDowngradeOf(row),
    continue_subscription_required:
      subscription.status === 'trialing' && noRenewal && row?.cancelEffectiveAt != null,
    trial_available: extra.trialAvailable,
  };
}
