import type { SimulatorContext } from '../context.ts';
import type { TransactionRecord } from '../state.ts';
import { priceJson } from './catalog-json.ts';
import { detailsJson } from './details-json.ts';

/** A transaction as Paddle's API returns it (and as transaction.* events carry it). */
export function transactionJson(context: SimulatorContext, txn: TransactionRecord) {
  const { state } = context;
  return {
    id: txn.id,
    status: txn.status,
    customer_id: txn.customerId,
    address_id: txn.addressId,
    business_id: null,
    custom_data: txn.customData,
    origin: txn.origin,
    collection_mode: 'automatic',
    subscription_id: txn.subscriptionId,
    invoice_id: null,
    invoice_number: txn.invoiceNumber,
    billing_details: null,
    billing_period: txn.billingPeriod
      ? { starts_at: txn.billingPeriod.startsAt, ends_at: txn.billingPeriod.endsAt }
      : null,
    currency_code: txn.currency,
    discount_id: null,
    created_at: txn.createdAt,
    updated_at: txn.updatedAt,
    billed_at: txn.billedAt,
    revised_at: null,
    items: txn.lines.map((line) => {
      const price = state.prices.get(line.priceId);
      return {
        price: price ? priceJson(price) : null,
        quantity: 1,
        proration: line.proration
          ? {
              rate: line.proration.rate,
              billing_period: { starts_at: line.proration.startsAt, ends_at: line.proration.endsAt },
            }
          : null,
      };
    }),
    details: detailsJson(state, txn.lines, txn.creditMinor, txn.country, txn.currency),
    payments: txn.payments.map((payment) => ({
      payment_attempt_id: payment.id,
      stored_payment_method_id: payment.storedPaymentMethodId,
      payment_method_id: payment.storedPaymentMethodId,
      amount: String(payment.amountMinor),
      status: payment.status,
      error_code: payment.errorCode,
      method_details: {
        type: 'card',
        card: {
          type: payment.card.type,
          last4: payment.card.last4,
          expiry_month: payment.card.expiryMonth,
          expiry_year: payment.card.expiryYear,
          cardholder_name: payment.card.cardholderName,
        },
        paypal: null,
        south_korea_local_card: null,
        underlying_details: null,
      },
      created_at: payment.createdAt,
      captured_at: payment.capturedAt,
    })),
    checkout: { url: `${context.baseUrl}/checkout?_ptxn=${txn.id}` },
  };
}
