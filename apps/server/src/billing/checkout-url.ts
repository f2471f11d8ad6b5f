import type { BillingConfig } from '../config/billing-config.ts';

export interface CheckoutPageParams {
  transactionId: string;
  successUrl: string;
  country: string;
}

/**
 * Without a client token there is no Paddle.js: the checkout is the page of the Paddle stand-in at
 * the API base URL (the local simulator), opening the same transaction (`_ptxn`, as Paddle's links do).
 * The country stands in for the address Paddle's checkout asks for.
 */
export function checkoutPageUrl(billing: BillingConfig, params: CheckoutPageParams): string | null {
  if (billing.clientToken || !billing.apiUrl) return null;
  const query = new URLSearchParams({
    _ptxn: params.transactionId,
    success_url: params.successUrl,
    country: params.country,
  });
  return `${billing.apiUrl.replace(/\/+$/, '')}/checkout?${query.toString()}`;
}
