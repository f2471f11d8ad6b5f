import { checkoutCreatedFor } from '../../billing/paddle-checkout-origin.ts';
import { paddleClient } from '../../billing/paddle-client.ts';
import type { BillingDeps } from './billing-deps.ts';

/** What a Paddle entity says about its user. */
export interface BillingClaim {
  /** `custom_data.user_id` (of the entity, else of the event). */
  candidate: string | null;
  subscriptionId: string | null;
  customerId: string | null;
  /** The entity itself is a transaction we created (origin `api`) naming the candidate under our seal. */
  createdByUs?: boolean;
}

/**
 * Whether a `custom_data.user_id` claim can be believed: only when the checkout was a transaction we
 * created for that user (origin `api` — only our API key makes those — and custom data under our seal). The Paddle customer vouches
 * for nothing: a Paddle.js checkout opened with items takes whatever email the buyer types and Paddle
 * files it under the existing customer with that email, so a stranger who knows a user's email gets
 * that user's customer id (and email) on a checkout whose custom data they wrote themselves.
 */
export async function claimVouched(
  deps: BillingDeps,
  claim: BillingClaim,
  user: { id: string },
): Promise<boolean> {
  if (claim.createdByUs) return true;
  if (!claim.subscriptionId) return false;
  return checkoutCreatedFor(paddleClient(deps.billing), deps.billing.apiKey, claim.subscriptionId, user.id);
}
