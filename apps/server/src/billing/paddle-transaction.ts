import type { Paddle, Transaction } from '@paddle/paddle-node-sdk';

/** A Paddle transaction as a payment record: amounts in minor units, card reduced to brand and last 4. */
export interface PaddleTransaction {
  id: string;
  status: 'draft' | 'ready' | 'billed' | 'paid' | 'completed' | 'canceled' | 'past_due';
  /** `api` for transactions we created (checkouts), else how Paddle made it (web, subscription_recurring…). */
  origin: string;
  customerId: string | null;
  subscriptionId: string | null;
  userId: string | null;
  /** All of custom_data (the seal of user_id with it). */
  customData: Record<string, unknown> | null;
  invoiceNumber: string | null;
  currency: string;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  items: Array<{ description: string; amountMinor: number }>;
  method: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  cardExpiry: { month: number; year: number } | null;
  /** Sum refunded (adjustments), in minor units. */
  refundedMinor: number;
  periodStart: Date | null;
  periodEnd: Date | null;
  billedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const minor = (value: string | null | undefined): number => {
  const parsed = Number.parseInt(value ?? '0', 10);
  return Number.isFinite(parsed) ? parsed : 0;
};

export function toPaddleTransaction(transaction: Transaction): PaddleTransaction {
  const totals = transaction.details?.totals;
  // The last captured attempt says how it was paid; failed attempts before it do not.
  const attempts = transaction.payments ?? [];
  const paid = attempts.find((attempt) => attempt.status === 'captured') ?? attempts[0];
  const card = paid?.methodDetails?.card ?? null;
  const userId = transaction.customData?.user_id;
  const refunded = (transaction.adjustments ?? [])
    .filter((adjustment) => adjustment.action === 'refund' && adjustment.status === 'approved')
    .reduce((sum, adjustment) => sum + minor(adjustment.totals?.total), 0);
  return {
    id: transaction.id,
    status: transaction.status,
    origin: transaction.origin,
    customerId: transaction.customerId,
    subscriptionId: transaction.subscriptionId,
    userId: typeof userId === 'string' ? userId : null,
    customData: transaction.customData ?? null,
    invoiceNumber: transaction.invoiceNumber,
    currency: transaction.currencyCode,
    subtotalMinor: minor(totals?.subtotal),
    taxMinor: minor(totals?.tax),
    totalMinor: minor(totals?.total),
    items: (transaction.details?.lineItems ?? []).map((line) => ({
      description: line.product?.name ?? line.priceId,
      amountMinor: minor(line.totals?.total),
    })),
    method: paid?.methodDetails?.type ?? null,
    cardBrand: card?.type ?? null,
    cardLast4: card?.last4 && /^\d{4}$/.test(card.last4) ? card.last4 : null,
    cardExpiry: card ? { month: card.expiryMonth, year: card.expiryYear } : null,
    refundedMinor: refunded,
    periodStart: transaction.billingPeriod ? new Date(transaction.billingPeriod.startsAt) : null,
    periodEnd: transaction.billingPeriod ? new Date(transaction.billingPeriod.endsAt) : null,
    billedAt: transaction.billedAt ? new Date(transaction.billedAt) : null,
    createdAt: new Date(transaction.createdAt),
    updatedAt: new Date(transaction.updatedAt),
  };
}

export async function fetchTransaction(paddle: Paddle, id: string): Promise<PaddleTransaction> {
  return toPaddleTransaction(await paddle.transactions.get(id));
}
