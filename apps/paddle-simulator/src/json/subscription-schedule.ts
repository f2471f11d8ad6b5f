import type { SimulatorContext } from '../context.ts';
import type { LineRecord, SubscriptionRecord } from '../state.ts';

/** When the subscription will end: a cancel the customer scheduled, or a KR trial nobody consented to renew. */
export function effectiveCancelAt(sub: SubscriptionRecord): Date | null {
  if (sub.scheduledCancelAt) return sub.scheduledCancelAt;
  if (sub.status === 'trialing' && sub.consentRequired && !sub.consentedAt) return sub.trialEnd;
  return null;
}

/** The lines the next renewal will bill. */
export function renewalLines(context: SimulatorContext, sub: SubscriptionRecord): LineRecord[] {
  const price = context.state.prices.get(sub.priceId);
  const lines: LineRecord[] = [
    { id: 'next', priceId: sub.priceId, amountMinor: price?.amountMinor ?? 0, proration: null },
  ];
  if (sub.pendingProrationMinor > 0)
    lines.push({
      id: 'next-proration',
      priceId: sub.priceId,
      amountMinor: sub.pendingProrationMinor,
      proration: null,
    });
  return lines;
}
