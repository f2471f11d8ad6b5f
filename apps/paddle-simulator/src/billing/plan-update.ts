import { addInterval, iso } from '../clock.ts';
import type { SimulatorContext } from '../context.ts';
import { remainingShare } from '../money.ts';
import type { LineRecord, SubscriptionRecord } from '../state.ts';
import { PaddleApiError } from './api-error.ts';

const MODES = [
  'prorated_immediately',
  'prorated_next_billing_period',
  'full_immediately',
  'full_next_billing_period',
  'do_not_bill',
] as const;
export type ProrationMode = (typeof MODES)[number];

export interface UpdateBody {
  items?: { price_id?: string; quantity?: number }[];
  proration_billing_mode?: string;
  scheduled_change?: null;
  custom_data?: Record<string, unknown> | null;
  on_payment_failure?: 'prevent_change' | 'apply_change';
}

/** What an update will do, worked out without changing anything (the preview shows it; the update applies it). */
export interface UpdatePlan {
  priceId: string;
  /** Lines billed now (empty: nothing billed now), and the credit for the unused part of the old price. */
  immediateLines: LineRecord[];
  creditMinor: number;
  chargeMinor: number;
  /** A change of billing interval (or a full charge now) starts a new billing period now. */
  newPeriod: { startsAt: Date; endsAt: Date } | null;
  addToNextRenewalMinor: number;
  removeScheduledChange: boolean;
  customData: Record<string, unknown> | null | undefined;
}

const bad = (field: string, message: string) =>
  new PaddleApiError(400, 'invalid_field', 'Request does not pass validation.', [{ field, message }]);

/** Checks an update request against the subscription and prices it the way the proration mode says. */
export function planUpdate(
  context: SimulatorContext,
  sub: SubscriptionRecord,
  body: UpdateBody,
  at: Date,
): UpdatePlan {
  if (sub.status === 'canceled')
    throw new PaddleApiError(
      400,
      'subscription_update_when_canceled',
      'cannot update subscription, as subscription is canceled',
    );
  if (body.scheduled_change !== undefined && body.scheduled_change !== null)
    throw bad(
      'scheduled_change',
      'scheduled_change can only be set to null: use the cancel operation to schedule one.',
    );
  let priceId = sub.priceId;
  if (body.items !== undefined) {
    if (body.items.length !== 1) throw bad('items', 'The simulator sells one item per subscription.');
    const wanted = body.items[0]?.price_id ?? '';
    if (!context.state.prices.has(wanted)) throw bad('items[0].price_id', `price ${wanted} not found`);
    if ((body.items[0]?.quantity ?? 1) !== 1) throw bad('items[0].quantity', 'quantity must be 1');
    priceId = wanted;
  }
  const mode = body.proration_billing_mode as ProrationMode | undefined;
  if (mode !== undefined && !MODES.includes(mode))
    throw bad('proration_billing_mode', `must be one of ${MODES.join(', ')}`);
  const changing = priceId !== sub.priceId;
  if (changing && !mode)
    throw bad('proration_billing_mode', 'proration_billing_mode is required when items change');
  const plan: UpdatePlan = {
    priceId,
    immediateLines: [],
    creditMinor: 0,
    chargeMinor: 0,
    newPeriod: null,
    addToNextRenewalMinor: 0,
    removeScheduledChange: body.scheduled_change === null,
    customData: body.custom_data,
  };
  // A trial is free whatever the plan: the new price is billed when the trial ends.
  if (!changing || sub.status === 'trialing' || !sub.periodStart || !sub.periodEnd || mode === 'do_not_bill')
    return plan;
  const oldPrice = context.state.prices.get(sub.priceId);
  const newPrice = context.state.prices.get(priceId);
  if (!oldPrice || !newPrice) return plan;
  const share = remainingShare(sub.periodStart, sub.periodEnd, at);
  const sameInterval = oldPrice.interval === newPrice.interval;
  if (mode === 'prorated_immediately' || mode === 'full_immediately') {
    const restart = mode === 'full_immediately' || !sameInterval;
    const chargeMinor = restart ? newPrice.amountMinor : Math.round(newPrice.amountMinor * share);
    plan.creditMinor = mode === 'full_immediately' ? 0 : Math.round(oldPrice.amountMinor * share);
    plan.chargeMinor = chargeMinor;
    plan.newPeriod = restart ? { startsAt: at, endsAt: addInterval(at, newPrice.interval) } : null;
    const period = plan.newPeriod ?? { startsAt: at, endsAt: sub.periodEnd };
    plan.immediateLines = [
      {
        id: '',
        priceId,
        amountMinor: chargeMinor,
        proration: restart ? null : { rate: share.toFixed(5), startsAt: iso(at), endsAt: iso(period.endsAt) },
      },
    ];
  } else if (mode === 'prorated_next_billing_period' && sameInterval) {
    plan.addToNextRenewalMinor = Math.max(
      0,
      Math.round(newPrice.amountMinor * share) - Math.round(oldPrice.amountMinor * share),
    );
  }
  return plan;
}
