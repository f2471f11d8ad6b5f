import { eq } from 'drizzle-orm';
import { paddleClient } from '../../billing/paddle-client.ts';
import { fetchTransaction } from '../../billing/paddle-transaction.ts';
import { billingEvents } from '../../db/schema.ts';
import type { BillingDeps } from './billing-deps.ts';
import { storePaddleTransaction } from './store-paddle-transaction.ts';
import { syncRefunds } from './sync-refunds.ts';
import { syncSubscription } from './sync-subscription.ts';
import { transactionOwner } from './transaction-owner.ts';

/**
 * Applies one stored event by re-reading its entity from Paddle: a subscription event syncs the
 * subscription; a transaction event keeps the payment record and syncs its subscription; an adjustment
 * event writes its transaction's refunds onto the payment record. Idempotent:
 * applying twice, late or out of order leaves the newest state. Other event types are only recorded.
 */
export async function applyBillingEvent(deps: BillingDeps, eventId: string): Promise<string> {
  const [event] = await deps.db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId));
  if (!event) return 'unknown-event';
  let outcome = 'ignored';
  if (event.entityId && event.eventType.startsWith('subscription.')) {
    outcome = await syncSubscription(deps, event.entityId, event.userId);
  } else if (event.entityId && event.eventType.startsWith('transaction.')) {
    const transaction = await fetchTransaction(paddleClient(deps.billing), event.entityId);
    const userId = await transactionOwner(deps, transaction, event.userId);
    outcome = 'no-user';
    if (userId) {
      await storePaddleTransaction(deps.db, userId, transaction);
      outcome = transaction.subscriptionId
        ? await syncSubscription(deps, transaction.subscriptionId, userId)
        : 'applied';
    }
  } else if (event.entityId && event.eventType.startsWith('adjustment.')) {
    outcome = await syncRefunds(deps, event.entityId, event.userId);
  }
  await deps.db
    .update(billingEvents)
    .set({ appliedAt: deps.now ?? new Date() })
    .where(eq(billingEvents.eventId, eventId));
  return outcome;
}
