import type { SimulatorContext } from '../context.ts';
import type { SubscriptionRecord } from '../state.ts';
import { page } from './list-page.ts';
import { type ApiAnswer, notFound, ok } from './respond.ts';

/** The saved payment method a subscription charges: its id is the stored_payment_method_id its payments carry. */
export const paymentMethodId = (sub: SubscriptionRecord): string => `paymtd_${sub.id.slice(4)}`;

const paymentMethodJson = (sub: SubscriptionRecord) => ({
  id: paymentMethodId(sub),
  customer_id: sub.customerId,
  address_id: sub.addressId,
  type: 'card',
  card: {
    type: sub.card.type,
    last4: sub.card.last4,
    expiry_month: sub.card.expiryMonth,
    expiry_year: sub.card.expiryYear,
    cardholder_name: sub.card.cardholderName,
  },
  paypal: null,
  south_korea_local_card: null,
  underlying_details: null,
  origin: 'subscription',
  saved_at: sub.createdAt,
  updated_at: sub.updatedAt,
});

const methodsOf = (context: SimulatorContext, customerId: string) =>
  [...context.state.subscriptions.values()]
    .filter((sub) => sub.customerId === customerId)
    .map((sub) => ({ ...sub, id: paymentMethodId(sub), sub }));

/** GET /customers/{id}/payment-methods: what Galley shows as the card mask and expiry. */
export function listPaymentMethodsRoute(
  context: SimulatorContext,
  customerId: string,
  query: URLSearchParams,
): ApiAnswer {
  if (!context.state.customers.has(customerId)) return notFound(customerId);
  const path = `/customers/${customerId}/payment-methods`;
  return page(methodsOf(context, customerId), query, context.baseUrl, path, (item) =>
    paymentMethodJson(item.sub),
  );
}

export function getPaymentMethodRoute(context: SimulatorContext, customerId: string, id: string): ApiAnswer {
  const found = methodsOf(context, customerId).find((item) => item.id === id);
  return found ? ok(paymentMethodJson(found.sub)) : notFound(id);
}
