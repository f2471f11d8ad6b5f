import type { ManagementUrlsResponse } from '@galley/contracts';
import { paddleClient } from '../../billing/paddle-client.ts';
import { fetchConsentUrl } from '../../billing/paddle-consent-url.ts';
import { createPortalUrls } from '../../billing/paddle-portal.ts';
import type { UserRow } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { liveSubscription } from './live-subscription.ts';
import { withPaddle } from './with-paddle.ts';

const FAILED = 'Failed to load management options';

/**
 * Cancel and update-payment links from a new customer-portal session on every call (they are
 * authenticated and expire; never cached). Korean rule: while the trial waits for consent to renew,
 * `continue_subscription` is Paddle's page where the user gives it.
 */
export async function readManagementUrls(deps: BillingDeps, user: UserRow): Promise<ManagementUrlsResponse> {
  const row = await liveSubscription(deps, user.id, FAILED);
  const urls = await withPaddle(FAILED, () =>
    createPortalUrls(paddleClient(deps.billing), row.paddleCustomerId, row.paddleSubscriptionId),
  );
  const continueUrl = await fetchConsentUrl(deps.billing, row.paddleSubscriptionId);
  return {
    management_urls: {
      overview: urls.overview,
      cancel: urls.cancel,
      update_payment_method: urls.updatePaymentMethod,
      continue_subscription: continueUrl,
    },
  };
}
