import type { CatalogPrice, CatalogProduct } from './catalog.ts';

export interface PaddleSimulatorOptions {
  port?: number;
  host?: string;
  /** Where events are POSTed; without one they wait in deliveries() as 'pending' until redeliver(). */
  webhookUrl?: string;
  /** The notification destination's secret key: every delivery is signed with it. */
  webhookSecret: string;
  /** When set, every API call must carry `Authorization: Bearer <apiKey>` (as the SDK sends it). */
  apiKey?: string;
  /** The simulator's clock before advanceClock(); default the wall clock. */
  now?: () => Date;
  /** Products and prices to sell; default DEFAULT_CATALOG (Galley's Pro and Max, monthly and yearly). */
  catalog?: { products: CatalogProduct[]; prices: CatalogPrice[] };
}

/** A test card as typed into the checkout form: the number is used once to derive brand and last4, never kept. */
export interface TestCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  name?: string;
}

/**
 * A checkout: of a transaction the server created (`transactionId`: its price, customer and custom data
 * are used, as Paddle.js does with `transactionId`), or of a price for an email with the buyer's own
 * custom data (Paddle.js opened with `items`).
 */
export interface CheckoutParams {
  transactionId?: string;
  priceId?: string;
  email?: string;
  customData?: Record<string, unknown> | null;
  /**
   * Custom data the buyer's browser writes onto an open transaction's checkout, as
   * Paddle.Checkout.updateCheckout({ customData }) does at Paddle (it replaces the transaction's).
   */
  browserCustomData?: Record<string, unknown>;
  /** ISO 3166-1 alpha-2; KR trials wait for the customer's consent before they renew. Default US. */
  country?: string;
  /** Default 4242 4242 4242 4242, expiring in three years. */
  card?: TestCard;
  /**
   * The charge stays `paid` (captured, not yet completed: no refund yet) and transaction.completed waits for
   * completeTransaction(), so subscription.created comes before it, as it often does at Paddle.
   */
  completeLater?: boolean;
}

export interface CheckoutResult {
  transactionId: string;
  subscriptionId: string;
  customerId: string;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface Delivery {
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  occurredAt: string;
  /** HTTP status of the last attempt (0: no answer). */
  httpStatus: number | null;
  attempts: number;
}

export interface PaddleSimulator {
  /** Base URL for the SDK: `new Paddle(apiKey, { environment: simulator.url as Environment })`. */
  url: string;
  /** The simulator's checkout page (stands in for the Paddle.js overlay). */
  checkoutUrl(params: {
    priceId: string;
    email?: string;
    customerId?: string;
    customData?: Record<string, unknown> | null;
    successUrl?: string;
    country?: string;
  }): string;
  setWebhookUrl(url: string | null): void;
  /** Moves the clock on and runs what fell due: renewals, trial ends, scheduled cancels, payment retries. */
  advanceClock(ms: number): Promise<void>;
  /** Sends an event again (same body, same event_id, fresh signature), as Paddle's retries do. */
  redeliver(eventId: string): Promise<void>;
  deliveries(): Delivery[];
  /** Resolves once every event emitted so far has been sent (API calls answer before their webhooks go). */
  webhooksSettled(): Promise<void>;
  /** The raw JSON body of an event as sent (tests replay it in another order). */
  eventBody(eventId: string): string;
  /** The next charge (renewal, upgrade, checkout or retry) is declined; `count` charges in a row if given. */
  failNextPayment(count?: number): void;
  completeCheckout(params: CheckoutParams): Promise<CheckoutResult>;
  /** Completes a charge left `paid` by a checkout with `completeLater`; resolves once its webhook is sent. */
  completeTransaction(transactionId: string): Promise<void>;
  /** The simulator's current time. */
  now(): Date;
  /** Everything the simulator holds, as JSON (tests check that no card number is kept). */
  snapshot(): string;
  close(): Promise<void>;
}
