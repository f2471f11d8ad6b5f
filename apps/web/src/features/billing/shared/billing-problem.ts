import { ApiError } from '../../../lib/api/api-error.ts';

export type PlanChangeKind = 'upgrade' | 'downgrade';

/** A plan change the server refused because of the subscription's state, and where to go about it. */
export interface PlanChangeRefusal {
  reason: 'trialing' | 'cancelling';
  /** The payment page (spec §4: withdraw the cancellation there). */
  route: 'payment';
}

export interface BillingProblem {
  /** A key of the `billing` catalogue (spec §8 wording in English). */
  key: string;
  refusal: PlanChangeRefusal | null;
}

/** The server's refusal while trialing or cancelling: 400 with `reason` and `route: 'payment'`. */
export function refusalOf(error: unknown): PlanChangeRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const { reason, route } = error.meta;
  if ((reason === 'trialing' || reason === 'cancelling') && route === 'payment') return { reason, route };
  return null;
}

/**
 * Spec §8 for plan changes: 400 'Invalid plan or <kind> not allowed', 404 'Plan not found', anything
 * else 'Failed to <kind> subscription plan'. (A 401 is the session's business: the API client's
 * listener asks for a new login.)
 */
export function planChangeProblem(error: unknown, kind: PlanChangeKind): BillingProblem {
  const refusal = refusalOf(error);
  if (error instanceof ApiError && error.status === 400) return { key: `errors.${kind}.invalid`, refusal };
  if (error instanceof ApiError && error.status === 404) return { key: 'errors.planNotFound', refusal };
  return { key: `errors.${kind}.failed`, refusal };
}

/** The preview shares the upgrade's refusals; anything else is 'Failed to get upgrade preview'. */
export function previewProblem(error: unknown): BillingProblem {
  const refusal = refusalOf(error);
  if (refusal) return { key: 'errors.upgrade.invalid', refusal };
  if (error instanceof ApiError && error.status === 404) return { key: 'errors.planNotFound', refusal };
  return { key: 'errors.upgradePreview', refusal: null };
}
