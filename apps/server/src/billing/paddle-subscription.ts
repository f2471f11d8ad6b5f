import type { Paddle, Subscription } from '@paddle/paddle-node-sdk';

/** A Paddle subscription as our billing code needs it: plain values, dates as Date. */
export interface PaddleSubscription {
  id: string;
  status: 'active' | 'canceled' | 'past_due' | 'paused' | 'trialing';
  customerId: string;
  priceId: string | null;
  /** `custom_data.user_id` set at checkout. */
  userId: string | null;
  interval: 'day' | 'week' | 'month' | 'year';
  periodStart: Date | null;
  periodEnd: Date | null;
  trialEnd: Date | null;
  nextBilledAt: Date | null;
  scheduledCancelAt: Date | null;
  canceledAt: Date | null;
  updatedAt: Date;
}

const date = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

export function toPaddleSubscription(subscription: Subscription): PaddleSubscription {
  const item = subscription.items[0];
  const userId = subscription.customData?.user_id;
  return {
    id: subscription.id,
    status: subscription.status,
    customerId: subscription.customerId,
    priceId: item?.price?.id ?? null,
    userId: typeof userId === 'string' ? userId : null,
    interval: subscription.billingCycle.interval,
    periodStart: date(subscription.currentBillingPeriod?.startsAt),
    periodEnd: date(subscription.currentBillingPeriod?.endsAt),
    trialEnd:
      subscription.status === 'trialing'
        ? (date(item?.trialDates?.endsAt) ?? date(subscription.currentBillingPeriod?.endsAt))
        : null,
    nextBilledAt: date(subscription.nextBilledAt),
    scheduledCancelAt:
      subscription.scheduledChange?.action === 'cancel'
        ? date(subscription.scheduledChange.effectiveAt)
        : null,
    canceledAt: date(subscription.canceledAt),
    updatedAt: new Date(subscription.updatedAt),
  };
}

/** Reads the subscription from the API (webhooks only say that something changed). */
export async function fetchSubscription(paddle: Paddle, id: string): Promise<PaddleSubscription> {
  return toPaddleSubscription(await paddle.subscriptions.get(id));
}
