import { eq } from 'drizzle-orm';
import type { BillingEventRef } from '../../billing/parse-event.ts';
import type { Database } from '../../db/database.ts';
import { billingEvents } from '../../db/schema.ts';

/** A stored event still unapplied this long after receipt is queued again on redelivery (lost job). */
const REQUEUE_AFTER_MS = 60_000;

/**
 * Stores a verified event once by its id (Paddle delivers at least once) and says whether a job must
 * apply it: a new event, or a redelivery of one whose job seems lost. Replays of applied events only
 * get their 200.
 */
export async function receiveBillingEvent(
  db: Database,
  event: BillingEventRef,
  now = new Date(),
): Promise<boolean> {
  const inserted = await db
    .insert(billingEvents)
    .values({
      eventId: event.eventId,
      eventType: event.eventType,
      occurredAt: event.occurredAt,
      entityId: event.entityId,
      userId: event.userId,
      receivedAt: now,
    })
    .onConflictDoNothing()
    .returning({ eventId: billingEvents.eventId });
  if (inserted.length > 0) return true;
  const stored = (await db.select().from(billingEvents).where(eq(billingEvents.eventId, event.eventId)))[0];
  return (
    !!stored && stored.appliedAt === null && now.getTime() - stored.receivedAt.getTime() > REQUEUE_AFTER_MS
  );
}
