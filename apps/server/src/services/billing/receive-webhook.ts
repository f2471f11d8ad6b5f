import { eq } from 'drizzle-orm';
import { parseEvent } from '../../billing/parse-event.ts';
import { verifySignature } from '../../billing/verify-signature.ts';
import type { BillingConfig } from '../../config/billing-config.ts';
import type { Database } from '../../db/database.ts';
import { billingEvents } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { applyBillingEventJob } from '../../jobs/definitions/billing/apply-billing-event.job.ts';
import type { JobQueue } from '../../jobs/runner/job-queue.ts';
import { receiveBillingEvent } from './receive-billing-event.ts';

export interface WebhookDeps {
  db: Database;
  jobs: JobQueue;
  billing: BillingConfig;
  now?: Date;
}

/**
 * A Paddle notification: verified (signature, timestamp) before anything is read, stored once by
 * event id, and handed to a job — the reply does not wait for Paddle's API. A bad signature or body
 * is a 400 and stores nothing. PADDLE_WEBHOOK_SECRET may list several secrets (comma-separated)
 * while one is rotated.
 */
export async function receiveWebhook(deps: WebhookDeps, rawBody: Buffer, signature: string | undefined) {
  const verified = verifySignature({
    rawBody,
    header: signature,
    secrets: deps.billing.webhookSecret
      .split(',')
      .map((secret) => secret.trim())
      .filter(Boolean),
    toleranceSeconds: deps.billing.webhookToleranceSeconds,
    now: deps.now,
  });
  if (!verified) throw new AppError('bad_request', 'Invalid webhook signature');
  const event = parseEvent(rawBody);
  if (!event) throw new AppError('bad_request', 'Invalid webhook event');
  if (!(await receiveBillingEvent(deps.db, event, deps.now))) return;
  try {
    await deps.jobs.enqueue(applyBillingEventJob, { eventId: event.eventId }, { userId: event.userId });
  } catch (error) {
    // Without its job the event would never apply: forget it, so Paddle's redelivery stores it again.
    await deps.db.delete(billingEvents).where(eq(billingEvents.eventId, event.eventId));
    throw error;
  }
}
