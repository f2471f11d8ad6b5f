import { type CatalogPrice, findPrice } from '../../billing/price-catalog.ts';
import { AppError } from '../../errors/app-error.ts';
import type { BillingDeps } from './billing-deps.ts';
import { type LiveSubscription, liveSubscription } from './live-subscription.ts';

export type PlanChangeKind = 'upgrade' | 'downgrade';

/** Spec §8: 400 'Invalid plan or <kind> not allowed', 404 'Plan not found'. */
export const invalidChange = (kind: PlanChangeKind, meta: Record<string, unknown> = {}) =>
  new AppError('bad_request', `Invalid plan or ${kind} not allowed`, meta);

/** Moving to a later plan of the price list, or to yearly on the same plan, is an upgrade. */
function direction(from: CatalogPrice, to: CatalogPrice): PlanChangeKind | null {
  if (to.rank !== from.rank) return to.rank > from.rank ? 'upgrade' : 'downgrade';
  if (to.cycle === from.cycle) return null;
  return to.cycle === 'yearly' ? 'upgrade' : 'downgrade';
}

/**
 * Checks a plan change (spec §4): the price must be on sale (404), the subscription active — while
 * trialing or cancelling changes are refused, and `route: 'payment'` sends the user to the payment
 * page (to withdraw the cancellation) — and the change must go the asked way.
 */
export async function planChangeTarget(
  deps: BillingDeps,
  userId: string,
  priceId: string,
  kind: PlanChangeKind,
): Promise<{ row: LiveSubscription; target: CatalogPrice }> {
  const target = findPrice(deps.siteFile, priceId);
  if (!target) throw new AppError('not_found', 'Plan not found');
  const row = await liveSubscription(deps, userId, 'Plan not found').catch(() => {
    throw invalidChange(kind, { reason: 'no_subscription' });
  });
  if (row.status === 'trialing' || row.status === 'cancelling') {
    throw invalidChange(kind, { reason: row.status, route: 'payment' });
  }
  const current = findPrice(deps.siteFile, row.paddlePriceId);
  if (!current || direction(current, target) !== kind) throw invalidChange(kind, { reason: 'direction' });
  return { row, target };
}
