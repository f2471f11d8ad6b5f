import type { Paddle } from '@paddle/paddle-node-sdk';

export interface PortalUrls {
  overview: string;
  cancel: string | null;
  updatePaymentMethod: string | null;
}

/**
 * A fresh customer-portal session: its links are authenticated and short-lived, so they are made on
 * each request and never stored.
 */
export async function createPortalUrls(
  paddle: Paddle,
  customerId: string,
  subscriptionId: string,
): Promise<PortalUrls> {
  const session = await paddle.customerPortalSessions.create(customerId, [subscriptionId]);
  const links = session.urls.subscriptions.find((entry) => entry.id === subscriptionId);
  return {
    overview: session.urls.general.overview,
    cancel: links?.cancelSubscription ?? null,
    updatePaymentMethod: links?.updateSubscriptionPaymentMethod ?? null,
  };
}
