import type { UpgradePreviewResponse } from '@galley/contracts';
import { paddleClient } from '../../billing/paddle-client.ts';
import { previewPlanChange } from '../../billing/paddle-plan-preview.ts';
import type { BillingDeps } from './billing-deps.ts';
import { planChangeTarget } from './plan-change-target.ts';
import { withPaddle } from './with-paddle.ts';

/** Paddle's proration of an upgrade, shown before the user confirms it. */
export async function previewUpgrade(
  deps: BillingDeps,
  userId: string,
  priceId: string,
): Promise<UpgradePreviewResponse> {
  const { row, target } = await planChangeTarget(deps, userId, priceId, 'upgrade');
  const preview = await withPaddle('Failed to get upgrade preview', () =>
    previewPlanChange(paddleClient(deps.billing), row.paddleSubscriptionId, target.priceId),
  );
  return {
    price_id: target.priceId,
    plan: target.plan,
    billing_cycle: target.cycle,
    amount_due_minor: preview.amountMinor,
    currency: preview.currency,
    next_amount_minor: preview.nextAmountMinor,
    next_billing_date: preview.nextBilledAt?.toISOString() ?? null,
  };
}
