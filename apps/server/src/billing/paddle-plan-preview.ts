import type { Paddle } from '@paddle/paddle-node-sdk';

export interface PlanChangePreview {
  /** What is charged (positive) or credited (negative) now, in minor units. */
  amountMinor: number;
  currency: string;
  /** What the next renewal will bill, in minor units. */
  nextAmountMinor: number | null;
  nextBilledAt: Date | null;
}

const minor = (value: string | null | undefined): number => Number.parseInt(value ?? '0', 10) || 0;

/** Paddle's own preview of moving the subscription to `priceId` now, prorated (as an upgrade is made). */
export async function previewPlanChange(
  paddle: Paddle,
  subscriptionId: string,
  priceId: string,
): Promise<PlanChangePreview> {
  const preview = await paddle.subscriptions.previewUpdate(subscriptionId, {
    items: [{ priceId, quantity: 1 }],
    prorationBillingMode: 'prorated_immediately',
  });
  const result = preview.updateSummary?.result;
  const immediate = preview.immediateTransaction?.details?.totals;
  const amount = result
    ? minor(result.amount) * (result.action === 'credit' ? -1 : 1)
    : minor(immediate?.total);
  return {
    amountMinor: amount,
    currency: result?.currencyCode ?? preview.currencyCode,
    nextAmountMinor: preview.nextTransaction ? minor(preview.nextTransaction.details?.totals?.total) : null,
    nextBilledAt: preview.nextBilledAt ? new Date(preview.nextBilledAt) : null,
  };
}
