import { and, eq, exists, isNull, notInArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type ReferenceOrderRow, referenceOrders } from '../../db/schema.ts';

/** The statuses of an order whose job is still at work; `done` and `failed` end it. */
const RUNNING_STATUSES = ['checking', 'classifying'] as const;

/**
 * Whether the order's check is running: a job is in charge and has not ended. A new order is `checking`
 * with no job yet, which is not running. One rule for every service that must not overlap a check.
 */
export function isCheckRunning(order: Pick<ReferenceOrderRow, 'jobId' | 'status'>): boolean {
  return order.jobId !== null && (RUNNING_STATUSES as readonly string[]).includes(order.status);
}

/** The same rule as an SQL condition on `reference_orders`, for writes that must not land mid-check. */
export function checkNotRunning(): SQL {
  return or(isNull(referenceOrders.jobId), notInArray(referenceOrders.status, [...RUNNING_STATUSES])) as SQL;
}

/** For writes to one of the order's references: true while the order has no check running. */
export function orderIdle(db: Database, orderId: string): SQL {
  return exists(
    db
      .select({ id: referenceOrders.id })
      .from(referenceOrders)
      .where(and(eq(referenceOrders.id, orderId), checkNotRunning())),
  );
}
