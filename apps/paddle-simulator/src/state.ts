import type { CatalogPrice, CatalogProduct } from './catalog.ts';

/**
 * Everything the simulator knows lives in these maps, in memory: a restart loses it (Paddle's sandbox would
 * keep it; dev and tests start from nothing each time, which is what they want).
 */

/** What a checkout keeps of a card: never the number (issue 17: no PAN is stored, not even by the simulator). */
export interface CardOnFile {
  type: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  cardholderName: string;
}

export interface CustomerRecord {
  id: string;
  email: string;
  name: string | null;
  locale: string;
  customData: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
}

export type SubscriptionStatus = 'active' | 'canceled' | 'past_due' | 'paused' | 'trialing';

export interface SubscriptionRecord {
  id: string;
  customerId: string;
  addressId: string;
  country: string;
  priceId: string;
  status: SubscriptionStatus;
  customData: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  startedAt: string;
  firstBilledAt: string | null;
  /** The current billing period (the trial while trialing); null once canceled. */
  periodStart: Date | null;
  periodEnd: Date | null;
  trialStart: Date | null;
  trialEnd: Date | null;
  canceledAt: string | null;
  scheduledCancelAt: Date | null;
  /** Korean rule: a KR trial renews only after the customer consented on the continue-subscription page. */
  consentRequired: boolean;
  consentedAt: string | null;
  /** Minor units added to the next renewal (prorated_next_billing_period changes). */
  pendingProrationMinor: number;
  /** When a past_due subscription's payment is tried again. */
  retryAt: Date | null;
  card: CardOnFile;
}

export interface LineRecord {
  id: string;
  priceId: string;
  /** Tax-inclusive amount of the line in minor units (negative never: credits go to details.totals.credit). */
  amountMinor: number;
  proration: { rate: string; startsAt: string; endsAt: string } | null;
}

/**
 * `draft`/`ready`: created through the API (POST /transactions), waiting for its checkout. `paid`: charged
 * but not yet completed (a checkout with `completeLater`, until completeTransaction).
 */
export type TransactionStatus = 'draft' | 'ready' | 'paid' | 'completed' | 'past_due' | 'billed';

export interface PaymentRecord {
  id: string;
  amountMinor: number;
  status: 'captured' | 'error';
  errorCode: string | null;
  createdAt: string;
  capturedAt: string | null;
  storedPaymentMethodId: string;
  card: CardOnFile;
}

export interface TransactionRecord {
  id: string;
  status: TransactionStatus;
  origin: 'api' | 'web' | 'subscription_recurring' | 'subscription_update' | 'subscription_charge';
  customerId: string;
  addressId: string;
  subscriptionId: string | null;
  country: string;
  currency: string;
  customData: Record<string, unknown> | null;
  createdAt: string;
  updatedAt: string;
  billedAt: string | null;
  invoiceNumber: string | null;
  billingPeriod: { startsAt: string; endsAt: string } | null;
  lines: LineRecord[];
  creditMinor: number;
  payments: PaymentRecord[];
}

/**
 * A refund of a completed transaction (POST /adjustments). Only full refunds are simulated: automatic
 * collection leaves nothing to credit, and Galley never refunds part of a charge.
 */
export interface AdjustmentRecord {
  id: string;
  action: 'refund';
  type: 'full';
  transactionId: string;
  subscriptionId: string | null;
  customerId: string;
  reason: string;
  status: 'pending_approval' | 'approved' | 'rejected';
  /** Tax-inclusive minor units refunded, per transaction line (the line's id) and in all. */
  items: { id: string; itemId: string; amountMinor: number }[];
  totalMinor: number;
  createdAt: string;
  updatedAt: string;
}

export interface PortalSession {
  id: string;
  customerId: string;
  token: string;
  createdAt: string;
}

export interface EventRecord {
  eventId: string;
  eventType: string;
  occurredAt: string;
  /** The exact body sent (and re-sent): signatures are over these bytes. */
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  httpStatus: number | null;
  attempts: number;
}

export class SimulatorState {
  readonly products = new Map<string, CatalogProduct>();
  readonly prices = new Map<string, CatalogPrice>();
  readonly customers = new Map<string, CustomerRecord>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly transactions = new Map<string, TransactionRecord>();
  readonly portalSessions = new Map<string, PortalSession>();
  readonly adjustments = new Map<string, AdjustmentRecord>();
  readonly events: EventRecord[] = [];
  /** Charges still to decline (failNextPayment). */
  failCharges = 0;
  invoiceCounter = 0;

  constructor(catalog: { products: CatalogProduct[]; prices: CatalogPrice[] }) {
    for (const product of catalog.products) this.products.set(product.id, product);
    for (const price of catalog.prices) this.prices.set(price.id, price);
  }

  customerByEmail(email: string): CustomerRecord | undefined {
    const wanted = email.trim().toLowerCase();
    return [...this.customers.values()].find((customer) => customer.email === wanted);
  }

  /** First-time customers only get a trial: no subscription before and nothing ever paid. */
  isFirstTimeCustomer(customerId: string): boolean {
    const subscribed = [...this.subscriptions.values()].some((sub) => sub.customerId === customerId);
    const paid = [...this.transactions.values()].some(
      (txn) => txn.customerId === customerId && txn.status === 'completed' && total(txn) > 0,
    );
    return !subscribed && !paid;
  }
}

/** What a transaction charged, before credit. */
export const total = (txn: TransactionRecord): number =>
  txn.lines.reduce((sum, line) => sum + line.amountMinor, 0);
