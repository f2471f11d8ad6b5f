import { endpoint } from '../endpoints.ts';
import { CheckoutRequest, CheckoutResponse } from './checkout.ts';
import { ManagementUrlsResponse } from './management-urls.ts';
import { PaymentHistoryQuery, PaymentHistoryResponse } from './payment-history.ts';
import { PaymentMethodResponse } from './payment-method.ts';
import { PlanChangeRequest, UpgradePreviewQuery, UpgradePreviewResponse } from './plan-change.ts';
import { SubscriptionResponse } from './subscription.ts';
import { InvoicePdfResponse, InvoiceResponse } from './transaction.ts';
import { WebhookResponse } from './webhook.ts';

const BASE = '/api/v1/payments';

/**
 * Payments calls (spec §7, base /api/v1/payments), plus the ones the spec leaves unnamed: checkout
 * start, cancel, invoice PDF and Paddle's webhook. `{id}` paths use fastify's `:id`.
 */
export const paymentEndpoints = {
  paymentsSubscription: endpoint('GET', `${BASE}/subscription/`, SubscriptionResponse),
  paymentsPaymentMethod: endpoint('GET', `${BASE}/subscription/payment-method/`, PaymentMethodResponse),
  paymentsManagementUrls: endpoint('GET', `${BASE}/subscription/management-urls/`, ManagementUrlsResponse),
  paymentsRemoveCancellation: endpoint(
    'POST',
    `${BASE}/subscription/remove-cancellation/`,
    SubscriptionResponse,
  ),
  paymentsCancel: endpoint('POST', `${BASE}/subscription/cancel/`, SubscriptionResponse),
  paymentsTransaction: endpoint('GET', `${BASE}/transaction/:id/`, InvoiceResponse),
  paymentsInvoicePdf: endpoint('GET', `${BASE}/transaction/:id/invoice/`, InvoicePdfResponse),
  paymentsHistory: endpoint('GET', `${BASE}/`, PaymentHistoryResponse, PaymentHistoryQuery),
  paymentsDowngrade: endpoint('POST', `${BASE}/downgrade/`, SubscriptionResponse, PlanChangeRequest),
  paymentsUpgrade: endpoint('POST', `${BASE}/upgrade/`, SubscriptionResponse, PlanChangeRequest),
  paymentsUpgradePreview: endpoint(
    'GET',
    `${BASE}/upgrade/preview/`,
    UpgradePreviewResponse,
    UpgradePreviewQuery,
  ),
  paymentsScheduledChange: endpoint('DELETE', `${BASE}/scheduled-change/`, SubscriptionResponse),
  paymentsCheckout: endpoint('POST', `${BASE}/checkout/`, CheckoutResponse, CheckoutRequest),
  paymentsWebhook: endpoint('POST', `${BASE}/webhook/`, WebhookResponse),
} as const;
