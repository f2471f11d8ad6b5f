import { addInterval } from '../clock.ts';
import type { SimulatorContext } from '../context.ts';
import { effectiveCancelAt, renewalLines } from '../json/subscription-schedule.ts';
import type { SubscriptionRecord } from '../state.ts';
import { endSubscription } from './cancel-subscription.ts';
import { charge } from './charge.ts';
import { emitSubscription } from './emit-subscription.ts';
import { retryCharge } from './retry-charge.ts';

const RETRY_AFTER_MS = 86_400_000;
/** Paddle's payment recovery (dunning) gives up after 30 days past due and cancels the subscription. */
const DUNNING_MS = 30 * RETRY_AFTER_MS;

type Due = { at: Date; run: () => void };

/**
 * Runs, in time order, everything that fell due by now: scheduled cancels (a KR trial without consent among
 * them), renewals at period end (a trial's end included) and retries of past_due payments (daily; after 30
 * days of failures the subscription is canceled). Periods chain from
 * the previous end, so advancing the clock by a year renews a monthly subscription twelve times.
 */
export function runDue(context: SimulatorContext): void {
  for (;;) {
    const now = context.clock.now();
    const due = [...context.state.subscriptions.values()]
      .map((sub) => nextDue(context, sub))
      .filter((item): item is Due => item !== null && item.at.getTime() <= now.getTime())
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    const first = due[0];
    if (!first) return;
    first.run();
  }
}

function nextDue(context: SimulatorContext, sub: SubscriptionRecord): Due | null {
  if (sub.status === 'canceled' || sub.status === 'paused') return null;
  const cancelAt = effectiveCancelAt(sub);
  const candidates: Due[] = [];
  if (cancelAt) candidates.push({ at: cancelAt, run: () => endSubscription(context, sub, cancelAt) });
  if (sub.status === 'past_due' && sub.retryAt) {
    const retryAt = sub.retryAt;
    candidates.push({ at: retryAt, run: () => retry(context, sub, retryAt) });
  }
  if ((sub.status === 'active' || sub.status === 'trialing') && sub.periodEnd && !cancelAt) {
    const periodEnd = sub.periodEnd;
    candidates.push({ at: periodEnd, run: () => renew(context, sub, periodEnd) });
  }
  candidates.sort((a, b) => a.at.getTime() - b.at.getTime());
  return candidates[0] ?? null;
}

/** Bills the next period from `at` (a renewal, or a trial ended early by activate). */
export function renew(context: SimulatorContext, sub: SubscriptionRecord, at: Date): void {
  const price = context.state.prices.get(sub.priceId);
  const endsAt = addInterval(at, price?.interval ?? 'month');
  const wasTrialing = sub.status === 'trialing';
  const txn = charge(context, {
    sub,
    origin: 'subscription_recurring',
    lines: renewalLines(context, sub),
    billingPeriod: { startsAt: at, endsAt },
    card: sub.card,
    at,
  });
  sub.pendingProrationMinor = 0;
  sub.periodStart = at;
  sub.periodEnd = endsAt;
  const stamp = context.clock.time(at);
  sub.updatedAt = stamp;
  if (txn.status === 'past_due') {
    sub.status = 'past_due';
    sub.retryAt = new Date(at.getTime() + RETRY_AFTER_MS);
    emitSubscription(context, sub, ['subscription.updated', 'subscription.past_due'], at);
    return;
  }
  sub.status = 'active';
  sub.firstBilledAt ??= stamp;
  emitSubscription(
    context,
    sub,
    ['subscription.updated', ...(wasTrialing ? ['subscription.activated'] : [])],
    at,
  );
}

function retry(context: SimulatorContext, sub: SubscriptionRecord, at: Date): void {
  const txn = [...context.state.transactions.values()]
    .filter((candidate) => candidate.subscriptionId === sub.id && candidate.status === 'past_due')
    .at(-1);
  if (!txn || retryCharge(context, txn, sub.card, at)) {
    sub.status = 'active';
    sub.retryAt = null;
    sub.firstBilledAt ??= context.clock.time(at);
    sub.updatedAt = context.clock.time(at);
    emitSubscription(context, sub, ['subscription.updated'], at);
    return;
  }
  const pastDueSince = Date.parse(txn.billedAt ?? txn.createdAt);
  if (at.getTime() - pastDueSince >= DUNNING_MS) endSubscription(context, sub, at);
  else sub.retryAt = new Date(at.getTime() + RETRY_AFTER_MS);
}
